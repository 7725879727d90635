import type { Ctx } from '../context.ts';
import { STATES, validateAddress } from '../domain/countries.ts';
import {
  registerAndSignIn,
  updateCustomer,
  type CustomerRow,
  type RegisterInput,
  type UpdateInput,
} from '../domain/customers.ts';
import { customerDownloads } from '../domain/downloads.ts';
import { UserError } from '../domain/errors.ts';
import { limitClient } from '../domain/limits.ts';
import { parseId, toGlobalId } from '../domain/ids.ts';
import { isPayingCustomer, lastOrder, orderCount, totalSpent } from '../domain/orders.ts';
import type { Address } from '../domain/pricing.ts';
import { wpDate } from './catalog.ts';
import { fromList, type ConnectionArgs } from './connection.ts';
import { tokensFor } from './auth.ts';
import { listGuestOrders, listOrders, type OrdersArgs } from './orders.ts';

type Args = Record<string, unknown>;

/** A Customer object: a registered customer, or the guest of the current session. */
export interface CustomerView {
  row: CustomerRow | null;
}

/** The customer: who is logged in, their details and addresses, registration and updates. */
export const accountResolvers = {
  RootQuery: {
    viewer: (_: unknown, _a: Args, ctx: Ctx) => ctx.viewer(),
    customer: async (
      _: unknown,
      a: { customerId?: number | null; id?: string | null },
      ctx: Ctx,
    ): Promise<CustomerView> => {
      const viewer = await ctx.viewer();
      if (a.customerId !== undefined && a.customerId !== null) {
        if (!viewer || viewer.id !== a.customerId)
          throw new UserError('Not authorized to access this customer', 'FORBIDDEN');
      }
      if (a.id) {
        const id = parseId(a.id, ['customer', 'user'], 'customer id');
        if (!viewer || viewer.id !== id)
          throw new UserError('Not authorized to access this customer', 'FORBIDDEN');
      }
      return { row: viewer };
    },
    allowedCountries: (_: unknown, _a: Args, ctx: Ctx) => ctx.config.allowedCountries,
    countryStates: (_: unknown, a: { country: string }) =>
      Object.entries(STATES[a.country] ?? {}).map(([code, name]) => ({ code, name })),
  },
  RootMutation: {
    registerCustomer: async (
      _: unknown,
      { input }: { input: RegisterInput & { clientMutationId?: string } },
      ctx: Ctx,
    ) => {
      await limitClient(ctx.db, 'register', ctx.ip);
      const customer = await registerAndSignIn(ctx.db, ctx.session, input, ctx.config.allowedCountries);
      ctx.viewerId = customer.id;
      return { clientMutationId: input.clientMutationId, customer: { row: customer }, viewer: customer };
    },
    updateCustomer: async (
      _: unknown,
      { input }: { input: UpdateInput & { clientMutationId?: string } },
      ctx: Ctx,
    ) => {
      const viewer = await ctx.viewer();
      if (input.id) {
        const id = input.id === 'guest' ? 0 : parseId(input.id, ['customer', 'user'], 'customer id');
        if (!viewer || viewer.id !== id)
          throw new UserError('Not authorized to update this customer', 'FORBIDDEN');
      }
      if (!viewer) {
        const forbidden = (
          ['email', 'password', 'firstName', 'lastName', 'displayName', 'metaData'] as const
        ).filter((k) => input[k] !== undefined && input[k] !== null);
        if (forbidden.length)
          throw new UserError('You must be logged in to update account details.', 'UNAUTHENTICATED');
      }
      // The session keeps the destination for shipping and tax, for guests and customers alike.
      const billing = input.billing
        ? validateAddress(input.billing, ctx.config.allowedCountries, { required: false, label: 'Billing' })
        : null;
      const shipping = input.shippingSameAsBilling
        ? billing
        : input.shipping
          ? validateAddress(input.shipping, ctx.config.allowedCountries, {
              required: false,
              label: 'Shipping',
            })
          : null;
      let row = viewer;
      if (viewer)
        row = await ctx.db.transaction((tx) =>
          updateCustomer(tx, viewer, input, ctx.config.allowedCountries),
        );
      if (billing || shipping) {
        await ctx.session.mutate((data) => {
          if (billing) data.customer.billing = { ...data.customer.billing, ...billing };
          if (shipping) data.customer.shipping = { ...data.customer.shipping, ...shipping };
          return Promise.resolve();
        });
      }
      return { clientMutationId: input.clientMutationId, customer: { row } };
    },
  },
  Customer: {
    id: (c: CustomerView) => toGlobalId('customer', c.row?.id ?? 'guest'),
    databaseId: (c: CustomerView) => c.row?.id ?? null,
    email: async (c: CustomerView, _a: Args, ctx: Ctx) =>
      c.row?.email ?? (await ctx.session.read()).customer.billing.email ?? null,
    firstName: (c: CustomerView) => c.row?.first_name ?? null,
    lastName: (c: CustomerView) => c.row?.last_name ?? null,
    displayName: (c: CustomerView) => c.row?.display_name ?? null,
    username: (c: CustomerView) => c.row?.username ?? null,
    role: (c: CustomerView) => c.row?.role ?? 'guest',
    date: (c: CustomerView) => wpDate(c.row?.created_at),
    billing: async (c: CustomerView, _a: Args, ctx: Ctx): Promise<Address> =>
      c.row?.billing ?? (await ctx.session.read()).customer.billing,
    shipping: async (c: CustomerView, _a: Args, ctx: Ctx): Promise<Address> =>
      c.row?.shipping ?? (await ctx.session.read()).customer.shipping,
    sessionToken: (_c: CustomerView, _a: Args, ctx: Ctx) => ctx.session.token(),
    isPayingCustomer: async (c: CustomerView, _a: Args, ctx: Ctx) =>
      c.row ? isPayingCustomer(ctx.db, c.row.id) : false,
    orderCount: async (c: CustomerView, _a: Args, ctx: Ctx) => (c.row ? orderCount(ctx.db, c.row.id) : 0),
    totalSpent: async (c: CustomerView, _a: Args, ctx: Ctx) =>
      c.row ? (await totalSpent(ctx.db, c.row.id)) / 100 : 0,
    lastOrder: async (c: CustomerView, _a: Args, ctx: Ctx) => (c.row ? lastOrder(ctx.db, c.row.id) : null),
    orders: async (c: CustomerView, a: OrdersArgs, ctx: Ctx) => {
      if (!c.row) return ctx.viewerId ? fromList([], a) : listGuestOrders(ctx, a);
      if (c.row.id !== ctx.viewerId)
        throw new UserError('Not authorized to access these orders', 'FORBIDDEN');
      return listOrders(ctx, c.row.id, a);
    },
    downloadableItems: async (c: CustomerView, a: ConnectionArgs, ctx: Ctx) => {
      if (!c.row) return fromList([], a);
      if (c.row.id !== ctx.viewerId)
        throw new UserError('Not authorized to access these downloads', 'FORBIDDEN');
      return fromList(await customerDownloads(ctx.db, c.row.id), a, 100, 100);
    },
    // A customer's meta data is theirs alone (it holds e.g. their wishlist): others read an empty list.
    metaData: (c: CustomerView, a: Args, ctx: Ctx) => {
      if (!c.row || c.row.id !== ctx.viewerId) return [];
      const keys = [...((a.keysIn as string[] | null) ?? []), ...(a.key ? [a.key as string] : [])];
      const list = (c.row.meta ?? []).map((m, i) => ({ id: String(i + 1), key: m.key, value: m.value }));
      const filtered = keys.length ? list.filter((m) => keys.includes(m.key)) : list;
      return a.multiple === false && keys.length ? filtered.slice(0, 1) : filtered;
    },
    auth: async (c: CustomerView, _a: Args, ctx: Ctx) =>
      c.row && c.row.id === ctx.viewerId
        ? { ...(await tokensFor(ctx, c.row)), wooSessionToken: await ctx.session.token() }
        : null,
  },
};
