import { assign, fromCallback, raise, sendTo, setup } from 'xstate';

export interface WishlistInput {
  /** The customer whose list is active on this device (after a login on an earlier page), else null. */
  owner: number | null;
}

export type WishlistEvent =
  | { type: 'wishlist.add'; productId: number }
  | { type: 'wishlist.remove'; productId: number }
  /** Login: the customer's list becomes active and the visitor's items move into it. */
  | { type: 'wishlist.adopt'; customerId: number }
  /** The list stored on the account arrived (its `wishlist` meta value; null when it has none). */
  | { type: 'wishlist.reconcile'; customerId: number; stored: string | null }
  /** Logout: back to the (empty) visitor list; the customer's list stays on the device for their next login. */
  | { type: 'wishlist.release' };

/**
 * The wishlist (spec 6): one list for visitors and one per customer, kept on the device; a customer's list is also
 * kept on their account. The ids live in the app's store (localStorage, shared by the shop's tabs); this machine
 * decides which list is active and keeps the account in step while a customer's is.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as { owner: number | null },
    events: {} as WishlistEvent,
    input: {} as WishlistInput,
  },
  actors: {
    /** While a customer's list is active: saves its changes to the account; merges the account's list on request. */
    syncAccount: fromCallback<WishlistEvent, { customerId: number }>(() => () => {}),
  },
  actions: {
    /** The app's store adds or removes the product in the active list (src/wishlist/wishlistStore.ts). */
    add: (_, _params: { productId: number }) => {},
    remove: (_, _params: { productId: number }) => {},
    /** The app's store makes the customer's list active and moves the visitor's items into it. */
    adopt: (_, _params: { customerId: number }) => {},
    /** The app's store goes back to the visitor's list. */
    release: () => {},
  },
  guards: {
    hasOwner: ({ context }) => context.owner !== null,
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({ owner: input.owner }),
  initial: 'start',
  on: {
    'wishlist.add': { actions: { type: 'add', params: ({ event }) => ({ productId: event.productId }) } },
    'wishlist.remove': {
      actions: { type: 'remove', params: ({ event }) => ({ productId: event.productId }) },
    },
    'wishlist.adopt': {
      target: '.customer',
      reenter: true,
      actions: [
        assign({ owner: ({ event }) => event.customerId }),
        { type: 'adopt', params: ({ event }) => ({ customerId: event.customerId }) },
      ],
    },
  },
  states: {
    start: {
      always: [{ guard: 'hasOwner', target: 'customer' }, { target: 'visitor' }],
    },
    visitor: {
      on: {
        // Logged in on an earlier page whose list was never adopted here: adopt it now, then merge.
        'wishlist.reconcile': {
          target: 'customer',
          actions: [
            assign({ owner: ({ event }) => event.customerId }),
            { type: 'adopt', params: ({ event }) => ({ customerId: event.customerId }) },
            raise(({ event }) => event),
          ],
        },
      },
    },
    customer: {
      invoke: {
        id: 'syncAccount',
        src: 'syncAccount',
        input: ({ context }) => ({ customerId: context.owner ?? 0 }),
      },
      on: {
        'wishlist.reconcile': { actions: sendTo('syncAccount', ({ event }) => event) },
        'wishlist.release': { target: 'visitor', actions: [assign({ owner: null }), 'release'] },
      },
    },
  },
});
