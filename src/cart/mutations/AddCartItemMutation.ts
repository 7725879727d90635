import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  AddCartItemMutation as AddCartItemMutationType,
  AddCartItemMutation$data,
} from '../../../__generated__/AddCartItemMutation.graphql';
import type { AddToCartInput } from '../../../machines/cartOperations';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';

const mutation = graphql`
  mutation AddCartItemMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        ...CartQuery_cart
      }
    }
  }
`;

/**
 * Adds a product (or a variation with its attributes) to the session cart (WooGraphQL `addToCart`); the answer
 * replaces the cart. Rejects with the server's message (out of stock, unknown variation) or a network error.
 * No optimistic response: line keys and totals are the server's to compute.
 */
export function commitAddCartItem(
  environment: Environment,
  input: AddToCartInput,
): Promise<AddCartItemMutation$data> {
  return commitAsPromise<AddCartItemMutationType>(environment, {
    mutation,
    variables: {
      input: {
        productId: input.productId,
        quantity: input.quantity,
        variationId: input.variationId ?? null,
        variation: input.variation ?? null,
      },
    },
    updater: (store) => replaceCart(store, 'addToCart'),
  });
}
