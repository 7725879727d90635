import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  LoginMutation as LoginMutationType,
  LoginMutation$data,
} from '../../../__generated__/LoginMutation.graphql';
import { commitAsPromise } from './commit';

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      authToken
      authTokenExpiration
      refreshToken
      sessionToken
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
 * rejects with the server's message ('No account found …', 'Incorrect password …') or a network error.
 */
export async function commitLogin(
  environment: Environment,
  input: { username: string; password: string },
): Promise<LoginResult> {
  const answer = await commitAsPromise<LoginMutationType>(environment, mutation, {
    input: {
      provider: 'PASSWORD',
      credentials: { username: input.username.trim(), password: input.password },
    },
  });
  if (!answer.login?.authToken) throw new Error('Login returned no token');
  return answer.login;
}
