import { describe, expect, it } from 'vitest';
import type { ProductRow } from '../../../server/domain/catalogRows.ts';
import { cartItems, priceCart } from '../../../server/domain/pricing.ts';
import type {
  CartItem,
  CouponRow,
  PricingRules,
  ShippingMethodRow,
} from '../../../server/domain/cartModel.ts';

const NOW = Date.UTC(2025, 5, 1);

/** A published simple product with `price` cents; everything else as the seed's plain products have it. */
function product(id: number, price: number, overrides: Partial<ProductRow> = {}): ProductRow {
  return {
    id,
    parent_id: null,
    type: 'simple',
    status: 'publish',
    catalog_visibility: 'visible',
    name: `Product ${id}`,
    slug: `product-${id}`,
    sku: null,
    description: '',
    short_description: '',
    regular_price: price,
    sale_price: null,
    price,
    max_price: null,
    on_sale: false,
    date_on_sale_from: null,
    date_on_sale_to: null,
    featured: false,
    menu_order: 0,
    created_at: new Date(NOW),
    modified_at: new Date(NOW),
    manage_stock: false,
    stock_quantity: null,
    stock_status: 'instock',
    backorders: 'no',
    low_stock_amount: null,
    sold_individually: false,
    average_rating: '0',
    review_count: 0,
    total_sales: 0,
    weight: null,
    length: null,
    width: null,
    height: null,
    virtual: false,
    downloadable: false,
    download_limit: null,
    download_expiry: null,
    external_url: null,
    button_text: null,
    is_gift_card: false,
    reviews_allowed: true,
    purchase_note: null,
    image_id: null,
    gallery_ids: [],
    variation_attributes: {},
    default_attributes: {},
    meta: [],
    ...overrides,
  };
}

function item(row: ProductRow, quantity = 1, variation: ProductRow | null = null): CartItem {
  return {
    line: {
      key: `key-${row.id}-${variation?.id ?? 0}`,
      productId: row.id,
      variationId: variation?.id ?? null,
      quantity,
      variation: {},
    },
    product: row,
    variation,
  };
}

function coupon(code: string, overrides: Partial<CouponRow> = {}): CouponRow {
  return {
    id: code.length,
    code,
    description: `${code} coupon`,
    discount_type: 'percent',
    amount: 10,
    expires_at: null,
    usage_limit: null,
    usage_limit_per_user: null,
    usage_count: 0,
    minimum_amount: null,
    maximum_amount: null,
    individual_use: false,
    free_shipping: false,
    product_ids: [],
    email_restrictions: [],
    ...overrides,
  };
}

const flatRate: ShippingMethodRow = {
  instance_id: 1,
  method_id: 'flat_rate',
  title: 'Flat rate',
  cost: 495,
  min_amount: null,
};
const freeFrom50: ShippingMethodRow = {
  instance_id: 2,
  method_id: 'free_shipping',
  title: 'Free shipping',
  cost: 0,
  min_amount: 5000,
};

/** Germany's 19 % on goods and shipping, a flat rate, no coupons. */
function rules(overrides: Partial<PricingRules> = {}, ...coupons: CouponRow[]): PricingRules {
  return {
    coupons: coupons.map((c) => ({ code: c.code, row: c })),
    couponUsage: new Map(),
    email: 'shopper@example.com',
    country: 'DE',
    tax: { rate: 19, label: 'MwSt.', shipping: true },
    shippingMethods: [flatRate],
    chosenShipping: [],
    now: NOW,
    ...overrides,
  };
}

describe('priceCart', () => {
  it('prices lines at their unit price and adds tax per line, rounded to the cent', () => {
    const cart = priceCart([item(product(1, 1999), 2), item(product(2, 333))], rules());
    expect(cart.lines.map((l) => [l.unit, l.subtotal, l.subtotalTax, l.total, l.tax])).toEqual([
      [1999, 3998, 760, 3998, 760], // 759.62 → 760
      [333, 333, 63, 333, 63], // 63.27 → 63
    ]);
    expect(cart).toMatchObject({
      subtotal: 4331,
      subtotalTax: 823,
      contentsTotal: 4331,
      contentsTax: 823,
      discountTotal: 0,
      discountTax: 0,
      shippingTotal: 495,
      shippingTax: 94, // 94.05
      totalTax: 917,
      total: 4331 + 495 + 917,
      taxRate: 19,
      taxLabel: 'MwSt.',
      country: 'DE',
    });
  });

  it('prices a variation at its own price', () => {
    const parent = product(10, 0, { type: 'variable', price: null });
    const blue = product(11, 2500, { type: 'variation', parent_id: 10 });
    expect(priceCart([item(parent, 1, blue)], rules()).subtotal).toBe(2500);
  });

  it('gives an empty cart no shipping and no total', () => {
    expect(priceCart([], rules())).toMatchObject({
      lines: [],
      total: 0,
      needsShipping: false,
      rates: [],
      chosenShipping: [],
    });
  });

  it('rounds a percent discount down to the cent on each line', () => {
    const cart = priceCart([item(product(1, 1999)), item(product(2, 1005))], rules({}, coupon('TEN')));
    // 10 % of 19.99 is 1.999 → 1.99; of 10.05 is 1.005 → 1.00
    expect(cart.lines.map((l) => l.total)).toEqual([1800, 905]);
    expect(cart.coupons).toEqual([
      { code: 'TEN', description: 'TEN coupon', discount: 299, discountTax: 57 },
    ]);
    expect(cart.discountTotal).toBe(299);
    expect(cart.contentsTax).toBe(342 + 172);
    expect(cart.discountTax).toBe(cart.subtotalTax - cart.contentsTax);
  });

  it('takes a percent discount off the coupon’s products only', () => {
    const cart = priceCart(
      [item(product(1, 1000)), item(product(2, 1000))],
      rules({}, coupon('HALF', { amount: 50, product_ids: [2] })),
    );
    expect(cart.lines.map((l) => l.total)).toEqual([1000, 500]);
  });

  it('matches a coupon’s product by variation as well as by parent', () => {
    const parent = product(10, 0, { type: 'variable' });
    const blue = product(11, 2000, { type: 'variation', parent_id: 10 });
    const cart = priceCart([item(parent, 1, blue)], rules({}, coupon('BLUE', { product_ids: [11] })));
    expect(cart.discountTotal).toBe(200);
  });

  it('spreads a fixed cart discount over the lines in proportion, the cent left over on the largest', () => {
    const cart = priceCart(
      [item(product(1, 1000)), item(product(2, 500))],
      rules({}, coupon('TENOFF', { discount_type: 'fixed_cart', amount: 1000 })),
    );
    // 666 + 333 = 999; the last cent comes off the larger line
    expect(cart.lines.map((l) => l.total)).toEqual([333, 167]);
    expect(cart.coupons[0]!.discount).toBe(1000);
    expect(cart.contentsTotal).toBe(500);
  });

  it('never takes a fixed cart discount below zero', () => {
    const cart = priceCart(
      [item(product(1, 700))],
      rules({}, coupon('BIG', { discount_type: 'fixed_cart', amount: 5000 })),
    );
    expect(cart.lines[0]!.total).toBe(0);
    expect(cart.coupons[0]!.discount).toBe(700);
    expect(cart.contentsTax).toBe(0);
  });

  it('takes a fixed product discount per unit, at most the line’s price', () => {
    const cart = priceCart(
      [item(product(1, 1000), 3), item(product(2, 150))],
      rules({}, coupon('TWO', { discount_type: 'fixed_product', amount: 200 })),
    );
    expect(cart.lines.map((l) => l.total)).toEqual([2400, 0]);
    expect(cart.discountTotal).toBe(750);
  });

  it('applies coupons in order, each to what the ones before left', () => {
    const cart = priceCart(
      [item(product(1, 1000))],
      rules({}, coupon('FIVE', { discount_type: 'fixed_cart', amount: 500 }), coupon('HALF', { amount: 50 })),
    );
    // the percent coupon reckons from the subtotal, and stops at what is left
    expect(cart.coupons.map((c) => c.discount)).toEqual([500, 500]);
    expect(cart.total).toBe(495 + 94);
  });

  it('drops coupons that do not exist or no longer qualify, with WooCommerce’s reasons', () => {
    const cart = priceCart(
      [item(product(1, 3000))],
      rules(
        {},
        coupon('MIN50', { minimum_amount: 5000 }),
        coupon('MAX20', { maximum_amount: 2000 }),
        coupon('OLD', { expires_at: new Date(NOW - 1) }),
        coupon('VIP', { email_restrictions: ['vip@example.com'] }),
      ),
    );
    expect(cart.coupons).toEqual([]);
    expect(cart.droppedCoupons).toEqual([
      { code: 'MIN50', reason: 'The minimum spend for this coupon is €50.00.' },
      { code: 'MAX20', reason: 'The maximum spend for this coupon is €20.00.' },
      { code: 'OLD', reason: 'This coupon has expired.' },
      { code: 'VIP', reason: 'Sorry, this coupon is not valid for your email address.' },
    ]);
    const missing = priceCart(
      [item(product(1, 3000))],
      rules({ coupons: [{ code: 'nope', row: undefined }] }),
    );
    expect(missing.droppedCoupons).toEqual([{ code: 'nope', reason: 'Coupon "nope" does not exist!' }]);
  });

  it('judges minimum spend on the subtotal before discounts', () => {
    const cart = priceCart(
      [item(product(1, 5000))],
      rules({}, coupon('HALF', { amount: 50 }), coupon('MIN50', { minimum_amount: 5000 })),
    );
    expect(cart.coupons.map((c) => c.code)).toEqual(['HALF', 'MIN50']);
  });

  it('keeps an individual-use coupon alone, whichever came first', () => {
    const solo = coupon('SOLO', { individual_use: true });
    const other = coupon('OTHER');
    const first = priceCart([item(product(1, 1000))], rules({}, solo, other));
    expect(first.coupons.map((c) => c.code)).toEqual(['SOLO']);
    expect(first.droppedCoupons[0]!.reason).toBe(
      'Sorry, coupon "SOLO" has already been applied and cannot be used in conjunction with other coupons.',
    );
    const second = priceCart([item(product(1, 1000))], rules({}, other, solo));
    expect(second.coupons.map((c) => c.code)).toEqual(['OTHER']);
    expect(second.droppedCoupons[0]!.reason).toBe(
      'Sorry, coupon "SOLO" cannot be used in conjunction with other coupons.',
    );
  });

  it('counts the customer’s own uses against a per-customer limit', () => {
    const once = coupon('ONCE', { usage_limit_per_user: 1 });
    const items = [item(product(1, 1000))];
    expect(priceCart(items, rules({}, once)).coupons).toHaveLength(1);
    const used = priceCart(items, rules({ couponUsage: new Map([[once.id, 1]]) }, once));
    expect(used.droppedCoupons).toEqual([{ code: 'ONCE', reason: 'Coupon usage limit has been reached.' }]);
  });

  it('leaves shipping untaxed where the tax rate says so', () => {
    const cart = priceCart(
      [item(product(1, 1000))],
      rules({ tax: { rate: 19, label: 'Tax', shipping: false } }),
    );
    expect(cart).toMatchObject({ shippingTotal: 495, shippingTax: 0, totalTax: 190, total: 1685 });
  });

  it('charges no tax without a rate', () => {
    const cart = priceCart(
      [item(product(1, 1000))],
      rules({ tax: { rate: 0, label: 'Tax', shipping: true } }),
    );
    expect(cart).toMatchObject({ totalTax: 0, total: 1495 });
  });

  it('offers no shipping when every line is virtual', () => {
    const ebook = product(1, 900, { virtual: true, downloadable: true });
    const cart = priceCart([item(ebook)], rules());
    expect(cart).toMatchObject({ needsShipping: false, rates: [], chosenShipping: [], shippingTotal: 0 });
  });

  it('offers free shipping from its minimum amount, after discounts, and picks it by default', () => {
    const methods = { shippingMethods: [flatRate, freeFrom50] };
    const below = priceCart([item(product(1, 4999))], rules(methods));
    expect(below.rates.map((r) => r.id)).toEqual(['flat_rate:1']);
    expect(below.chosenShipping).toEqual(['flat_rate:1']);
    const above = priceCart([item(product(1, 5000))], rules(methods));
    expect(above.rates.map((r) => r.id)).toEqual(['flat_rate:1', 'free_shipping:2']);
    expect(above).toMatchObject({ chosenShipping: ['free_shipping:2'], shippingTotal: 0 });
    const discounted = priceCart([item(product(1, 5000))], rules(methods, coupon('TEN')));
    expect(discounted.rates.map((r) => r.id)).toEqual(['flat_rate:1']);
  });

  it('keeps the shopper’s choice while it is offered', () => {
    const chosen = rules({ shippingMethods: [flatRate, freeFrom50], chosenShipping: ['flat_rate:1'] });
    expect(priceCart([item(product(1, 6000))], chosen)).toMatchObject({
      chosenShipping: ['flat_rate:1'],
      shippingTotal: 495,
    });
    const gone = rules({ chosenShipping: ['local_pickup:9'] });
    expect(priceCart([item(product(1, 6000))], gone).chosenShipping).toEqual(['flat_rate:1']);
  });

  it('gives a free shipping coupon a free rate of its own when the zone has none', () => {
    const cart = priceCart(
      [item(product(1, 1000))],
      rules({}, coupon('SHIP', { amount: 0, free_shipping: true })),
    );
    expect(cart.rates.map((r) => [r.id, r.cost])).toEqual([
      ['free_shipping:coupon', 0],
      ['flat_rate:1', 495],
    ]);
    expect(cart).toMatchObject({ chosenShipping: ['free_shipping:coupon'], shippingTotal: 0, total: 1190 });
  });

  it('lets a free shipping coupon unlock the zone’s free rate below its minimum', () => {
    const cart = priceCart(
      [item(product(1, 1000))],
      rules({ shippingMethods: [flatRate, freeFrom50] }, coupon('SHIP', { amount: 0, free_shipping: true })),
    );
    expect(cart.rates.map((r) => r.id)).toEqual(['flat_rate:1', 'free_shipping:2']);
    expect(cart.chosenShipping).toEqual(['free_shipping:2']);
  });

  it('leaves its input as it was, so the same input prices the same twice', () => {
    const items = [item(product(1, 1000)), item(product(2, 500))];
    const input = rules({}, coupon('TENOFF', { discount_type: 'fixed_cart', amount: 1000 }));
    const snapshot = structuredClone(items);
    expect(priceCart(items, input)).toEqual(priceCart(items, input));
    expect(items).toEqual(snapshot);
  });
});

describe('cartItems', () => {
  it('leaves out lines whose product or variation is gone or no longer published', () => {
    const live = product(1, 100);
    const draft = product(2, 100, { status: 'draft' });
    const parent = product(3, 0, { type: 'variable' });
    const lines = [item(live), item(draft), item(parent, 1, product(4, 100)), item(product(5, 100))].map(
      (i) => i.line,
    );
    const found = cartItems(lines, new Map([live, draft, parent].map((p) => [p.id, p])));
    expect(found.map((i) => i.product.id)).toEqual([1]);
  });
});
