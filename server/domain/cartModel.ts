/**
 * The cart's data types: the session's cart as stored (lines, coupons, shipping choice, addresses), the rows and
 * rules pricing reads, and the priced cart view. server/domain/pricing.ts computes the view and re-exports these
 * types, so its importers read them from there.
 */
import type { ProductRow } from './catalogRows.ts';

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

/** A cart line with the rows it buys: the product, and the variation when the line names one. */
export interface CartItem {
  line: CartLine;
  product: ProductRow;
  variation: ProductRow | null;
}

/** A priced cart line (cents): before discounts (`subtotal`), after them (`total`), and the tax on each. */
export interface LineView extends CartItem {
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

/** The tax rate (percent) of the destination, its label, and whether shipping is taxed. */
export interface TaxRule {
  rate: number;
  label: string;
  shipping: boolean;
}

/** A method of a shipping zone (`shipping_methods` row). */
export interface ShippingMethodRow {
  instance_id: number;
  method_id: string;
  title: string;
  cost: number;
  /** For `free_shipping`: the order amount from which it is offered (null: only with a free-shipping coupon). */
  min_amount: number | null;
}

/** Everything besides the lines that decides a cart's figures, as read at one moment (cartTotals.ts). */
export interface PricingRules {
  /** The session's coupon codes in the order applied, each with its row (undefined when no such coupon exists). */
  coupons: { code: string; row: CouponRow | undefined }[];
  /** How many of this customer's orders used each coupon (by coupon id); empty for guests. */
  couponUsage: Map<number, number>;
  /** The shopper's e-mail address, for coupons restricted to addresses. */
  email: string | null | undefined;
  /** The destination country (`destinationCountry`). */
  country: string;
  tax: TaxRule;
  /** The methods of the destination's shipping zone, in order (may be empty when nothing needs shipping). */
  shippingMethods: ShippingMethodRow[];
  /** The shopper's shipping choice (rate ids); the first available one is used, else free shipping or the first. */
  chosenShipping: string[];
  /** The moment coupon expiry is judged at (ms since the epoch). */
  now: number;
}
