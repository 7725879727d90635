import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { ResetUserPasswordMutation as ResetUserPasswordMutationType } from '../../../__generated__/ResetUserPasswordMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation ResetUserPasswordMutation($input: ResetUserPasswordInput!) {
    resetUserPassword(input: $input) {
      user {
        databaseId
      }
    }
  }
`;

/** Sets a new password with the key and login of the e-mailed link (spec `ResetPasswordKey`). Rejects with the server's message ('Password reset link is invalid.'). */
export async function commitResetUserPassword(
  environment: Environment,
  input: { key: string; login: string; password: string },
): Promise<void> {
  await commitAsPromise<ResetUserPasswordMutationType>(environment, { mutation, variables: { input } });
}
