import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  ChangeShippingCountryMutation as ChangeShippingCountryMutationType,
  ChangeShippingCountryMutation$data,
  CountriesEnum,
} from '../../../__generated__/ChangeShippingCountryMutation.graphql';
import { commitAsPromise } from './commitAsPromise';

const mutation = graphql`
  mutation ChangeShippingCountryMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
      }
    }
  }
`;

/** The destination that decides shipping rates and tax. */
export interface ShippingDestination {
  country: string;
  state: string;
}

/**
 * Tells the store where the order ships (spec `ChangeShippingCounty`: shipping and billing country and state) so
 * rates and tax follow. WooGraphQL answers with the customer, not the cart: refresh the cart afterwards.
 */
export function commitChangeShippingCountry(
  environment: Environment,
  destination: ShippingDestination,
): Promise<ChangeShippingCountryMutation$data> {
  const address = {
    country: (destination.country || null) as CountriesEnum | null,
    state: destination.state,
  };
  return commitAsPromise<ChangeShippingCountryMutationType>(environment, {
    mutation,
    variables: { input: { shipping: address, billing: address } },
  });
}
