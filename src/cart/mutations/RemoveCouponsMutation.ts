import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  RemoveCouponsMutation as RemoveCouponsMutationType,
  RemoveCouponsMutation$data,
} from '../../../__generated__/RemoveCouponsMutation.graphql';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';

const mutation = graphql`
  mutation RemoveCouponsMutation($input: RemoveCouponsInput!) {
    removeCoupons(input: $input) {
      cart {
        ...CartQuery_cart
      }
    }
  }
`;

/** Removes applied coupons by code (spec `removeCoupons`); the answer replaces the cart. */
export function commitRemoveCoupons(
  environment: Environment,
  input: { codes: string[] },
): Promise<RemoveCouponsMutation$data> {
  return commitAsPromise<RemoveCouponsMutationType>(environment, {
    mutation,
    variables: { input: { codes: input.codes } },
    updater: (store) => replaceCart(store, 'removeCoupons'),
  });
}
