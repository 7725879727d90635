import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  UpdateCustomerInput,
  UpdateCustomerMutation as UpdateCustomerMutationType,
  UpdateCustomerMutation$data,
} from '../../../__generated__/UpdateCustomerMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation UpdateCustomerMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        ...PersonalInfoForm_customer
        ...AddressForm_customer
      }
    }
  }
`;

export type { UpdateCustomerInput };

/**
 * Saves personal information or addresses (WooGraphQL `updateCustomer`); the answer repaints both forms. Rejects
 * with the server's validation message.
 */
export function commitUpdateCustomer(
  environment: Environment,
  input: UpdateCustomerInput,
): Promise<UpdateCustomerMutation$data> {
  return commitAsPromise<UpdateCustomerMutationType>(environment, { mutation, variables: { input } });
}
