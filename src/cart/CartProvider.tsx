import { useActorRef, useSelector } from '@xstate/react';
import { devInspect } from '../app/inspector';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useRelayEnvironment } from 'react-relay';
import { commitLocalUpdate, createOperationDescriptor, fetchQuery, getRequest } from 'relay-runtime';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { cartMachine } from '../../machines/cartMachine';
import { useSessionActor } from '../app/session';
import { useShell } from '../app/shell';
import { useIntl, useT } from '../i18n/I18nProvider';
import { localizeStoreMessage, plainStoreText } from '../i18n/storeMessages';
import { formatPrice } from '../i18n/format';
import { settings } from '../settings';
import { announce } from '../ui/LiveRegion';
import { cartQuery } from './CartQuery';
import { Slot } from './Slot';
import { commitAddCartItem } from './mutations/AddCartItemMutation';
import { commitApplyCoupon } from './mutations/ApplyCouponMutation';
import { commitChangeShippingCountry } from './mutations/ChangeShippingCountryMutation';
import { commitChangeShippingMethod } from './mutations/ChangeShippingMethodMutation';
import { commitEmptyCart } from './mutations/EmptyCartMutation';
import { commitRemoveCoupons } from './mutations/RemoveCouponsMutation';
import { commitUpdateCartQuantity } from './mutations/UpdateCartQuantityMutation';

export type CartActor = ActorRefFrom<typeof cartMachine>;

/** Why the last coupon code was refused, shown under the coupon field until the next attempt. */
export interface CouponProblem {
  code: string;
  message: string;
}

const CartContext = createContext<CartActor | null>(null);
const CouponProblemContext = createContext<CouponProblem | null>(null);

interface CartFailureNotice {
  /** How many cart changes failed since the notice was last dismissed. */
  failures: number;
  dismiss: () => void;
}
const CartFailureContext = createContext<CartFailureNotice>({ failures: 0, dismiss: () => {} });

/** Spec 4: the first mouse, key, touch, scroll, click or resize starts a lazily loaded cart. */
const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'click',
  'resize',
] as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs the cart machine for the page with Relay-backed actors: every actor commits one mutation whose answer replaces
 * the cart in the store, so the machine keeps no copy of it. Announces quantity and coupon results to screen readers.
 * Must sit inside the session and shell providers.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const environment = useRelayEnvironment();
  const session = useSessionActor();
  const shell = useShell();
  const t = useT();
  const intl = useIntl();
  const [couponProblem, setCouponProblem] = useState<CouponProblem | null>(null);
  const [failures, setFailures] = useState(0);
  const failureNotice = useMemo<CartFailureNotice>(
    () => ({ failures, dismiss: () => setFailures(0) }),
    [failures],
  );
  // Actors outlive renders: they read the current locale's formatters from this slot, kept current by the effect.
  const [i18n] = useState(() => new Slot({ t, intl }));
  useEffect(() => i18n.set({ t, intl }), [i18n, t, intl]);

  const loadCart = async () => {
    await fetchQuery(environment, cartQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  };
  const cart = useActorRef(
    cartMachine.provide({
      actors: {
        loadCart: fromPromise(loadCart),
        addToCart: fromPromise(async ({ input }) => {
          await commitAddCartItem(environment, input);
          announce(i18n.get().t('product.addedToCart', { count: input.quantity }));
        }),
        updateQuantity: fromPromise(async ({ input }) => {
          const answer = await commitUpdateCartQuantity(environment, input);
          const { t: translate, intl: formatter } = i18n.get();
          const total = formatPrice(formatter, answer.updateItemQuantities?.cart?.total);
          announce(
            input.quantity === 0
              ? translate('cart.line.removed', { total })
              : translate('cart.line.quantityChanged', { quantity: input.quantity, total }),
          );
        }),
        emptyCart: fromPromise(async () => {
          await commitEmptyCart(environment);
        }),
        changeShippingMethod: fromPromise(async ({ input }) => {
          await commitChangeShippingMethod(environment, input);
          announce(i18n.get().t('cart.shipping.changed'));
        }),
        // The store answers a new destination with the customer only: the cart with the new rates is loaded next.
        changeDestination: fromPromise(async ({ input }) => {
          await commitChangeShippingCountry(environment, input);
          await loadCart();
        }),
        applyCoupon: fromPromise(async ({ input }) => {
          setCouponProblem(null);
          try {
            await commitApplyCoupon(environment, input);
          } catch (error) {
            setCouponProblem({ code: input.code, message: messageOf(error) });
            const { t } = i18n.get();
            const reason = localizeStoreMessage(t, messageOf(error)) ?? plainStoreText(messageOf(error));
            announce(`${t('cart.coupon.failed', { code: input.code })} ${reason}`);
            throw error;
          }
          announce(i18n.get().t('cart.coupon.applied', { code: input.code.trim().toUpperCase() }));
        }),
        removeCoupons: fromPromise(async ({ input }) => {
          await commitRemoveCoupons(environment, input);
          announce(i18n.get().t('cart.coupon.removed', { code: input.codes.join(', ').toUpperCase() }));
        }),
      },
      actions: {
        openCartPanel: () => shell.send({ type: 'shell.cart.open' }),
        forgetCart: () =>
          commitLocalUpdate(environment, (store) => {
            store.getRoot().setValue(null, 'cart');
          }),
        resetSession: () => session.send({ type: 'session.cart.failed' }),
        // Logged for the developer, and said to the shopper: no cart change fails silently. A refused coupon has
        // its own message at the coupon field.
        logFailure: (_, { operation, error }) => {
          console.error(`cart ${operation} failed`, error);
          if (operation === 'couponApply') return;
          setFailures((n) => n + 1);
          announce(i18n.get().t('cart.operationFailed'));
        },
      },
    }),
    {
      input: {
        initStoreOnUserActionToReduceServerLoad: settings.initStoreOnUserActionToReduceServerLoad,
        autoOpenCart: settings.autoOpenCart,
      },
      inspect: devInspect(),
    },
  );

  // The store keeps the session cart for as long as the page lives, whichever views are mounted.
  useEffect(() => {
    const retained = environment.retain(createOperationDescriptor(getRequest(cartQuery), {}));
    return () => retained.dispose();
  }, [environment]);

  useEffect(() => {
    if (!settings.initStoreOnUserActionToReduceServerLoad) return;
    const options = { capture: true, passive: true } as const;
    const stop = () =>
      ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, options));
    function onActivity() {
      stop();
      cart.send({ type: 'cart.activity' });
    }
    ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, options));
    return stop;
  }, [cart]);

  return (
    <CartContext.Provider value={cart}>
      <CouponProblemContext.Provider value={couponProblem}>
        <CartFailureContext.Provider value={failureNotice}>{children}</CartFailureContext.Provider>
      </CouponProblemContext.Provider>
    </CartContext.Provider>
  );
}

/** The cart actor: send it `cart.*` events; read it with the selectors below. */
export function useCart(): CartActor {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart needs a <CartProvider> above it.');
  return cart;
}

/** True while any cart change is on its way to the server (the 'Updating' state). */
export function useCartUpdating(): boolean {
  return useSelector(useCart(), (s) => s.hasTag('cartUpdating'));
}

/** True while changes wait or run, or the cart is loading: quantities the shopper typed are not the server's yet. */
export function useCartBusy(): boolean {
  return useSelector(useCart(), (s) => s.context.queue.length > 0 || s.hasTag('loading'));
}

/** True while a coupon is being applied or removed. */
export function useCouponUpdating(): boolean {
  return useSelector(useCart(), (s) => s.hasTag('couponUpdating'));
}

/** True while a product is being added. */
export function useCartAdding(): boolean {
  return useSelector(useCart(), (s) => s.hasTag('adding'));
}

/** Where the cart stands: not loaded yet, loading, loaded (idle or updating), or failed to load. */
export function useCartStatus(): 'dormant' | 'loading' | 'loaded' | 'failed' {
  return useSelector(useCart(), (s) =>
    s.matches('dormant')
      ? 'dormant'
      : s.hasTag('loading')
        ? 'loading'
        : s.matches('failed')
          ? 'failed'
          : 'loaded',
  );
}

/** The last refused coupon code and the store's reason, or null. */
/** The notice of a failed cart change, until the shopper dismisses it. */
export function useCartFailure(): CartFailureNotice {
  return useContext(CartFailureContext);
}

export function useCouponProblem(): CouponProblem | null {
  return useContext(CouponProblemContext);
}

/** Sends `cart.load` once on mount: checkout, my-account and order-summary need the cart at once (spec 4). */
export function useLoadCartNow(): void {
  const cart = useCart();
  useEffect(() => cart.send({ type: 'cart.load' }), [cart]);
}
