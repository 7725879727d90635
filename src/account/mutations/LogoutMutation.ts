import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { LogoutMutation as LogoutMutationType } from '../../../__generated__/LogoutMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation LogoutMutation($input: LogoutInput!) {
    logout(input: $input) {
      success
    }
  }
`;

/** A store without Headless Login's `logout` (its cookie setting is off by default) refuses the operation like this. */
const NO_LOGOUT = /Cannot query field "(logout|success)" on type "(RootMutation|LogoutPayload)"/;

/**
 * Ends the customer's session on the server (Headless Login `logout`). Where the store has no such mutation, there
 * is nothing to end there: the tokens are dropped on the client, which callers do in any case. Rejects on any other
 * failure.
 */
export async function commitLogout(environment: Environment): Promise<void> {
  try {
    await commitAsPromise<LogoutMutationType>(environment, { mutation, variables: { input: {} } });
  } catch (error) {
    if (!(error instanceof Error && NO_LOGOUT.test(error.message))) throw error;
  }
}
