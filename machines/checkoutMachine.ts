import { assign, sendParent, spawnChild } from 'xstate';
import type { CheckoutPlaced } from './checkoutTypes';
import type { CheckoutDraft } from './checkoutValidation';
import { tell } from './system';
import { errorParams, messageOf } from './placeholders';
import { checkoutInput, emptyDraft, persistableDraft } from './checkoutValidation';
import { checkoutSetup } from './checkoutSetup';

export type { CheckoutEvent, CheckoutMachineInput, CheckoutPlaced } from './checkoutSetup';

/** How long the new account's login may take before the order screen opens without it. */
const LOGIN_TIMEOUT_MS = 30_000;

/** Logs in the account the order created (username or e-mail) through the auth actor, which answers. */
const logIn = tell<'auth', { draft: CheckoutDraft }>('auth', ({ self, context }) => ({
  type: 'auth.login',
  username: context.draft.account.username.trim() || context.draft.billing.email.trim(),
  password: context.draft.account.password,
  replyTo: self,
}));

/** Asks the cart actor to finish what runs and hold new changes while the order is placed; it answers `cart.reply.held`. */
const holdCart = tell<'cart'>('cart', ({ self }) => ({ type: 'cart.checkout.begin', replyTo: self }));
const releaseCart = tell('cart', { type: 'cart.checkout.end' });

/**
 * Checkout (issue 5): validate the draft, pay with Stripe when chosen, place the order, log in the account it
 * created. Only the form states accept `checkout.submit`, so a second submission while processing, or after
 * success, is ignored.
 */
export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    draft: input.draft ?? emptyDraft(),
    errors: {},
    intent: null,
    payment: null,
    orderId: null,
    failure: null,
    card: null,
  }),
  initial: 'form',
  // A logged-in customer's saved addresses fill the empty fields: asked for at the start, or told after a login.
  entry: 'askForCustomer',
  on: {
    'checkout.customer.known': { actions: spawnChild('loadCustomer', { id: 'loadCustomer' }) },
    'checkout.card.ready': { actions: 'setCard' },
  },
  states: {
    form: {
      initial: 'editing',
      on: {
        'checkout.draft.change': {
          target: '.editing',
          actions: [
            'updateDraft',
            {
              type: 'persistDraft',
              params: ({ context }: { context: { draft: CheckoutDraft } }) => ({
                draft: persistableDraft(context.draft),
              }),
            },
          ],
        },
        'checkout.submit': { target: 'validating', actions: 'validate' },
        'checkout.prefill': { actions: 'prefill' },
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
        { guard: 'alreadyPaid', target: 'holdingCart' },
        { guard: 'paysWithStripe', target: 'creatingIntent' },
        { target: 'holdingCart' },
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
          card: context.card,
        }),
        onDone: {
          target: 'holdingCart',
          actions: assign({ payment: ({ event }) => event.output }),
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
    // The store saves the session's cart at the end of every request: a cart change (a new shipping destination sent
    // as the shopper left the postcode field) still running while the order empties the cart would write the ordered
    // lines back. The cart finishes it first, and holds new changes until the order is placed or refused.
    holdingCart: {
      tags: ['processing'],
      entry: holdCart,
      on: { 'cart.reply.held': 'placingOrder' },
    },
    placingOrder: {
      tags: ['processing'],
      exit: releaseCart,
      invoke: {
        id: 'placeOrder',
        src: 'placeOrder',
        input: ({ context }) =>
          checkoutInput(
            context.draft,
            context.draft.paymentMethod === 'stripe' && context.payment ? context.payment : { isPaid: false },
          ),
        onDone: [
          {
            guard: 'createsAccount',
            target: 'loggingIn',
            actions: assign({ orderId: ({ event }) => event.output.orderId }),
          },
          { target: 'placed', actions: assign({ orderId: ({ event }) => event.output.orderId }) },
        ],
        onError: [
          {
            guard: {
              type: 'passwordTooCommon',
              params: errorParams,
            },
            target: 'form.editing',
            actions: 'refusePassword',
          },
          {
            target: 'form.failed',
            actions: {
              type: 'recordFailure',
              params: ({ event }) => ({ stage: 'order', message: messageOf(event.error) }),
            },
          },
        ],
      },
    },
    // An order that creates an account belongs to that customer, whom WooCommerce logs in at checkout: only then
    // may the order screen show it. The order stands whatever the login answers.
    loggingIn: {
      tags: ['processing'],
      entry: logIn,
      on: { 'auth.reply.loggedIn': 'placed', 'auth.reply.failed': 'placed' },
      after: { [LOGIN_TIMEOUT_MS]: 'placed' },
    },
    placed: {
      type: 'final',
      entry: [
        'clearDraft',
        // The root actor opens the order screen, then has the cart reloaded: the order emptied it on the server.
        sendParent(({ context }): CheckoutPlaced => ({
          type: 'storefront.order.placed',
          orderId: context.orderId ?? 0,
        })),
      ],
    },
  },
});
