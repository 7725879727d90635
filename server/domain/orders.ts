/** Reading placed orders: by id or key, a customer's or a guest session's list, their lines and the customer's totals. */
import type { Queryable } from '../db/connection.ts';
import type { OrderRow } from './checkout.ts';
import { UserError } from './errors.ts';

/** An `order_items` row: one line of a placed order, its amounts in cents. */
export interface LineItemRow {
  id: number;
  order_id: number;
  product_id: number;
  variation_id: number | null;
  name: string;
  quantity: number;
  subtotal: number;
  subtotal_tax: number;
  total: number;
  total_tax: number;
  meta: { key: string; value: string }[];
}

/** The most orders one list returns. */
const MAX_ORDERS = 100;

/** The order with this database id, or null. */
export async function orderById(db: Queryable, id: number): Promise<OrderRow | null> {
  return (await db.query<OrderRow>('SELECT * FROM orders WHERE id = $1', [id]))[0] ?? null;
}

/** The order with this order key (`wc_order_…`), or null. */
export async function orderByKey(db: Queryable, key: string): Promise<OrderRow | null> {
  return (await db.query<OrderRow>('SELECT * FROM orders WHERE order_key = $1', [key]))[0] ?? null;
}

/**
 * WooGraphQL's `where: { include }` (`post__in`): the order ids to keep, or null for all (an empty list filters
 * nothing, as in WP_Query). Throws when more ids are given than a list can hold.
 */
export function includedOrderIds(include: (number | null)[] | null | undefined): number[] | null {
  const ids = (include ?? []).filter((id): id is number => typeof id === 'number');
  if (ids.length > MAX_ORDERS) throw new UserError(`At most ${MAX_ORDERS} order ids can be included.`);
  return ids.length ? ids : null;
}

/** The customer's orders, newest first (at most 100), optionally only those in `include`. */
export async function customerOrders(
  db: Queryable,
  customerId: number,
  include: number[] | null,
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT * FROM orders WHERE customer_id = $1 AND ($2::int[] IS NULL OR id = ANY($2::int[]))
      ORDER BY created_at DESC, id DESC LIMIT 100`,
    [customerId, include],
  );
}

/**
 * A guest's orders: guest orders placed in this session with this billing e-mail address, newest first (at most
 * 100), optionally only those in `include`. WooGraphQL filters by the e-mail alone; keeping to the session means an
 * e-mail address reveals nothing.
 */
export async function guestOrders(
  db: Queryable,
  sessionKey: string,
  email: string,
  include: number[] | null,
): Promise<OrderRow[]> {
  return db.query<OrderRow>(
    `SELECT * FROM orders WHERE customer_id IS NULL AND session_key = $1 AND lower(billing->>'email') = $2
      AND ($3::int[] IS NULL OR id = ANY($3::int[]))
      ORDER BY created_at DESC, id DESC LIMIT 100`,
    [sessionKey, email, include],
  );
}

/** The order's lines, in the order they were written. */
export async function orderLines(db: Queryable, orderId: number): Promise<LineItemRow[]> {
  return db.query<LineItemRow>('SELECT * FROM order_items WHERE order_id = $1 ORDER BY id', [orderId]);
}

/** True when some line of the order is not a virtual download, so someone has to process (ship) it. */
export async function orderNeedsProcessing(db: Queryable, orderId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM order_items i JOIN products p ON p.id = coalesce(i.variation_id, i.product_id) WHERE i.order_id = $1 AND NOT (p.virtual AND p.downloadable) LIMIT 1`,
    [orderId],
  );
  return rows.length > 0;
}

/** True when some line of the order is downloadable. */
export async function orderHasDownloads(db: Queryable, orderId: number): Promise<boolean> {
  const rows = await db.query(
    `SELECT 1 FROM order_items i JOIN products p ON p.id = coalesce(i.variation_id, i.product_id) WHERE i.order_id = $1 AND p.downloadable LIMIT 1`,
    [orderId],
  );
  return rows.length > 0;
}

/** True when the customer has an order that was paid. */
export async function isPayingCustomer(db: Queryable, customerId: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM orders WHERE customer_id = $1 AND paid_at IS NOT NULL LIMIT 1`, [
    customerId,
  ]);
  return rows.length > 0;
}

/** How many orders the customer has placed, whatever their status. */
export async function orderCount(db: Queryable, customerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>('SELECT count(*)::int n FROM orders WHERE customer_id = $1', [
    customerId,
  ]);
  return rows[0]?.n ?? 0;
}

/** What the customer's processing and completed orders add up to, in cents. */
export async function totalSpent(db: Queryable, customerId: number): Promise<number> {
  const rows = await db.query<{ n: number }>(
    `SELECT coalesce(sum(total), 0)::int n FROM orders WHERE customer_id = $1 AND status IN ('processing','completed')`,
    [customerId],
  );
  return rows[0]?.n ?? 0;
}

/** The customer's newest order, or null. */
export async function lastOrder(db: Queryable, customerId: number): Promise<OrderRow | null> {
  const rows = await db.query<OrderRow>(
    'SELECT * FROM orders WHERE customer_id = $1 ORDER BY created_at DESC LIMIT 1',
    [customerId],
  );
  return rows[0] ?? null;
}
