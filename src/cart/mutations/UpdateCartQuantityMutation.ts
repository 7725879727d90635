import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  UpdateCartQuantityMutation as UpdateCartQuantityMutationType,
  UpdateCartQuantityMutation$data,
} from '../../../__generated__/UpdateCartQuantityMutation.graphql';
import type { UpdateQuantityInput } from '../../../machines/cartOperations';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';

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
 * Sets one line's quantity (spec `UpDateCartQuantity`); quantity 0 removes the line. The answer replaces the cart and
 * its `total` is returned for the screen-reader announcement. Rejects with the server's message or a network error.
 */
export function commitUpdateCartQuantity(
  environment: Environment,
  input: UpdateQuantityInput,
): Promise<UpdateCartQuantityMutation$data> {
  return commitAsPromise<UpdateCartQuantityMutationType>(environment, {
    mutation,
    variables: { input: { items: [{ key: input.key, quantity: input.quantity }] } },
    updater: (store) => replaceCart(store, 'updateItemQuantities'),
  });
}
