import { assign, fromPromise, setup } from 'xstate';
import { messageOf, notProvided } from './placeholders';
import {
  applyPatch,
  checkoutInput,
  clearErrorsFor,
  emptyDraft,
  persistableDraft,
  validateCheckout,
  type Address,
  type CheckoutDraft,
  type CheckoutInput,
  type DraftPatch,
  type FieldErrors,
} from './checkoutValidation';

export interface CheckoutMachineInput {
  /** The draft restored from sessionStorage after a reload, if any. */
  draft: CheckoutDraft | null;
}

export type CheckoutEvent =
  | { type: 'checkout.draft.change'; patch: DraftPatch }
  | { type: 'checkout.submit'; billingAddressRequired: boolean };

export type CheckoutTag = 'processing';

export interface CheckoutFailure {
  stage: 'intent' | 'payment' | 'order';
  /** The server's or Stripe's message, shown as is. */
  message: string;
}

/**
 * Checkout (issue 5): validate the draft, pay with Stripe when chosen, place the order. Only the form states accept
 * `checkout.submit`, so a second submission while processing, or after success, is ignored.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as {
      draft: CheckoutDraft;
      errors: FieldErrors;
      intent: { id: string; clientSecret: string } | null;
      /** Set once Stripe confirmed the payment; a retry after a failed order reuses it instead of paying again. */
      transactionId: string | null;
      orderId: number | null;
      failure: CheckoutFailure | null;
    },
    events: {} as CheckoutEvent,
    input: {} as CheckoutMachineInput,
    tags: {} as CheckoutTag,
  },
  actors: {
    /** `getStripePaymentIntent` for the current cart. */
    createPaymentIntent: fromPromise<{ id: string; clientSecret: string }, void>(
      notProvided('checkout', 'createPaymentIntent'),
    ),
    /** Stripe.js `confirmPayment`/`confirmCardPayment` with the mounted element; resolves with the intent id. */
    confirmPayment: fromPromise<{ transactionId: string }, { clientSecret: string; billing: Address }>(
      notProvided('checkout', 'confirmPayment'),
    ),
    /** The `Checkout` mutation; resolves with the order's database id. */
    placeOrder: fromPromise<{ orderId: number }, CheckoutInput>(notProvided('checkout', 'placeOrder')),
  },
  actions: {
    updateDraft: assign(({ context, event }) => {
      if (event.type !== 'checkout.draft.change') return {};
      return {
        draft: applyPatch(context.draft, event.patch),
        errors: clearErrorsFor(context.errors, event.patch),
      };
    }),
    validate: assign({
      errors: ({ context, event }) =>
        event.type === 'checkout.submit' ? validateCheckout(context.draft, event) : context.errors,
      failure: null,
    }),
    recordFailure: assign({ failure: (_, params: CheckoutFailure) => params }),
    /** The app keeps the draft in sessionStorage so it survives a reload. */
    persistDraft: (_, _params: { draft: CheckoutDraft }) => {},
    /** The app removes the stored draft. */
    clearDraft: () => {},
    /** The app sends `cart.refresh`: the order emptied the cart on the server. */
    refreshCart: () => {},
    /** The app navigates to `/checkout/order-received/{orderId}`. */
    openOrderReceived: (_, _params: { orderId: number }) => {},
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    alreadyPaid: ({ context }) => context.transactionId !== null && context.draft.paymentMethod === 'stripe',
    paysWithStripe: ({ context }) => context.draft.paymentMethod === 'stripe',
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    draft: input.draft ?? emptyDraft(),
    errors: {},
    intent: null,
    transactionId: null,
    orderId: null,
    failure: null,
  }),
  initial: 'form',
  states: {
    form: {
      initial: 'editing',
      on: {
        'checkout.draft.change': {
          target: '.editing',
          actions: [
            'updateDraft',
            { type: 'persistDraft', params: ({ context }) => ({ draft: persistableDraft(context.draft) }) },
          ],
        },
        'checkout.submit': { target: 'validating', actions: 'validate' },
      },
      states: {
        editing: {},
        // The draft is kept; `failure` says what went wrong.
        failed: {},
      },
    },
    validating: {
      always: [
        { guard: 'hasErrors', target: 'form.editing' },
        { guard: 'alreadyPaid', target: 'placingOrder' },
        { guard: 'paysWithStripe', target: 'creatingIntent' },
        { target: 'placingOrder' },
      ],
    },
    creatingIntent: {
      tags: ['processing'],
      invoke: {
        id: 'createPaymentIntent',
        src: 'createPaymentIntent',
        onDone: { target: 'confirmingPayment', actions: assign({ intent: ({ event }) => event.output }) },
        onError: {
          target: 'form.failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ stage: 'intent', message: messageOf(event.error) }),
          },
        },
      },
    },
    confirmingPayment: {
      tags: ['processing'],
      invoke: {
        id: 'confirmPayment',
        src: 'confirmPayment',
        input: ({ context }) => ({
          clientSecret: context.intent?.clientSecret ?? '',
          billing: context.draft.billing,
        }),
        onDone: {
          target: 'placingOrder',
          actions: assign({ transactionId: ({ event }) => event.output.transactionId }),
        },
        onError: {
          target: 'form.failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ stage: 'payment', message: messageOf(event.error) }),
          },
        },
      },
    },
    placingOrder: {
      tags: ['processing'],
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) =>
          checkoutInput(
            context.draft,
            context.transactionId === null
              ? { isPaid: false }
              : { transactionId: context.transactionId, isPaid: true },
          ),
        onDone: { target: 'placed', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
        onError: {
          target: 'form.failed',
          actions: {
            type: 'recordFailure',
            params: ({ event }) => ({ stage: 'order', message: messageOf(event.error) }),
          },
        },
      },
    },
    placed: {
      entry: [
        'clearDraft',
        'refreshCart',
        { type: 'openOrderReceived', params: ({ context }) => ({ orderId: context.orderId ?? 0 }) },
      ],
    },
  },
});
