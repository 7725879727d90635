import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  EmptyCartMutation as EmptyCartMutationType,
  EmptyCartMutation$data,
} from '../../../__generated__/EmptyCartMutation.graphql';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';

const mutation = graphql`
  mutation EmptyCartMutation($input: EmptyCartInput!) {
    emptyCart(input: $input) {
      cart {
        ...CartQuery_cart
      }
    }
  }
`;

/** Removes every line and coupon, persistent cart included (spec `EmptyCart`); the answer replaces the cart. */
export function commitEmptyCart(environment: Environment): Promise<EmptyCartMutation$data> {
  return commitAsPromise<EmptyCartMutationType>(environment, {
    mutation,
    variables: { input: { clearPersistentCart: true } },
    updater: (store) => replaceCart(store, 'emptyCart'),
  });
}
