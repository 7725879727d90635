import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  ApplyCouponMutation as ApplyCouponMutationType,
  ApplyCouponMutation$data,
} from '../../../__generated__/ApplyCouponMutation.graphql';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';

const mutation = graphql`
  mutation ApplyCouponMutation($input: ApplyCouponInput!) {
    applyCoupon(input: $input) {
      applied {
        code
        discountAmount
      }
      cart {
        ...CartQuery_cart
      }
    }
  }
`;

/**
 * Applies a coupon code (spec `applyCoupon`); the answer replaces the cart. Rejects with the server's reason
 * (unknown, expired, minimum spend, already applied) or a network error.
 */
export function commitApplyCoupon(
  environment: Environment,
  input: { code: string },
): Promise<ApplyCouponMutation$data> {
  return commitAsPromise<ApplyCouponMutationType>(environment, {
    mutation,
    variables: { input: { code: input.code.trim() } },
    updater: (store) => replaceCart(store, 'applyCoupon'),
  });
}
