/**
 * Regression: `logout` revoked nothing and a password change kept old refresh tokens valid for a year; and a
 * customer's `woocommerce-session` token alone (no bearer token) still read and edited that customer's cart
 * and stored address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startApiServer, type ApiServer } from './helpers/apiServer.ts';

let server: ApiServer;
let tote: number;
beforeAll(async () => {
  // Headless Login's `logout` exists only where its "has logout mutation" setting is on.
  server = await startApiServer({ env: { HEADLESS_LOGIN_LOGOUT_MUTATION: '1' } });
  tote = (await server.db.query<{ id: number }>(`SELECT id FROM products WHERE slug = 'tote-bag'`))[0]!.id;
});
afterAll(async () => {
  await server.close();
});

const LOGIN = `mutation ($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken refreshToken sessionToken }
}`;
interface Tokens {
  authToken: string;
  refreshToken: string;
  sessionToken: string;
}

let n = 0;
async function newCustomer(password = 'revoke-pass-1'): Promise<{ username: string; tokens: Tokens }> {
  const username = `revoke${Date.now()}${n++}`;
  const r = await server.gql(
    `mutation ($e: String!, $u: String!, $p: String!) { registerCustomer(input: { email: $e, username: $u, password: $p }) { customer { databaseId } } }`,
    { e: `${username}@example.com`, u: username, p: password },
  );
  expect(r.body.errors).toBeUndefined();
  return { username, tokens: await login(username, password) };
}

async function login(username: string, password: string): Promise<Tokens> {
  const r = await server.gql<{ login: Tokens }>(LOGIN, { u: username, p: password });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.login;
}

async function refreshes(refreshToken: string): Promise<boolean> {
  const r = await server.gql<{ refreshToken: { success: boolean } }>(
    `mutation ($t: String!) { refreshToken(input: { refreshToken: $t }) { success } }`,
    { t: refreshToken },
  );
  return r.body.data!.refreshToken.success;
}

describe('refresh token revocation', () => {
  it('logout revokes every refresh token of the customer', async () => {
    const { username, tokens } = await newCustomer();
    const other = await login(username, 'revoke-pass-1');
    expect(await refreshes(tokens.refreshToken)).toBe(true);
    const out = await server.gql<{ logout: { success: boolean } }>(
      `mutation { logout(input: {}) { success } }`,
      {},
      authHeaders(tokens.sessionToken, tokens.authToken),
    );
    expect(out.body.data?.logout.success).toBe(true);
    expect(await refreshes(tokens.refreshToken)).toBe(false);
    expect(await refreshes(other.refreshToken)).toBe(false);
    // A new login works as before.
    expect(await refreshes((await login(username, 'revoke-pass-1')).refreshToken)).toBe(true);
  });

  it('a password change revokes the refresh tokens issued with the old password', async () => {
    const { username, tokens } = await newCustomer();
    const r = await server.gql(
      `mutation { updateCustomer(input: { password: "revoke-pass-2" }) { customer { databaseId } } }`,
      {},
      authHeaders(tokens.sessionToken, tokens.authToken),
    );
    expect(r.body.errors).toBeUndefined();
    expect(await refreshes(tokens.refreshToken)).toBe(false);
    expect(await refreshes((await login(username, 'revoke-pass-2')).refreshToken)).toBe(true);
  });
});

describe('a customer session needs its customer', () => {
  it("does not open the customer's cart or address with the session token alone", async () => {
    const { tokens } = await newCustomer();
    const headers = authHeaders(tokens.sessionToken, tokens.authToken);
    await server.gql(
      `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 3 }) { cart { total } } }`,
      { id: tote },
      headers,
    );
    await server.gql(
      `mutation { updateCustomer(input: { shipping: { city: "Lisboa", country: PT, postcode: "1100-048" } }) { customer { databaseId } } }`,
      {},
      headers,
    );
    const READ = `{ cart { contents { itemCount } } customer { shipping { city } } }`;
    type Read = {
      cart: { contents: { itemCount: number } };
      customer: { shipping: { city: string | null } };
    };
    const own = await server.gql<Read>(READ, {}, headers);
    expect(own.body.data!.cart.contents.itemCount).toBe(3);

    const stolen = await server.gql<Read>(READ, {}, authHeaders(tokens.sessionToken));
    expect(stolen.body.data?.cart.contents.itemCount ?? 0).toBe(0);
    expect(stolen.body.data?.customer.shipping.city ?? null).not.toBe('Lisboa');

    // Writes through the bare session token do not reach the customer's cart either.
    await server.gql(
      `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { total } } }`,
      { id: tote },
      authHeaders(tokens.sessionToken),
    );
    await server.gql(
      `mutation { emptyCart(input: {}) { cart { total } } }`,
      {},
      authHeaders(tokens.sessionToken),
    );
    const after = await server.gql<Read>(READ, {}, headers);
    expect(after.body.data!.cart.contents.itemCount).toBe(3);
    expect(after.body.data!.customer.shipping.city).toBe('Lisboa');
  });
});
