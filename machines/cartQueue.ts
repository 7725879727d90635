import { assign, fromPromise, setup, type AnyActorRef } from 'xstate';
import { messageOf, notProvided, storeUnreached } from './placeholders';
import { tell } from './system';
import {
  enqueue,
  headInput,
  toOperation,
  type AddToCartInput,
  type CartEvent,
  type CartOperation,
  type CartOperationKind,
  type ShippingDestination,
  type UpdateQuantityInput,
} from './cartOperations';

export interface CartInput {
  /** Store setting `initStoreOnUserActionToReduceServerLoad`: wait for `cart.activity` or `cart.load`. */
  initStoreOnUserActionToReduceServerLoad: boolean;
  /** Store setting `autoOpenCart`: open the cart panel after a successful add. */
  autoOpenCart: boolean;
}

/** Why the last coupon code was refused, shown under the coupon field until the next attempt. */
export interface CouponProblem {
  code: string;
  message: string;
}

export interface CartContext {
  queue: CartOperation[];
  lazy: boolean;
  autoOpenCart: boolean;
  /** Cart changes that failed since the shopper last closed the notice about them. */
  failures: number;
  couponProblem: CouponProblem | null;
  /** Checkout asked for the cart to be held (`cart.checkout.begin`) while a change or load ran: it waits for the answer. */
  holdFor: AnyActorRef | null;
  /** Checkout asked, and nothing else answers for it (a `cart.checkout.begin` without `replyTo`). */
  holdAsked: boolean;
}

export type CartTag = 'loading' | 'cartUpdating' | 'couponUpdating' | 'adding';

/** Types and named implementations of the cart machine; the app replaces actors and effect actions. */
export const cartSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
    tags: {} as CartTag,
  },
  actors: {
    loadCart: fromPromise<void, void>(notProvided('cart', 'loadCart')),
    addToCart: fromPromise<void, AddToCartInput>(notProvided('cart', 'addToCart')),
    updateQuantity: fromPromise<void, UpdateQuantityInput>(notProvided('cart', 'updateQuantity')),
    emptyCart: fromPromise<void, void>(notProvided('cart', 'emptyCart')),
    changeShippingMethod: fromPromise<void, { shippingMethods: string[] }>(
      notProvided('cart', 'changeShippingMethod'),
    ),
    /** Tells the store the new destination, then reloads the cart with the rates for it. */
    changeDestination: fromPromise<void, ShippingDestination>(notProvided('cart', 'changeDestination')),
    applyCoupon: fromPromise<void, { code: string }>(notProvided('cart', 'applyCoupon')),
    removeCoupons: fromPromise<void, { codes: string[] }>(notProvided('cart', 'removeCoupons')),
  },
  actions: {
    enqueue: assign({
      queue: ({ context, event }, params: { inFlight: boolean }) => {
        const operation = toOperation(event);
        return operation ? enqueue(context.queue, operation, params.inFlight) : context.queue;
      },
    }),
    dequeue: assign({ queue: ({ context }) => context.queue.slice(1) }),
    clearQueue: assign({ queue: [] }),
    /**
     * Runs after every change to the queue. The app shows the quantity changes that wait behind the running one in
     * the store it renders from, so a line shows the last quantity asked for; a running change shows its own
     * (src/cart/cartActors.ts).
     */
    showQueue: () => {},
    /** A refused coupon is said at the coupon field; any other failed change counts towards the notice. */
    noteFailure: assign(({ context }, params: { operation: CartOperationKind; error: unknown }) =>
      params.operation === 'couponApply'
        ? {
            couponProblem: {
              code: headInput(context.queue, 'couponApply').code,
              message: messageOf(params.error),
            },
          }
        : { failures: context.failures + 1 },
    ),
    clearCouponProblem: assign({ couponProblem: null }),
    dismissFailures: assign({ failures: 0 }),
    noteHold: assign({
      holdAsked: true,
      holdFor: ({ event }) => (event.type === 'cart.checkout.begin' ? (event.replyTo ?? null) : null),
    }),
    forgetHold: assign({ holdAsked: false, holdFor: null }),
    /** The app drops the cart it shows (the store's record of it), so nothing of the previous customer stays. */
    forgetCart: () => {},
    /** Opens the cart panel (store setting `autoOpenCart`). */
    openCartPanel: tell('shell', { type: 'shell.cart.open' }),
    /** A refresh the store refused means a broken session: the session actor starts it over. */
    resetSession: tell('session', { type: 'session.cart.failed' }),
    /** Spec: failed cart operations are logged, with no message to the shopper. */
    logFailure: (_, _params: { operation: CartOperationKind; error: unknown }) => {},
  },
  guards: {
    loadsEagerly: ({ context }) => !context.lazy,
    /** The load failed without the store's answer (offline, the page leaving, a gateway's 502–504). */
    storeUnreached: (_, params: { error: unknown }) => storeUnreached(params.error),
    holdAsked: ({ context }) => context.holdAsked,
    autoOpensCart: ({ context }) => context.autoOpenCart,
    headIs: ({ context }, params: { kind: CartOperationKind }) => context.queue[0]?.kind === params.kind,
  },
});

const done = { target: 'next', actions: ['dequeue', 'showQueue'] } as const;
const failed = (operation: CartOperationKind) =>
  ({
    target: 'next',
    actions: [
      {
        type: 'noteFailure',
        params: ({ event }: { event: { error?: unknown } }) => ({ operation, error: event.error }),
      },
      {
        type: 'logFailure',
        params: ({ event }: { event: { error?: unknown } }) => ({ operation, error: event.error }),
      },
      'dequeue',
      'showQueue',
    ],
  }) as const;

/**
 * The `processing` region: runs the queue head, drops it whatever the answer, and routes to the next one. Operations
 * thus reach the server one at a time in click order, and the last answer is the cart shown.
 */
export const processingState = cartSetup.createStateConfig({
  tags: ['cartUpdating'],
  initial: 'next',
  states: {
    next: {
      always: [
        { guard: { type: 'headIs', params: { kind: 'add' } }, target: 'adding' },
        { guard: { type: 'headIs', params: { kind: 'quantity' } }, target: 'updatingQuantity' },
        { guard: { type: 'headIs', params: { kind: 'empty' } }, target: 'emptying' },
        { guard: { type: 'headIs', params: { kind: 'shipping' } }, target: 'selectingShipping' },
        { guard: { type: 'headIs', params: { kind: 'destination' } }, target: 'changingDestination' },
        { guard: { type: 'headIs', params: { kind: 'couponApply' } }, target: 'applyingCoupon' },
        { guard: { type: 'headIs', params: { kind: 'couponRemove' } }, target: 'removingCoupon' },
        { target: '#cart.ready' },
      ],
    },
    adding: {
      tags: ['adding'],
      invoke: {
        id: 'addToCart',
        src: 'addToCart',
        input: ({ context }) => headInput(context.queue, 'add'),
        onDone: [
          { guard: 'autoOpensCart', target: 'next', actions: ['dequeue', 'showQueue', 'openCartPanel'] },
          done,
        ],
        onError: failed('add'),
      },
    },
    updatingQuantity: {
      invoke: {
        id: 'updateQuantity',
        src: 'updateQuantity',
        input: ({ context }) => headInput(context.queue, 'quantity'),
        onDone: done,
        onError: failed('quantity'),
      },
    },
    emptying: {
      invoke: { id: 'emptyCart', src: 'emptyCart', onDone: done, onError: failed('empty') },
    },
    selectingShipping: {
      invoke: {
        id: 'changeShippingMethod',
        src: 'changeShippingMethod',
        input: ({ context }) => headInput(context.queue, 'shipping'),
        onDone: done,
        onError: failed('shipping'),
      },
    },
    changingDestination: {
      invoke: {
        id: 'changeDestination',
        src: 'changeDestination',
        input: ({ context }) => headInput(context.queue, 'destination'),
        onDone: done,
        onError: failed('destination'),
      },
    },
    applyingCoupon: {
      tags: ['couponUpdating'],
      entry: 'clearCouponProblem',
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => headInput(context.queue, 'couponApply'),
        onDone: done,
        onError: failed('couponApply'),
      },
    },
    removingCoupon: {
      tags: ['couponUpdating'],
      invoke: {
        id: 'removeCoupons',
        src: 'removeCoupons',
        input: ({ context }) => headInput(context.queue, 'couponRemove'),
        onDone: done,
        onError: failed('couponRemove'),
      },
    },
  },
});
