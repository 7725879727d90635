import { commitLocalUpdate, fetchQuery, type Disposable } from 'relay-runtime';
import { fromPromise } from 'xstate';
import type { CartQuery } from '../../__generated__/CartQuery.graphql';
import type { cartMachine } from '../../machines/cartMachine';
import type { CartOperation, UpdateQuantityInput } from '../../machines/cartOperations';
import { messageOf } from '../../machines/placeholders';
import { formatPrice } from '../i18n/format';
import { localizeStoreMessage, plainStoreText } from '../i18n/storeMessages';
import type { AppEnvironment } from '../relay/environment';
import { announce } from '../ui/LiveRegion';
import { cartQuery } from './CartQuery';
import { showQuantity } from './mutations/showQuantity';
import { defaultShippingRate } from './shippingChoice';

/**
 * The cart machine's Relay-backed implementations: every actor commits one mutation whose answer replaces the cart
 * in the store, so the machine keeps no copy of it. Quantity and coupon results are said to screen-reader users.
 *
 * A line shows the quantity asked for at once, from the store: a change that waits in the queue is an optimistic
 * update of its own until its mutation is committed, which then shows it optimistically until the answer (and takes
 * it back on failure). A change the queue drops (replaced by a newer one, or a logout) takes its update back.
 */
export function cartImplementations(environment: AppEnvironment) {
  const mutations = () => import('./cartMutations');
  /** The optimistic update of each quantity change that waits in the queue, by the change's input. */
  const waiting = new Map<UpdateQuantityInput, Disposable>();
  /** Changes whose mutation has been committed: that mutation shows them now. */
  const sent = new WeakSet<UpdateQuantityInput>();
  const release = (input: UpdateQuantityInput) => {
    waiting.get(input)?.dispose();
    waiting.delete(input);
  };
  const showQueue = ({ context }: { context: { queue: CartOperation[] } }) => {
    const queued = new Set(
      context.queue.flatMap((operation) => (operation.kind === 'quantity' ? [operation.input] : [])),
    );
    for (const input of [...waiting.keys()]) if (!queued.has(input)) release(input);
    for (const input of queued)
      if (!waiting.has(input) && !sent.has(input))
        waiting.set(input, environment.applyUpdate({ storeUpdater: (store) => showQuantity(store, input) }));
  };
  const loadCart = async () => {
    // The mutations' chunk comes with the cart, in parallel, ready for the first change. Should it fail to load,
    // the change that needs it fails and is reported; the cart itself stays.
    mutations().catch(() => {});
    return fetchQuery<CartQuery>(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  };
  return {
    actors: {
      loadCart: fromPromise(async () => {
        await loadCart();
      }),
      addToCart: fromPromise(async ({ input }) => {
        const { commitAddCartItem } = await mutations();
        await commitAddCartItem(environment, input);
        announce((t) => t('product.addedToCart', { count: input.quantity }));
      }),
      updateQuantity: fromPromise(async ({ input }) => {
        const { commitUpdateCartQuantity } = await mutations();
        sent.add(input);
        // The mutation shows the change from here on (its optimistic updater): the waiting update is not needed.
        const committed = commitUpdateCartQuantity(environment, input);
        release(input);
        const answer = await committed;
        announce((t, intl) => {
          const total = formatPrice(intl, answer.updateItemQuantities?.cart?.total);
          return input.quantity === 0
            ? t('cart.line.removed', { total })
            : t('cart.line.quantityChanged', { quantity: input.quantity, total });
        });
      }),
      emptyCart: fromPromise(async () => {
        const { commitEmptyCart } = await mutations();
        await commitEmptyCart(environment);
        announce((t) => t('cart.emptied'));
      }),
      changeShippingMethod: fromPromise(async ({ input }) => {
        const { commitChangeShippingMethod } = await mutations();
        await commitChangeShippingMethod(environment, input);
        announce((t) => t('cart.shipping.changed'));
      }),
      // The store answers a new destination with the customer only: the cart with the new rates is loaded next. A
      // real store keeps the previous zone's chosen rate, and its cost in the totals, until a rate is chosen (it
      // chooses again only at checkout): the rate it would fall back to is chosen here, so the totals shown are the
      // ones the order will have.
      changeDestination: fromPromise(async ({ input }) => {
        const { commitChangeShippingCountry, commitChangeShippingMethod } = await mutations();
        await commitChangeShippingCountry(environment, input);
        const cart = (await loadCart())?.cart;
        const rates = (cart?.availableShippingMethods?.[0]?.rates ?? []).flatMap((rate) =>
          rate ? [rate.id] : [],
        );
        const chosen = cart?.chosenShippingMethods?.[0] ?? null;
        const rate = defaultShippingRate(rates, chosen);
        if (rate && rate !== chosen)
          await commitChangeShippingMethod(environment, { shippingMethods: [rate] });
      }),
      applyCoupon: fromPromise(async ({ input }) => {
        const { commitApplyCoupon } = await mutations();
        try {
          await commitApplyCoupon(environment, input);
        } catch (error) {
          announce((t) => {
            const reason = localizeStoreMessage(t, messageOf(error)) ?? plainStoreText(messageOf(error));
            return `${t('cart.coupon.failed', { code: input.code })} ${reason}`;
          });
          throw error;
        }
        announce((t) => t('cart.coupon.applied', { code: input.code.trim().toUpperCase() }));
      }),
      removeCoupons: fromPromise(async ({ input }) => {
        const { commitRemoveCoupons } = await mutations();
        await commitRemoveCoupons(environment, input);
        announce((t) => t('cart.coupon.removed', { code: input.codes.join(', ').toUpperCase() }));
      }),
    },
    actions: {
      showQueue,
      forgetCart: () =>
        commitLocalUpdate(environment, (store) => {
          store.getRoot().setValue(null, 'cart');
        }),
      // Logged for the developer, and said to the shopper: no cart change fails silently. A refused coupon has its
      // own message at the coupon field.
      logFailure: (_: unknown, { operation, error }: { operation: string; error: unknown }) => {
        console.error(`cart ${operation} failed`, error);
        if (operation !== 'couponApply') announce((t) => t('cart.operationFailed'));
      },
    },
  } satisfies Parameters<typeof cartMachine.provide>[0];
}
