import { commitLocalUpdate, createOperationDescriptor, getRequest } from 'relay-runtime';
import { createActor, fromPromise, waitFor, type InspectionEvent, type Observer } from 'xstate';
import { authMachine } from '../../machines/authMachine';
import { buildReloadMachine } from '../../machines/buildReloadMachine';
import { cartMachine } from '../../machines/cartMachine';
import { checkoutMachine } from '../../machines/checkoutMachine';
import { sessionMachine } from '../../machines/sessionMachine';
import { storefrontMachine } from '../../machines/storefrontMachine';
import { wishlistMachine } from '../../machines/wishlistMachine';
import { authImplementations } from '../account/authActors';
import { viewerQuery } from '../account/ViewerQuery';
import { tokenStorage } from '../relay/credentials';
import { cartImplementations } from '../cart/cartActors';
import { cartQuery } from '../cart/CartQuery';
import { checkoutImplementations } from '../checkout/checkoutActors';
import { readDraft } from '../checkout/draftStorage';
import type { AppEnvironment } from '../relay/environment';
import { settings } from '../settings';
import { wishlistImplementations } from '../wishlist/wishlistActors';
import { wishlistStore } from '../wishlist/wishlistStore';
import { ACTIVITY_EVENTS, type Storefront, type StorefrontNavigation } from './storefrontHost';
import { devInspect } from './inspector';
import { buildReloadImplementations, readBuildInput } from './buildReload';
import { clearCookiesAndStorage, readReloadCount, writeReloadCount } from './session';

export interface StorefrontOptions {
  environment: AppEnvironment;
  router: StorefrontNavigation;
  /** Ends the customer's session on the server before a session reset reloads. @default the `Logout` mutation */
  logout?: () => Promise<void>;
  /** Receives every inspection event of the system. @default the Stately inspector when opted in, else none */
  inspect?: Observer<InspectionEvent>;
}

/**
 * The storefront's one actor system (machines/storefrontMachine.ts) with every implementation supplied once: Relay
 * for the data, the router for navigation, browser storage for tokens, drafts and the wishlist. The browser loads it
 * with XState after the page has hydrated (src/app/storefrontHost.ts); the server renders without it, from the same
 * pre-start values the hydrating page reads (src/app/hooks.tsx).
 */
export function createStorefront({ environment, router, logout, inspect }: StorefrontOptions): Storefront {
  // Requests cut off by leaving the page fail like a broken session; once the page is going, nothing is cleared,
  // counted or reloaded.
  const page = { leaving: false };
  const machine = storefrontMachine.provide({
    actors: {
      session: sessionMachine.provide({
        actors: {
          logout: fromPromise(
            logout ??
              (async () => {
                const { commitLogout } = await import('../account/authMutations');
                await commitLogout(environment);
              }),
          ),
        },
        actions: {
          recordReload: (_, { reloadCount }) => {
            if (!page.leaving) writeReloadCount(reloadCount);
          },
          clearStorage: () => {
            if (!page.leaving) clearCookiesAndStorage();
          },
          resetSession: () => {
            if (page.leaving) return;
            commitLocalUpdate(environment, (store) => {
              const root = store.getRoot();
              root.setValue(null, 'cart');
              root.setValue(null, 'customer');
              root.setValue(null, 'viewer');
            });
          },
          reload: () => {
            if (!page.leaving) window.location.reload();
          },
        },
      }),
      cart: cartMachine.provide(cartImplementations(environment)),
      auth: authMachine.provide(
        authImplementations(environment, {
          pathname: () => router.state.location.pathname,
          goHome: () => void router.navigate({ to: '/' }),
        }),
      ),
      wishlist: wishlistMachine.provide(wishlistImplementations(environment)),
      checkout: checkoutMachine.provide(checkoutImplementations(environment)),
      buildReload: buildReloadMachine.provide(buildReloadImplementations()),
      openOrderReceived: fromPromise(async ({ input }) => {
        await router.navigate({
          to: '/checkout/order-received/$orderId',
          params: { orderId: input.orderId },
        });
      }),
    },
  });
  const actor = createActor(machine, {
    input: {
      session: { reloadCount: typeof window === 'undefined' ? 0 : readReloadCount() },
      cart: {
        initStoreOnUserActionToReduceServerLoad: settings.initStoreOnUserActionToReduceServerLoad,
        autoOpenCart: settings.autoOpenCart,
      },
    },
    inspect: inspect ?? devInspect(),
  });
  actor.start();

  // Checkout runs while the shopper is on /checkout: opened before the route renders, closed when it is left.
  const followCheckout = (pathname: string) => {
    const onCheckout = pathname === '/checkout';
    const open = actor.getSnapshot().matches({ checkout: 'open' });
    if (onCheckout && !open) actor.send({ type: 'storefront.checkout.open', draft: readDraft() });
    else if (!onCheckout && open) actor.send({ type: 'storefront.checkout.close' });
  };
  // The form renders in the browser only (its draft lives in sessionStorage): no checkout actor on the server.
  const browser = typeof window !== 'undefined';
  if (browser) followCheckout(router.state.location.pathname);
  const stopFollowing = browser
    ? router.subscribe('onBeforeLoad', ({ toLocation }) => followCheckout(toLocation.pathname))
    : () => {};

  const hydrated = (before?: { active: boolean }) => {
    actor.send({
      type: 'storefront.hydrated',
      auth: { tokenExpiresIn: tokenStorage.expiresIn() },
      wishlist: { owner: wishlistStore.owner() },
      build: readBuildInput(),
    });
    const children = () => actor.getSnapshot().children;
    const stops: (() => void)[] = [];
    const listen = <K extends keyof WindowEventMap>(
      type: K,
      listener: (event: WindowEventMap[K]) => void,
      options?: AddEventListenerOptions,
    ) => {
      window.addEventListener(type, listener, options);
      stops.push(() => window.removeEventListener(type, listener, options));
    };
    listen('beforeunload', () => (page.leaving = true));
    listen('pagehide', () => (page.leaving = true));
    listen('pageshow', () => (page.leaving = false));
    // Both panels close on every route change (spec 2); a new build reloads into the next navigation.
    stops.push(router.subscribe('onResolved', () => children().shell?.send({ type: 'shell.route.change' })));
    stops.push(
      router.subscribe('onBeforeNavigate', ({ toLocation, pathChanged }) => {
        if (pathChanged) children().buildReload?.send({ type: 'build.navigate', href: toLocation.href });
      }),
    );
    // A lazily loaded chunk that fails: handled here, or Vite rethrows and the route shows its error screen.
    listen('vite:preloadError' as 'error', (event) => {
      event.preventDefault();
      children().buildReload?.send({ type: 'build.chunk.failed' });
    });
    // The store keeps the session cart and the viewer (which the views read with `store-only`) for as long as the
    // page lives, whichever views are mounted.
    for (const query of [cartQuery, viewerQuery]) {
      const retained = environment.retain(createOperationDescriptor(getRequest(query), {}));
      stops.push(() => retained.dispose());
    }
    // The shopper's first activity loads a lazily loaded cart: one the host heard before the system ran, or the next.
    if (settings.initStoreOnUserActionToReduceServerLoad) {
      const options = { capture: true, passive: true } as const;
      const onActivity = () => {
        ACTIVITY_EVENTS.forEach((type) => window.removeEventListener(type, onActivity, options));
        children().cart?.send({ type: 'cart.activity' });
      };
      if (before?.active) onActivity();
      else ACTIVITY_EVENTS.forEach((type) => listen(type, onActivity, options));
    }
    return () => stops.forEach((stop) => stop());
  };

  return {
    actor,
    hydrated,
    reportError: (message) => actor.getSnapshot().children.session?.send({ type: 'session.error', message }),
    async authRefused(refusedToken, retried) {
      const auth = actor.getSnapshot().children.auth;
      if (!auth?.getSnapshot().matches('authenticated')) {
        tokenStorage.clear();
        return;
      }
      if (tokenStorage.authToken() !== refusedToken && !retried) return;
      auth.send({ type: 'auth.refused', retried });
      // The request is retried once the token is renewed (or the customer continues as a guest).
      await waitFor(auth, (s) => !s.matches({ authenticated: 'refreshing' }));
    },
    async addToCart(event) {
      const cart = actor.getSnapshot().children.cart;
      if (!cart) return;
      cart.send(event);
      try {
        await waitFor(
          cart,
          (snapshot) => !snapshot.context.queue.some((operation) => operation.kind === 'add'),
        );
      } catch (error) {
        console.error('addToCart did not settle', error);
      }
    },
    stop: () => {
      stopFollowing();
      actor.stop();
    },
  };
}
