import type { Queryable } from '../db/connection.ts';
import type { ProductRow } from './catalog.ts';
import { formatted } from './money.ts';

/** The store's base country: taxes and shipping use it until the shopper gives an address. */
export const BASE_COUNTRY = 'DE';

export interface Address {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: string | null;
  postcode?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

export interface CartLine {
  key: string;
  productId: number;
  variationId: number | null;
  quantity: number;
  variation: Record<string, string>;
  extraData?: Record<string, string>;
}

export interface SessionData {
  cart: CartLine[];
  coupons: string[];
  chosenShipping: string[];
  customer: { billing: Address; shipping: Address };
}

export function emptySession(): SessionData {
  return { cart: [], coupons: [], chosenShipping: [], customer: { billing: {}, shipping: {} } };
}

/** Normalises stored JSON into SessionData (older or partial rows included). */
export function readSessionData(value: unknown): SessionData {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Partial<SessionData>;
  return {
    cart: Array.isArray(v.cart) ? v.cart : [],
    coupons: Array.isArray(v.coupons) ? v.coupons : [],
    chosenShipping: Array.isArray(v.chosenShipping) ? v.chosenShipping : [],
    customer: { billing: v.customer?.billing ?? {}, shipping: v.customer?.shipping ?? {} },
  };
}

export interface CouponRow {
  id: number;
  code: string;
  description: string;
  discount_type: 'percent' | 'fixed_cart' | 'fixed_product';
  amount: number;
  expires_at: Date | null;
  usage_limit: number | null;
  usage_limit_per_user: number | null;
  usage_count: number;
  minimum_amount: number | null;
  maximum_amount: number | null;
  individual_use: boolean;
  free_shipping: boolean;
  product_ids: number[];
  email_restrictions: string[];
}

export interface LineView {
  line: CartLine;
  product: ProductRow;
  variation: ProductRow | null;
  unit: number;
  subtotal: number;
  subtotalTax: number;
  total: number;
  tax: number;
}

export interface RateView {
  id: string;
  methodId: string;
  instanceId: number;
  label: string;
  cost: number;
}

export interface AppliedCouponView {
  code: string;
  description: string;
  discount: number;
  discountTax: number;
}

export interface CartView {
  lines: LineView[];
  subtotal: number;
  subtotalTax: number;
  contentsTotal: number;
  contentsTax: number;
  discountTotal: number;
  discountTax: number;
  shippingTotal: number;
  shippingTax: number;
  totalTax: number;
  total: number;
  coupons: AppliedCouponView[];
  /** Coupons in the session that no longer apply, with the reason. */
  droppedCoupons: { code: string; reason: string }[];
  rates: RateView[];
  chosenShipping: string[];
  needsShipping: boolean;
  country: string;
  taxRate: number;
  taxLabel: string;
}

/** The destination that decides shipping zone and tax: shipping address, then billing, then the base country. */
export function destinationCountry(data: SessionData): string {
  return data.customer.shipping.country || data.customer.billing.country || BASE_COUNTRY;
}

/** Why `coupon` cannot be used for this cart, or null when it can (WooCommerce's messages). */
export function couponProblem(
  coupon: CouponRow,
  ctx: {
    subtotal: number;
    productIds: number[];
    otherCodes: string[];
    individualOthers: boolean;
    email?: string | null;
    usedByCustomer?: number;
  },
): string | null {
  if (coupon.expires_at && coupon.expires_at.getTime() < Date.now()) return 'This coupon has expired.';
  if (coupon.usage_limit !== null && coupon.usage_count >= coupon.usage_limit)
    return 'Coupon usage limit has been reached.';
  if (coupon.usage_limit_per_user !== null && (ctx.usedByCustomer ?? 0) >= coupon.usage_limit_per_user)
    return 'Coupon usage limit has been reached.';
  if (coupon.minimum_amount !== null && ctx.subtotal < coupon.minimum_amount)
    return `The minimum spend for this coupon is ${formatted(coupon.minimum_amount)}.`;
  if (coupon.maximum_amount !== null && ctx.subtotal > coupon.maximum_amount)
    return `The maximum spend for this coupon is ${formatted(coupon.maximum_amount)}.`;
  if (coupon.product_ids.length && !ctx.productIds.some((id) => coupon.product_ids.includes(id)))
    return 'Sorry, this coupon is not applicable to selected products.';
  if (
    coupon.email_restrictions.length &&
    (!ctx.email || !coupon.email_restrictions.includes(ctx.email.toLowerCase()))
  ) {
    return 'Sorry, this coupon is not valid for your email address.';
  }
  if (ctx.individualOthers)
    return `Sorry, coupon "${ctx.otherCodes[0] ?? ''}" has already been applied and cannot be used in conjunction with other coupons.`;
  if (coupon.individual_use && ctx.otherCodes.length)
    return `Sorry, coupon "${coupon.code}" cannot be used in conjunction with other coupons.`;
  return null;
}

export async function loadCoupons(db: Queryable, codes: string[]): Promise<Map<string, CouponRow>> {
  if (!codes.length) return new Map();
  const rows = await db.query<CouponRow>(`SELECT * FROM coupons WHERE lower(code) = ANY($1::text[])`, [
    codes.map((c) => c.toLowerCase()),
  ]);
  return new Map(rows.map((r) => [r.code.toLowerCase(), r]));
}

const pct = (amount: number, rate: number): number => Math.round((amount * rate) / 100);

/** Computes every cart figure on the server from current prices, coupons, shipping zone and tax rate. */
export async function computeCart(
  db: Queryable,
  data: SessionData,
  opts: { email?: string | null; customerId?: number | null } = {},
): Promise<CartView> {
  const ids = [
    ...new Set(data.cart.flatMap((l) => (l.variationId ? [l.productId, l.variationId] : [l.productId]))),
  ];
  const products = ids.length
    ? new Map(
        (await db.query<ProductRow>('SELECT * FROM products WHERE id = ANY($1::int[])', [ids])).map((p) => [
          p.id,
          p,
        ]),
      )
    : new Map<number, ProductRow>();
  const lines: LineView[] = [];
  for (const line of data.cart) {
    const product = products.get(line.productId);
    const variation = line.variationId ? (products.get(line.variationId) ?? null) : null;
    if (!product || product.status !== 'publish' || (line.variationId && !variation)) continue;
    const unit = (variation ?? product).price ?? 0;
    lines.push({
      line,
      product,
      variation,
      unit,
      subtotal: unit * line.quantity,
      subtotalTax: 0,
      total: unit * line.quantity,
      tax: 0,
    });
  }
  const subtotal = lines.reduce((s, l) => s + l.subtotal, 0);
  const country = destinationCountry(data);
  const taxRows = await db.query<{ rate: string; label: string; shipping: boolean }>(
    `SELECT rate, label, shipping FROM tax_rates WHERE country = $1 OR country = '*' ORDER BY (country = '*')`,
    [country],
  );
  const taxRate = Number(taxRows[0]?.rate ?? 0);
  const taxLabel = taxRows[0]?.label ?? 'Tax';
  const taxShipping = taxRows[0]?.shipping ?? true;

  // Coupons, in the order applied; any that stopped qualifying are dropped with their reason.
  const couponRows = await loadCoupons(db, data.coupons);
  const applied: AppliedCouponView[] = [];
  const dropped: { code: string; reason: string }[] = [];
  const accepted: CouponRow[] = [];
  const productIds = lines.flatMap((l) => [l.product.id, ...(l.variation ? [l.variation.id] : [])]);
  let usage = new Map<number, number>();
  if (opts.customerId && couponRows.size) {
    const rows = await db.query<{ code: string; n: number }>(
      `SELECT lower(c) code, count(*)::int n FROM orders, unnest(coupon_codes) c WHERE customer_id = $1 AND status NOT IN ('cancelled','failed') GROUP BY 1`,
      [opts.customerId],
    );
    usage = new Map(rows.map((r) => [couponRows.get(r.code)?.id ?? 0, r.n]));
  }
  for (const code of data.coupons) {
    const row = couponRows.get(code.toLowerCase());
    if (!row) {
      dropped.push({ code, reason: `Coupon "${code}" does not exist!` });
      continue;
    }
    const problem = couponProblem(row, {
      subtotal,
      productIds,
      otherCodes: accepted.map((c) => c.code),
      individualOthers: accepted.some((c) => c.individual_use),
      email: opts.email ?? data.customer.billing.email,
      usedByCustomer: usage.get(row.id) ?? 0,
    });
    if (problem) dropped.push({ code, reason: problem });
    else accepted.push(row);
  }
  let freeShipping = false;
  for (const coupon of accepted) {
    let discount = 0;
    const eligible = lines.filter(
      (l) =>
        !coupon.product_ids.length ||
        coupon.product_ids.includes(l.product.id) ||
        (l.variation && coupon.product_ids.includes(l.variation.id)),
    );
    if (coupon.free_shipping) freeShipping = true;
    if (coupon.discount_type === 'percent') {
      for (const l of eligible) {
        const d = Math.min(l.total, Math.floor((l.subtotal * coupon.amount) / 100));
        l.total -= d;
        discount += d;
      }
    } else if (coupon.discount_type === 'fixed_product') {
      for (const l of eligible) {
        const d = Math.min(l.total, coupon.amount * l.line.quantity);
        l.total -= d;
        discount += d;
      }
    } else {
      // fixed_cart: spread across lines in proportion to what is left of each, remainder on the largest.
      const remaining = eligible.reduce((s, l) => s + l.total, 0);
      const amount = Math.min(coupon.amount, remaining);
      let given = 0;
      for (const l of eligible) {
        const d = remaining ? Math.floor((amount * l.total) / remaining) : 0;
        l.total -= d;
        given += d;
      }
      const largest = [...eligible].sort((a, b) => b.total - a.total)[0];
      if (largest && amount - given > 0) {
        const extra = Math.min(largest.total, amount - given);
        largest.total -= extra;
        given += extra;
      }
      discount = given;
    }
    applied.push({
      code: coupon.code,
      description: coupon.description,
      discount,
      discountTax: pct(discount, taxRate),
    });
  }
  for (const l of lines) {
    l.subtotalTax = pct(l.subtotal, taxRate);
    l.tax = pct(l.total, taxRate);
  }
  const contentsTotal = lines.reduce((s, l) => s + l.total, 0);
  const contentsTax = lines.reduce((s, l) => s + l.tax, 0);
  const discountTotal = subtotal - contentsTotal;

  // Shipping: the first zone listing the country, else the catch-all zone.
  const needsShipping = lines.some((l) => !(l.variation ?? l.product).virtual && !l.product.virtual);
  const rates: RateView[] = [];
  if (needsShipping) {
    const methods = await db.query<{
      instance_id: number;
      method_id: string;
      title: string;
      cost: number;
      min_amount: number | null;
    }>(
      `SELECT m.* FROM shipping_methods m
        WHERE m.zone_id = (SELECT id FROM shipping_zones WHERE $1 = ANY(countries) OR countries = '{}' ORDER BY (countries = '{}'), position LIMIT 1)
        ORDER BY m.position`,
      [country],
    );
    for (const m of methods) {
      if (
        m.method_id === 'free_shipping' &&
        !freeShipping &&
        (m.min_amount === null || contentsTotal < m.min_amount)
      )
        continue;
      rates.push({
        id: `${m.method_id}:${m.instance_id}`,
        methodId: m.method_id,
        instanceId: m.instance_id,
        label: m.title,
        cost: m.cost,
      });
    }
    if (freeShipping && !rates.some((r) => r.methodId === 'free_shipping')) {
      rates.unshift({
        id: 'free_shipping:coupon',
        methodId: 'free_shipping',
        instanceId: 0,
        label: 'Free shipping',
        cost: 0,
      });
    }
  }
  let chosen = data.chosenShipping.filter((id) => rates.some((r) => r.id === id)).slice(0, 1);
  if (!chosen.length && rates.length) {
    const free = rates.find((r) => r.methodId === 'free_shipping');
    chosen = [(free ?? rates[0]!).id];
  }
  const rate = rates.find((r) => r.id === chosen[0]);
  const shippingTotal = rate?.cost ?? 0;
  const shippingTax = taxShipping ? pct(shippingTotal, taxRate) : 0;
  const subtotalTax = lines.reduce((s, l) => s + l.subtotalTax, 0);
  const totalTax = contentsTax + shippingTax;
  return {
    lines,
    subtotal,
    subtotalTax,
    contentsTotal,
    contentsTax,
    discountTotal,
    discountTax: subtotalTax - contentsTax,
    shippingTotal,
    shippingTax,
    totalTax,
    total: contentsTotal + shippingTotal + totalTax,
    coupons: applied,
    droppedCoupons: dropped,
    rates,
    chosenShipping: chosen,
    needsShipping,
    country,
    taxRate,
    taxLabel,
  };
}
