import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OAUTH_ERRORS } from '../../server/domain/oauth.ts';
import { followAuthorization } from '../fixtures/oauthServer.ts';
import { authHeaders, startApiServer, type ApiServer } from './helpers/apiServer.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

interface LoginClient {
  name: string;
  provider: string;
  isEnabled: boolean;
  authorizationUrl: string;
  clientId: string;
  order: number;
}
interface LoginPayload {
  authToken: string;
  authTokenExpiration: string;
  refreshToken: string;
  refreshTokenExpiration: string;
  sessionToken: string;
  user: { databaseId: number; email: string; firstName: string; lastName: string; username: string };
  customer: { databaseId: number; email: string };
}

const CLIENTS = `{ loginClients { name provider isEnabled authorizationUrl clientId order } }`;
const LOGIN = `mutation ($provider: LoginProviderEnum!, $code: String!, $state: String) {
  login(input: { provider: $provider, oauthResponse: { code: $code, state: $state } }) {
    authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
    user { databaseId email firstName lastName username }
    customer { databaseId email }
  }
}`;

async function clients(): Promise<LoginClient[]> {
  const r = await server.gql<{ loginClients: LoginClient[] }>(CLIENTS);
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.loginClients;
}

async function authorizationUrl(provider = 'OAUTH2_GENERIC', loginHint?: string): Promise<string> {
  const client = (await clients()).find((c) => c.provider === provider);
  if (!client) throw new Error(`${provider} is not listed`);
  const url = new URL(client.authorizationUrl);
  if (loginHint) url.searchParams.set('login_hint', loginHint);
  return url.toString();
}

/** The browser part of the flow: open the authorization URL at the provider, come back with code and state. */
async function authorize(provider = 'OAUTH2_GENERIC', loginHint?: string) {
  return followAuthorization(await authorizationUrl(provider, loginHint));
}

async function login(
  provider: string,
  code: string,
  state: string | null,
  headers: Record<string, string> = {},
) {
  return server.gql<{ login: LoginPayload }>(LOGIN, { provider, code, state }, headers);
}

describe('loginClients', () => {
  it('lists the enabled providers with an authorization URL carrying redirect_uri and a signed state', async () => {
    const list = await clients();
    expect(list.map((c) => [c.provider, c.name, c.isEnabled, c.order])).toEqual([
      ['OAUTH2_GENERIC', 'Test provider', true, 0],
      ['GITHUB', 'GitHub', true, 1],
    ]);
    const generic = new URL(list[0]!.authorizationUrl);
    expect(`${generic.origin}${generic.pathname}`).toBe(`${server.fixtures!.oauth.url}/authorize`);
    expect(generic.searchParams.get('response_type')).toBe('code');
    expect(generic.searchParams.get('client_id')).toBe(server.fixtures!.oauth.clientId);
    expect(list[0]!.clientId).toBe(server.fixtures!.oauth.clientId);
    expect(generic.searchParams.get('redirect_uri')).toBe(`${server.url}/oauth/login/oauth2-generic`);
    expect(generic.searchParams.get('scope')).toBe('openid email profile');
    expect(generic.searchParams.get('state')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(new URL(list[1]!.authorizationUrl).searchParams.get('redirect_uri')).toBe(
      `${server.url}/oauth/login/github`,
    );
    // Every call signs a fresh state.
    const again = await clients();
    expect(new URL(again[0]!.authorizationUrl).searchParams.get('state')).not.toBe(
      generic.searchParams.get('state'),
    );
  });
});

describe('login with an OAuth 2 provider', () => {
  it('exchanges the code, creates the customer from the profile and returns the password-login payload', async () => {
    const { code, state, location } = await authorize();
    expect(location.startsWith(`${server.url}/oauth/login/oauth2-generic?`)).toBe(true);
    const r = await login('OAUTH2_GENERIC', code, state);
    expect(r.body.errors).toBeUndefined();
    const payload = r.body.data!.login;
    expect(payload.user).toMatchObject({
      email: 'olivia.oauth@example.com',
      firstName: 'Olivia',
      lastName: 'Oauth',
      username: 'olivia',
    });
    expect(payload.customer).toEqual({
      databaseId: payload.user.databaseId,
      email: 'olivia.oauth@example.com',
    });
    expect(payload.authToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(payload.refreshToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(payload.sessionToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(Number(payload.authTokenExpiration)).toBeGreaterThan(Date.now() / 1000);

    const viewer = await server.gql<{ viewer: { email: string; databaseId: number } }>(
      `{ viewer { email databaseId } }`,
      {},
      authHeaders(payload.sessionToken, payload.authToken),
    );
    expect(viewer.body.data!.viewer).toEqual({
      email: 'olivia.oauth@example.com',
      databaseId: payload.user.databaseId,
    });

    // A second login through the same provider finds the linked identity, not a new account.
    const second = await authorize();
    const again = await login('OAUTH2_GENERIC', second.code, second.state);
    expect(again.body.errors).toBeUndefined();
    expect(again.body.data!.login.user.databaseId).toBe(payload.user.databaseId);
    const identities = await server.db.query<{ n: number }>(
      `SELECT count(*)::int n FROM customer_identities WHERE customer_id = $1`,
      [payload.user.databaseId],
    );
    expect(identities[0]!.n).toBe(1);
  });

  it('signs an existing customer in by e-mail and moves the guest cart into their cart', async () => {
    const registered = await server.gql<{ registerCustomer: { customer: { databaseId: number } } }>(
      `mutation { registerCustomer(input: { email: "social.link@example.com", password: "linked-pass-1" }) { customer { databaseId } } }`,
    );
    expect(registered.body.errors).toBeUndefined();
    const id = registered.body.data!.registerCustomer.customer.databaseId;
    const tote = (
      await server.db.query<{ id: number }>(`SELECT id FROM products WHERE slug = 'tote-bag'`)
    )[0]!.id;
    const added = await server.gql(
      `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { total } } }`,
      {
        id: tote,
      },
    );
    const guestSession = added.headers.get('woocommerce-session')!;

    const { code, state } = await authorize('OAUTH2_GENERIC', 'social.link@example.com');
    const r = await login('OAUTH2_GENERIC', code, state, authHeaders(guestSession));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.login.user.databaseId).toBe(id);
    const cart = await server.gql<{ cart: { contents: { nodes: { quantity: number }[] } } }>(
      `{ cart { contents { nodes { quantity } } } }`,
      {},
      authHeaders(r.body.data!.login.sessionToken, r.body.data!.login.authToken),
    );
    expect(cart.body.data!.cart.contents.nodes.map((n) => n.quantity)).toEqual([2]);
    // The password still works: social login only added an identity.
    const password = await server.gql(
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "social.link@example.com", password: "linked-pass-1" } }) { authToken } }`,
    );
    expect(password.body.errors).toBeUndefined();
  });

  it('works for the GitHub provider with its own redirect URI', async () => {
    const { code, state, location } = await authorize('GITHUB', 'octo.cat@example.com');
    expect(location.startsWith(`${server.url}/oauth/login/github?`)).toBe(true);
    const r = await login('GITHUB', code, state);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.login.user.email).toBe('octo.cat@example.com');
  });
});

describe('bad OAuth responses', () => {
  it('rejects a missing, forged, foreign or reused state', async () => {
    const { code, state } = await authorize();
    expect((await login('OAUTH2_GENERIC', code, null)).body.errors?.[0]?.message).toBe(
      OAUTH_ERRORS.missingResponse,
    );
    const forged = state.slice(0, -4) + (state.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await login('OAUTH2_GENERIC', code, forged)).body.errors?.[0]?.message).toBe(
      OAUTH_ERRORS.badState,
    );
    expect((await login('OAUTH2_GENERIC', code, 'not-a-state')).body.errors?.[0]?.message).toBe(
      OAUTH_ERRORS.badState,
    );
    // A state signed for GitHub does not work for the generic provider.
    const github = await authorize('GITHUB');
    expect((await login('OAUTH2_GENERIC', code, github.state)).body.errors?.[0]?.message).toBe(
      OAUTH_ERRORS.badState,
    );
    // The untouched state works once, then never again.
    const ok = await login('OAUTH2_GENERIC', code, state);
    expect(ok.body.errors).toBeUndefined();
    const fresh = await authorize();
    const replay = await login('OAUTH2_GENERIC', fresh.code, state);
    expect(replay.body.errors?.[0]?.message).toBe(OAUTH_ERRORS.badState);
    expect(replay.body.data?.login ?? null).toBeNull();
  });

  /** Regression (login CSRF): one authorization's code with another's state logged in. */
  it("refuses one authorization's code with another's state: the code is bound to its state by PKCE", async () => {
    const url = new URL(await authorizationUrl());
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    const first = await authorize();
    const second = await authorize();
    const mixed = await login('OAUTH2_GENERIC', first.code, second.state);
    expect(mixed.body.errors?.[0]?.extensions?.code).toBe('INVALID_CODE');
    expect(mixed.body.data?.login ?? null).toBeNull();
  });

  it('rejects an unknown or already used authorization code', async () => {
    const { state } = await authorize();
    const unknown = await login('OAUTH2_GENERIC', 'no-such-code', state);
    expect(unknown.body.errors?.[0]?.message).toBe(OAUTH_ERRORS.badCode);
    expect(unknown.body.errors?.[0]?.extensions?.code).toBe('INVALID_CODE');

    const first = await authorize();
    expect((await login('OAUTH2_GENERIC', first.code, first.state)).body.errors).toBeUndefined();
    const next = await authorize();
    const reused = await login('OAUTH2_GENERIC', first.code, next.state);
    expect(reused.body.errors?.[0]?.message).toBe(OAUTH_ERRORS.badCode);
  });

  it('refuses providers that are not enabled', async () => {
    const { code, state } = await authorize();
    const r = await login('FACEBOOK', code, state);
    expect(r.body.errors?.[0]?.message).toBe('The FACEBOOK login provider is not enabled.');
    const noResponse = await server.gql(
      `mutation { login(input: { provider: OAUTH2_GENERIC }) { authToken } }`,
    );
    expect(noResponse.body.errors?.[0]?.message).toBe(OAUTH_ERRORS.missingResponse);
  });
});
