import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { UpdatePasswordMutation as UpdatePasswordMutationType } from '../../../__generated__/UpdatePasswordMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation UpdatePasswordMutation($input: UpdateCustomerInput!) {
    updateCustomer(input: $input) {
      customer {
        id
      }
    }
  }
`;

/** Changes the logged-in customer's password (spec `updatePassword`, WooGraphQL `updateCustomer`). Rejects with the server's message. */
export async function commitUpdatePassword(environment: Environment, password: string): Promise<void> {
  await commitAsPromise<UpdatePasswordMutationType>(environment, {
    mutation,
    variables: { input: { password } },
  });
}
