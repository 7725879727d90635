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
const INTENT = `query ($kind: StripePaymentMethodEnum) {
  stripePaymentIntent(stripePaymentMethod: $kind) { amount currency clientSecret error id stripePaymentMethod }
  cart { total(format: RAW) }
}`;
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
    stripePaymentMethod: string;
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
async function stripeCall(
  method: 'GET' | 'POST',
  path: string,
  form: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const r = await fetch(`${server.fixtures!.stripe.url}/v1/${path}`, {
    method,
    headers: { authorization: `Bearer ${server.fixtures!.stripe.secretKey}` },
    ...(method === 'POST' ? { body: new URLSearchParams(form) } : {}),
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

/** `stripePaymentIntent` as the storefront asks for it (no argument), or with the plugin's PAYMENT switch. */
async function intentFor(session: string, kind: 'PAYMENT' | null = 'PAYMENT'): Promise<IntentData> {
  const r = await server.gql<IntentData>(INTENT, { kind }, authHeaders(session));
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
    expect(intent.currency).toBe('EUR');
    expect(intent.stripePaymentMethod).toBe('PAYMENT');
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id!}_secret_`));
    const stored = await stripeCall('GET', `payment_intents/${intent.id!}`);
    expect(stored).toMatchObject({
      amount: intent.amount,
      currency: 'eur',
      status: 'requires_payment_method',
    });
  });

  /** Regression: the API created a PaymentIntent where woonuxt-settings (1.0.54 onwards) creates a SetupIntent. */
  it('returns a SetupIntent secret by default, as woonuxt-settings has done since 1.0.54', async () => {
    const session = await cartWith('cutting-board');
    const { stripePaymentIntent: intent, cart } = await intentFor(session, null);
    expect(intent).toMatchObject({ error: null, stripePaymentMethod: 'SETUP', currency: 'EUR' });
    expect(intent.amount).toBe(Math.round(Number(cart.total) * 100));
    expect(intent.id).toMatch(/^seti_/);
    expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id!}_secret_`));
    expect(await stripeCall('GET', `setup_intents/${intent.id!}`)).toMatchObject({
      object: 'setup_intent',
      status: 'requires_payment_method',
      metadata: { session: expect.any(String) as string },
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

describe('checkout with a card saved by a SetupIntent', () => {
  /** The cart, its SetupIntent confirmed with `card` as Stripe.js would, and the metadata WooNuxt 4.6 sends. */
  async function savedCard(slug: string, card: string) {
    const session = await cartWith(slug);
    const { stripePaymentIntent: setup, cart } = await intentFor(session, null);
    const confirmed = await stripeCall('POST', `setup_intents/${setup.id!}/confirm`, {
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': card,
    });
    const metaData = [
      { key: '_stripe_intent_id', value: setup.id! },
      { key: '_stripe_source_id', value: String(confirmed.payment_method) },
    ];
    return { session, setup, cart, confirmed, metaData };
  }

  /** Regression: a SetupIntent's card could not pay: the API accepted only a PaymentIntent the browser had paid. */
  it('charges the saved card the order total and marks the order paid', async () => {
    const { session, cart, confirmed, metaData } = await savedCard('fountain-pen', '4242424242424242');
    expect(confirmed).toMatchObject({
      status: 'succeeded',
      payment_method: expect.stringMatching(/^pm_/) as string,
    });
    const r = await server.gql<CheckoutData>(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', isPaid: false, metaData } },
      authHeaders(session),
    );
    expect(r.body.errors).toBeUndefined();
    const order = r.body.data!.checkout.order;
    expect(order).toMatchObject({ status: 'PROCESSING', total: cart.total, needsPayment: false });
    expect(order.transactionId).toMatch(/^pi_/);
    expect(await stripeCall('GET', `payment_intents/${order.transactionId}`)).toMatchObject({
      status: 'succeeded',
      amount: Math.round(Number(cart.total) * 100),
      amount_received: Math.round(Number(cart.total) * 100),
      payment_method: String(confirmed.payment_method),
    });
    const meta = await server.db.query<{ meta: { key: string; value: string }[] }>(
      'SELECT meta FROM orders WHERE id = $1',
      [order.databaseId],
    );
    expect(meta[0]!.meta).toEqual(expect.arrayContaining(metaData));
  });

  it('a card declined at the charge places no order and keeps the cart', async () => {
    const { session, metaData } = await savedCard('postcard-set', '4000000000000341');
    const r = await server.gql<CheckoutData>(
      CHECKOUT,
      { input: { billing, paymentMethod: 'stripe', isPaid: false, metaData } },
      authHeaders(session),
    );
    expect(r.body.errors?.[0]?.message).toBe('Payment was not completed: Your card was declined.');
    const cart = await server.gql<{ cart: { isEmpty: boolean } }>(
      `{ cart { isEmpty } }`,
      {},
      authHeaders(session),
    );
    expect(cart.body.data!.cart.isEmpty).toBe(false);
  });

  it('refuses a SetupIntent that was not confirmed, or that another session asked for', async () => {
    const session = await cartWith('postcard-set');
    const { stripePaymentIntent: setup } = await intentFor(session, null);
    const input = {
      billing,
      paymentMethod: 'stripe',
      isPaid: false,
      metaData: [{ key: '_stripe_intent_id', value: setup.id! }],
    };
    const unconfirmed = await server.gql(CHECKOUT, { input }, authHeaders(session));
    expect(unconfirmed.body.errors?.[0]?.message).toBe(
      'Payment was not completed: Stripe reports the card setup as "requires_payment_method", not succeeded.',
    );
    await stripeCall('POST', `setup_intents/${setup.id!}/confirm`, {
      'payment_method_data[card][number]': '4242424242424242',
    });
    const other = await cartWith('postcard-set');
    const stolen = await server.gql(CHECKOUT, { input }, authHeaders(other));
    expect(stolen.body.errors?.[0]?.message).toBe(
      'Payment was not completed: this card setup belongs to another checkout.',
    );
  });
});
