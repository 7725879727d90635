import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type { RefreshTokenMutation as RefreshTokenMutationType } from '../../../__generated__/RefreshTokenMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation RefreshTokenMutation($input: RefreshTokenInput!) {
    refreshToken(input: $input) {
      authToken
      authTokenExpiration
      success
    }
  }
`;

/**
 * Renews the auth token with the refresh token (Headless Login `refreshToken`). Rejects when the server no longer
 * accepts the refresh token (`success: false`, e.g. after a password reset) or the call fails.
 */
export async function commitRefreshToken(
  environment: Environment,
  refreshToken: string,
): Promise<{ authToken: string; authTokenExpiration: string | null | undefined }> {
  const answer = await commitAsPromise<RefreshTokenMutationType>(environment, {
    mutation,
    variables: {
      input: { refreshToken },
    },
  });
  const result = answer.refreshToken;
  if (!result?.authToken || result.success === false) throw new Error('The refresh token was not accepted');
  return { authToken: result.authToken, authTokenExpiration: result.authTokenExpiration };
}
