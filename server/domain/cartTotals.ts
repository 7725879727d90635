/**
 * The cart's figures from the database: `loadPricing` reads what pricing needs (products, coupons and their use,
 * the destination's tax rate and shipping zone), `priceCart` (pricing.ts) does the arithmetic.
 */
import type { Queryable } from '../db/connection.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './catalogRows.ts';
import { cartItems, destinationCountry, needsShipping, priceCart } from './pricing.ts';
import type {
  CartItem,
  CartLine,
  CartView,
  CouponRow,
  PricingRules,
  SessionData,
  ShippingMethodRow,
  TaxRule,
} from './cartModel.ts';

/** Who is buying: coupons may be restricted to an e-mail address or limited per customer. */
export interface Shopper {
  email?: string | null;
  customerId?: number | null;
}

/** Coupons by lower-cased code. */
export async function loadCoupons(db: Queryable, codes: string[]): Promise<Map<string, CouponRow>> {
  if (!codes.length) return new Map();
  const rows = await db.query<CouponRow>(`SELECT * FROM coupons WHERE lower(code) = ANY($1::text[])`, [
    codes.map((c) => c.toLowerCase()),
  ]);
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

/** The cart's lines with their current product rows (lines whose product is gone or unpublished are left out). */
async function loadItems(db: Queryable, cart: CartLine[]): Promise<CartItem[]> {
  const ids = [
    ...new Set(cart.flatMap((l) => (l.variationId ? [l.productId, l.variationId] : [l.productId]))),
  ];
  if (!ids.length) return [];
  const rows = await db.query<ProductRow>(
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = ANY($1::int[])`,
    [ids],
  );
  return cartItems(cart, new Map(rows.map((p) => [p.id, p])));
}

/** The destination's tax rate, else the catch-all rate, else none. */
async function loadTax(db: Queryable, country: string): Promise<TaxRule> {
  const rows = await db.query<{ rate: string; label: string; shipping: boolean }>(
    `SELECT rate, label, shipping FROM tax_rates WHERE country = $1 OR country = '*' ORDER BY (country = '*')`,
    [country],
  );
  return {
    rate: Number(rows[0]?.rate ?? 0),
    label: rows[0]?.label ?? 'Tax',
    shipping: rows[0]?.shipping ?? true,
  };
}

/** How many of the customer's orders that count (not cancelled or failed) used each of `coupons`, by coupon id. */
async function loadCouponUsage(
  db: Queryable,
  customerId: number,
  coupons: Map<string, CouponRow>,
): Promise<Map<number, number>> {
  const rows = await db.query<{ code: string; n: number }>(
    `SELECT lower(c) code, count(*)::int n FROM orders, unnest(coupon_codes) c WHERE customer_id = $1 AND status NOT IN ('cancelled','failed') GROUP BY 1`,
    [customerId],
  );
  return new Map(rows.map((r) => [coupons.get(r.code)?.id ?? 0, r.n]));
}

/** The methods of the first shipping zone listing `country`, else of the catch-all zone, in order. */
async function loadShippingMethods(db: Queryable, country: string): Promise<ShippingMethodRow[]> {
  return db.query<ShippingMethodRow>(
    `SELECT m.* FROM shipping_methods m
      WHERE m.zone_id = (SELECT id FROM shipping_zones WHERE $1 = ANY(countries) OR countries = '{}' ORDER BY (countries = '{}'), position LIMIT 1)
      ORDER BY m.position`,
    [country],
  );
}

/** Reads everything `priceCart` needs for the session's cart, as the database has it now. */
export async function loadPricing(
  db: Queryable,
  data: SessionData,
  shopper: Shopper = {},
): Promise<{ items: CartItem[]; rules: PricingRules }> {
  const items = await loadItems(db, data.cart);
  const country = destinationCountry(data);
  const tax = await loadTax(db, country);
  const coupons = await loadCoupons(db, data.coupons);
  const couponUsage =
    shopper.customerId && coupons.size
      ? await loadCouponUsage(db, shopper.customerId, coupons)
      : new Map<number, number>();
  const shippingMethods = needsShipping(items) ? await loadShippingMethods(db, country) : [];
  return {
    items,
    rules: {
      coupons: data.coupons.map((code) => ({ code, row: coupons.get(code.toLowerCase()) })),
      couponUsage,
      email: shopper.email ?? data.customer.billing.email,
      country,
      tax,
      shippingMethods,
      chosenShipping: data.chosenShipping,
      now: Date.now(),
    },
  };
}

/** Computes every cart figure on the server from current prices, coupons, shipping zone and tax rate. */
export async function computeCart(
  db: Queryable,
  data: SessionData,
  shopper: Shopper = {},
): Promise<CartView> {
  const { items, rules } = await loadPricing(db, data, shopper);
  return priceCart(items, rules);
}
