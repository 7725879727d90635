import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  ChangeShippingCountryMutation as ChangeShippingCountryMutationType,
  ChangeShippingCountryMutation$data,
  CountriesEnum,
} from '../../../__generated__/ChangeShippingCountryMutation.graphql';
import type { ShippingDestination } from '../../../machines/cartOperations';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation ChangeShippingCountryMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
      }
    }
  }
`;

/**
 * Tells the store where the order ships (spec `ChangeShippingCounty`: shipping and billing country and state, plus
 * the postcode, which shipping zones may match) so rates and tax follow. WooGraphQL answers with the customer, not
 * the cart: load the cart afterwards.
 */
export function commitChangeShippingCountry(
  environment: Environment,
  destination: ShippingDestination,
): Promise<ChangeShippingCountryMutation$data> {
  const address = {
    country: (destination.country || null) as CountriesEnum | null,
    state: destination.state,
    postcode: destination.postcode,
  };
  return commitAsPromise<ChangeShippingCountryMutationType>(environment, {
    mutation,
    variables: { input: { shipping: address, billing: address } },
  });
}
