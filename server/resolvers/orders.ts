import type { OrderStatusEnum, Resolvers } from '../__generated__/resolvers.ts';
import type { Ctx } from '../context.ts';
import { gateways, placeOrder, quoteOrder, type CheckoutInput, type OrderRow } from '../domain/checkout.ts';
import { customerById, type CustomerRow } from '../domain/customers.ts';
import { orderDownloads } from '../domain/downloads.ts';
import { UserError, check } from '../domain/errors.ts';
import { limitClient } from '../domain/limits.ts';
import { StripeError, type StripeIntent } from '../domain/payments.ts';
import { parseId, toGlobalId } from '../domain/ids.ts';
import { CURRENCY, price } from '../domain/money.ts';
import {
  customerOrders,
  guestOrders,
  includedOrderIds,
  orderById,
  orderByKey,
  orderHasDownloads,
  orderLines,
  orderNeedsProcessing,
} from '../domain/orders.ts';
import { currentCart } from './cart.ts';
import { productDownload, wpDate } from './wordpress.ts';
import { fromList, type ConnectionArgs } from './connection.ts';

const ORDER_STATUS: Partial<Record<string, OrderStatusEnum>> = {
  pending: 'PENDING',
  processing: 'PROCESSING',
  'on-hold': 'ON_HOLD',
  completed: 'COMPLETED',
  cancelled: 'CANCELLED',
  refunded: 'REFUNDED',
  failed: 'FAILED',
  'checkout-draft': 'CHECKOUT_DRAFT',
};

function requireViewer(ctx: Ctx): number {
  if (!ctx.viewerId) throw new UserError('You must be logged in to do that.', 'UNAUTHENTICATED');
  return ctx.viewerId;
}

/**
 * Whether the root `order` field may return this order: only to its logged-in customer. WooGraphQL's resolver
 * lets through a logged-in owner or a shop manager and nobody else, whatever the `idType`; guests read their
 * orders through `customer.orders` instead.
 */
function canSee(ctx: Ctx, order: OrderRow): boolean {
  return ctx.viewerId !== null && order.customer_id === ctx.viewerId;
}

/** For a Stripe checkout, the PaymentIntent named by `transactionId` (read before any database transaction). */
async function fetchStripeIntent(
  ctx: Ctx,
  input: CheckoutInput,
): Promise<StripeIntent | { error: string } | null> {
  const id = (input.transactionId ?? '').trim();
  if (input.paymentMethod !== 'stripe' || !ctx.config.stripe || !/^pi_[A-Za-z0-9_]{4,100}$/.test(id))
    return null;
  try {
    return await ctx.config.stripe.retrieveIntent(id);
  } catch (error) {
    if (error instanceof StripeError && error.status === 404)
      return { error: 'Stripe does not know this payment.' };
    return { error: 'Stripe could not confirm the payment. Please try again.' };
  }
}

const metaValue = (input: CheckoutInput, key: string): string =>
  (input.metaData ?? []).find((m) => m?.key === key)?.value.trim() ?? '';

/**
 * The Stripe gateway's own charge, for an unpaid Stripe checkout that names the SetupIntent that saved the card
 * (`_stripe_intent_id`, optionally `_stripe_source_id`): the card is charged the order total before the order is
 * placed, and the order then carries that PaymentIntent as if the browser had paid it. Null when the input is not
 * such a checkout, or the order would fail anyway (placing it then gives the reason, or the order already placed).
 */
async function chargeSetupIntent(
  ctx: Ctx,
  input: CheckoutInput,
  viewer: CustomerRow | null,
): Promise<{ intent: StripeIntent | { error: string }; transactionId: string } | null> {
  const stripe = ctx.config.stripe;
  const setupId = metaValue(input, '_stripe_intent_id');
  if (input.paymentMethod !== 'stripe' || input.isPaid === true || !stripe || !setupId) return null;
  const refuse = (error: string) => ({ intent: { error }, transactionId: '' });
  if (!/^seti_[A-Za-z0-9_]{4,100}$/.test(setupId)) return refuse('invalid Stripe card setup id.');
  let setup;
  try {
    setup = await stripe.retrieveSetupIntent(setupId);
  } catch (error) {
    return refuse(
      error instanceof StripeError && error.status === 404
        ? 'Stripe does not know this card setup.'
        : 'Stripe could not confirm the card. Please try again.',
    );
  }
  if (setup.status !== 'succeeded' || !setup.paymentMethod)
    return refuse(`Stripe reports the card setup as "${setup.status}", not succeeded.`);
  // As woonuxt-settings binds an intent to the WooCommerce session that asked for it.
  if (!ctx.session.key || setup.metadata.session !== ctx.session.key)
    return refuse('this card setup belongs to another checkout.');
  const source = metaValue(input, '_stripe_source_id');
  if (source && source !== setup.paymentMethod) return refuse('the card does not belong to this card setup.');
  const context = {
    sessionKey: ctx.session.key,
    customer: viewer,
    allowedCountries: ctx.config.allowedCountries,
    stripeEnabled: true,
  };
  let total: number;
  try {
    total = await quoteOrder(ctx.db, await ctx.session.read(), input, context);
  } catch (error) {
    if (error instanceof UserError) return null;
    throw error;
  }
  try {
    const charge = await stripe.chargePaymentMethod(setup.paymentMethod, total, CURRENCY, {
      session: ctx.session.key,
      setup_intent: setup.id,
    });
    return { intent: charge, transactionId: charge.id };
  } catch (error) {
    return refuse(error instanceof StripeError ? error.message : 'Stripe could not charge the card.');
  }
}

/**
 * A guest's `customer.orders`: WooGraphQL filters orders by the session customer's billing email; this API also
 * keeps them to guest orders placed in the same session, so an e-mail address alone reveals nothing.
 */
export async function listGuestOrders(ctx: Ctx, a: OrdersArgs) {
  const email = (await ctx.session.read()).customer.billing.email?.trim().toLowerCase();
  if (!email || !ctx.session.key) return fromList([], a);
  const rows = await guestOrders(ctx.db, ctx.session.key, email, includedOrderIds(a.where?.include));
  return fromList(rows, a, 10, 100);
}

/** `customer.orders(where: { include })`: WooGraphQL's `post__in`; an empty list means no filter, as in WP_Query. */
export type OrdersArgs = ConnectionArgs & { where?: { include?: (number | null)[] | null } | null };

export async function listOrders(ctx: Ctx, customerId: number, a: OrdersArgs) {
  const rows = await customerOrders(ctx.db, customerId, includedOrderIds(a.where?.include));
  return fromList(rows, a, 10, 100, (o) => o.id);
}

/** Orders: the root order fields, checkout and Stripe's intent, and the order's own types. */
export const orderResolvers: Resolvers = {
  RootQuery: {
    order: async (_, a, ctx) => {
      check(a.id, 'An order id is required.');
      const order =
        (a.idType ?? 'ID') === 'ORDER_KEY'
          ? await orderByKey(ctx.db, a.id.trim())
          : await orderById(ctx.db, parseId(a.id, ['order', 'shop_order', 'post'], 'order id'));
      if (!order || !canSee(ctx, order))
        throw new UserError('Not authorized to access this order', 'FORBIDDEN');
      return order;
    },
    orders: async (_, a, ctx) => listOrders(ctx, requireViewer(ctx), a),
    paymentGateways: (_, a, ctx) => fromList(gateways(!!ctx.config.stripe), a),
    /**
     * woonuxt-settings' intent for the current cart (amount in cents, EUR): a SetupIntent that saves the card, which
     * the checkout then charges, unless `stripePaymentMethod: PAYMENT` asks for a PaymentIntent the browser pays.
     * Errors come back in `error`, as the plugin's do.
     */
    stripePaymentIntent: async (_, a, ctx) => {
      const kind = a.stripePaymentMethod ?? 'SETUP';
      const cart = await currentCart(ctx);
      const base = { amount: cart.total, currency: CURRENCY, stripePaymentMethod: kind };
      const fail = (error: string) => ({ ...base, clientSecret: null, id: null, error });
      const stripe = ctx.config.stripe;
      if (!stripe) return fail('Stripe is not configured on this store.');
      if (!cart.lines.length) return fail('Your cart is empty.');
      const metadata = {
        session: ctx.session.key ?? '',
        ...(ctx.viewerId ? { customer_id: String(ctx.viewerId) } : {}),
      };
      try {
        const intent =
          kind === 'PAYMENT'
            ? await stripe.createIntent(cart.total, CURRENCY, metadata)
            : await stripe.createSetupIntent(metadata);
        return { ...base, id: intent.id, clientSecret: intent.clientSecret, error: null };
      } catch (error) {
        return fail(error instanceof StripeError ? error.message : 'Stripe error');
      }
    },
  },
  RootMutation: {
    checkout: async (_, { input }, ctx) => {
      const viewer = await ctx.viewer();
      if (!viewer && input.account) await limitClient(ctx.db, 'register', ctx.ip);
      const charged = await chargeSetupIntent(ctx, input, viewer);
      const stripeIntent = charged?.intent ?? (await fetchStripeIntent(ctx, input));
      const orderInput = charged ? { ...input, transactionId: charged.transactionId, isPaid: true } : input;
      const result = await ctx.session.mutate((data, tx) =>
        placeOrder(tx, data, orderInput, {
          sessionKey: ctx.session.key!,
          customer: viewer,
          allowedCountries: ctx.config.allowedCountries,
          stripeEnabled: !!ctx.config.stripe,
          ...(stripeIntent ? { stripeIntent } : {}),
        }),
      );
      ctx.config.mailer.kick();
      // Stock and sales counts changed: product pages and lists show them.
      ctx.config.catalogChanged();
      const order = result.order;
      return {
        clientMutationId: input.clientMutationId,
        result: 'success',
        redirect: `${ctx.config.siteUrl}/checkout/order-received/${order.id}/?key=${order.order_key}`,
        order,
        customer: { row: result.customer },
      };
    },
  },
  Order: {
    id: (o) => toGlobalId('order', o.id),
    databaseId: (o) => o.id,
    orderNumber: (o) => String(o.id),
    orderKey: (o) => o.order_key,
    date: (o) => wpDate(o.created_at),
    datePaid: (o) => wpDate(o.paid_at),
    dateCompleted: (o) => wpDate(o.completed_at),
    modified: (o) => wpDate(o.modified_at),
    status: (o) => ORDER_STATUS[o.status] ?? 'PENDING',
    needsPayment: (o) => ['pending', 'failed'].includes(o.status) && o.total > 0,
    needsProcessing: (o, _a, ctx) => orderNeedsProcessing(ctx.db, o.id),
    needsShippingAddress: (o) => o.shipping_lines.length > 0,
    subtotal: (o, a) => price(o.subtotal, a.format),
    discountTotal: (o, a) => price(o.discount_total, a.format),
    discountTax: (o, a) => price(o.discount_tax, a.format),
    shippingTotal: (o, a) => price(o.shipping_total, a.format),
    shippingTax: (o, a) => price(o.shipping_tax, a.format),
    cartTax: (o, a) => price(o.cart_tax, a.format),
    totalTax: (o, a) => price(o.total_tax, a.format),
    total: (o, a) => price(o.total, a.format),
    paymentMethod: (o) => o.payment_method,
    paymentMethodTitle: (o) => o.payment_method_title,
    transactionId: (o) => o.transaction_id,
    customerNote: (o) => o.customer_note,
    customer: async (o, _a, ctx) =>
      o.customer_id && o.customer_id === ctx.viewerId
        ? { row: await customerById(ctx.db, o.customer_id) }
        : null,
    lineItems: async (o, a, ctx) => fromList(await orderLines(ctx.db, o.id), a, 100, 100, (item) => item.id),
    downloadableItems: async (o, a, ctx) => fromList(await orderDownloads(ctx.db, o.id), a, 100, 100),
    hasDownloadableItem: (o, _a, ctx) => orderHasDownloads(ctx.db, o.id),
    isDownloadPermitted: (o) => ['processing', 'completed'].includes(o.status),
    metaData: (o) => o.meta.map((m, i) => ({ id: String(i + 1), key: m.key, value: m.value })),
  },
  LineItem: {
    id: (l) => toGlobalId('order_item', l.id),
    databaseId: (l) => l.id,
    orderId: (l) => l.order_id,
    productId: (l) => l.product_id,
    variationId: (l) => l.variation_id,
    subtotal: (l) => price(l.subtotal, 'RAW'),
    subtotalTax: (l) => price(l.subtotal_tax, 'RAW'),
    total: (l) => price(l.total, 'RAW'),
    totalTax: (l) => price(l.total_tax, 'RAW'),
    product: async (l, _a, ctx) => {
      const p = await ctx.loaders.product.load(l.product_id);
      return p ? { cursor: '', node: p } : null;
    },
    variation: async (l, _a, ctx) => {
      const v = l.variation_id ? await ctx.loaders.product.load(l.variation_id) : null;
      return v ? { cursor: '', node: v } : null;
    },
    metaData: (l) => l.meta.map((m, i) => ({ id: String(i + 1), key: m.key, value: m.value })),
  },
  DownloadableItem: {
    id: (d) => toGlobalId('download', d.id),
    downloadId: (d) => d.download_id,
    name: (d) => d.name,
    url: (d, _a, ctx) => `${ctx.config.siteUrl}/download/${d.token}`,
    accessExpires: (d) => wpDate(d.access_expires),
    downloadsRemaining: (d) => d.downloads_remaining,
    product: (d, _a, ctx) => ctx.loaders.product.load(d.product_id),
    download: (d) => productDownload(d.download_id, d.name, d.file),
  },
  PaymentGateway: {
    icon: () => null,
  },
};
