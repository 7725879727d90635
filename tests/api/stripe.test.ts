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
  firstName: 'Stella',
  lastName: 'Stripe',
  address1: 'Hauptstraße 5',
  city: 'Köln',
  postcode: '50667',
  country: 'DE',
  email: 'stella@example.com',
};
const INTENT = `{ stripePaymentIntent { amount currency clientSecret error id } cart { total(format: RAW) } }`;
const CHECKOUT = `mutation ($input: CheckoutInput!) {
  checkout(input: $input) {
    result
    order { databaseId status total(format: RAW) paymentMethod paymentMethodTitle transactionId needsPayment datePaid }
  }
}`;
interface IntentData {
  stripePaymentIntent: {
    amount: number;
    currency: string;
    clientSecret: string | null;
    error: string | null;
    id: string | null;
  };
  cart: { total: string };
}
interface CheckoutData {
  checkout: {
    result: string;
    order: {
      databaseId: number;
      status: string;
      total: string;
      paymentMethod: string;
      transactionId: string;
      needsPayment: boolean;
      datePaid: string | null;
    };
  };
}

/** Calls the stand-in's REST API the way Stripe.js (confirm) or a dashboard (retrieve) would. */
async function stripeCall(method: 'GET' | 'POST', path: string): Promise<Record<string, unknown>> {
  const r = await fetch(`${server.fixtures!.stripe.url}/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${server.fixtures!.stripe.secretKey}` },
  });
  return (await r.json()) as Record<string, unknown>;
}

async function cartWith(slug: string, quantity = 1, session?: string): Promise<string> {
  const r = await server.gql(
    `mutation ($id: Int!, $q: Int) { addToCart(input: { productId: $id, quantity: $q }) { cart { total } } }`,
    { id: ids[slug], q: quantity },
    authHeaders(session),
  );
  expect(r.body.errors).toBeUndefined();
  return r.headers.get('woocommerce-session') ?? session!;
}

async function intentFor(session: string): Promise<IntentData> {
  const r = await server.gql<IntentData>(INTENT, {}, authHeaders(session));
  expect(r.body.errors).toBeUndefined();
  return r.body.data!;
}

const ordersWith = async (transactionId: string): Promise<number> =>
  (
    await server.db.query<{ n: number }>('SELECT count(*)::int n FROM orders WHERE transaction_id = $1', [
      transactionId,
    ])
  )[0]!.n;

describe('stripePaymentIntent', () => {
  it('creates a PaymentIntent for the cart total in cents (EUR)', async () => {
    const session = await cartWith('cutting-board', 2);
    const { stripePaymentIntent: intent, cart } = await intentFor(session);
    expect(intent.error).toBeNull();
    expect(intent.amount).toBe(Math.round(Number(cart.total) * 100));
    expect(intent.currency).toBe('eur');
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id!}_secret_`));
    const stored = await stripeCall('GET', `payment_intents/${intent.id!}`);
    expect(stored).toMatchObject({
      amount: intent.amount,
      currency: 'eur',
      status: 'requires_payment_method',
    });
  });

  it('answers an empty cart in the error field', async () => {
    const r = await server.gql<IntentData>(INTENT);
    expect(r.body.data!.stripePaymentIntent).toMatchObject({
      error: 'Your cart is empty.',
      id: null,
      clientSecret: null,
    });
  });
});

describe('checkout with Stripe', () => {
  it('verifies a succeeded intent for the order total and marks the order paid', async () => {
    const session = await cartWith('fountain-pen');
    const { stripePaymentIntent: intent, cart } = await intentFor(session);
    expect((await stripeCall('POST', `payment_intents/${intent.id!}/confirm`)).status).toBe('succeeded');
    const r = await server.gql<CheckoutData>(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', transactionId: intent.id, isPaid: true } },
      authHeaders(session),
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.checkout.order).toMatchObject({
      status: 'PROCESSING',
      total: cart.total,
      paymentMethod: 'stripe',
      transactionId: intent.id,
      needsPayment: false,
    });
    expect(r.body.data!.checkout.order.datePaid).toBeTruthy();

    // The same payment cannot pay for a second order.
    const next = await cartWith('fountain-pen');
    const again = await server.gql(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', transactionId: intent.id, isPaid: true } },
      authHeaders(next),
    );
    expect(again.body.errors?.[0]?.message).toBe('This payment has already been used for another order.');
    expect(await ordersWith(intent.id!)).toBe(1);
  });

  it('refuses an intent that has not succeeded, and keeps the cart', async () => {
    const session = await cartWith('postcard-set');
    const { stripePaymentIntent: intent } = await intentFor(session);
    const r = await server.gql<CheckoutData>(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', transactionId: intent.id, isPaid: true } },
      authHeaders(session),
    );
    expect(r.body.errors?.[0]?.message).toBe(
      'Payment was not completed: Stripe reports the payment as "requires_payment_method", not succeeded.',
    );
    expect(r.body.data?.checkout ?? null).toBeNull();
    expect(await ordersWith(intent.id!)).toBe(0);
    const cart = await server.gql<{ cart: { isEmpty: boolean } }>(
      `{ cart { isEmpty } }`,
      {},
      authHeaders(session),
    );
    expect(cart.body.data!.cart.isEmpty).toBe(false);
  });

  it('refuses a payment whose amount differs from the order total: no paid order, stock untouched', async () => {
    const stockOf = async (): Promise<number | null> =>
      (
        await server.db.query<{ stock_quantity: number | null }>(
          `SELECT stock_quantity FROM products WHERE slug = 'weekly-planner'`,
        )
      )[0]!.stock_quantity;
    const before = await stockOf();
    const session = await cartWith('weekly-planner');
    const { stripePaymentIntent: intent } = await intentFor(session);
    await stripeCall('POST', `payment_intents/${intent.id!}/confirm`);
    // The cart grows after the payment was made.
    await cartWith('weekly-planner', 1, session);
    const { cart } = await intentFor(session);
    const r = await server.gql<CheckoutData>(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', transactionId: intent.id, isPaid: true } },
      authHeaders(session),
    );
    const paid = (intent.amount / 100).toFixed(2);
    expect(r.body.errors?.[0]?.message).toBe(
      `Payment was not completed: the Stripe payment of €${paid} does not match the order total of €${cart.total}.`,
    );
    expect(await ordersWith(intent.id!)).toBe(0);
    expect(await stockOf()).toBe(before);
  });

  it('refuses an intent Stripe does not know', async () => {
    const session = await cartWith('postcard-set');
    const r = await server.gql(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', transactionId: 'pi_doesnotexist000', isPaid: true } },
      authHeaders(session),
    );
    expect(r.body.errors?.[0]?.message).toBe('Payment was not completed: Stripe does not know this payment.');
  });
});
