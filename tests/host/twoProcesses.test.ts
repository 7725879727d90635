import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../scripts/tempPostgres.mjs';
import { freePort, gql, rawRequest, startHost, type HostProcess } from './helpers.ts';

/**
 * Several storefront processes side by side on one PostgreSQL, behind any load balancer (README, "More than one
 * process"): a shopper's requests may land on either, so sessions, sign-in tokens, carts, orders and stock must
 * live in the database, not in a process. Here every step of one shopper alternates between two processes.
 */
let cluster: TempPostgres;
let a: HostProcess;
let b: HostProcess;
beforeAll(async () => {
  const started = await startTempPostgres();
  if (!started) throw new Error('PostgreSQL is missing: sudo apt-get install -y postgresql');
  cluster = started;
  // Behind a load balancer both answer for one site: SITE_URL is the shop's address (it also signs the tokens).
  const port = await freePort();
  const site = { DATABASE_URL: cluster.url, SITE_URL: `http://127.0.0.1:${port}` };
  // The first process migrates and seeds; the second finds both done.
  a = await startHost({ ...site, PORT: String(port) });
  b = await startHost(site);
}, 180_000);
afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  cluster?.stop();
});

const BILLING = {
  firstName: 'Ana',
  lastName: 'Silva',
  address1: 'Rua Augusta 1',
  city: 'Lisboa',
  postcode: '1100-048',
  country: 'PT',
  email: 'ana.two@example.com',
};

const stockOf = async (base: string, slug: string) => {
  const r = await gql<{ product: { databaseId: number; stockQuantity: number | null } }>(
    base,
    `query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId ... on SimpleProduct { stockQuantity } } }`,
    { slug },
  );
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.product;
};

describe('two storefront processes on one PostgreSQL', () => {
  it('serve the same shop: pages from both, one shopper alternating between them, one page cache dropped by the other', async () => {
    for (const host of [a, b]) {
      const page = await rawRequest(host.url, '/product/tote-bag');
      expect(page.status).toBe(200);
      expect(page.body).toContain('Tote Bag');
    }

    // A keeps the product page in its page cache.
    const { databaseId, stockQuantity: before } = await stockOf(a.url, 'tote-bag');
    expect((await rawRequest(a.url, '/product/tote-bag')).headers['x-page-cache']).toBe('fresh');
    expect((await rawRequest(a.url, '/product/tote-bag')).body).toContain(`"stockQuantity":${before}`);

    // The cart started on A is the cart B answers with the same session token.
    const added = await gql(
      a.url,
      `mutation ($id: Int!) { addToCart(input: { productId: $id, quantity: 2 }) { cart { contents { itemCount } } } }`,
      { id: databaseId },
    );
    expect(added.body.errors).toBeUndefined();
    const session = { 'woocommerce-session': `Session ${added.headers.get('woocommerce-session')!}` };
    const cart = await gql<{ cart: { contents: { itemCount: number } } }>(
      b.url,
      `{ cart { contents { itemCount } } }`,
      {},
      session,
    );
    expect(cart.body.errors).toBeUndefined();
    expect(cart.body.data?.cart.contents.itemCount).toBe(2);

    // A sign-in token issued by B is honoured by A.
    const login = await gql<{ login: { authToken: string } }>(
      b.url,
      `mutation { login(input: { provider: PASSWORD, credentials: { username: "demo", password: "demo1234" } }) { authToken } }`,
    );
    expect(login.body.errors).toBeUndefined();
    const viewer = await gql<{ customer: { email: string } }>(
      a.url,
      `{ customer { email } }`,
      {},
      { authorization: `Bearer ${login.body.data!.login.authToken}` },
    );
    expect(viewer.body.data?.customer.email).toBe('demo@example.com');

    // The guest's order is placed on B; A sees the stock it took, and the cart is empty on both.
    const order = await gql<{ checkout: { order: { databaseId: number } } }>(
      b.url,
      `mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }`,
      { input: { paymentMethod: 'cod', billing: BILLING } },
      session,
    );
    expect(order.body.errors).toBeUndefined();
    expect(order.body.data?.checkout.order.databaseId).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(2);
    expect((await stockOf(a.url, 'tote-bag')).stockQuantity).toBe(before! - 2);
    // B told A (PostgreSQL NOTIFY): A's kept page is dropped at once, well within its 10 s of freshness.
    await expect
      .poll(async () => (await rawRequest(a.url, '/product/tote-bag')).body, { timeout: 3_000 })
      .toContain(`"stockQuantity":${before! - 2}`);
    for (const host of [a, b]) {
      const after = await gql<{ cart: { contents: { itemCount: number } } }>(
        host.url,
        `{ cart { contents { itemCount } } }`,
        {},
        session,
      );
      expect(after.body.data?.cart.contents.itemCount).toBe(0);
    }
  });
});
