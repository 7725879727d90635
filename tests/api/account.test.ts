import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startApiServer, type ApiServer } from './helpers/apiServer.ts';

let server: ApiServer;
let tote: number;
beforeAll(async () => {
  server = await startApiServer();
  tote = (await server.db.query<{ id: number }>(`SELECT id FROM products WHERE slug = 'tote-bag'`))[0]!.id;
});
afterAll(async () => {
  await server.close();
});

const LOGIN = `mutation ($u: String!, $p: String!) {
  login(input: { provider: PASSWORD, credentials: { username: $u, password: $p } }) {
    authToken authTokenExpiration refreshToken refreshTokenExpiration sessionToken
    user { databaseId username email }
    customer { databaseId email billing { city country } }
  }
}`;
interface LoginData {
  login: {
    authToken: string;
    authTokenExpiration: string;
    refreshToken: string;
    sessionToken: string;
    user: { databaseId: number; username: string };
    customer: { email: string };
  };
}

describe('login', () => {
  it('logs the demo customer in with tokens, user, customer and a session token', async () => {
    const r = await server.gql<LoginData>(LOGIN, { u: 'demo', p: 'demo1234' });
    expect(r.body.errors).toBeUndefined();
    const l = r.body.data!.login;
    expect(l.user.username).toBe('demo');
    expect(l.customer.email).toBe('demo@example.com');
    expect(Number(l.authTokenExpiration) - Date.now() / 1000).toBeGreaterThan(250);
    expect(l.sessionToken).toBe(r.headers.get('woocommerce-session'));
    const viewer = await server.gql<{ viewer: { username: string; email: string } }>(
      `{ viewer { username email } }`,
      {},
      authHeaders(null, l.authToken),
    );
    expect(viewer.body.data!.viewer).toEqual({ username: 'demo', email: 'demo@example.com' });
    const anon = await server.gql<{ viewer: null }>(`{ viewer { username } }`);
    expect(anon.body.data!.viewer).toBeNull();
    const bad = await server.gql(`{ viewer { username } }`, {}, authHeaders(null, 'garbage'));
    expect(bad.status).toBe(403);
    expect(bad.body).toEqual({ data: { viewer: null } });
  });

  it("answers Headless Login's single message for unknown users and wrong passwords, and rate-limits", async () => {
    const unknown = await server.gql(LOGIN, { u: 'nobody-here', p: 'whatever1' });
    expect(unknown.body.errors?.[0]?.message).toBe('The user could not be logged in.');
    await server.gql(
      `mutation { registerCustomer(input: { email: "rate@example.com", username: "rate", password: "correct-horse" }) { customer { databaseId } } }`,
    );
    for (let i = 0; i < 5; i++) {
      const wrong = await server.gql(LOGIN, { u: 'rate', p: 'wrong-password' });
      expect(wrong.body.errors?.[0]?.message).toBe('The user could not be logged in.');
    }
    const limited = await server.gql(LOGIN, { u: 'rate', p: 'correct-horse' });
    expect(limited.body.errors?.[0]?.message).toMatch(/Too many failed login attempts/);
  });

  it('moves a guest cart into the customer cart at login', async () => {
    const guest = await server.gql<{ addToCart: { cart: { contents: { itemCount: number } } } }>(
      `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { contents { itemCount } } } }`,
      { id: tote },
    );
    const guestToken = guest.headers.get('woocommerce-session')!;
    await server.gql(
      `mutation { registerCustomer(input: { email: "merge@example.com", password: "merge-pass-1" }) { customer { databaseId } } }`,
    );
    const login = await server.gql<LoginData>(
      LOGIN,
      { u: 'merge@example.com', p: 'merge-pass-1' },
      authHeaders(guestToken),
    );
    const { authToken, sessionToken } = login.body.data!.login;
    const cart = await server.gql<{ cart: { contents: { itemCount: number } } }>(
      `{ cart { contents { itemCount } } }`,
      {},
      authHeaders(sessionToken, authToken),
    );
    expect(cart.body.data!.cart.contents.itemCount).toBe(2);
    const onlyAuth = await server.gql<{ cart: { contents: { itemCount: number } } }>(
      `{ cart { contents { itemCount } } }`,
      {},
      authHeaders(null, authToken),
    );
    expect(onlyAuth.body.data!.cart.contents.itemCount).toBe(2);
  });

  it('refreshes the auth token with the refresh token', async () => {
    const l = (await server.gql<LoginData>(LOGIN, { u: 'demo', p: 'demo1234' })).body.data!.login;
    const r = await server.gql<{ refreshToken: { authToken: string; success: boolean } }>(
      `mutation ($t: String!) { refreshToken(input: { refreshToken: $t }) { authToken authTokenExpiration success } }`,
      { t: l.refreshToken },
    );
    expect(r.body.data!.refreshToken.success).toBe(true);
    const viewer = await server.gql<{ viewer: { username: string } }>(
      `{ viewer { username } }`,
      {},
      authHeaders(null, r.body.data!.refreshToken.authToken),
    );
    expect(viewer.body.data!.viewer.username).toBe('demo');
    const bad = await server.gql<{ refreshToken: { authToken: null; success: boolean } }>(
      `mutation { refreshToken(input: { refreshToken: "x" }) { authToken success } }`,
    );
    expect(bad.body.data!.refreshToken).toEqual({ authToken: null, success: false });
    // An auth token cannot be used as a refresh token and vice versa.
    const swapped = await server.gql(`{ viewer { username } }`, {}, authHeaders(null, l.refreshToken));
    expect(swapped.status).toBe(403);
    expect(swapped.body).toEqual({ data: { viewer: null } });
  });
});

describe('registration and account', () => {
  it('registers, validates and rejects duplicates', async () => {
    const REG = `mutation ($input: RegisterCustomerInput!) { registerCustomer(input: $input) { customer { databaseId email username sessionToken } viewer { username } } }`;
    const ok = await server.gql<{
      registerCustomer: {
        customer: { email: string; username: string; sessionToken: string };
        viewer: { username: string };
      };
    }>(REG, {
      input: { email: 'New.Person@Example.com', password: 'long-enough', firstName: 'New' },
    });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.registerCustomer.customer).toMatchObject({
      email: 'new.person@example.com',
      username: 'new.person',
    });
    expect(ok.body.data!.registerCustomer.viewer.username).toBe('new.person');
    const dup = await server.gql(REG, {
      input: { email: 'new.person@example.com', password: 'long-enough' },
    });
    expect(dup.body.errors?.[0]?.message).toBe(
      'An account is already registered with your email address. Please log in.',
    );
    const dupUser = await server.gql(REG, {
      input: { email: 'other@example.com', username: 'demo', password: 'long-enough' },
    });
    expect(dupUser.body.errors?.[0]?.message).toBe(
      'An account is already registered with that username. Please choose another.',
    );
    const weak = await server.gql(REG, { input: { email: 'weak@example.com', password: 'short' } });
    expect(weak.body.errors?.[0]?.message).toBe('Password must be at least 8 characters.');
    const email = await server.gql(REG, { input: { email: 'not-an-email', password: 'long-enough' } });
    expect(email.body.errors?.[0]?.message).toBe('Please provide a valid email address.');
  });

  it('updates personal info, addresses and the password', async () => {
    await server.gql(
      `mutation { registerCustomer(input: { email: "upd@example.com", username: "upd", password: "first-pass-1" }) { customer { databaseId } } }`,
    );
    const { authToken } = (await server.gql<LoginData>(LOGIN, { u: 'upd', p: 'first-pass-1' })).body.data!
      .login;
    const r = await server.gql<{
      updateCustomer: { customer: { firstName: string; billing: { city: string; country: string } } };
    }>(
      `mutation { updateCustomer(input: { firstName: "Ulla", password: "second-pass-2", billing: { city: "Lyon", country: FR, postcode: "69001" } }) { customer { firstName billing { city country } } } }`,
      {},
      authHeaders(null, authToken),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.updateCustomer.customer).toEqual({
      firstName: 'Ulla',
      billing: { city: 'Lyon', country: 'FR' },
    });
    expect((await server.gql(LOGIN, { u: 'upd', p: 'first-pass-1' })).body.errors?.[0]?.message).toBe(
      'The user could not be logged in.',
    );
    expect((await server.gql(LOGIN, { u: 'upd', p: 'second-pass-2' })).body.errors).toBeUndefined();
    const other = await server.gql(
      `mutation { updateCustomer(input: { id: "1", firstName: "X" }) { customer { id } } }`,
      {},
      authHeaders(null, authToken),
    );
    expect(other.body.errors?.[0]?.message).toBe('Not authorized to update this customer');
  });

  it('resets a lost password with a single-use key from the e-mail outbox', async () => {
    await server.gql(
      `mutation { registerCustomer(input: { email: "lost@example.com", username: "lost", password: "forgotten-1" }) { customer { databaseId } } }`,
    );
    const SEND = `mutation ($u: String!) { sendPasswordResetEmail(input: { username: $u }) { success } }`;
    expect(
      (await server.gql<{ sendPasswordResetEmail: { success: boolean } }>(SEND, { u: 'nobody@example.com' }))
        .body.data!.sendPasswordResetEmail.success,
    ).toBe(true);
    expect(
      (await server.gql<{ sendPasswordResetEmail: { success: boolean } }>(SEND, { u: 'lost@example.com' }))
        .body.data!.sendPasswordResetEmail.success,
    ).toBe(true);
    const mail = await server.db.query<{ to_address: string; body: string }>(
      `SELECT to_address, body FROM outbox WHERE to_address = 'lost@example.com' ORDER BY id DESC LIMIT 1`,
    );
    expect(mail[0]!.to_address).toBe('lost@example.com');
    const link = new URL(/https?:\/\/\S+/.exec(mail[0]!.body)![0]);
    const key = link.searchParams.get('key')!;
    expect(link.searchParams.get('login')).toBe('lost');
    const RESET = `mutation ($k: String, $l: String, $p: String) { resetUserPassword(input: { key: $k, login: $l, password: $p }) { user { username } } }`;
    const wrongLogin = await server.gql(RESET, { k: key, l: 'demo', p: 'brand-new-pass' });
    expect(wrongLogin.body.errors?.[0]?.message).toBe('Password reset link is invalid.');
    const ok = await server.gql<{ resetUserPassword: { user: { username: string } } }>(RESET, {
      k: key,
      l: 'lost',
      p: 'brand-new-pass',
    });
    expect(ok.body.data!.resetUserPassword.user.username).toBe('lost');
    const again = await server.gql(RESET, { k: key, l: 'lost', p: 'another-pass-3' });
    expect(again.body.errors?.[0]?.message).toBe('Password reset link is invalid.');
    expect((await server.gql(LOGIN, { u: 'lost', p: 'brand-new-pass' })).body.errors).toBeUndefined();
  });

  it('shows the demo customer their seeded orders and downloads, and nobody else', async () => {
    const { authToken } = (await server.gql<LoginData>(LOGIN, { u: 'demo', p: 'demo1234' })).body.data!.login;
    const Q = `{ customer { orders(first: 100) { nodes { databaseId status total lineItems { nodes { quantity product { node { name } } } } } } downloadableItems(first: 100) { nodes { name url downloadsRemaining accessExpires product { name slug } } } } }`;
    const r = await server.gql<{
      customer: {
        orders: { nodes: { databaseId: number; status: string }[] };
        downloadableItems: {
          nodes: { url: string; downloadsRemaining: number; product: { slug: string } }[];
        };
      };
    }>(Q, {}, authHeaders(null, authToken));
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.customer.orders.nodes.map((o) => o.status).sort()).toEqual([
      'COMPLETED',
      'PROCESSING',
    ]);
    const dl = r.body.data!.customer.downloadableItems.nodes[0]!;
    expect(dl).toMatchObject({ downloadsRemaining: 5, product: { slug: 'slow-living-e-book' } });
    const file = await fetch(dl.url.replace(/^https?:\/\/[^/]+/, server.url));
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toMatch(/slow-living\.pdf/);
    const after = await server.gql<{
      customer: { downloadableItems: { nodes: { downloadsRemaining: number }[] } };
    }>(Q, {}, authHeaders(null, authToken));
    expect(after.body.data!.customer.downloadableItems.nodes[0]!.downloadsRemaining).toBe(4);

    const orderId = r.body.data!.customer.orders.nodes[0]!.databaseId;
    const ORDER = `query ($id: ID) { order(id: $id, idType: DATABASE_ID) { databaseId total } }`;
    expect(
      (await server.gql(ORDER, { id: String(orderId) }, authHeaders(null, authToken))).body.errors,
    ).toBeUndefined();
    const anon = await server.gql(ORDER, { id: String(orderId) });
    expect(anon.body.errors?.[0]?.message).toBe('Not authorized to access this order');
    await server.gql(
      `mutation { registerCustomer(input: { email: "snoop@example.com", username: "snoop", password: "snoop-pass-1" }) { customer { databaseId } } }`,
    );
    const snoop = (await server.gql<LoginData>(LOGIN, { u: 'snoop', p: 'snoop-pass-1' })).body.data!.login
      .authToken;
    expect(
      (await server.gql(ORDER, { id: String(orderId) }, authHeaders(null, snoop))).body.errors?.[0]?.message,
    ).toBe('Not authorized to access this order');
    const theirs = await server.gql(`{ customer(customerId: 1) { email } }`, {}, authHeaders(null, snoop));
    expect(theirs.body.errors?.[0]?.message).toBe('Not authorized to access this customer');
    const mine = await server.gql<{ customer: { orders: { nodes: unknown[] } } }>(
      `{ customer { orders { nodes { databaseId } } } }`,
      {},
      authHeaders(null, snoop),
    );
    expect(mine.body.data!.customer.orders.nodes).toEqual([]);
  });
});

describe('reviews', () => {
  it('writes a validated review and updates the rating', async () => {
    const id = (
      await server.db.query<{ id: number }>(`SELECT id FROM products WHERE slug = 'wool-throw'`)
    )[0]!.id;
    const W = `mutation ($input: WriteReviewInput!) { writeReview(input: $input) { rating review { content(format: RAW) author { node { name } } } } }`;
    const ok = await server.gql<{
      writeReview: { rating: number; review: { content: string; author: { node: { name: string } } } };
    }>(W, {
      input: {
        rating: 5,
        commentOn: id,
        content: 'Lovely & warm <b>',
        author: 'Rita',
        authorEmail: 'rita@example.com',
      },
    });
    expect(ok.body.errors).toBeUndefined();
    expect(ok.body.data!.writeReview).toEqual({
      rating: 5,
      review: { content: 'Lovely & warm <b>', author: { node: { name: 'Rita' } } },
    });
    const p = await server.gql<{
      product: { reviewCount: number; reviews: { edges: { rating: number; node: { content: string } }[] } };
    }>(
      `query ($id: ID!) { product(id: $id, idType: DATABASE_ID) { reviewCount averageRating reviews(first: 1) { edges { rating node { content } } } } }`,
      { id: String(id) },
    );
    expect(p.body.data!.product.reviews.edges[0]).toEqual({
      rating: 5,
      node: { content: '<p>Lovely &amp; warm &lt;b&gt;</p>' },
    });
    const bad = [
      [
        { rating: 6, commentOn: id, content: 'x', author: 'A', authorEmail: 'a@example.com' },
        'Rating must be a whole number from 1 to 5.',
      ],
      [
        { rating: 3, commentOn: id, content: '  ', author: 'A', authorEmail: 'a@example.com' },
        'Please type your review.',
      ],
      [
        { rating: 3, commentOn: id, content: 'ok', author: 'A', authorEmail: 'nope' },
        'Please enter a valid email address.',
      ],
      [
        { rating: 3, commentOn: 99999999, content: 'ok', author: 'A', authorEmail: 'a@example.com' },
        'No product found matching the ID provided.',
      ],
    ] as const;
    for (const [input, message] of bad)
      expect((await server.gql(W, { input })).body.errors?.[0]?.message).toBe(message);
  });
});

describe('cross-site requests', () => {
  /**
   * Regression: a form posted from another site ran its mutation (it sent a password-reset e-mail). A browser sends
   * form and plain-text bodies cross-site without a CORS preflight, so `/graphql` refuses them.
   */
  it('refuses form-encoded and plain-text posts before running them, and sends no e-mail', async () => {
    const username = `csrf${Date.now().toString(36)}`;
    const registered = await server.gql(
      `mutation ($e: String!, $u: String!) { registerCustomer(input: { email: $e, username: $u, password: "csrf-pass-12" }) { customer { databaseId } } }`,
      { e: `${username}@example.com`, u: username },
    );
    expect(registered.body.errors).toBeUndefined();
    const query = `mutation { sendPasswordResetEmail(input: { username: "${username}" }) { success } }`;
    const bodies: [string, string][] = [
      ['application/x-www-form-urlencoded', new URLSearchParams({ query }).toString()],
      ['text/plain', JSON.stringify({ query })],
      [
        'multipart/form-data; boundary=x',
        `--x\r\nContent-Disposition: form-data; name="query"\r\n\r\n${query}\r\n--x--\r\n`,
      ],
    ];
    for (const [type, body] of bodies) {
      const response = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': type, origin: 'https://attacker.example' },
        body,
      });
      expect(response.status, type).toBe(415);
      const answer = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
      expect(answer.errors?.[0]?.extensions?.code, type).toBe('BAD_REQUEST');
    }
    expect(
      await server.db.query('SELECT id FROM outbox WHERE to_address = $1', [`${username}@example.com`]),
    ).toEqual([]);
    // The storefront's own JSON request still runs.
    const json = await server.gql<{ sendPasswordResetEmail: { success: boolean } }>(query);
    expect(json.body.data?.sendPasswordResetEmail.success).toBe(true);
  });
});
