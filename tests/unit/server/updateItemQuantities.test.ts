import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Ctx } from '../../../server/context.ts';
import type { Queryable } from '../../../server/db/connection.ts';
import type { CartView, SessionData } from '../../../server/domain/cartModel.ts';

// The cart's pricing, counted: each call is a full pricing run (prices, coupons, shipping zone, tax).
const computeCart = vi.hoisted(() => vi.fn());
vi.mock('../../../server/domain/cartTotals.ts', () => ({ computeCart, loadCoupons: vi.fn() }));

const { cartResolvers } = await import('../../../server/resolvers/cart.ts');

type Payload = { removed: { line: { key: string; quantity: number } }[]; updated: unknown[] };
const updateItemQuantities = (cartResolvers.RootMutation as Record<string, unknown>).updateItemQuantities as (
  parent: unknown,
  args: { input: { items: { key: string; quantity: number }[] } },
  ctx: Ctx,
) => Promise<Payload>;

/** A session with two lines, whose product rows allow any quantity. */
function context() {
  const data: SessionData = {
    cart: [
      { key: 'a', productId: 1, variationId: null, quantity: 1, variation: {} },
      { key: 'b', productId: 2, variationId: null, quantity: 2, variation: {} },
    ],
    coupons: [],
    chosenShipping: [],
    customer: { billing: {}, shipping: {} },
  };
  const tx = {
    query: () => Promise.resolve([{ name: 'Product', stock_status: 'instock', manage_stock: false }]),
  } as unknown as Queryable;
  const ctx = {
    viewer: () => Promise.resolve(null),
    session: {
      assertCartUsable: () => {},
      mutate: <T>(fn: (d: SessionData, q: Queryable) => Promise<T>) => fn(data, tx),
    },
  } as unknown as Ctx;
  return ctx;
}

beforeEach(() => {
  computeCart.mockReset();
  computeCart.mockImplementation((_db: Queryable, data: SessionData): Promise<CartView> =>
    Promise.resolve({
      lines: data.cart.map((line) => ({ line: { ...line } })),
      coupons: [],
    } as unknown as CartView),
  );
});

describe('updateItemQuantities', () => {
  it('prices the cart once for a quantity change', async () => {
    const answer = await updateItemQuantities(
      null,
      { input: { items: [{ key: 'a', quantity: 3 }] } },
      context(),
    );
    expect(computeCart).toHaveBeenCalledTimes(1);
    expect(answer.updated).toHaveLength(1);
    expect(answer.removed).toEqual([]);
  });

  it('prices the cart before the change too when a line is removed, to answer with that line as it was', async () => {
    const answer = await updateItemQuantities(
      null,
      { input: { items: [{ key: 'b', quantity: 0 }] } },
      context(),
    );
    expect(computeCart).toHaveBeenCalledTimes(2);
    expect(answer.removed.map((view) => view.line)).toEqual([
      expect.objectContaining({ key: 'b', quantity: 2 }),
    ]);
  });
});
