/**
 * The checkout: the order row, the payment gateways, and `placeOrder`, one named step after another; the steps that
 * write are in server/domain/orderWrite.ts, what a paid order grants in server/domain/fulfilment.ts.
 */
import type { Queryable } from '../db/connection.ts';
import { validateAddress } from './countries.ts';
import { registerCustomer, type CustomerRow } from './customers.ts';
import { UserError, check } from './errors.ts';
import { fulfil, isPaid } from './fulfilment.ts';
import { CURRENCY, formatted } from './money.ts';
import { closeCheckout, countCouponUse, reserveStock, submissionKey, writeOrder } from './orderWrite.ts';
import type { StripeIntent } from './payments.ts';
import { computeCart } from './cartTotals.ts';
import type { Address, CartView, SessionData } from './cartModel.ts';

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
export interface PreparedOrder {
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
export interface Payment {
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

/** The total in cents the order for this cart and input would have: what a saved card is charged before it is placed. */
export async function quoteOrder(
  q: Queryable,
  data: SessionData,
  input: CheckoutInput,
  ctx: CheckoutContext,
): Promise<number> {
  return (await prepareOrder(q, structuredClone(data), input, ctx)).view.total;
}
