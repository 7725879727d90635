import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import { validateAddress } from './countries.ts';
import { registerCustomer, type CustomerRow } from './customers.ts';
import { UserError, check } from './errors.ts';
import { queueMail } from './mail.ts';
import { CURRENCY, formatted } from './money.ts';
import type { StripeIntent } from './payments.ts';
import { invalidateListingCache } from './productListing.ts';
import { computeCart } from './cartTotals.ts';
import type { Address, CartView, SessionData } from './pricing.ts';

export interface OrderRow {
  id: number;
  order_key: string;
  customer_id: number | null;
  session_key: string | null;
  status: string;
  currency: string;
  billing: Address;
  shipping: Address;
  payment_method: string;
  payment_method_title: string;
  transaction_id: string | null;
  customer_note: string | null;
  subtotal: number;
  discount_total: number;
  discount_tax: number;
  shipping_total: number;
  shipping_tax: number;
  cart_tax: number;
  total_tax: number;
  total: number;
  coupon_codes: string[];
  shipping_lines: { methodId: string; title: string; total: number }[];
  meta: { key: string; value: string }[];
  cart_hash: string;
  submission_key: string | null;
  created_at: Date;
  modified_at: Date;
  paid_at: Date | null;
  completed_at: Date | null;
}

export interface Gateway {
  id: string;
  title: string;
  description: string;
}

/** Enabled payment gateways: cash on delivery and bank transfer always, Stripe when a secret key is configured. */
export function gateways(stripeEnabled: boolean): Gateway[] {
  const list: Gateway[] = [
    { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
    {
      id: 'bacs',
      title: 'Direct bank transfer',
      description:
        'Make your payment directly into our bank account. Use your Order ID as the payment reference.',
    },
  ];
  if (stripeEnabled)
    list.push({
      id: 'stripe',
      title: 'Credit Card (Stripe)',
      description: 'Pay with your credit card via Stripe.',
    });
  return list;
}

export interface CheckoutInput {
  billing?: Address | null;
  shipping?: Address | null;
  shipToDifferentAddress?: boolean | null;
  paymentMethod?: string | null;
  customerNote?: string | null;
  transactionId?: string | null;
  /** Relay's per-submission id: a retry of the same submission gets the same order back. */
  clientMutationId?: string | null;
  isPaid?: boolean | null;
  shippingMethod?: (string | null)[] | null;
  account?: { username: string; password: string; authenticate?: boolean | null } | null;
  metaData?: ({ key: string; value: string } | null)[] | null;
}

export interface CheckoutContext {
  sessionKey: string;
  customer: CustomerRow | null;
  allowedCountries: string[];
  stripeEnabled: boolean;
  /**
   * The PaymentIntent named by `transactionId`, fetched from Stripe before the transaction starts (no network
   * call holds the database), or the reason it could not be fetched.
   */
  stripeIntent?: StripeIntent | { error: string };
}

/**
 * Protected order meta a checkout may set: the SetupIntent and the card it saved, which the Stripe gateway charges
 * (WooNuxt sends them; WooCommerce's Stripe plugin reads them).
 */
export const STRIPE_META = new Set(['_stripe_intent_id', '_stripe_source_id']);

/** How long a repeated submission returns the order it already placed instead of failing. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/** What `placeOrder` gives back: the order, and the customer it belongs to (new when the checkout opened an account). */
export interface PlacedOrder {
  order: OrderRow;
  customer: CustomerRow | null;
  createdCustomer: boolean;
}

/**
 * Places the order for the session's cart in one transaction: validates addresses and payment, recomputes
 * totals, decrements stock with conditional updates (no overselling), counts coupon use, grants downloads
 * and gift-card codes when paid, and empties the cart. The session row is locked for the whole
 * transaction, so a repeated submission finds the cart already emptied and gets the order just placed; so
 * does a retry carrying the same `clientMutationId`. A new purchase of the same items is a new order.
 */
export async function placeOrder(
  tx: Queryable,
  data: SessionData,
  input: CheckoutInput,
  ctx: CheckoutContext,
): Promise<PlacedOrder> {
  const repeated = await orderForRepeatedSubmission(tx, data, input, ctx.sessionKey);
  if (repeated) return { order: repeated, customer: ctx.customer, createdCustomer: false };
  const checkout = await prepareOrder(tx, data, input, ctx);
  const payment = await confirmPayment(tx, input, ctx, checkout);
  const opened = await openAccount(tx, input, ctx, checkout);
  // As WooGraphQL 1.x: the new account owns the order only when `account.authenticate` asks for it; without it the
  // account is created and the order stays the guest's.
  const { createdCustomer } = opened;
  const customer = createdCustomer && !input.account?.authenticate ? null : opened.customer;
  await reserveStock(tx, checkout.view);
  await countCouponUse(tx, checkout.view);
  const order = await writeOrder(tx, data, input, ctx.sessionKey, checkout, payment, customer);
  // Cash on delivery is `processing` before any money arrives: nothing of value leaves before payment.
  if (isPaid(order)) await fulfil(tx, order);
  await closeCheckout(tx, data, order, customer, checkout);
  return { order, customer, createdCustomer };
}

/** Relay's per-submission id, as the order stores it (null when none was sent). */
const submissionKey = (input: CheckoutInput): string | null =>
  (input.clientMutationId ?? '').trim().slice(0, 200) || null;

/**
 * The order this session placed in the last few minutes, when this checkout repeats its submission: the cart is
 * already empty (the first submission emptied it), or the same `clientMutationId` comes again.
 */
async function orderForRepeatedSubmission(
  tx: Queryable,
  data: SessionData,
  input: CheckoutInput,
  sessionKey: string,
): Promise<OrderRow | null> {
  const submission = submissionKey(input);
  const rows = await tx.query<OrderRow>(
    `SELECT o.* FROM sessions s JOIN orders o ON o.id = s.last_order_id WHERE s.key = $1`,
    [sessionKey],
  );
  const last = rows[0];
  const repeated =
    last &&
    Date.now() - last.created_at.getTime() < IDEMPOTENCY_WINDOW_MS &&
    (data.cart.length === 0 || (submission !== null && last.submission_key === submission));
  return repeated ? last : null;
}

/** The checkout, validated: addresses, note, payment method, and the totals for that destination and shipping. */
interface PreparedOrder {
  billing: Address;
  shipping: Address;
  note: string;
  method: Gateway;
  view: CartView;
}

/**
 * Validates the checkout input and computes the order's totals for its addresses and shipping choice, writing
 * nothing (it sets `data.customer` and `data.chosenShipping`, as the order will). Throws the shopper's error.
 */
async function prepareOrder(
  q: Queryable,
  data: SessionData,
  input: CheckoutInput,
  ctx: CheckoutContext,
): Promise<PreparedOrder> {
  check(data.cart.length > 0, 'Sorry, your cart is empty. Add products before checking out.');

  const billing = validateAddress(input.billing ?? {}, ctx.allowedCountries, {
    required: ['firstName', 'lastName', 'address1', 'city', 'postcode', 'country', 'email'],
    label: 'Billing',
  });
  const shipToDifferent = input.shipToDifferentAddress === true;
  const shipping = shipToDifferent
    ? validateAddress(input.shipping ?? {}, ctx.allowedCountries, { required: true, label: 'Shipping' })
    : { ...billing, email: undefined, phone: undefined };
  const note = (input.customerNote ?? '').trim();
  check(note.length <= 2000, 'Order notes must be at most 2000 characters.');

  const methods = gateways(ctx.stripeEnabled);
  const method = methods.find((g) => g.id === (input.paymentMethod ?? ''));
  if (!method)
    throw new UserError(`Invalid payment method. Choose one of: ${methods.map((g) => g.id).join(', ')}.`);

  // Totals for the destination the order ships to.
  data.customer = { billing, shipping };
  if (input.shippingMethod?.length)
    data.chosenShipping = input.shippingMethod.filter((s): s is string => !!s);
  const view = await computeCart(q, data, { email: billing.email, customerId: ctx.customer?.id ?? null });
  check(view.lines.length > 0, 'Sorry, your cart is empty. Add products before checking out.');
  if (view.droppedCoupons.length) throw new UserError(view.droppedCoupons[0]!.reason);
  if (view.needsShipping && !view.chosenShipping.length)
    throw new UserError('No shipping method is available for your address.');
  if (
    input.shippingMethod?.length &&
    input.shippingMethod[0] &&
    view.chosenShipping[0] !== input.shippingMethod[0]
  ) {
    throw new UserError(`Invalid shipping method "${input.shippingMethod[0]}" for your address.`);
  }

  return { billing, shipping, note, method, view };
}

/** Whether the order is paid now, and by which payment. */
interface Payment {
  paid: boolean;
  transactionId: string | null;
}

/**
 * For Stripe, checks the PaymentIntent fetched before the transaction: the one named, used by no other order,
 * succeeded, in the store's currency, for exactly the order total. Other gateways are paid later (or on delivery).
 */
async function confirmPayment(
  tx: Queryable,
  input: CheckoutInput,
  ctx: CheckoutContext,
  { method, view }: PreparedOrder,
): Promise<Payment> {
  if (method.id !== 'stripe') return { paid: false, transactionId: null };
  const intent = ctx.stripeIntent;
  if (intent && 'error' in intent) throw new UserError(`Payment was not completed: ${intent.error}`);
  const id = (input.transactionId ?? '').trim();
  check(id, 'Payment was not completed: missing Stripe payment id.');
  check(/^pi_[A-Za-z0-9_]{4,100}$/.test(id), 'Payment was not completed: invalid Stripe payment id.');
  const dup = await tx.query('SELECT 1 FROM orders WHERE transaction_id = $1', [id]);
  check(dup.length === 0, 'This payment has already been used for another order.');
  if (!intent) throw new UserError('Payment was not completed: Stripe did not confirm the payment.');
  check(intent.id === id, 'Payment was not completed: Stripe returned a different payment.');
  check(
    intent.status === 'succeeded',
    `Payment was not completed: Stripe reports the payment as "${intent.status}", not succeeded.`,
  );
  check(
    intent.currency.toUpperCase() === CURRENCY,
    `Payment was not completed: the Stripe payment is in ${intent.currency.toUpperCase()}, the order in ${CURRENCY}.`,
  );
  check(
    intent.amount === view.total && intent.amountReceived === view.total,
    `Payment was not completed: the Stripe payment of ${formatted(intent.amountReceived || intent.amount)} does not match the order total of ${formatted(view.total)}.`,
  );
  return { paid: true, transactionId: id };
}

/** The buyer: the logged-in customer, else a new account when the checkout asks for one, else a guest (null). */
async function openAccount(
  tx: Queryable,
  input: CheckoutInput,
  ctx: CheckoutContext,
  { billing, shipping }: PreparedOrder,
): Promise<{ customer: CustomerRow | null; createdCustomer: boolean }> {
  if (ctx.customer || !input.account) return { customer: ctx.customer, createdCustomer: false };
  const customer = await registerCustomer(
    tx,
    {
      username: input.account.username,
      password: input.account.password,
      email: billing.email,
      firstName: billing.firstName,
      lastName: billing.lastName,
      billing,
      shipping,
    },
    ctx.allowedCountries,
  );
  return { customer, createdCustomer: true };
}

/**
 * Takes each line's quantity out of stock and counts it as sold. The decrements are conditional: a concurrent
 * checkout that got there first makes this one fail instead of overselling.
 */
async function reserveStock(tx: Queryable, view: CartView): Promise<void> {
  for (const l of view.lines) {
    const item = l.variation ?? l.product;
    const rows = await tx.query<{ id: number }>(
      `UPDATE products SET
         stock_quantity = CASE WHEN manage_stock THEN stock_quantity - $2 ELSE stock_quantity END,
         stock_status = CASE WHEN manage_stock AND stock_quantity - $2 <= 0 THEN (CASE WHEN backorders = 'no' THEN 'outofstock' ELSE 'onbackorder' END) ELSE stock_status END,
         modified_at = now()
       WHERE id = $1 AND stock_status <> 'outofstock' AND (NOT manage_stock OR backorders <> 'no' OR stock_quantity >= $2)
       RETURNING id`,
      [item.id, l.line.quantity],
    );
    if (!rows.length)
      throw new UserError(
        `Sorry, "${item.name}" is no longer in stock in the quantity you asked for. Please edit your cart and try again.`,
      );
    await tx.query('UPDATE products SET total_sales = total_sales + $2 WHERE id = $1', [
      l.product.id,
      l.line.quantity,
    ]);
    if (l.variation) {
      await tx.query(
        `UPDATE products p SET stock_status = CASE WHEN EXISTS (SELECT 1 FROM products v WHERE v.parent_id = p.id AND v.stock_status <> 'outofstock') THEN 'instock' ELSE 'outofstock' END WHERE p.id = $1`,
        [l.product.id],
      );
    }
  }
}

/** Counts one use of each coupon, conditionally: a coupon whose last use another order just took fails this one. */
async function countCouponUse(tx: Queryable, view: CartView): Promise<void> {
  for (const c of view.coupons) {
    const rows = await tx.query(
      `UPDATE coupons SET usage_count = usage_count + 1 WHERE lower(code) = lower($1) AND (usage_limit IS NULL OR usage_count < usage_limit) RETURNING id`,
      [c.code],
    );
    if (!rows.length) throw new UserError('Coupon usage limit has been reached.');
  }
}

/**
 * WooCommerce's status for a new order: bank transfer waits `on-hold`, cash on delivery is `processing`, a paid
 * card order is `processing` (or `completed` when everything is a download), an unpaid one `pending`.
 */
function orderStatus(method: Gateway, { paid }: Payment, view: CartView): string {
  const allDigital = view.lines.every(
    (l) => (l.variation ?? l.product).virtual && (l.variation ?? l.product).downloadable,
  );
  if (method.id === 'bacs') return 'on-hold';
  if (method.id === 'cod') return 'processing';
  if (!paid) return 'pending';
  return allDigital ? 'completed' : 'processing';
}

/** The order meta the checkout sent (at most 20 entries): public keys, or the Stripe keys the gateway reads. */
function orderMeta(input: CheckoutInput): { key: string; value: string }[] {
  const meta = (input.metaData ?? []).filter((m): m is { key: string; value: string } => !!m).slice(0, 20);
  for (const m of meta)
    check(
      m.key.length <= 100 && m.value.length <= 1000 && (!m.key.startsWith('_') || STRIPE_META.has(m.key)),
      'Invalid order meta data.',
    );
  return meta;
}

/** Inserts the order and its line items, with the totals computed for it. */
async function writeOrder(
  tx: Queryable,
  data: SessionData,
  input: CheckoutInput,
  sessionKey: string,
  { billing, shipping, note, method, view }: PreparedOrder,
  payment: Payment,
  customer: CustomerRow | null,
): Promise<OrderRow> {
  const status = orderStatus(method, payment, view);
  const rate = view.rates.find((r) => r.id === view.chosenShipping[0]);
  const meta = orderMeta(input);
  const inserted = await tx.query<OrderRow>(
    `INSERT INTO orders (order_key, customer_id, session_key, status, billing, shipping, payment_method, payment_method_title, transaction_id, customer_note,
       subtotal, discount_total, discount_tax, shipping_total, shipping_tax, cart_tax, total_tax, total, coupon_codes, shipping_lines, meta, cart_hash, paid_at, completed_at, submission_key)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20,$21,$22,$23,$24,$25) RETURNING *`,
    [
      'wc_order_' + randomBytes(9).toString('base64url'),
      customer?.id ?? null,
      sessionKey,
      status,
      billing,
      shipping,
      method.id,
      method.title,
      payment.transactionId,
      note || null,
      view.subtotal,
      view.discountTotal,
      view.discountTax,
      view.shippingTotal,
      view.shippingTax,
      view.contentsTax,
      view.totalTax,
      view.total,
      view.coupons.map((c) => c.code),
      rate ? [{ methodId: rate.methodId, title: rate.label, total: rate.cost }] : [],
      meta,
      cartHash(data),
      payment.paid ? new Date() : null,
      status === 'completed' ? new Date() : null,
      submissionKey(input),
    ],
  );
  const order = inserted[0]!;
  for (const l of view.lines) {
    const item = l.variation ?? l.product;
    await tx.query(
      `INSERT INTO order_items (order_id, product_id, variation_id, name, quantity, subtotal, subtotal_tax, total, total_tax, meta) VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10)`,
      [
        order.id,
        l.product.id,
        l.variation?.id ?? null,
        item.name,
        l.line.quantity,
        l.subtotal,
        l.subtotalTax,
        l.total,
        l.tax,
        Object.entries(l.line.variation).map(([key, value]) => ({ key, value })),
      ],
    );
  }
  return order;
}

/**
 * Ends the checkout: the customer keeps the order's addresses where they had none, the cart and its coupons are
 * emptied, and the session remembers the order (a repeated submission gets it back).
 */
async function closeCheckout(
  tx: Queryable,
  data: SessionData,
  order: OrderRow,
  customer: CustomerRow | null,
  { billing, shipping }: PreparedOrder,
): Promise<void> {
  if (customer) {
    await tx.query(
      `UPDATE customers SET billing = CASE WHEN billing = '{}'::jsonb THEN $2::jsonb ELSE billing END,
                            shipping = CASE WHEN shipping = '{}'::jsonb THEN $3::jsonb ELSE shipping END WHERE id = $1`,
      [customer.id, billing, shipping],
    );
  }
  data.cart = [];
  data.coupons = [];
  await tx.query('UPDATE sessions SET last_order_id = $2 WHERE key = $1', [order.session_key, order.id]);
  invalidateListingCache();
}

/** The total in cents the order for this cart and input would have: what a saved card is charged before it is placed. */
export async function quoteOrder(
  q: Queryable,
  data: SessionData,
  input: CheckoutInput,
  ctx: CheckoutContext,
): Promise<number> {
  return (await prepareOrder(q, structuredClone(data), input, ctx)).view.total;
}

/** A stable fingerprint of the cart (lines and coupons) used to recognise a repeated submission. */
export function cartHash(data: SessionData): string {
  const lines = data.cart.map((l) => [l.key, l.quantity]).sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, [...data.coupons].sort()]))
    .digest('hex')
    .slice(0, 32);
}

/** Paid as WooCommerce gift-card plugins read it: `completed`, or `processing` with a confirmed payment. */
export function isPaid(order: Pick<OrderRow, 'status' | 'paid_at'>): boolean {
  return order.status === 'completed' || (order.status === 'processing' && order.paid_at !== null);
}

/** On payment: download permissions for downloadable lines and a redeemable coupon per gift card bought. */
export async function fulfil(tx: Queryable, order: OrderRow): Promise<void> {
  await tx.query(
    `INSERT INTO download_permissions (token, order_id, customer_id, product_id, download_id, downloads_remaining, access_expires)
     SELECT md5(random()::text || clock_timestamp()::text || d.id), $1, $2, d.product_id, d.id,
            CASE WHEN p.download_limit IS NULL OR p.download_limit < 0 THEN NULL ELSE p.download_limit * i.quantity END,
            CASE WHEN p.download_expiry IS NULL OR p.download_expiry < 0 THEN NULL ELSE now() + make_interval(days => p.download_expiry) END
       FROM order_items i JOIN products p ON p.id = coalesce(i.variation_id, i.product_id)
       JOIN product_downloads d ON d.product_id = p.id
      WHERE i.order_id = $1 AND p.downloadable
        AND NOT EXISTS (SELECT 1 FROM download_permissions x WHERE x.order_id = $1 AND x.download_id = d.id)`,
    [order.id, order.customer_id],
  );
  const cards = await tx.query<{ price: number; quantity: number; name: string }>(
    `SELECT (i.subtotal / i.quantity)::int price, i.quantity, i.name FROM order_items i JOIN products p ON p.id = i.product_id
      WHERE i.order_id = $1 AND p.is_gift_card AND NOT EXISTS (SELECT 1 FROM gift_cards g WHERE g.order_id = $1)`,
    [order.id],
  );
  for (const card of cards) {
    for (let n = 0; n < card.quantity; n++) {
      const code =
        'GIFT-' +
        randomBytes(6)
          .toString('hex')
          .toUpperCase()
          .replace(/(.{4})(?=.)/g, '$1-');
      const coupon = await tx.query<{ id: number }>(
        `INSERT INTO coupons (code, description, discount_type, amount, usage_limit) VALUES ($1, $2, 'fixed_cart', $3, 1) RETURNING id`,
        [code, `${card.name} from order #${order.id}`, card.price],
      );
      await tx.query('INSERT INTO gift_cards (code, order_id, coupon_id, amount) VALUES ($1,$2,$3,$4)', [
        code,
        order.id,
        coupon[0]!.id,
        card.price,
      ]);
      await queueMail(tx, {
        to: order.billing.email ?? '',
        subject: 'Your gift card',
        body: `Thank you for your order #${order.id}.\n\nYour gift card code is ${code}. Enter it as a coupon code at checkout.\n`,
      });
    }
  }
}
