import { onOperations } from './cartOperations';
import { cartSetup, processingState } from './cartQueue';

export type { CartContext, CartInput, CouponProblem } from './cartQueue';

const enqueueWaiting = { actions: { type: 'enqueue', params: { inFlight: false } } } as const;
const enqueueInFlight = { actions: { type: 'enqueue', params: { inFlight: true } } } as const;

/**
 * Cart lifecycle (spec section 4, issue 5): lazy start, refresh, and queued operations. Every actor writes the server's
 * answer to the Relay store; the context holds only the queue of requested changes.
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: ({ input }) => ({
    queue: [],
    lazy: input.initStoreOnUserActionToReduceServerLoad,
    autoOpenCart: input.autoOpenCart,
    failures: 0,
    couponProblem: null,
  }),
  initial: 'dormant',
  on: {
    // Logout: the old customer's cart leaves the screen at once; a guest's cart is loaded as at the start.
    'cart.clear': { target: '.dormant', actions: ['clearQueue', 'forgetCart'] },
    'cart.failure.dismiss': { actions: 'dismissFailures' },
    // While loading or failed, changes wait in the queue; no click is lost.
    ...onOperations(enqueueWaiting),
  },
  states: {
    dormant: {
      always: { guard: 'loadsEagerly', target: 'loading' },
      on: {
        'cart.activity': 'loading',
        'cart.load': 'loading',
        'cart.refresh': 'loading',
        ...onOperations({ target: 'loading', ...enqueueWaiting }),
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: 'processing',
        onError: { target: 'failed', actions: 'resetSession' },
      },
    },
    ready: {
      on: {
        'cart.refresh': 'loading',
        ...onOperations({ target: 'processing', ...enqueueWaiting }),
      },
    },
    processing: {
      ...processingState,
      // A refresh while operations run is dropped: each operation's answer already carries the server's cart.
      on: onOperations(enqueueInFlight),
    },
    failed: {
      on: { 'cart.refresh': 'loading', 'cart.load': 'loading' },
    },
  },
});
