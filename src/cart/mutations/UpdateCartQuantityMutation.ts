import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  UpdateCartQuantityMutation as UpdateCartQuantityMutationType,
  UpdateCartQuantityMutation$data,
} from '../../../__generated__/UpdateCartQuantityMutation.graphql';
import type { UpdateQuantityInput } from '../../../machines/cartOperations';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';
import { showQuantity } from './showQuantity';

const mutation = graphql`
  mutation UpdateCartQuantityMutation($input: UpdateItemQuantitiesInput!) {
    updateItemQuantities(input: $input) {
      cart {
        ...CartQuery_cart
        total
      }
    }
  }
`;

/**
 * Sets one line's quantity (spec `UpDateCartQuantity`); quantity 0 removes the line. The line shows the new quantity
 * (or is gone) at once, optimistically: the answer replaces the cart, and a failure takes the optimistic change back,
 * so the line shows the server's quantity again. The answer's `total` is returned for the screen-reader announcement.
 * Rejects with the server's message or a network error.
 */
export function commitUpdateCartQuantity(
  environment: Environment,
  input: UpdateQuantityInput,
): Promise<UpdateCartQuantityMutation$data> {
  return commitAsPromise<UpdateCartQuantityMutationType>(environment, {
    mutation,
    variables: { input: { items: [{ key: input.key, quantity: input.quantity }] } },
    optimisticUpdater: (store) => showQuantity(store, input),
    updater: (store) => replaceCart(store, 'updateItemQuantities'),
  });
}
