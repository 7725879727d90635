import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { isCommonPasswordError } from './authTypes';
import { notProvided } from './placeholders';
import { tell } from './system';
import type { CheckoutEvent, CheckoutFailure, CheckoutMachineInput, CheckoutTag } from './checkoutTypes';

export type {
  CheckoutEvent,
  CheckoutFailure,
  CheckoutMachineInput,
  CheckoutPlaced,
  CheckoutTag,
} from './checkoutTypes';
import {
  applyPatch,
  clearErrorsFor,
  validateCheckout,
  type Address,
  type CheckoutDraft,
  type CheckoutInput,
  type CheckoutPayment,
  type FieldErrors,
  prefillDraft,
} from './checkoutValidation';

/** Types and named implementations of the checkout machine; the app replaces actors and effect actions. */
export const checkoutSetup = setup({
  types: {
    context: {} as {
      draft: CheckoutDraft;
      errors: FieldErrors;
      intent: { id: string; clientSecret: string } | null;
      /**
       * Set once Stripe confirmed the card. A paid PaymentIntent is reused by a retry after a failed order instead of
       * paying again; a saved card (SetupIntent) is set up anew, since the store's charge may have used it.
       */
      payment: CheckoutPayment | null;
      orderId: number | null;
      failure: CheckoutFailure | null;
      /** The mounted card field's payment handle, opaque to the machine; null while there is none. */
      card: unknown;
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
    /** Stripe.js `confirmCardSetup` (a `seti_` secret) or `confirmCardPayment` (`pi_`) with the mounted element. */
    confirmPayment: fromPromise<CheckoutPayment, { clientSecret: string; billing: Address; card: unknown }>(
      notProvided('checkout', 'confirmPayment'),
    ),
    /** The `Checkout` mutation; resolves with the order's database id. */
    placeOrder: fromPromise<{ orderId: number }, CheckoutInput>(notProvided('checkout', 'placeOrder')),
    /** Loads the logged-in customer's saved addresses and sends them back as `checkout.prefill`. */
    loadCustomer: fromCallback<EventObject, void>(() => () => {}),
  },
  actions: {
    updateDraft: assign(({ context, event }) => {
      if (event.type !== 'checkout.draft.change') return {};
      return {
        draft: applyPatch(context.draft, event.patch),
        errors: clearErrorsFor(context.errors, event.patch),
      };
    }),
    prefill: assign({
      draft: ({ context, event }) =>
        event.type === 'checkout.prefill' ? prefillDraft(context.draft, event) : context.draft,
    }),
    validate: assign({
      errors: ({ context, event }) =>
        event.type === 'checkout.submit' ? validateCheckout(context.draft, event) : context.errors,
      failure: null,
    }),
    recordFailure: assign({ failure: (_, params: CheckoutFailure) => params }),
    /** The store refused the new account's password: the form shows it at that field, like its own checks. */
    refusePassword: assign({
      errors: ({ context }) => ({ ...context.errors, 'account.password': 'commonPassword' as const }),
    }),
    /** The app keeps the draft in sessionStorage so it survives a reload. */
    persistDraft: (_, _params: { draft: CheckoutDraft }) => {},
    /** The app removes the stored draft. */
    clearDraft: () => {},
    setCard: assign({ card: ({ event }) => (event.type === 'checkout.card.ready' ? event.card : null) }),
    /** Asks the auth actor whether a customer is logged in; it answers `checkout.customer.known` once one is. */
    askForCustomer: tell('auth', { type: 'auth.customer.request' }),
  },
  guards: {
    hasErrors: ({ context }) => Object.keys(context.errors).length > 0,
    alreadyPaid: ({ context }) =>
      context.payment?.isPaid === true && context.draft.paymentMethod === 'stripe',
    paysWithStripe: ({ context }) => context.draft.paymentMethod === 'stripe',
    createsAccount: ({ context }) => context.draft.createAccount,
    passwordTooCommon: (_, params: { error: unknown }) => isCommonPasswordError(params.error),
  },
});
