/**
 * The cart's arithmetic, with no I/O: `priceCart` turns the cart's lines (with their product rows) and the rules
 * read for them (coupons, tax rate, shipping zone) into every figure the cart shows and the order stores. Prices
 * are integer cents; cartTotals.ts reads the inputs from the database.
 */
import type { ProductRow } from './catalogRows.ts';
import { formatted } from './money.ts';
import type {
  AppliedCouponView,
  CartItem,
  CartLine,
  CartView,
  CouponRow,
  LineView,
  PricingRules,
  RateView,
  SessionData,
  ShippingMethodRow,
} from './cartModel.ts';

/** The store's base country: taxes and shipping use it until the shopper gives an address. */
export const BASE_COUNTRY = 'DE';

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
    /** The moment expiry is judged at (ms since the epoch); now by default. */
    now?: number;
  },
): string | null {
  if (coupon.expires_at && coupon.expires_at.getTime() < (ctx.now ?? Date.now()))
    return 'This coupon has expired.';
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

/** The product rows each line buys, leaving out lines whose product (or variation) is gone or no longer published. */
export function cartItems(cart: CartLine[], products: Map<number, ProductRow>): CartItem[] {
  const items: CartItem[] = [];
  for (const line of cart) {
    const product = products.get(line.productId);
    const variation = line.variationId ? (products.get(line.variationId) ?? null) : null;
    if (!product || product.status !== 'publish' || (line.variationId && !variation)) continue;
    items.push({ line, product, variation });
  }
  return items;
}

/** True when some line holds a physical product (neither the product nor its variation is virtual). */
export function needsShipping(items: CartItem[]): boolean {
  return items.some((l) => !(l.variation ?? l.product).virtual && !l.product.virtual);
}

/** Tax at `rate` percent on `amount` cents, rounded to the cent. */
const pct = (amount: number, rate: number): number => Math.round((amount * rate) / 100);
const sum = <T>(list: T[], value: (item: T) => number): number => list.reduce((s, x) => s + value(x), 0);

/**
 * Every figure of the cart from its lines and the rules read for them: line subtotals, coupons (those that stopped
 * qualifying are dropped with WooCommerce's reason), discounts spread over the lines, tax per line and on shipping,
 * shipping rates and the chosen one, and the totals. Pure: the same input always gives the same cart.
 */
export function priceCart(items: CartItem[], rules: PricingRules): CartView {
  const lines = items.map(priceLine);
  const subtotal = sum(lines, (l) => l.subtotal);
  const { accepted, dropped } = acceptCoupons(lines, subtotal, rules);
  const coupons = accepted.map((coupon) => applyDiscount(lines, coupon, rules.tax.rate));
  for (const l of lines) {
    l.subtotalTax = pct(l.subtotal, rules.tax.rate);
    l.tax = pct(l.total, rules.tax.rate);
  }
  const contentsTotal = sum(lines, (l) => l.total);
  const contentsTax = sum(lines, (l) => l.tax);
  const subtotalTax = sum(lines, (l) => l.subtotalTax);

  const shipping = needsShipping(lines);
  const freeShipping = accepted.some((c) => c.free_shipping);
  const rates = shipping ? shippingRates(rules.shippingMethods, freeShipping, contentsTotal) : [];
  const chosenShipping = chooseRate(rates, rules.chosenShipping);
  const shippingTotal = rates.find((r) => r.id === chosenShipping[0])?.cost ?? 0;
  const shippingTax = rules.tax.shipping ? pct(shippingTotal, rules.tax.rate) : 0;
  const totalTax = contentsTax + shippingTax;
  return {
    lines,
    subtotal,
    subtotalTax,
    contentsTotal,
    contentsTax,
    discountTotal: subtotal - contentsTotal,
    discountTax: subtotalTax - contentsTax,
    shippingTotal,
    shippingTax,
    totalTax,
    total: contentsTotal + shippingTotal + totalTax,
    coupons,
    droppedCoupons: dropped,
    rates,
    chosenShipping,
    needsShipping: shipping,
    country: rules.country,
    taxRate: rules.tax.rate,
    taxLabel: rules.tax.label,
  };
}

/** A line at its current unit price, before discounts and tax. */
function priceLine(item: CartItem): LineView {
  const unit = (item.variation ?? item.product).price ?? 0;
  const subtotal = unit * item.line.quantity;
  return { ...item, unit, subtotal, subtotalTax: 0, total: subtotal, tax: 0 };
}

/** The coupons that still qualify, in the order applied, and the reasons the others do not. */
function acceptCoupons(
  lines: LineView[],
  subtotal: number,
  rules: PricingRules,
): { accepted: CouponRow[]; dropped: { code: string; reason: string }[] } {
  const productIds = lines.flatMap((l) => [l.product.id, ...(l.variation ? [l.variation.id] : [])]);
  const accepted: CouponRow[] = [];
  const dropped: { code: string; reason: string }[] = [];
  for (const { code, row } of rules.coupons) {
    if (!row) {
      dropped.push({ code, reason: `Coupon "${code}" does not exist!` });
      continue;
    }
    const problem = couponProblem(row, {
      subtotal,
      productIds,
      otherCodes: accepted.map((c) => c.code),
      individualOthers: accepted.some((c) => c.individual_use),
      email: rules.email,
      usedByCustomer: rules.couponUsage.get(row.id) ?? 0,
      now: rules.now,
    });
    if (problem) dropped.push({ code, reason: problem });
    else accepted.push(row);
  }
  return { accepted, dropped };
}

/**
 * Takes one coupon's discount off the lines it applies to (all, or those of its products), never below zero:
 * `percent` of each line's subtotal, rounded down; `fixed_product` per unit; `fixed_cart` spread over the lines in
 * proportion to what is left of each, rounded down, with the remaining cents taken from the largest line.
 */
function applyDiscount(lines: LineView[], coupon: CouponRow, taxRate: number): AppliedCouponView {
  const eligible = lines.filter(
    (l) =>
      !coupon.product_ids.length ||
      coupon.product_ids.includes(l.product.id) ||
      (l.variation && coupon.product_ids.includes(l.variation.id)),
  );
  let discount = 0;
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
    const remaining = sum(eligible, (l) => l.total);
    const amount = Math.min(coupon.amount, remaining);
    for (const l of eligible) {
      const d = remaining ? Math.floor((amount * l.total) / remaining) : 0;
      l.total -= d;
      discount += d;
    }
    const largest = [...eligible].sort((a, b) => b.total - a.total)[0];
    if (largest && amount - discount > 0) {
      const extra = Math.min(largest.total, amount - discount);
      largest.total -= extra;
      discount += extra;
    }
  }
  return {
    code: coupon.code,
    description: coupon.description,
    discount,
    discountTax: pct(discount, taxRate),
  };
}

/**
 * The zone's rates for this cart: free shipping only from its minimum amount (after discounts) or with a
 * free-shipping coupon, which adds a free rate of its own when the zone has none.
 */
function shippingRates(
  methods: ShippingMethodRow[],
  freeShipping: boolean,
  contentsTotal: number,
): RateView[] {
  const rates: RateView[] = [];
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
  return rates;
}

/** The shopper's choice when it is still offered, else free shipping, else the first rate (none without rates). */
function chooseRate(rates: RateView[], chosen: string[]): string[] {
  const kept = chosen.filter((id) => rates.some((r) => r.id === id)).slice(0, 1);
  if (kept.length || !rates.length) return kept;
  const free = rates.find((r) => r.methodId === 'free_shipping');
  return [(free ?? rates[0]!).id];
}
