/**
 * Regression: gift cards bought cash on delivery were issued (code e-mailed, coupon spendable) and downloads
 * granted while the order was still unpaid; and a second, deliberate purchase of the same cart within ten
 * minutes returned the previous order and left the items in the cart.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, startApiServer, type ApiServer } from './helpers/apiServer.ts';

let server: ApiServer;
let ids: Record<string, number>;
beforeAll(async () => {
  server = await startApiServer();
  const rows = await server.db.query<{ slug: string; id: number }>('SELECT slug, id FROM products');
  ids = Object.fromEntries(rows.map((r) => [r.slug, r.id]));
});
afterAll(async () => {
  await server.close();
});

const billing = {
  firstName: 'Greta',
  lastName: 'Gift',
  address1: 'Hauptstraße 5',
  city: 'Köln',
  postcode: '50667',
  country: 'DE',
};
const CHECKOUT = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) {
    order { databaseId status datePaid downloadableItems { nodes { name } } }
  }
}`;
interface CheckoutData {
  checkout: {
    order: {
      databaseId: number;
      status: string;
      datePaid: string | null;
      downloadableItems: { nodes: { name: string }[] };
    };
  };
}

async function addToCart(slug: string, session?: string, quantity = 1): Promise<string> {
  const r = await server.gql(
    `mutation ($id: Int!, $q: Int) { addToCart(input: { productId: $id, quantity: $q }) { cart { total } } }`,
    { id: ids[slug], q: quantity },
    authHeaders(session),
  );
  expect(r.body.errors).toBeUndefined();
  return r.headers.get('woocommerce-session') ?? session!;
}

async function checkout(session: string, input: Record<string, unknown>): Promise<CheckoutData['checkout']> {
  const r = await server.gql<CheckoutData>(CHECKOUT, { input }, authHeaders(session));
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.checkout;
}

const itemCount = async (session: string): Promise<number> =>
  (
    await server.gql<{ cart: { contents: { itemCount: number } } }>(
      `{ cart { contents { itemCount } } }`,
      {},
      authHeaders(session),
    )
  ).body.data!.cart.contents.itemCount;

describe('fulfilment waits for payment', () => {
  it('issues no gift-card code and grants no download for an unpaid cash-on-delivery order', async () => {
    const email = `cod-gift-${Date.now()}@example.com`;
    let session = await addToCart('gift-card-25');
    session = await addToCart('sourdough-course', session);
    const { order } = await checkout(session, { billing: { ...billing, email }, paymentMethod: 'cod' });
    expect(order.status).toBe('PROCESSING');
    expect(order.datePaid).toBeNull();
    expect(order.downloadableItems.nodes).toEqual([]);
    const cards = await server.db.query('SELECT code FROM gift_cards WHERE order_id = $1', [
      order.databaseId,
    ]);
    expect(cards).toEqual([]);
    const permissions = await server.db.query('SELECT id FROM download_permissions WHERE order_id = $1', [
      order.databaseId,
    ]);
    expect(permissions).toEqual([]);
    const mail = await server.db.query('SELECT id FROM outbox WHERE to_address = $1', [email]);
    expect(mail).toEqual([]);
  });

  it('issues the code and the download once Stripe confirms the payment', async () => {
    const email = `paid-gift-${Date.now()}@example.com`;
    let session = await addToCart('gift-card-25');
    session = await addToCart('sourdough-course', session);
    const intent = await server.gql<{ stripePaymentIntent: { id: string } }>(
      `{ stripePaymentIntent(stripePaymentMethod: PAYMENT) { id } }`,
      {},
      authHeaders(session),
    );
    const id = intent.body.data!.stripePaymentIntent.id;
    await fetch(`${server.fixtures!.stripe.url}/v1/payment_intents/${id}/confirm`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.fixtures!.stripe.secretKey}` },
    });
    const { order } = await checkout(session, {
      billing: { ...billing, email },
      paymentMethod: 'stripe',
      transactionId: id,
      isPaid: true,
    });
    expect(order.status).toBe('PROCESSING');
    expect(order.datePaid).not.toBeNull();
    expect(order.downloadableItems.nodes.map((d) => d.name)).toEqual(['sourdough-course.pdf']);
    const cards = await server.db.query<{ code: string }>('SELECT code FROM gift_cards WHERE order_id = $1', [
      order.databaseId,
    ]);
    expect(cards).toHaveLength(1);
    const mail = await server.db.query<{ body: string }>('SELECT body FROM outbox WHERE to_address = $1', [
      email,
    ]);
    expect(mail[0]!.body).toContain(cards[0]!.code);
  });
});

describe('one order per checkout submission', () => {
  it('places a new order when the same items are bought again right after', async () => {
    const session = await addToCart('tote-bag');
    const first = await checkout(session, {
      billing: { ...billing, email: 'again@example.com' },
      paymentMethod: 'bacs',
    });
    expect(await itemCount(session)).toBe(0);
    await addToCart('tote-bag', session);
    const second = await checkout(session, {
      billing: { ...billing, email: 'again@example.com' },
      paymentMethod: 'bacs',
    });
    expect(second.order.databaseId).not.toBe(first.order.databaseId);
    expect(await itemCount(session)).toBe(0);
  });

  it('answers a retried submission (same clientMutationId) with its order, even after the cart changed', async () => {
    const session = await addToCart('tote-bag');
    const input = {
      billing: { ...billing, email: 'retry@example.com' },
      paymentMethod: 'bacs',
      clientMutationId: 'checkout-attempt-1',
    };
    const first = await checkout(session, input);
    await addToCart('cast-iron-pan', session);
    const retried = await checkout(session, input);
    expect(retried.order.databaseId).toBe(first.order.databaseId);
    expect(await itemCount(session)).toBe(1);
  });
});
