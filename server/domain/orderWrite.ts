/**
 * The steps of `placeOrder` (server/domain/checkout.ts) that write: take the stock, count each coupon's use, insert
 * the order and its line items, and close the checkout; with the order meta a checkout may set and the keys that
 * recognise a repeated submission.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/connection.ts';
import type { CheckoutInput, Gateway, OrderRow, Payment, PreparedOrder } from './checkout.ts';
import type { CustomerRow } from './customers.ts';
import { UserError, check } from './errors.ts';
import type { CartView, SessionData } from './cartModel.ts';
import { invalidateCatalogCaches } from './catalogCache.ts';

/**
 * Protected order meta a checkout may set: the SetupIntent and the card it saved, which the Stripe gateway charges
 * (WooNuxt sends them; WooCommerce's Stripe plugin reads them).
 */
export const STRIPE_META = new Set(['_stripe_intent_id', '_stripe_source_id']);

/** Relay's per-submission id, as the order stores it (null when none was sent). */
export const submissionKey = (input: CheckoutInput): string | null =>
  (input.clientMutationId ?? '').trim().slice(0, 200) || null;

/** A stable fingerprint of the cart (lines and coupons) used to recognise a repeated submission. */
export function cartHash(data: SessionData): string {
  const lines = data.cart.map((l) => [l.key, l.quantity]).sort();
  return createHash('sha256')
    .update(JSON.stringify([lines, [...data.coupons].sort()]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Takes each line's quantity out of stock and counts it as sold. The decrements are conditional: a concurrent
 * checkout that got there first makes this one fail instead of overselling.
 */
export async function reserveStock(tx: Queryable, view: CartView): Promise<void> {
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
export async function countCouponUse(tx: Queryable, view: CartView): Promise<void> {
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
export async function writeOrder(
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
export async function closeCheckout(
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
  invalidateCatalogCaches();
}
