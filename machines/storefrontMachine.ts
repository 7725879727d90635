import { fromPromise, setup } from 'xstate';
import { authMachine, type AuthInput } from './authMachine';
import { buildReloadMachine, type BuildReloadInput } from './buildReloadMachine';
import { cartMachine, type CartInput } from './cartMachine';
import { checkoutMachine, type CheckoutMachineInput, type CheckoutPlaced } from './checkoutMachine';
import { notProvided } from './placeholders';
import { sessionMachine, type SessionInput } from './sessionMachine';
import { shellMachine } from './shellMachine';
import { tell } from './system';
import { wishlistMachine, type WishlistInput } from './wishlistMachine';

export interface StorefrontInput {
  session: SessionInput;
  cart: CartInput;
}

export type StorefrontEvent =
  /**
   * The page has hydrated: the actors that need the browser start (auth reads tokens from browser storage, the
   * wishlist lives in localStorage, build reload polls). `build` is null in development (no build id).
   */
  | { type: 'storefront.hydrated'; auth: AuthInput; wishlist: WishlistInput; build: BuildReloadInput | null }
  /** The shopper is on /checkout: its actor starts with the draft kept from before a reload. */
  | ({ type: 'storefront.checkout.open' } & CheckoutMachineInput)
  /** The shopper left /checkout. */
  | { type: 'storefront.checkout.close' }
  | CheckoutPlaced;

/**
 * The storefront's one actor system. Session, shell and cart run from the start, on the server render too; auth,
 * wishlist and build reload start once the page has hydrated, and checkout while the shopper is on /checkout. Each
 * child is registered under its `systemId`, so machines reach each other with `system.get(...)` (machines/system.ts).
 * The app supplies every implementation once, with `.provide` (src/app/actors.ts).
 */
export const storefrontMachine = setup({
  types: {
    context: {} as StorefrontInput,
    input: {} as StorefrontInput,
    events: {} as StorefrontEvent,
    children: {} as {
      session: 'session';
      shell: 'shell';
      cart: 'cart';
      auth: 'auth';
      wishlist: 'wishlist';
      buildReload: 'buildReload';
      checkout: 'checkout';
      openOrderReceived: 'openOrderReceived';
    },
  },
  actors: {
    session: sessionMachine,
    shell: shellMachine,
    cart: cartMachine,
    auth: authMachine,
    wishlist: wishlistMachine,
    buildReload: buildReloadMachine,
    checkout: checkoutMachine,
    /** Opens `/checkout/order-received/{orderId}`; settles once the order screen shows. */
    openOrderReceived: fromPromise<void, { orderId: number }>(notProvided('storefront', 'openOrderReceived')),
  },
  actions: {
    /** The order emptied the cart on the server: the cart reloads it. */
    refreshCart: tell('cart', { type: 'cart.refresh' }),
  },
  guards: {
    hasBuild: ({ event }) => event.type === 'storefront.hydrated' && event.build !== null,
  },
}).createMachine({
  id: 'storefront',
  type: 'parallel',
  context: ({ input }) => input,
  invoke: [
    { id: 'session', systemId: 'session', src: 'session', input: ({ context }) => context.session },
    { id: 'shell', systemId: 'shell', src: 'shell' },
    { id: 'cart', systemId: 'cart', src: 'cart', input: ({ context }) => context.cart },
  ],
  states: {
    page: {
      initial: 'rendering',
      states: {
        // The server render, and the browser until hydration: nothing may read browser storage yet.
        rendering: {
          on: { 'storefront.hydrated': 'hydrated' },
        },
        hydrated: {
          invoke: [
            {
              id: 'auth',
              systemId: 'auth',
              src: 'auth',
              input: ({ event }) =>
                event.type === 'storefront.hydrated' ? event.auth : { tokenExpiresIn: null },
            },
            {
              id: 'wishlist',
              systemId: 'wishlist',
              src: 'wishlist',
              input: ({ event }) => (event.type === 'storefront.hydrated' ? event.wishlist : { owner: null }),
            },
          ],
        },
      },
    },
    build: {
      initial: 'unwatched',
      states: {
        unwatched: {
          on: { 'storefront.hydrated': { guard: 'hasBuild', target: 'watched' } },
        },
        watched: {
          invoke: {
            id: 'buildReload',
            systemId: 'buildReload',
            src: 'buildReload',
            input: ({ event }) => {
              if (event.type !== 'storefront.hydrated' || !event.build) throw new Error('No build to watch');
              return event.build;
            },
          },
        },
      },
    },
    checkout: {
      initial: 'closed',
      states: {
        closed: {
          on: { 'storefront.checkout.open': 'open' },
        },
        open: {
          invoke: {
            id: 'checkout',
            systemId: 'checkout',
            src: 'checkout',
            input: ({ event }) => ({ draft: event.type === 'storefront.checkout.open' ? event.draft : null }),
          },
          on: {
            'storefront.checkout.close': 'closed',
            'storefront.order.placed': 'showingOrder',
          },
        },
        // The order screen opens first: a cart refreshed before it would show the checkout form its empty cart.
        showingOrder: {
          invoke: {
            id: 'openOrderReceived',
            src: 'openOrderReceived',
            input: ({ event }) => ({ orderId: event.type === 'storefront.order.placed' ? event.orderId : 0 }),
            onDone: { target: 'closed', actions: 'refreshCart' },
            onError: { target: 'closed', actions: 'refreshCart' },
          },
        },
      },
    },
  },
});
