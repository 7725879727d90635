import type { Ctx } from '../context.ts';
import { addToCart, applyCoupon, updateQuantities, type AddToCartInput } from '../domain/cart.ts';
import { UserError, check } from '../domain/errors.ts';
import { toGlobalId } from '../domain/ids.ts';
import { price, type PriceFormat } from '../domain/money.ts';
import { computeCart } from '../domain/cartTotals.ts';
import type { CartLine, CartView, LineView, SessionData } from '../domain/pricing.ts';
import { variationAttributes } from './catalog.ts';
import { fromList, type ConnectionArgs } from './connection.ts';

type Args = Record<string, unknown>;
const fmt = (a: Args): PriceFormat => a.format as PriceFormat;

/** The cart as resolvers see it: computed totals plus lines. */
async function view(ctx: Ctx, data: SessionData, q = ctx.db): Promise<CartView> {
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
  fn: (data: SessionData, tx: Ctx['db']) => Promise<T>,
): Promise<{ result: T; cart: CartView }> {
  ctx.session.assertCartUsable();
  return ctx.session.mutate(async (data, tx) => {
    const result = await fn(data, tx as Ctx['db']);
    const cart = await view(ctx, data, tx as Ctx['db']);
    syncCoupons(data, cart);
    return { result, cart };
  });
}

const cartItemFields = {
  id: (l: LineView) => toGlobalId('cart_item', l.line.key),
  key: (l: LineView) => l.line.key,
  quantity: (l: LineView) => l.line.quantity,
  subtotal: (l: LineView, a: Args) => price(l.subtotal, fmt(a)),
  subtotalTax: (l: LineView, a: Args) => price(l.subtotalTax, fmt(a)),
  total: (l: LineView, a: Args) => price(l.total, fmt(a)),
  tax: (l: LineView, a: Args) => price(l.tax, fmt(a)),
  product: (l: LineView) => ({
    cursor: '',
    node: l.product,
    simpleVariations: Object.entries(l.line.variation).map(([name, value]) => ({
      id: toGlobalId('simple_attribute', `${l.line.key}:${name}`),
      name,
      value,
    })),
  }),
  variation: async (l: LineView, _a: Args, ctx: Ctx) =>
    l.variation
      ? {
          cursor: '',
          node: l.variation,
          attributes: await variationAttributes(l.line.variation, l.variation.id, ctx),
        }
      : null,
  extraData: (l: LineView, a: Args) => {
    const keys = [...((a.keysIn as string[] | null) ?? []), ...(a.key ? [a.key as string] : [])];
    return Object.entries(l.line.extraData ?? {})
      .filter(([k]) => !keys.length || keys.includes(k))
      .map(([key, value], i) => ({ id: String(i + 1), key, value }));
  },
};

export const cartResolvers = {
  RootQuery: {
    cart: (_: unknown, _a: Args, ctx: Ctx) => currentCart(ctx),
  },
  RootMutation: {
    addToCart: async (
      _: unknown,
      { input }: { input: AddToCartInput & { clientMutationId?: string } },
      ctx: Ctx,
    ) => {
      const { result, cart } = await mutateCart(ctx, (data, tx) => addToCart(tx, data, input));
      return { clientMutationId: input.clientMutationId, cart, cartItem: lineOf(cart, result.key) };
    },
    updateItemQuantities: async (
      _: unknown,
      {
        input,
      }: {
        input: { items?: ({ key: string; quantity: number } | null)[] | null; clientMutationId?: string };
      },
      ctx: Ctx,
    ) => {
      const items = (input.items ?? []).filter((i): i is { key: string; quantity: number } => !!i);
      const { result, cart } = await mutateCart(ctx, async (data, tx) => {
        const before = await view(ctx, data, tx);
        const changes = await updateQuantities(tx, data, items);
        return { ...changes, before };
      });
      const removed = result.removed.map((line) => removedLine(result.before, line));
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
    removeItemsFromCart: async (
      _: unknown,
      {
        input,
      }: { input: { keys?: (string | null)[] | null; all?: boolean | null; clientMutationId?: string } },
      ctx: Ctx,
    ) => {
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
    emptyCart: async (
      _: unknown,
      { input }: { input: { clearPersistentCart?: boolean | null; clientMutationId?: string } },
      ctx: Ctx,
    ) => {
      const { result, cart } = await mutateCart(ctx, async (data, tx) => {
        const before = await view(ctx, { ...data, cart: [...data.cart], coupons: [...data.coupons] }, tx);
        data.cart = [];
        data.coupons = [];
        return before;
      });
      return { clientMutationId: input.clientMutationId, cart, deletedCart: result };
    },
    applyCoupon: async (
      _: unknown,
      { input }: { input: { code: string; clientMutationId?: string } },
      ctx: Ctx,
    ) => {
      const viewer = await ctx.viewer();
      const { cart } = await mutateCart(ctx, (data, tx) =>
        applyCoupon(tx, data, input.code, { email: viewer?.email, customerId: viewer?.id }),
      );
      const applied =
        cart.coupons.find((c) => c.code.toLowerCase() === input.code.trim().toLowerCase()) ?? null;
      return { clientMutationId: input.clientMutationId, cart, applied };
    },
    removeCoupons: async (
      _: unknown,
      { input }: { input: { codes?: (string | null)[] | null; clientMutationId?: string } },
      ctx: Ctx,
    ) => {
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
    updateShippingMethod: async (
      _: unknown,
      { input }: { input: { shippingMethods?: (string | null)[] | null; clientMutationId?: string } },
      ctx: Ctx,
    ) => {
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
    appliedCoupons: (c: CartView) => (c.coupons.length ? c.coupons : null),
    availableShippingMethods: (c: CartView) =>
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
    chosenShippingMethods: (c: CartView) => c.chosenShipping,
    contents: (c: CartView, a: ConnectionArgs) => ({
      // WooGraphQL's cart item cursors name the item key.
      ...fromList(c.lines, a, 100, 100, (l) => l.line.key),
      itemCount: c.lines.reduce((s, l) => s + l.line.quantity, 0),
      productCount: c.lines.length,
    }),
    contentsTax: (c: CartView, a: Args) => price(c.contentsTax, fmt(a)),
    contentsTotal: (c: CartView, a: Args) => price(c.contentsTotal, fmt(a)),
    discountTax: (c: CartView, a: Args) => price(c.discountTax, fmt(a)),
    discountTotal: (c: CartView, a: Args) => price(c.discountTotal, fmt(a)),
    displayPricesIncludeTax: () => false,
    feeTax: (_c: CartView, a: Args) => price(0, fmt(a)),
    feeTotal: (_c: CartView, a: Args) => price(0, fmt(a)),
    fees: () => null,
    isEmpty: (c: CartView) => c.lines.length === 0,
    needsShippingAddress: (c: CartView) => c.needsShipping,
    shippingTax: (c: CartView, a: Args) => price(c.shippingTax, fmt(a)),
    shippingTotal: (c: CartView, a: Args) => price(c.shippingTotal, fmt(a)),
    subtotal: (c: CartView, a: Args) => price(c.subtotal, fmt(a)),
    subtotalTax: (c: CartView, a: Args) => price(c.subtotalTax, fmt(a)),
    total: (c: CartView, a: Args) => price(c.total, fmt(a)),
    totalTax: (c: CartView, a: Args) => price(c.totalTax, fmt(a)),
  },
  AppliedCoupon: {
    discountAmount: (c: { discount: number; discountTax: number }, a: Args) =>
      price(a.excludeTax === false ? c.discount + c.discountTax : c.discount, fmt(a)),
    discountTax: (c: { discountTax: number }, a: Args) => price(c.discountTax, fmt(a)),
  },
  ShippingRate: {
    cost: (r: { cost: number }) => price(r.cost, 'RAW'),
  },
  SimpleCartItem: cartItemFields,
  CartItem: { __resolveType: () => 'SimpleCartItem' },
};

/** A removed line as it was before removal (its product rows loaded). */
function removedLine(before: CartView, line: CartLine): LineView | null {
  return before.lines.find((l) => l.line.key === line.key) ?? null;
}
