import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  RegisterCustomerInput,
  RegisterCustomerMutation as RegisterCustomerMutationType,
  RegisterCustomerMutation$data,
} from '../../../__generated__/RegisterCustomerMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation RegisterCustomerMutation($input: RegisterCustomerInput!) {
    registerCustomer(input: $input) {
      customer {
        id
        databaseId
        username
        email
      }
    }
  }
`;

export type { RegisterCustomerInput };

/**
 * Creates a customer account (WooGraphQL `registerCustomer`). It returns no auth token: the caller logs in with
 * the same credentials. Rejects with the server's message (e-mail taken, weak password).
 */
export async function commitRegisterCustomer(
  environment: Environment,
  input: RegisterCustomerInput,
): Promise<RegisterCustomerMutation$data> {
  return commitAsPromise<RegisterCustomerMutationType>(environment, { mutation, variables: { input } });
}
