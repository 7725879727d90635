import type { Resolvers } from '../__generated__/resolvers.ts';
import type { Ctx } from '../context.ts';
import type { Queryable } from '../db/connection.ts';
import { addToCart, applyCoupon, updateQuantities } from '../domain/cart.ts';
import { computeCart } from '../domain/cartTotals.ts';
import { UserError, check } from '../domain/errors.ts';
import { toGlobalId } from '../domain/ids.ts';
import { price } from '../domain/money.ts';
import type { CartLine, CartView, LineView, SessionData } from '../domain/cartModel.ts';
import { variationAttributes } from './wordpress.ts';
import { fromList } from './connection.ts';

/** The cart as resolvers see it: computed totals plus lines. */
async function view(ctx: Ctx, data: SessionData, q: Queryable = ctx.db): Promise<CartView> {
  const viewer = await ctx.viewer();
  return computeCart(q, data, { email: viewer?.email ?? null, customerId: viewer?.id ?? null });
}

/** Loads the session's cart (read-only; creates nothing). */
export async function currentCart(ctx: Ctx): Promise<CartView> {
  ctx.session.assertCartUsable();
  return view(ctx, await ctx.session.read());
}

function lineOf(v: CartView, key: string): LineView | null {
  return v.lines.find((l) => l.line.key === key) ?? null;
}

/** Keeps the stored coupon list in step with what still applies (the shipping choice stays the shopper's explicit one). */
function syncCoupons(data: SessionData, v: CartView): void {
  data.coupons = v.coupons.map((c) => c.code);
}

async function mutateCart<T>(
  ctx: Ctx,
  fn: (data: SessionData, tx: Queryable) => Promise<T>,
): Promise<{ result: T; cart: CartView }> {
  ctx.session.assertCartUsable();
  return ctx.session.mutate(async (data, tx) => {
    const result = await fn(data, tx);
    const cart = await view(ctx, data, tx);
    syncCoupons(data, cart);
    return { result, cart };
  });
}

/** A removed line as it was before removal (its product rows loaded). */
function removedLine(before: CartView, line: CartLine): LineView | null {
  return before.lines.find((l) => l.line.key === line.key) ?? null;
}

const present = <T>(value: T | null | undefined): value is T => value !== null && value !== undefined;

export const cartResolvers: Resolvers = {
  RootQuery: {
    cart: (_, _a, ctx) => currentCart(ctx),
  },
  RootMutation: {
    addToCart: async (_, { input }, ctx) => {
      const { result, cart } = await mutateCart(ctx, (data, tx) => addToCart(tx, data, input));
      return { clientMutationId: input.clientMutationId, cart, cartItem: lineOf(cart, result.key) };
    },
    updateItemQuantities: async (_, { input }, ctx) => {
      const items = (input.items ?? []).filter(present);
      const { result, cart } = await mutateCart(ctx, async (data, tx) => {
        // Only a removed line (quantity 0) is answered as it was before the change: the cart is priced twice then.
        const before = items.some((item) => item.quantity === 0) ? await view(ctx, data, tx) : null;
        const changes = await updateQuantities(tx, data, items);
        return { ...changes, before };
      });
      const { before } = result;
      const removed = before ? result.removed.map((line) => removedLine(before, line)) : [];
      const updated = result.updated.map((l) => lineOf(cart, l.key)).filter(Boolean);
      const removedItems = removed.filter(Boolean);
      return {
        clientMutationId: input.clientMutationId,
        cart,
        items: [...updated, ...removedItems],
        updated,
        removed: removedItems,
      };
    },
    removeItemsFromCart: async (_, { input }, ctx) => {
      const keys = (input.keys ?? []).filter((k): k is string => !!k);
      check(input.all || keys.length, 'No cart item keys were given.');
      const { result, cart } = await mutateCart(ctx, async (data, tx) => {
        const before = await view(ctx, data, tx);
        const removed = input.all ? data.cart : data.cart.filter((l) => keys.includes(l.key));
        for (const k of keys)
          if (!data.cart.some((l) => l.key === k))
            throw new UserError(`No cart item found with the key: "${k}".`);
        data.cart = input.all ? [] : data.cart.filter((l) => !keys.includes(l.key));
        return removed.map((line) => removedLine(before, line));
      });
      return { clientMutationId: input.clientMutationId, cart, cartItems: result };
    },
    emptyCart: async (_, { input }, ctx) => {
      const { result, cart } = await mutateCart(ctx, async (data, tx) => {
        const before = await view(ctx, { ...data, cart: [...data.cart], coupons: [...data.coupons] }, tx);
        data.cart = [];
        data.coupons = [];
        return before;
      });
      return { clientMutationId: input.clientMutationId, cart, deletedCart: result };
    },
    applyCoupon: async (_, { input }, ctx) => {
      const viewer = await ctx.viewer();
      const { cart } = await mutateCart(ctx, (data, tx) =>
        applyCoupon(tx, data, input.code, { email: viewer?.email, customerId: viewer?.id }),
      );
      const applied =
        cart.coupons.find((c) => c.code.toLowerCase() === input.code.trim().toLowerCase()) ?? null;
      return { clientMutationId: input.clientMutationId, cart, applied };
    },
    removeCoupons: async (_, { input }, ctx) => {
      const codes = (input.codes ?? []).filter((c): c is string => !!c).map((c) => c.trim().toLowerCase());
      check(codes.length, 'No coupon codes were given.');
      const { cart } = await mutateCart(ctx, (data) => {
        const missing = codes.filter((c) => !data.coupons.some((x) => x.toLowerCase() === c));
        if (missing.length) throw new UserError(`Coupon "${missing[0]}" is not applied to the cart.`);
        data.coupons = data.coupons.filter((c) => !codes.includes(c.toLowerCase()));
        return Promise.resolve();
      });
      return { clientMutationId: input.clientMutationId, cart };
    },
    updateShippingMethod: async (_, { input }, ctx) => {
      const methods = (input.shippingMethods ?? []).filter((m): m is string => !!m);
      check(methods.length, 'No shipping method was given.');
      const { cart } = await mutateCart(ctx, async (data, tx) => {
        const available = await view(ctx, data, tx);
        for (const m of methods) {
          if (!available.rates.some((r) => r.id === m)) {
            throw new UserError(
              `Shipping method "${m}" is not available. Choose one of: ${available.rates.map((r) => r.id).join(', ') || 'none'}.`,
            );
          }
        }
        data.chosenShipping = methods.slice(0, 1);
      });
      return { clientMutationId: input.clientMutationId, cart };
    },
  },
  Cart: {
    appliedCoupons: (c) => (c.coupons.length ? c.coupons : null),
    availableShippingMethods: (c) =>
      c.needsShipping
        ? [
            {
              packageDetails: c.lines
                .map((l) => `${(l.variation ?? l.product).name} ×${l.line.quantity}`)
                .join(', '),
              supportsShippingCalculator: true,
              rates: c.rates,
            },
          ]
        : [],
    chosenShippingMethods: (c) => c.chosenShipping,
    contents: (c, a) => ({
      // WooGraphQL's cart item cursors name the item key.
      ...fromList(c.lines, a, 100, 100, (l) => l.line.key),
      itemCount: c.lines.reduce((s, l) => s + l.line.quantity, 0),
      productCount: c.lines.length,
    }),
    contentsTax: (c, a) => price(c.contentsTax, a.format),
    contentsTotal: (c, a) => price(c.contentsTotal, a.format),
    discountTax: (c, a) => price(c.discountTax, a.format),
    discountTotal: (c, a) => price(c.discountTotal, a.format),
    displayPricesIncludeTax: () => false,
    feeTax: (_c, a) => price(0, a.format),
    feeTotal: (_c, a) => price(0, a.format),
    fees: () => null,
    isEmpty: (c) => c.lines.length === 0,
    needsShippingAddress: (c) => c.needsShipping,
    shippingTax: (c, a) => price(c.shippingTax, a.format),
    shippingTotal: (c, a) => price(c.shippingTotal, a.format),
    subtotal: (c, a) => price(c.subtotal, a.format),
    subtotalTax: (c, a) => price(c.subtotalTax, a.format),
    total: (c, a) => price(c.total, a.format),
    totalTax: (c, a) => price(c.totalTax, a.format),
  },
  AppliedCoupon: {
    discountAmount: (c, a) =>
      price(a.excludeTax === false ? c.discount + c.discountTax : c.discount, a.format),
    discountTax: (c, a) => price(c.discountTax, a.format),
  },
  ShippingRate: {
    cost: (r) => price(r.cost, 'RAW'),
  },
  SimpleCartItem: {
    key: (l) => l.line.key,
    quantity: (l) => l.line.quantity,
    subtotal: (l, a) => price(l.subtotal, a.format),
    subtotalTax: (l, a) => price(l.subtotalTax, a.format),
    total: (l, a) => price(l.total, a.format),
    tax: (l, a) => price(l.tax, a.format),
    product: (l) => ({
      cursor: '',
      node: l.product,
      simpleVariations: Object.entries(l.line.variation).map(([name, value]) => ({
        id: toGlobalId('simple_attribute', `${l.line.key}:${name}`),
        name,
        value,
      })),
    }),
    variation: async (l, _a, ctx) =>
      l.variation
        ? {
            cursor: '',
            node: l.variation,
            attributes: await variationAttributes(l.line.variation, l.variation.id, ctx),
          }
        : null,
    extraData: (l, a) => {
      const keys = [...(a.keysIn ?? []), ...(a.key ? [a.key] : [])];
      return Object.entries(l.line.extraData ?? {})
        .filter(([k]) => !keys.length || keys.includes(k))
        .map(([key, value], i) => ({ id: String(i + 1), key, value }));
    },
  },
  CartItem: { __resolveType: () => 'SimpleCartItem' },
};
