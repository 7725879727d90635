import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { LogoutMutation as LogoutMutationType } from '../../../__generated__/LogoutMutation.graphql';
import { commitAsPromise } from './commit';

const mutation = graphql`
  mutation LogoutMutation($input: LogoutInput!) {
    logout(input: $input) {
      success
    }
  }
`;

/** Ends the customer's session on the server (WooGraphQL `logout`). Rejects on a failed call; callers clear local state anyway. */
export async function commitLogout(environment: Environment): Promise<void> {
  await commitAsPromise<LogoutMutationType>(environment, mutation, { input: {} });
}
