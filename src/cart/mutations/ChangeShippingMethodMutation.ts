import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  ChangeShippingMethodMutation as ChangeShippingMethodMutationType,
  ChangeShippingMethodMutation$data,
} from '../../../__generated__/ChangeShippingMethodMutation.graphql';
import { commitAsPromise } from '../../relay/commit';
import { replaceCart } from './replaceCart';

const mutation = graphql`
  mutation ChangeShippingMethodMutation($input: UpdateShippingMethodInput!) {
    updateShippingMethod(input: $input) {
      cart {
        ...CartQuery_cart
      }
    }
  }
`;

/** Chooses the shipping rate (spec `ChangeShippingMethod`, WooGraphQL `updateShippingMethod`); the answer replaces the cart. */
export function commitChangeShippingMethod(
  environment: Environment,
  input: { shippingMethods: string[] },
): Promise<ChangeShippingMethodMutation$data> {
  return commitAsPromise<ChangeShippingMethodMutationType>(environment, {
    mutation,
    variables: { input: { shippingMethods: input.shippingMethods } },
    updater: (store) => replaceCart(store, 'updateShippingMethod'),
  });
}
