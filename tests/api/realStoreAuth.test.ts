/**
 * Regression: the reference API answered sessions, bearer tokens, failed logins, guest order reads and foreign
 * origins differently from WooGraphQL and Headless Login (whole-request `Invalid session token` errors, no token
 * for a session-less request, HTTP 200 `Invalid authentication token`, the spec's two login texts, guests reading
 * orders through the root `order` field, `logout` always present, no origin check), so a storefront that passed
 * against it broke on a real store.
 */
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startApiServer, type ApiServer } from './helpers/apiServer.ts';

const SECRET = 'real-store-auth-test-secret';
let server: ApiServer;
let productId: number;

beforeAll(async () => {
  server = await startApiServer({ env: { SESSION_SECRET: SECRET } });
  const rows = await server.db.query<{ id: number }>(
    `SELECT id FROM products WHERE slug = 'tote-bag' AND parent_id IS NULL`,
  );
  productId = rows[0]!.id;
});
afterAll(async () => {
  await server.close();
});

const LOGIN = `mutation ($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) { authToken sessionToken }
}`;

const billing = {
  firstName: 'Gus',
  lastName: 'Guest',
  address1: 'Hauptstraße 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  email: 'gus.guest@example.com',
  phone: '+49 30 000000',
};

async function sign(
  claims: Record<string, unknown>,
  options: { iss?: string; exp?: number; secret?: string } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(options.iss ?? server.url)
    .setIssuedAt(now - 60)
    .setExpirationTime(options.exp ?? now + 3600)
    .sign(new TextEncoder().encode(options.secret ?? SECRET));
}

/** A guest who adds an item and places a cash-on-delivery order; returns the session token and the order id. */
async function guestOrder(): Promise<{ session: string; orderId: number }> {
  const added = await server.gql(
    `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { total } } }`,
    { id: productId },
  );
  expect(added.body.errors).toBeUndefined();
  const session = added.headers.get('woocommerce-session')!;
  const placed = await server.gql<{ checkout: { order: { databaseId: number } } }>(
    `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`,
    { input: { billing, shipping: billing, paymentMethod: 'cod' } },
    authHeaders(session),
  );
  expect(placed.body.errors).toBeUndefined();
  return {
    session: placed.headers.get('woocommerce-session') ?? session,
    orderId: placed.body.data!.checkout.order.databaseId,
  };
}

describe('orders', () => {
  const ORDER = `query ($id: ID) { order(id: $id, idType: DATABASE_ID) { databaseId } }`;
  const SESSION_ORDERS = `{ customer { orders(first: 10) { nodes { databaseId total } } } }`;

  it("refuses the root order field to guests, even the session that placed it, with WooGraphQL's message", async () => {
    const { session, orderId } = await guestOrder();
    const seen = await server.gql(ORDER, { id: String(orderId) }, authHeaders(session));
    expect(seen.body.errors?.[0]?.message).toBe('Not authorized to access this order');
    expect(seen.body.data).toEqual({ order: null });
  });

  it("lists a guest's orders through customer.orders for that session only", async () => {
    const { session, orderId } = await guestOrder();
    const mine = await server.gql<{ customer: { orders: { nodes: { databaseId: number }[] } } }>(
      SESSION_ORDERS,
      {},
      authHeaders(session),
    );
    expect(mine.body.errors).toBeUndefined();
    expect(mine.body.data!.customer.orders.nodes.map((o) => o.databaseId)).toContain(orderId);
    // Another guest giving the same e-mail address sees nothing.
    const other = await server.gql(
      `mutation ($b: CustomerAddressInput) { updateCustomer(input: { billing: $b }) { customer { id } } }`,
      { b: billing },
    );
    const otherSession = other.headers.get('woocommerce-session')!;
    const theirs = await server.gql<{ customer: { orders: { nodes: unknown[] } } }>(
      SESSION_ORDERS,
      {},
      authHeaders(otherSession),
    );
    expect(theirs.body.data!.customer.orders.nodes).toEqual([]);
  });

  it("narrows a guest's customer.orders to the ids in where.include, as WooGraphQL's post__in does", async () => {
    const first = await guestOrder();
    const second = await guestOrder();
    const QUERY = `query ($ids: [Int]) { customer { orders(first: 1, where: { include: $ids }) { nodes { databaseId } } } }`;
    type Answer = { customer: { orders: { nodes: { databaseId: number }[] } } };
    const older = await server.gql<Answer>(QUERY, { ids: [first.orderId] }, authHeaders(first.session));
    expect(older.body.data!.customer.orders.nodes).toEqual([{ databaseId: first.orderId }]);
    // Another session's order id finds nothing.
    const foreign = await server.gql<Answer>(QUERY, { ids: [second.orderId] }, authHeaders(first.session));
    expect(foreign.body.data!.customer.orders.nodes).toEqual([]);
  });

  it('lets the logged-in customer read their own order by id', async () => {
    const login = await server.gql<{ login: { authToken: string; sessionToken: string } }>(LOGIN, {
      u: 'demo',
      p: 'demo1234',
    });
    const { authToken } = login.body.data!.login;
    const orders = await server.gql<{ customer: { orders: { nodes: { databaseId: number }[] } } }>(
      SESSION_ORDERS,
      {},
      authHeaders(null, authToken),
    );
    const id = orders.body.data!.customer.orders.nodes[0]!.databaseId;
    const seen = await server.gql<{ order: { databaseId: number } }>(
      ORDER,
      { id: String(id) },
      authHeaders(null, authToken),
    );
    expect(seen.body.data!.order.databaseId).toBe(id);
    const asGuest = await server.gql(ORDER, { id: String(id) });
    expect(asGuest.body.errors?.[0]?.message).toBe('Not authorized to access this order');
  });
});

describe('sessions', () => {
  it('sends a fresh token with every request that comes without one', async () => {
    const a = await server.gql(`{ products(first: 1) { nodes { databaseId } } }`);
    const b = await server.gql(`{ products(first: 1) { nodes { databaseId } } }`);
    const tokenA = a.headers.get('woocommerce-session');
    const tokenB = b.headers.get('woocommerce-session');
    expect(tokenA).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokenB).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(tokenA).not.toBe(tokenB);
    // The token works for the next request and sends no new one.
    const c = await server.gql(`{ cart { isEmpty } }`, {}, authHeaders(tokenA));
    expect(c.body).toEqual({ data: { cart: { isEmpty: true } } });
    expect(c.headers.get('woocommerce-session')).toBeNull();
  });

  it("starts a new session for a bad token and fails only the cart fields, with WooGraphQL's messages", async () => {
    const now = Math.floor(Date.now() / 1000);
    const cases: [string, string][] = [
      ['not-a-token', 'Wrong number of segments'],
      ['a.b', 'Wrong number of segments'],
      [
        await sign({ data: { customer_id: 't_abc' } }, { secret: 'another-secret' }),
        'Signature verification failed',
      ],
      [await sign({ data: { customer_id: 't_abc' } }, { exp: now - 10 }), 'Expired token'],
      [
        await sign({ data: { customer_id: 't_abc' } }, { iss: 'https://other.example' }),
        'The iss do not match with this server',
      ],
      [await sign({ data: {} }), 'Customer ID not found in the token'],
    ];
    for (const [token, message] of cases) {
      const r = await server.gql<{ cart: null; products: { nodes: unknown[] }; customer: { id: string } }>(
        `{ products(first: 1) { nodes { databaseId } } customer { id } cart { isEmpty } }`,
        {},
        { 'woocommerce-session': `Session ${token}` },
      );
      expect(r.status, message).toBe(200);
      expect(
        r.body.errors?.map((e) => [e.message, e.extensions?.code]),
        message,
      ).toEqual([[message, 'INVALID_SESSION']]);
      expect(r.body.data?.products.nodes).toHaveLength(1);
      expect(r.body.data?.customer.id).toBeTruthy();
      expect(r.body.data?.cart).toBeNull();
      const fresh = r.headers.get('woocommerce-session');
      expect(fresh, message).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const next = await server.gql(`{ cart { isEmpty } }`, {}, authHeaders(fresh));
      expect(next.body, message).toEqual({ data: { cart: { isEmpty: true } } });
    }
    const mutation = await server.gql(
      `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 1 }) { cart { total } } }`,
      { id: productId },
      { 'woocommerce-session': 'Session x.y.z' },
    );
    expect(mutation.body.errors?.[0]?.message).toBe('Invalid header encoding');
  });
});

describe('auth', () => {
  it('answers an expired or invalid bearer token with HTTP 403 and runs the request as a guest', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await sign({ data: { user: { id: '1' } } }, { exp: now - 5 });
    for (const token of ['garbage', expired]) {
      const r = await server.gql(
        `{ viewer { username } products(first: 1) { nodes { databaseId } } }`,
        {},
        authHeaders(null, token),
      );
      expect(r.status).toBe(403);
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data).toMatchObject({ viewer: null, products: { nodes: [{}] } });
    }
  });

  it("answers every failed password login with Headless Login's single message", async () => {
    for (const [u, p] of [
      ['demo', 'wrong-password'],
      ['nobody-at-all', 'whatever-1'],
    ] as const) {
      const r = await server.gql(LOGIN, { u, p });
      expect(r.body.errors?.map((e) => e.message)).toEqual(['The user could not be logged in.']);
    }
  });

  it('has LoginPayload.sessionToken and no logout mutation by default, as the plugins do', async () => {
    const login = await server.gql<{ login: { sessionToken: string } }>(LOGIN, { u: 'demo', p: 'demo1234' });
    expect(login.body.data!.login.sessionToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const logout = await server.gql(`mutation { logout(input: {}) { success } }`);
    expect(logout.body.errors?.[0]?.message).toMatch(/Cannot query field "logout" on type "RootMutation"/);
  });
});

describe('plugin settings', () => {
  let configured: ApiServer;
  beforeAll(async () => {
    configured = await startApiServer({
      env: {
        HEADLESS_LOGIN_LOGOUT_MUTATION: 'true',
        WOOGRAPHQL_LOGIN_SESSION_TOKEN: 'false',
        HEADLESS_LOGIN_BLOCK_UNAUTHORIZED_DOMAINS: 'true',
        HEADLESS_LOGIN_AUTHORIZED_DOMAINS: 'https://shop.example',
      },
    });
  });
  afterAll(async () => {
    await configured.close();
  });

  it('refuses a request whose Origin (else Referer) is not allowed, like "Block unauthorized domains"', async () => {
    const query = `{ products(first: 1) { nodes { databaseId } } }`;
    const refused: Record<string, string>[] = [
      {},
      { origin: 'https://evil.example' },
      { referer: 'https://evil.example/page' },
    ];
    for (const headers of refused) {
      const r = await configured.gql(query, {}, headers);
      expect(r.status).toBe(403);
      expect(r.body.errors?.[0]?.message).toBe('Unauthorized request origin.');
    }
    const allowed: Record<string, string>[] = [
      { origin: configured.url },
      { origin: 'https://shop.example' },
      { referer: `${configured.url}/cart` },
    ];
    for (const headers of allowed) {
      const r = await configured.gql(query, {}, headers);
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
    }
    // Same host, another port: refused (the site URL names its port).
    const port = new URL(configured.url).port;
    const otherPort = await configured.gql(query, {}, { origin: `http://127.0.0.1:${Number(port) + 1}` });
    expect(otherPort.status).toBe(403);
  });

  it('has a logout mutation and no LoginPayload.sessionToken when the settings say so', async () => {
    const headers = { origin: configured.url };
    const logout = await configured.gql<{ logout: { success: boolean } }>(
      `mutation { logout(input: {}) { success } }`,
      {},
      headers,
    );
    expect(logout.body.data!.logout.success).toBe(true);
    const withToken = await configured.gql(LOGIN, { u: 'demo', p: 'demo1234' }, headers);
    expect(withToken.body.errors?.[0]?.message).toMatch(
      /Cannot query field "sessionToken" on type "LoginPayload"/,
    );
    const login = await configured.gql<{ login: { authToken: string } }>(
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo1234" } }) { authToken } }`,
      {},
      headers,
    );
    expect(login.body.data!.login.authToken).toBeTruthy();
    // The customer's session token comes in the response header instead.
    expect(login.headers.get('woocommerce-session')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });
});
