import { graphql } from 'react-relay';
import type { Environment } from 'relay-runtime';
import type {
  LoginProviderEnum,
  LoginWithProviderMutation as LoginWithProviderMutationType,
  LoginWithProviderMutation$data,
} from '../../../__generated__/LoginWithProviderMutation.graphql';
import { commitAsPromise } from '../../relay/commit';

const mutation = graphql`
  mutation LoginWithProviderMutation($input: LoginInput!) {
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

export type ProviderLoginResult = NonNullable<LoginWithProviderMutation$data['login']>;

const PROVIDERS: readonly LoginProviderEnum[] = [
  'FACEBOOK',
  'GITHUB',
  'GOOGLE',
  'INSTAGRAM',
  'LINKEDIN',
  'OAUTH2_GENERIC',
  'SITETOKEN',
];

/** The provider enum for a `/oauth/login/{provider}` path segment (any case), or null when unknown. */
function toProvider(segment: string): LoginProviderEnum | null {
  const upper = segment.trim().toUpperCase().replace(/-/g, '_');
  return PROVIDERS.find((provider) => provider === upper) ?? null;
}

/**
 * Finishes a social login with the provider's `code` and `state` (Headless Login `login` with `oauthResponse`).
 * Rejects with `code: 'NO_VIEWER'` when the provider's token came back without a user (spec 8: most likely SSL).
 */
export async function commitLoginWithProvider(
  environment: Environment,
  input: { provider: string; code: string; state: string },
): Promise<ProviderLoginResult> {
  const provider = toProvider(input.provider);
  if (!provider) throw new Error(`Unknown login provider ${input.provider}`);
  const answer = await commitAsPromise<LoginWithProviderMutationType>(environment, {
    mutation,
    variables: {
      input: { provider, oauthResponse: { code: input.code, state: input.state } },
    },
  });
  const login = answer.login;
  if (login?.authToken && !login.user)
    throw Object.assign(new Error('NO_VIEWER: the provider token yields no user'), { code: 'NO_VIEWER' });
  if (!login?.authToken) throw new Error('Login returned no token');
  return login;
}
