import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  LoginMutation as LoginMutationType,
  LoginMutation$data,
} from '../../../__generated__/LoginMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      authToken
      authTokenExpiration
      refreshToken
      user {
        id
        databaseId
      }
    }
  }
`;

export type LoginResult = NonNullable<LoginMutation$data['login']>;

/**
 * Logs in with username (or e-mail) and password (Headless Login, provider PASSWORD). Resolves with the tokens;
 * rejects with the server's message (Headless Login: 'The user could not be logged in.') or a network error.
 * `sessionToken` is not asked for: WooGraphQL registers it only for its legacy session token type, and the
 * customer's session token arrives in the `woocommerce-session` response header either way.
 */
export async function commitLogin(
  environment: Environment,
  input: { username: string; password: string },
): Promise<LoginResult> {
  const answer = await commitAsPromise<LoginMutationType>(environment, {
    mutation,
    variables: {
      input: {
        provider: 'PASSWORD',
        credentials: { username: input.username.trim(), password: input.password },
      },
    },
  });
  if (!answer.login?.authToken) throw new Error('Login returned no token');
  return answer.login;
}
