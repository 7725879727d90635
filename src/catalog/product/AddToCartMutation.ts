import { commitMutation, graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  AddToCartMutation as AddToCartMutationType,
  AddToCartMutation$data,
  AddToCartInput,
} from '../../../__generated__/AddToCartMutation.graphql';

const mutation = graphql`
  mutation AddToCartMutation($input: AddToCartInput!) {
    addToCart(input: $input) {
      cart {
        contents {
          itemCount
        }
      }
    }
  }
`;

export type { AddToCartInput };

/**
 * Adds a line to the session cart (WooGraphQL `addToCart`). Resolves with the server's answer; rejects with
 * the first GraphQL error (out of stock, unknown variation) or a network error. No optimistic response:
 * the cart's totals and keys are the server's to compute.
 */
export function commitAddToCart(
  environment: Environment,
  input: AddToCartInput,
): Promise<AddToCartMutation$data> {
  return new Promise((resolve, reject) => {
    commitMutation<AddToCartMutationType>(environment, {
      mutation,
      variables: { input },
      onCompleted: (response, errors) => {
        const first = errors?.[0];
        if (first) reject(new Error(first.message));
        else resolve(response);
      },
      onError: reject,
    });
  });
}
