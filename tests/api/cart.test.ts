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

const CART = `cart {
  isEmpty subtotal(format: RAW) subtotalTax(format: RAW) discountTotal(format: RAW) shippingTotal(format: RAW) shippingTax(format: RAW) totalTax(format: RAW) total(format: RAW)
  chosenShippingMethods
  availableShippingMethods { rates { id label cost methodId } }
  appliedCoupons { code discountAmount(format: RAW) }
  contents(first: 100) { itemCount productCount nodes { key quantity total(format: RAW) product { node { databaseId name } } variation { node { databaseId name } attributes { name value } } } }
}`;

interface Cart {
  isEmpty: boolean;
  subtotal: string;
  subtotalTax: string;
  discountTotal: string;
  shippingTotal: string;
  shippingTax: string;
  totalTax: string;
  total: string;
  chosenShippingMethods: string[];
  availableShippingMethods: { rates: { id: string; label: string; cost: string; methodId: string }[] }[];
  appliedCoupons: { code: string; discountAmount: string }[] | null;
  contents: {
    itemCount: number;
    productCount: number;
    nodes: {
      key: string;
      quantity: number;
      total: string;
      variation: { node: { databaseId: number }; attributes: { name: string; value: string }[] } | null;
    }[];
  };
}

/** A shopper with a session, as the storefront keeps it. */
class Shopper {
  token: string | null = null;
  auth: string | null = null;
  async call<T>(query: string, variables: Record<string, unknown> = {}) {
    const r = await server.gql<T>(query, variables, authHeaders(this.token, this.auth));
    const renewed = r.headers.get('woocommerce-session');
    if (renewed) this.token = renewed;
    return r;
  }
  async add(productId: number, quantity = 1, extra: Record<string, unknown> = {}) {
    return this.call<{ addToCart: { cart: Cart; cartItem: { key: string; quantity: number } } }>(
      `mutation ($input: AddToCartInput!) { addToCart(input: $input) { cartItem { key quantity } ${CART} } }`,
      { input: { productId, quantity, ...extra } },
    );
  }
  async cart() {
    const r = await this.call<{ cart: Cart }>(`{ ${CART} }`);
    expect(r.body.errors).toBeUndefined();
    return r.body.data!.cart;
  }
}

describe('sessions', () => {
  it('issues a signed session token on the first request and keeps the cart with it', async () => {
    const s = new Shopper();
    const empty = await s.cart();
    expect(empty.isEmpty).toBe(true);
    expect(s.token).toMatch(/^ey/);
    const r = await s.add(ids['cast-iron-pan']!, 2);
    expect(r.body.errors).toBeUndefined();
    expect(s.token).toMatch(/^ey/);
    const payload = JSON.parse(Buffer.from(s.token!.split('.')[1]!, 'base64url').toString()) as {
      iss: string;
      data: { customer_id: string };
    };
    expect(payload.iss).toBe(server.url);
    expect(payload.data.customer_id).toMatch(/^t_/);
    const again = await s.cart();
    expect(again.contents.itemCount).toBe(2);
    const stranger = new Shopper();
    expect((await stranger.cart()).isEmpty).toBe(true);
  });

  /** As read off the real stores' tokens: WooGraphQL 0.21 and 1.x issue 48-hour sessions, renewed by cart changes. */
  it('lasts 48 hours and is renewed by a cart change, not by reading the cart', async () => {
    const claims = (token: string | null) =>
      JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number };
    const s = new Shopper();
    await s.add(ids['cast-iron-pan']!, 1);
    const first = s.token;
    expect(claims(first).exp - claims(first).iat).toBe(48 * 3600);
    const read = await s.call('{ cart { isEmpty } }');
    expect(read.headers.get('woocommerce-session')).toBeNull();
    // A token's iat counts whole seconds: the renewed one must come a second later to differ from the first.
    await new Promise((done) => setTimeout(done, 1100));
    await s.add(ids['cast-iron-pan']!, 1);
    expect(s.token).not.toBe(first);
    expect(claims(s.token).exp).toBeGreaterThan(claims(first).exp);
  });
});

describe('cart contents and totals', () => {
  it('computes totals on the server: 19% German tax, flat-rate shipping below €50, free above', async () => {
    const s = new Shopper();
    const r = await s.add(ids['tote-bag']!, 1);
    const cart = r.body.data!.addToCart.cart;
    expect(cart.subtotal).toBe('18.00');
    expect(cart.chosenShippingMethods[0]).toMatch(/^flat_rate:/);
    expect(cart.shippingTotal).toBe('4.90');
    expect(cart.totalTax).toBe((3.42 + 0.93).toFixed(2));
    expect(cart.total).toBe((18 + 4.9 + 3.42 + 0.93).toFixed(2));
    const more = await s.add(ids['tote-bag']!, 2);
    const c2 = more.body.data!.addToCart.cart;
    expect(more.body.data!.addToCart.cartItem.quantity).toBe(3);
    expect(c2.subtotal).toBe('54.00');
    expect(c2.chosenShippingMethods[0]).toMatch(/^free_shipping:/);
    expect(c2.shippingTotal).toBe('0.00');
    expect(c2.availableShippingMethods[0]!.rates.map((x) => x.methodId)).toEqual([
      'flat_rate',
      'free_shipping',
      'local_pickup',
    ]);
  });

  it('adds variations by id or by attributes, and refuses what cannot be bought', async () => {
    const s = new Shopper();
    const byAttrs = await s.add(ids['everyday-hoodie']!, 1, {
      variation: [
        { attributeName: 'pa_color', attributeValue: 'blue' },
        { attributeName: 'size', attributeValue: 'XL' },
      ],
    });
    expect(byAttrs.body.errors).toBeUndefined();
    const line = byAttrs.body.data!.addToCart.cart.contents.nodes[0]!;
    expect(line.variation?.node.databaseId).toBe(ids['everyday-hoodie-blue-xl']);
    expect(line.total).toBe('63.00');
    const byId = await s.add(ids['everyday-hoodie']!, 1, { variationId: ids['everyday-hoodie-blue-xl'] });
    expect(byId.body.data!.addToCart.cartItem.quantity).toBe(2);

    const noOptions = await s.add(ids['everyday-hoodie']!, 1);
    expect(noOptions.body.errors?.[0]?.message).toBe('Please choose product options for "Everyday Hoodie".');
    const soldOut = await s.add(ids['everyday-hoodie']!, 1, { variationId: ids['everyday-hoodie-black-xl'] });
    expect(soldOut.body.errors?.[0]?.message).toMatch(/out of stock/);
    const wallet = await s.add(ids['leather-wallet']!, 1);
    expect(wallet.body.errors?.[0]?.message).toBe(
      'You cannot add "Leather Wallet" to the cart because the product is out of stock.',
    );
    const tooMany = await s.add(ids['canvas-trousers']!, 4);
    expect(tooMany.body.errors?.[0]?.message).toMatch(/not enough stock \(3 remaining\)/);
    const external = await s.add(ids['trail-guidebook-partner-shop']!, 1);
    expect(external.body.errors?.[0]?.message).toMatch(/cannot be purchased/);
    const zero = await s.add(ids['tote-bag']!, 0);
    expect(zero.body.errors?.[0]?.message).toMatch(/Quantity must be between 1/);
    const unknown = await s.add(99999999, 1);
    expect(unknown.body.errors?.[0]?.message).toBe('No product found matching the ID provided.');
    const backorder = await s.add(ids['denim-jacket']!, 2);
    expect(backorder.body.errors).toBeUndefined();
  });

  it('updates quantities, removes with 0, and empties the cart', async () => {
    const s = new Shopper();
    await s.add(ids['beanie']!, 1);
    const r = await s.add(ids['tote-bag']!, 1);
    const [first, second] = r.body.data!.addToCart.cart.contents.nodes;
    const upd = await s.call<{
      updateItemQuantities: {
        cart: Cart;
        removed: { key: string }[];
        updated: { key: string; quantity: number }[];
      };
    }>(
      `mutation ($items: [CartItemQuantityInput]) { updateItemQuantities(input: { items: $items }) { updated { key quantity } removed { key } ${CART} } }`,
      {
        items: [
          { key: first!.key, quantity: 3 },
          { key: second!.key, quantity: 0 },
        ],
      },
    );
    expect(upd.body.errors).toBeUndefined();
    expect(upd.body.data!.updateItemQuantities.updated).toEqual([{ key: first!.key, quantity: 3 }]);
    expect(upd.body.data!.updateItemQuantities.removed).toEqual([{ key: second!.key }]);
    expect(upd.body.data!.updateItemQuantities.cart.contents.itemCount).toBe(3);
    const bad = await s.call(
      `mutation { updateItemQuantities(input: { items: [{ key: "nope", quantity: 1 }] }) { cart { total } } }`,
    );
    expect(bad.body.errors?.[0]?.message).toBe('No cart item found with the key: "nope".');
    const empty = await s.call<{ emptyCart: { cart: Cart; deletedCart: Cart } }>(
      `mutation { emptyCart(input: { clearPersistentCart: true }) { deletedCart { contents { itemCount } } ${CART} } }`,
    );
    expect(empty.body.data!.emptyCart.cart.isEmpty).toBe(true);
    expect(empty.body.data!.emptyCart.deletedCart.contents.itemCount).toBe(3);
    expect((await s.cart()).isEmpty).toBe(true);
  });
});

describe('coupons', () => {
  const APPLY = `mutation ($code: String!) { applyCoupon(input: { code: $code }) { applied { code discountAmount(format: RAW) } ${CART} } }`;

  it('applies a percent coupon and removes it again', async () => {
    const s = new Shopper();
    await s.add(ids['cast-iron-pan']!, 1);
    const r = await s.call<{
      applyCoupon: { applied: { code: string; discountAmount: string }; cart: Cart };
    }>(APPLY, { code: 'welcome10' });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data!.applyCoupon.applied).toEqual({ code: 'WELCOME10', discountAmount: '7.90' });
    expect(r.body.data!.applyCoupon.cart.discountTotal).toBe('7.90');
    expect(r.body.data!.applyCoupon.cart.total).toBe(((79 - 7.9) * 1.19).toFixed(2));
    const dup = await s.call(APPLY, { code: 'WELCOME10' });
    expect(dup.body.errors?.[0]?.message).toBe('Coupon code already applied!');
    const solo = await s.call(APPLY, { code: 'SOLO20' });
    expect(solo.body.errors?.[0]?.message).toBe(
      'Sorry, coupon "SOLO20" cannot be used in conjunction with other coupons.',
    );
    const removed = await s.call<{ removeCoupons: { cart: Cart } }>(
      `mutation { removeCoupons(input: { codes: ["WELCOME10"] }) { ${CART} } }`,
    );
    expect(removed.body.data!.removeCoupons.cart.appliedCoupons).toBeNull();
    expect(removed.body.data!.removeCoupons.cart.discountTotal).toBe('0.00');
  });

  it('explains why a coupon does not apply', async () => {
    const s = new Shopper();
    await s.add(ids['postcard-set']!, 1);
    const cases: [string, string][] = [
      ['NOPE', 'Coupon "NOPE" does not exist!'],
      ['EXPIRED', 'This coupon has expired.'],
      ['USEDUP', 'Coupon usage limit has been reached.'],
      ['SAVE5', 'The minimum spend for this coupon is €30.00.'],
      ['MUG3', 'Sorry, this coupon is not applicable to selected products.'],
      ['  ', 'Please enter a coupon code.'],
    ];
    for (const [code, message] of cases) {
      const r = await s.call(APPLY, { code });
      expect(r.body.errors?.[0]?.message, code).toBe(message);
    }
  });

  it('applies fixed-product and free-shipping coupons', async () => {
    const s = new Shopper();
    await s.add(ids['ceramic-mug']!, 2, {
      variation: [{ attributeName: 'pa_color', attributeValue: 'white' }],
    });
    const mug = await s.call<{ applyCoupon: { cart: Cart } }>(APPLY, { code: 'MUG3' });
    expect(mug.body.data!.applyCoupon.cart.discountTotal).toBe('6.00');
    const ship = await s.call<{ applyCoupon: { cart: Cart } }>(APPLY, { code: 'FREESHIP' });
    expect(ship.body.data!.applyCoupon.cart.chosenShippingMethods[0]).toMatch(/^free_shipping/);
    expect(ship.body.data!.applyCoupon.cart.shippingTotal).toBe('0.00');
  });
});

describe('shipping', () => {
  it('follows the customer country: zones, rates, tax and the chosen method', async () => {
    const s = new Shopper();
    await s.add(ids['cast-iron-pan']!, 1);
    const pickup = (await s.cart()).availableShippingMethods[0]!.rates.find(
      (r) => r.methodId === 'local_pickup',
    )!;
    const chosen = await s.call<{ updateShippingMethod: { cart: Cart } }>(
      `mutation ($m: [String]) { updateShippingMethod(input: { shippingMethods: $m }) { ${CART} } }`,
      { m: [pickup.id] },
    );
    expect(chosen.body.data!.updateShippingMethod.cart.chosenShippingMethods).toEqual([pickup.id]);
    const bad = await s.call(
      `mutation { updateShippingMethod(input: { shippingMethods: ["flat_rate:999"] }) { cart { total } } }`,
    );
    expect(bad.body.errors?.[0]?.message).toMatch(/not available/);

    const moved = await s.call<{
      updateCustomer: { customer: { shipping: { country: string; state: string } } };
    }>(
      `mutation { updateCustomer(input: { shipping: { country: US, state: "NY" }, billing: { country: US, state: "NY" } }) { customer { shipping { country state } } } }`,
    );
    expect(moved.body.errors).toBeUndefined();
    expect(moved.body.data!.updateCustomer.customer.shipping).toEqual({ country: 'US', state: 'NY' });
    const us = await s.cart();
    expect(us.availableShippingMethods[0]!.rates.map((r) => r.methodId)).toEqual(['flat_rate']);
    expect(us.shippingTotal).toBe('14.90');
    expect(us.totalTax).toBe('0.00');
    const badState = await s.call(
      `mutation { updateCustomer(input: { shipping: { country: US, state: "XX" } }) { customer { id } } }`,
    );
    expect(badState.body.errors?.[0]?.message).toMatch(/State \/ County is not valid/);
    const guestName = await s.call(
      `mutation { updateCustomer(input: { firstName: "Eve" }) { customer { id } } }`,
    );
    expect(guestName.body.errors?.[0]?.message).toBe('You must be logged in to update account details.');
  });

  it('lists countries and states', async () => {
    const r = await server.gql<{
      allowedCountries: string[];
      countryStates: { code: string; name: string }[];
    }>(`{ allowedCountries countryStates(country: BR) { code name } }`);
    expect(r.body.data!.allowedCountries).toEqual(
      expect.arrayContaining(['DE', 'FR', 'ES', 'IT', 'PT', 'BR', 'US']),
    );
    expect(r.body.data!.countryStates).toContainEqual({ code: 'SP', name: 'São Paulo' });
    const none = await server.gql<{ countryStates: unknown[] }>(`{ countryStates(country: DE) { code } }`);
    expect(none.body.data!.countryStates).toEqual([]);
  });
});
