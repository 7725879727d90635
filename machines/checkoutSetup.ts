import { assign, fromCallback, fromPromise, sendParent, setup, type EventObject } from 'xstate';
import type { AuthReply } from './authTypes';
import { isCommonPasswordError } from './authTypes';
import { notProvided } from './placeholders';
import { tell } from './system';
import {
  applyPatch,
  clearErrorsFor,
  validateCheckout,
  type Address,
  type CheckoutDraft,
  type CheckoutInput,
  type CheckoutPayment,
  type DraftPatch,
  type FieldErrors,
  type SavedAddresses,
  prefillDraft,
} from './checkoutValidation';

export interface CheckoutMachineInput {
  /** The draft restored from sessionStorage after a reload, if any. */
  draft: CheckoutDraft | null;
}

export type CheckoutEvent =
  | { type: 'checkout.draft.change'; patch: DraftPatch }
  /** A logged-in customer's saved addresses fill the fields still empty. */
  | ({ type: 'checkout.prefill' } & SavedAddresses)
  | { type: 'checkout.submit'; billingAddressRequired: boolean }
  /** The card field is ready to pay with (the app's payment handle, opaque here), or gone (null). */
  | { type: 'checkout.card.ready'; card: unknown }
  /** The auth actor says a customer is logged in: their saved addresses are loaded. */
  | { type: 'checkout.customer.known' }
  | AuthReply;

/** What checkout tells the root actor, which owns its lifetime: the order is placed, show it. */
export interface CheckoutPlaced {
  type: 'storefront.order.placed';
  orderId: number;
}

export type CheckoutTag = 'processing';

export interface CheckoutFailure {
  stage: 'intent' | 'payment' | 'order';
  /** The server's or Stripe's message, shown as is. */
  message: string;
}

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
    /** Logs in the account the order created (username or e-mail) through the auth actor, which answers. */
    logIn: tell<'auth', { draft: CheckoutDraft }>('auth', ({ self, context }) => ({
      type: 'auth.login',
      username: context.draft.account.username.trim() || context.draft.billing.email.trim(),
      password: context.draft.account.password,
      replyTo: self,
    })),
    /** The root actor opens the order screen, then has the cart reloaded: the order emptied it on the server. */
    reportPlaced: sendParent(({ context }: { context: { orderId: number | null } }) => ({
      type: 'storefront.order.placed',
      orderId: context.orderId ?? 0,
    }) satisfies CheckoutPlaced),
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
