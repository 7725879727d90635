import type { CountriesEnum, Resolvers } from '../__generated__/resolvers.ts';
import { STATES, validateAddress } from '../domain/countries.ts';
import { registerAndSignIn, updateCustomer } from '../domain/customers.ts';
import { customerDownloads } from '../domain/downloads.ts';
import { UserError } from '../domain/errors.ts';
import { limitClient } from '../domain/limits.ts';
import { parseId, toGlobalId } from '../domain/ids.ts';
import { isPayingCustomer, lastOrder, orderCount, totalSpent } from '../domain/orders.ts';
import { metaEntries, wpDate } from './wordpress.ts';
import { fromList } from './connection.ts';
import { tokensFor } from './auth.ts';
import { listGuestOrders, listOrders } from './orders.ts';

/** The customer: who is logged in, their details and addresses, registration and updates. */
export const accountResolvers: Resolvers = {
  RootQuery: {
    viewer: (_, _a, ctx) => ctx.viewer(),
    customer: async (_, a, ctx) => {
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
    // The allowed_countries setting holds ISO codes, which CountriesEnum lists.
    allowedCountries: (_, _a, ctx) => ctx.config.allowedCountries as CountriesEnum[],
    countryStates: (_, a) => Object.entries(STATES[a.country] ?? {}).map(([code, name]) => ({ code, name })),
  },
  RootMutation: {
    registerCustomer: async (_, { input }, ctx) => {
      await limitClient(ctx.db, 'register', ctx.ip);
      const customer = await registerAndSignIn(ctx.db, ctx.session, input, ctx.config.allowedCountries);
      ctx.viewerId = customer.id;
      return { clientMutationId: input.clientMutationId, customer: { row: customer }, viewer: customer };
    },
    updateCustomer: async (_, { input }, ctx) => {
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
    id: (c) => toGlobalId('customer', c.row?.id ?? 'guest'),
    databaseId: (c) => c.row?.id ?? null,
    email: async (c, _a, ctx) => c.row?.email ?? (await ctx.session.read()).customer.billing.email ?? null,
    firstName: (c) => c.row?.first_name ?? null,
    lastName: (c) => c.row?.last_name ?? null,
    displayName: (c) => c.row?.display_name ?? null,
    username: (c) => c.row?.username ?? null,
    role: (c) => c.row?.role ?? 'guest',
    date: (c) => wpDate(c.row?.created_at),
    billing: async (c, _a, ctx) => c.row?.billing ?? (await ctx.session.read()).customer.billing,
    shipping: async (c, _a, ctx) => c.row?.shipping ?? (await ctx.session.read()).customer.shipping,
    sessionToken: (_c, _a, ctx) => ctx.session.token(),
    isPayingCustomer: async (c, _a, ctx) => (c.row ? isPayingCustomer(ctx.db, c.row.id) : false),
    orderCount: async (c, _a, ctx) => (c.row ? orderCount(ctx.db, c.row.id) : 0),
    totalSpent: async (c, _a, ctx) => (c.row ? (await totalSpent(ctx.db, c.row.id)) / 100 : 0),
    lastOrder: async (c, _a, ctx) => (c.row ? lastOrder(ctx.db, c.row.id) : null),
    orders: async (c, a, ctx) => {
      if (!c.row) return ctx.viewerId ? fromList([], a) : listGuestOrders(ctx, a);
      if (c.row.id !== ctx.viewerId)
        throw new UserError('Not authorized to access these orders', 'FORBIDDEN');
      return listOrders(ctx, c.row.id, a);
    },
    downloadableItems: async (c, a, ctx) => {
      if (!c.row) return fromList([], a);
      if (c.row.id !== ctx.viewerId)
        throw new UserError('Not authorized to access these downloads', 'FORBIDDEN');
      return fromList(await customerDownloads(ctx.db, c.row.id), a, 100, 100);
    },
    // A customer's meta data is theirs alone (it holds e.g. their wishlist): others read an empty list.
    metaData: (c, a, ctx) => (c.row && c.row.id === ctx.viewerId ? metaEntries(c.row.meta ?? [], a) : []),
    auth: async (c, _a, ctx) =>
      c.row && c.row.id === ctx.viewerId
        ? { ...tokensFor(ctx, c.row), wooSessionToken: await ctx.session.token() }
        : null,
  },
};
