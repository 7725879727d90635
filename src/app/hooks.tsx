import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { ActorRefFrom, AnyActorRef, EventFromLogic, SnapshotFrom } from 'xstate';
import type { authMachine } from '../../machines/authMachine';
import type { cartMachine, CouponProblem } from '../../machines/cartMachine';
import type { checkoutMachine } from '../../machines/checkoutMachine';
import type { shellMachine } from '../../machines/shellMachine';
import { afterNextPaint } from '../ui/afterNextPaint';
import { serverWishlist, wishlistStore } from '../wishlist/wishlistStore';
import { useSelected } from './serverSnapshots';
import type { AddToCartEvent, Storefront, StorefrontActor, StorefrontHost } from './storefrontHost';

export { useActorValue, useSelected } from './serverSnapshots';

export type { CouponProblem } from '../../machines/cartMachine';
export type AuthActor = ActorRefFrom<typeof authMachine>;
export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;

/** Sends events to an actor of the system: at once when it runs, else once it has started (starting it). */
export interface Sender<Event> {
  send: (event: Event) => void;
}

const StorefrontContext = createContext<StorefrontHost | null>(null);

/**
 * The one provider: the host of the storefront's actor system (src/app/storefrontHost.ts), read with the hooks
 * below. Until the system runs (on the server, while hydrating, and in the browser until it has loaded) every hook
 * returns its pre-start value, the same on both sides, so the first HTML and the hydrated page agree.
 */
export function StorefrontProvider({ host, children }: { host: StorefrontHost; children: ReactNode }) {
  return <StorefrontContext.Provider value={host}>{children}</StorefrontContext.Provider>;
}

function useHost(): StorefrontHost {
  const host = useContext(StorefrontContext);
  if (!host) throw new Error('The storefront hooks need a <StorefrontProvider> above them.');
  return host;
}

const noSystem = () => null;

/**
 * The running system, or null on the server, while this component hydrates (it must render what the server did),
 * and until the system has loaded.
 */
function useStorefrontSystem(): Storefront | null {
  const host = useHost();
  return useSyncExternalStore(host.subscribe, host.current, noSystem);
}

/**
 * Hands the hydrated page to the system (browser only): the host starts it on the first activity (a returning
 * shopper's also when idle), and
 * it starts auth, wishlist and build reload. A listener started beside the router could count the first activity
 * before the route's own components had hydrated, and the shopper's first press would be lost.
 */
export function useStartWhenHydrated(): void {
  const host = useHost();
  useEffect(() => host.pageHydrated?.(), [host]);
}

/** Starts the system at once when the component mounts: the routes that cannot show anything without it. */
export function useStorefrontNow(): void {
  const host = useHost();
  useEffect(() => void host.start().catch(() => {}), [host]);
}

/** The root actor while the system runs, else null. */
function useStorefront(): StorefrontActor | null {
  return useStorefrontSystem()?.actor ?? null;
}

type Children = NonNullable<ReturnType<StorefrontActor['getSnapshot']>['children']>;

function useChild<K extends keyof Children>(name: K): Children[K] | undefined {
  return useSelected(useStorefront() ?? undefined, (s) => s?.children[name]);
}

type ChildSnapshot<K extends keyof Children> = SnapshotFrom<NonNullable<Children[K]>>;

/**
 * What `selector` picks from the named child's snapshot (undefined before the system runs, on the server and while
 * hydrating), re-rendering only when that value changes. The system's arrival re-renders no component whose value
 * it leaves as it was: every component that read the child through `useChild` re-rendered then, the header's and the
 * product page's whole trees with them (120-190 ms of a 220-650 ms task at 4x CPU, often just as the shopper first
 * tapped). `useAuthActor` and `useCheckout` still read through `useChild`: they return the actor itself, and only the
 * account, checkout and order screens use them.
 * `selector` must return a primitive or a reference held in the snapshot.
 */
function useChildSelected<K extends keyof Children, T>(
  name: K,
  selector: (snapshot: ChildSnapshot<K> | undefined) => T,
): T {
  const host = useHost();
  const child = (): Children[K] | undefined => host.current()?.actor.getSnapshot().children[name];
  const subscribe = useCallback(
    (onChange: () => void) => {
      // The system, once it runs; the child it has (a child can be stopped and spawned anew, as checkout is).
      let root: { unsubscribe: () => void } | undefined;
      let watched: Children[K] | undefined;
      let own: { unsubscribe: () => void } | undefined;
      const follow = () => {
        const system = host.current();
        if (system && !root) root = system.actor.subscribe(follow);
        const now = system?.actor.getSnapshot().children[name];
        if (now !== watched) {
          own?.unsubscribe();
          watched = now;
          own = (now as AnyActorRef | undefined)?.subscribe(onChange);
        }
        onChange();
      };
      const stopHost = host.subscribe(follow);
      if (host.current()) follow();
      return () => {
        stopHost();
        root?.unsubscribe();
        own?.unsubscribe();
      };
    },
    [host, name],
  );
  return useSyncExternalStore(
    subscribe,
    () => selector(child()?.getSnapshot() as ChildSnapshot<K> | undefined),
    () => selector(undefined),
  );
}

/** `deliver` must be a module-level function: the sender is made once per host. */
function useSender<Event>(deliver: (system: Storefront, event: Event) => void): Sender<Event> {
  const host = useHost();
  return useMemo(
    () => ({ send: (event: Event) => host.withSystem((system) => deliver(system, event)) }),
    [host, deliver],
  );
}

const childOf = (system: Storefront) => system.actor.getSnapshot().children;
type ShellEvent = EventFromLogic<typeof shellMachine>;
type CartEvent = EventFromLogic<typeof cartMachine>;
const toShell = (system: Storefront, event: ShellEvent) => childOf(system).shell?.send(event);
const toCart = (system: Storefront, event: CartEvent) => childOf(system).cart?.send(event);

/** Sends `shell.*` events to the shell actor. */
export function useShell(): Sender<ShellEvent> {
  return useSender(toShell);
}

export function useCartPanelOpen(): boolean {
  return useChildSelected('shell', (s) => s?.matches({ panel: { open: 'cart' } }) ?? false);
}

export function useMobileMenuOpen(): boolean {
  return useChildSelected('shell', (s) => s?.matches({ panel: { open: 'menu' } }) ?? false);
}

/** True while the small screens' search field is shown. */
export function useSearchShown(): boolean {
  return useChildSelected('shell', (s) => s?.matches({ search: 'shown' }) ?? false);
}

/** Sends `cart.*` events to the cart actor; read it with the selectors below. */
export function useCart(): Sender<CartEvent> {
  return useSender(toCart);
}

/**
 * Adds a line through the cart machine (starting the system if it does not run yet); never rejects. The add waits
 * for the tap's frame to paint: the button's "Adding..." is drawn in the tap's own frame, and the machine, the
 * mutation and the store's subscribers run after it (the first tap's interaction was 840 ms at 4x CPU, 545 of them
 * between the handlers and the paint).
 */
export function useCartAdd(): (event: AddToCartEvent) => Promise<void> {
  const host = useHost();
  return useMemo(
    () => async (event: AddToCartEvent) => {
      await afterNextPaint();
      const system = await host.start();
      await system.addToCart(event);
    },
    [host],
  );
}

/** True while any cart change is on its way to the server (the 'Updating' state). */
export function useCartUpdating(): boolean {
  return useChildSelected('cart', (s) => s?.hasTag('cartUpdating') ?? false);
}

/** True while a coupon is being applied or removed. */
export function useCouponUpdating(): boolean {
  return useChildSelected('cart', (s) => s?.hasTag('couponUpdating') ?? false);
}

/** Where the cart stands: not loaded yet (also before the system runs), loading, loaded, or failed to load. */
export function useCartStatus(): 'dormant' | 'loading' | 'loaded' | 'failed' {
  return useChildSelected('cart', (s) =>
    !s || s.matches('dormant')
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
  const failures = useChildSelected('cart', (s) => s?.context.failures ?? 0);
  return { failures, dismiss: () => cart.send({ type: 'cart.failure.dismiss' }) };
}

/** The last refused coupon code and the store's reason, or null. */
export function useCouponProblem(): CouponProblem | null {
  return useChildSelected('cart', (s) => s?.context.couponProblem ?? null);
}

/** Sends `cart.load` once on mount: checkout, my-account and order-summary need the cart at once (spec 4). */
export function useLoadCartNow(): void {
  const cart = useCart();
  useEffect(() => cart.send({ type: 'cart.load' }), [cart]);
}

/** The auth actor, or null on the server and until the system runs. Send it `auth.*` events. */
export function useAuthActor(): AuthActor | null {
  return useChild('auth') ?? null;
}

/** True when the store refused the login's token and it could not be renewed. */
export function useSessionExpired(): boolean {
  return useChildSelected('auth', (s) => s?.context.error?.code === 'sessionExpired');
}

export type AuthStatus = 'unknown' | 'guest' | 'authenticated';

/** 'unknown' on the server and until the system runs; then whether someone is logged in (spec 6 roles). */
export function useAuthStatus(): AuthStatus {
  return useChildSelected('auth', (snapshot) => {
    if (!snapshot) return 'unknown';
    return snapshot.matches('authenticated') || snapshot.matches('loggingOut') ? 'authenticated' : 'guest';
  });
}

/** The checkout actor while the shopper is on /checkout, else null. */
export function useCheckout(): CheckoutActor | null {
  return useChild('checkout') ?? null;
}

/** True from placing the order until its page opens. */
export function useShowingOrder(): boolean {
  return useSelected(useStorefront() ?? undefined, (s) => s?.matches({ checkout: 'showingOrder' }) ?? false);
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
  const host = useHost();
  const ids = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.snapshot, serverWishlist);
  const send = (productId: number, add: boolean) =>
    host.withSystem((system) =>
      childOf(system).wishlist?.send({ type: add ? 'wishlist.add' : 'wishlist.remove', productId }),
    );
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
