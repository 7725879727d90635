import type { AnyRouter } from '@tanstack/react-router';
import type { ActorRefFrom, EventFromLogic } from 'xstate';
import type { cartMachine } from '../../machines/cartMachine';
import type { storefrontMachine } from '../../machines/storefrontMachine';
import { afterNextPaint } from '../ui/afterNextPaint';
import { settlePage } from '../ui/deferredHydration';
import { whenIdle } from '../ui/whenIdle';

export type StorefrontActor = ActorRefFrom<typeof storefrontMachine>;
type CartEvent = EventFromLogic<typeof cartMachine>;
/** The cart's `cart.line.add` event. */
export type AddToCartEvent = Extract<CartEvent, { type: 'cart.line.add' }>;

/**
 * What the actor system needs of the router: where the page is, going somewhere, and hearing navigations. Typed
 * from TanStack's `AnyRouter`, not from the app's route table (src/router.tsx), which imports every route and, through
 * them, the hooks and this module: any router fits, the app's or a test's.
 */
export type StorefrontNavigation = Pick<AnyRouter, 'state' | 'navigate' | 'subscribe'>;

/** The running actor system as the page uses it (created by `createStorefront`, src/app/actors.ts). */
export interface Storefront {
  actor: StorefrontActor;
  /**
   * Browser only, after hydration: starts auth, wishlist and build reload and listens to the page. `active`: the
   * shopper already acted before the system ran (the host heard it), so a lazily loaded cart loads now. Returns stop.
   */
  hydrated: (before?: { active: boolean }) => () => void;
  /** The network layer's report of a failed operation (its first message), for the session actor. */
  reportError: (message: string) => void;
  /** The store refused the auth token (HTTP 403): renew it once, else continue as a guest. */
  authRefused: (refusedToken: string, retried: boolean) => Promise<void>;
  /** Adds a line through the cart machine; settles once no add waits or runs any more, and never rejects. */
  addToCart: (event: AddToCartEvent) => Promise<void>;
  stop: () => void;
}

/**
 * Where the components find the storefront's actor system (src/app/actors.ts). In the browser the system and XState
 * load after the page has hydrated, on the shopper's first activity (or, for a returning shopper, when the browser is
 * idle, whichever comes first): they are not part of the JavaScript a page needs before it answers (spec: issue 12, first-load JS). Until
 * then, and on the server, every hook reads the system's pre-start value (src/app/hooks.tsx), and events sent to it
 * wait and are delivered in order once it runs.
 *
 * This module imports no XState and no machine at run time (only their types): the system is whatever `load`
 * resolves to.
 */
export interface StorefrontHost {
  /** The running system, or null until it has loaded (always null on the server). */
  current: () => Storefront | null;
  /** Calls `listener` once the system runs. */
  subscribe: (listener: () => void) => () => void;
  /** Loads and starts the system unless it runs already; resolves with it. Never settles on the server. */
  start: () => Promise<Storefront>;
  /** Calls `use` with the system: at once when it runs, else once it has started (starting it). */
  withSystem: (use: (system: Storefront) => void) => void;
  /**
   * Browser only, once the shell has hydrated: starts the system on the first activity (a returning shopper's also
   * when idle), and hands it
   * the hydrated page (`Storefront.hydrated`); the deferred widgets load then too (src/ui/deferredHydration.ts).
   * Returns stop.
   */
  pageHydrated?: (() => () => void) | undefined;
}

/** Spec 4: the first mouse, key, touch, scroll, click or resize starts a lazily loaded cart; it starts the system. */
export const ACTIVITY_EVENTS = [
  'mousemove',
  'mousedown',
  'keydown',
  'touchstart',
  'scroll',
  'click',
  'resize',
] as const;

/** After hydration, the longest a returning shopper's system waits for an idle moment before it starts anyway. */
const IDLE_START_TIMEOUT_MS = 1500;

/** A host over a system that already runs (tests, tools). The caller hands it the hydrated page itself. */
export function runningStorefront(system: Storefront): StorefrontHost {
  return {
    current: () => system,
    subscribe: () => () => {},
    start: () => Promise.resolve(system),
    withSystem: (use) => use(system),
  };
}

/** The server's host: the server renders every hook's pre-start value, and no event is sent while rendering. */
export const serverStorefront: StorefrontHost = {
  current: () => null,
  subscribe: () => () => {},
  start: () => new Promise<never>(() => {}),
  withSystem: () => {},
};

/**
 * The browser's host: `load` imports and creates the system (once). It starts on the first activity after hydration,
 * or as soon as anything sends it an event or asks for it (a route that needs it at once), and for a returning
 * shopper (`returning`: a session or a login is stored) also when the browser is idle. A first visit has nothing the
 * system would show before the shopper acts (no cart, no login; the hooks read the wishlist from storage), so a
 * visitor who only reads, and every crawler, neither downloads nor runs it.
 */
export function lazyStorefront(
  load: () => Promise<Storefront>,
  /**
   * `returning`: a session or a login is stored (the system then also starts when the browser is idle).
   * `settled`: resolves once the page's content has hydrated; a start on activity or when idle waits for it, one
   * that something asks for (an event, a route, a tap's add) does not.
   */
  {
    returning = () => true,
    settled = () => Promise.resolve(),
  }: { returning?: () => boolean; settled?: () => Promise<void> } = {},
): StorefrontHost {
  let system: Storefront | null = null;
  let starting: Promise<Storefront> | null = null;
  const listeners = new Set<() => void>();
  // The hydrated page, handed to the system once both exist; `stopPage` undoes it. `active`: the shopper acted
  // before the system ran, which its own activity listeners (started with the page) cannot have heard.
  let hydrated = false;
  let active = false;
  let stopPage: (() => void) | null = null;
  const handOver = () => {
    if (system && hydrated && !stopPage) stopPage = system.hydrated({ active });
  };

  const start = () => {
    starting ??= load().then(
      (created) => {
        system = created;
        handOver();
        listeners.forEach((listener) => listener());
        return created;
      },
      (error: unknown) => {
        // Its code did not arrive (the network, or a new deploy): the next event or request tries again.
        starting = null;
        throw error;
      },
    );
    return starting;
  };
  const withSystem = (use: (running: Storefront) => void) => {
    if (system) use(system);
    else
      start().then(use, (error: unknown) => {
        console.error('The storefront could not start', error);
      });
  };

  return {
    current: () => system,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start,
    withSystem,
    pageHydrated() {
      hydrated = true;
      handOver();
      const options = { capture: true, passive: true } as const;
      const onActivity = () => {
        stopListening();
        // A system that runs already heard this activity itself; else it learns of it when handed the page.
        if (!system) active = true;
        // After the frame this input leads to has painted: the deferred sections' hydration and the system's
        // modules are not work of the shopper's first tap (Event Timing counts until that paint).
        void afterNextPaint().then(() => {
          settlePage();
          if (!system) void settled().then(() => start().catch(() => {}));
        });
      };
      const stopListening = () =>
        ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, options));
      ACTIVITY_EVENTS.forEach((type) => window.addEventListener(type, onActivity, options));
      const cancelIdle = whenIdle(
        () => {
          settlePage();
          if (returning()) void settled().then(() => start().catch(() => {}));
        },
        { timeout: IDLE_START_TIMEOUT_MS, fallback: 200 },
      );
      return () => {
        stopListening();
        cancelIdle();
        hydrated = false;
        stopPage?.();
        stopPage = null;
      };
    },
  };
}
