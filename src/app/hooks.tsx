import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { authMachine, Viewer } from '../../machines/authMachine';
import type { cartMachine, CouponProblem } from '../../machines/cartMachine';
import type { checkoutMachine } from '../../machines/checkoutMachine';
import type { shellMachine } from '../../machines/shellMachine';
import { serverWishlist, wishlistStore } from '../wishlist/wishlistStore';
import type { StorefrontActor } from './actors';
import { useSelected } from './serverSnapshots';

export type { CouponProblem } from '../../machines/cartMachine';
export type { Viewer } from '../../machines/authMachine';
export type CartActor = ActorRefFrom<typeof cartMachine>;
export type ShellActor = ActorRefFrom<typeof shellMachine>;
export type AuthActor = ActorRefFrom<typeof authMachine>;
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

const StorefrontContext = createContext<StorefrontActor | null>(null);
const HydratedContext = createContext<(() => () => void) | undefined>(undefined);

/**
 * The one provider: the storefront's actor system (src/app/actors.ts), read with the selector hooks below.
 * `onHydrated` (browser only) starts what needs the browser; the shell calls it once it has hydrated.
 */
export function StorefrontProvider({
  actor,
  onHydrated,
  children,
}: {
  actor: StorefrontActor;
  onHydrated?: (() => () => void) | undefined;
  children: ReactNode;
}) {
  return (
    <StorefrontContext.Provider value={actor}>
      <HydratedContext.Provider value={onHydrated}>{children}</HydratedContext.Provider>
    </StorefrontContext.Provider>
  );
}

/**
 * Starts the browser's part of the system (auth, wishlist, build reload, the cart's activity listeners) after the
 * shell has hydrated, as its providers used to: a listener started beside the router could count the first activity
 * before the route's own components had hydrated, and the shopper's first press would be lost.
 */
export function useStartWhenHydrated(): void {
  const onHydrated = useContext(HydratedContext);
  useEffect(() => onHydrated?.(), [onHydrated]);
}

/** The root actor: send it `storefront.*` events, or select its children. */
export function useStorefront(): StorefrontActor {
  const actor = useContext(StorefrontContext);
  if (!actor) throw new Error('The storefront hooks need a <StorefrontProvider> above them.');
  return actor;
}

function useAlways<T>(actor: T | undefined, name: string): T {
  if (!actor) throw new Error(`The ${name} actor is not running.`);
  return actor;
}

/** The shell actor (always running): send it `shell.*` events. */
export function useShell(): ShellActor {
  return useAlways(
    useSelected(useStorefront(), (s) => s.children.shell),
    'shell',
  );
}

export function useCartPanelOpen(): boolean {
  return useSelected(useShell(), (s) => s.matches({ panel: { open: 'cart' } }));
}

export function useMobileMenuOpen(): boolean {
  return useSelected(useShell(), (s) => s.matches({ panel: { open: 'menu' } }));
}

/** The cart actor (always running): send it `cart.*` events; read it with the selectors below. */
export function useCart(): CartActor {
  return useAlways(
    useSelected(useStorefront(), (s) => s.children.cart),
    'cart',
  );
}

/** True while any cart change is on its way to the server (the 'Updating' state). */
export function useCartUpdating(): boolean {
  return useSelected(useCart(), (s) => s.hasTag('cartUpdating'));
}

/** True while changes wait or run, or the cart is loading: quantities the shopper typed are not the server's yet. */
export function useCartBusy(): boolean {
  return useSelected(useCart(), (s) => s.context.queue.length > 0 || s.hasTag('loading'));
}

/** True while a coupon is being applied or removed. */
export function useCouponUpdating(): boolean {
  return useSelected(useCart(), (s) => s.hasTag('couponUpdating'));
}

/** True while a product is being added. */
export function useCartAdding(): boolean {
  return useSelected(useCart(), (s) => s.hasTag('adding'));
}

/** Where the cart stands: not loaded yet, loading, loaded (idle or updating), or failed to load. */
export function useCartStatus(): 'dormant' | 'loading' | 'loaded' | 'failed' {
  return useSelected(useCart(), (s) =>
    s.matches('dormant')
      ? 'dormant'
      : s.hasTag('loading')
        ? 'loading'
        : s.matches('failed')
          ? 'failed'
          : 'loaded',
  );
}

/** The notice of failed cart changes, until the shopper dismisses it. */
export function useCartFailure(): { failures: number; dismiss: () => void } {
  const cart = useCart();
  const failures = useSelected(cart, (s) => s.context.failures);
  return { failures, dismiss: () => cart.send({ type: 'cart.failure.dismiss' }) };
}

/** The last refused coupon code and the store's reason, or null. */
export function useCouponProblem(): CouponProblem | null {
  return useSelected(useCart(), (s) => s.context.couponProblem);
}

/** Sends `cart.load` once on mount: checkout, my-account and order-summary need the cart at once (spec 4). */
export function useLoadCartNow(): void {
  const cart = useCart();
  useEffect(() => cart.send({ type: 'cart.load' }), [cart]);
}

/** The auth actor, or null on the server and until hydration. Send it `auth.*` events. */
export function useAuthActor(): AuthActor | null {
  return useSelected(useStorefront(), (s) => s.children.auth) ?? null;
}

/** The logged-in customer's name and avatar once loaded, else null. */
export function useViewer(): Viewer | null {
  return useSelected(useAuthActor() ?? undefined, (s) => s?.context.viewer ?? null);
}

export type AuthStatus = 'unknown' | 'guest' | 'authenticated';

/** 'unknown' on the server and until hydration; then whether someone is logged in (spec 6 roles). */
export function useAuthStatus(): AuthStatus {
  return useSelected(useAuthActor() ?? undefined, (snapshot) => {
    if (!snapshot) return 'unknown';
    return snapshot.matches('authenticated') || snapshot.matches('loggingOut') ? 'authenticated' : 'guest';
  });
}

/** The checkout actor while the shopper is on /checkout, else null. */
export function useCheckout(): CheckoutActor | null {
  return useSelected(useStorefront(), (s) => s.children.checkout) ?? null;
}

export interface Wishlist {
  /** Product database ids, most recently added first; empty on the server and until hydration. */
  ids: readonly number[];
  has: (productId: number) => boolean;
  /** Adds when absent, removes when present; returns whether the product is now in the list. */
  toggle: (productId: number) => boolean;
  add: (productId: number) => void;
}

/**
 * The active wishlist: the visitor's (kept on the device, spec 6 `/wishlist`) or, after login, the customer's, into
 * which the visitor's items were merged. Read from the device's store; changes go to the wishlist actor.
 */
export function useWishlist(): Wishlist {
  const root = useStorefront();
  const ids = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.snapshot, serverWishlist);
  const send = (productId: number, add: boolean) =>
    root.getSnapshot().children.wishlist?.send({ type: add ? 'wishlist.add' : 'wishlist.remove', productId });
  return {
    ids,
    has: (productId) => ids.includes(productId),
    toggle: (productId) => {
      const adding = !wishlistStore.snapshot().includes(productId);
      send(productId, adding);
      return adding;
    },
    add: (productId) => send(productId, true),
  };
}
