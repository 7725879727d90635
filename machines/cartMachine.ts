import { onOperations, type CartHeld } from './cartOperations';
import { cartSetup, processingState, type CartContext } from './cartQueue';
import { answer } from './system';
import { errorParams } from './placeholders';

export type { CartContext, CartInput, CouponProblem } from './cartQueue';

const enqueueWaiting = { actions: [{ type: 'enqueue', params: { inFlight: false } }, 'showQueue'] } as const;
const enqueueInFlight = { actions: [{ type: 'enqueue', params: { inFlight: true } }, 'showQueue'] } as const;
/** Nothing runs: checkout's order may go at once. */
const holdNow = { target: 'held', actions: 'noteHold' } as const;

/** Tells checkout that nothing runs now: the order may go. */
const replyHeld = answer<CartContext>(
  (context) => context.holdFor,
  (): CartHeld => ({ type: 'cart.reply.held' }),
);

/** How long a hold may last when checkout never says it ended (its actor stopped mid-order): changes then run. */
export const HOLD_LIMIT_MS = 60_000;

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
    holdFor: null,
    holdAsked: false,
  }),
  initial: 'dormant',
  on: {
    // Logout: the old customer's cart leaves the screen at once; a guest's cart is loaded as at the start.
    'cart.clear': { target: '.dormant', actions: ['clearQueue', 'showQueue', 'forgetCart'] },
    'cart.failure.dismiss': { actions: 'dismissFailures' },
    // While loading or failed, changes wait in the queue; no click is lost.
    ...onOperations(enqueueWaiting),
    // While a load or a change runs, the hold starts once it is over (`ready`).
    'cart.checkout.begin': { actions: 'noteHold' },
    'cart.checkout.end': { actions: 'forgetHold' },
  },
  states: {
    dormant: {
      always: { guard: 'loadsEagerly', target: 'loading' },
      on: {
        'cart.activity': 'loading',
        'cart.load': 'loading',
        'cart.refresh': 'loading',
        ...onOperations({ target: 'loading', ...enqueueWaiting }),
        'cart.checkout.begin': holdNow,
      },
    },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadCart',
        src: 'loadCart',
        onDone: 'processing',
        onError: [
          // No answer from the store: the session is not known to be broken, so it is kept (a shopper who left the
          // page while the cart loaded lost it to a new one), and the cart panel offers to try again.
          {
            guard: {
              type: 'storeUnreached',
              params: errorParams,
            },
            target: 'failed',
          },
          { target: 'failed', actions: 'resetSession' },
        ],
      },
    },
    ready: {
      always: { guard: 'holdAsked', target: 'held' },
      on: {
        'cart.refresh': 'loading',
        ...onOperations({ target: 'processing', ...enqueueWaiting }),
        'cart.checkout.begin': holdNow,
      },
    },
    // An order is being placed: nothing runs beside it; changes wait in the queue (the root's handler). A refresh is
    // dropped: the storefront reloads the cart once the order screen is open.
    held: {
      entry: [replyHeld, 'forgetHold'],
      after: { [HOLD_LIMIT_MS]: 'processing' },
      on: { 'cart.checkout.end': 'processing', 'cart.checkout.begin': { ...holdNow, reenter: true } },
    },
    processing: {
      ...processingState,
      // A refresh while operations run is dropped: each operation's answer already carries the server's cart.
      on: onOperations(enqueueInFlight),
    },
    // An add loads the cart again first, and then runs: after a load that got no answer the shopper stays on the
    // page, and the add waited (its button pending) until they found the panel's Try again. The other changes need
    // the cart on screen, which a failed cart does not show; they wait for the next load.
    failed: {
      on: {
        'cart.refresh': 'loading',
        'cart.load': 'loading',
        'cart.line.add': { target: 'loading', ...enqueueWaiting },
        'cart.checkout.begin': holdNow,
      },
    },
  },
});
