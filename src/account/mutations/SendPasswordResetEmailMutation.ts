import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { SendPasswordResetEmailMutation as SendPasswordResetEmailMutationType } from '../../../__generated__/SendPasswordResetEmailMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation SendPasswordResetEmailMutation($input: SendPasswordResetEmailInput!) {
    sendPasswordResetEmail(input: $input) {
      success
    }
  }
`;

/** Asks for the reset e-mail (spec `ResetPasswordEmail`). The answer is neutral; rejects only when the call fails. */
export async function commitSendPasswordResetEmail(
  environment: Environment,
  username: string,
): Promise<void> {
  await commitAsPromise<SendPasswordResetEmailMutationType>(environment, {
    mutation,
    variables: {
      input: { username: username.trim() },
    },
  });
}
