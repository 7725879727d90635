// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { runInThisContext } from 'node:vm';
import { Suspense, useState, type ReactNode } from 'react';
import { loadQuery } from 'react-relay';
import type { Environment } from 'relay-runtime';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AnyActorRef, AnyEventObject, AnyMachineSnapshot } from 'xstate';
import type { CheckoutScreenQuery } from '../../../__generated__/CheckoutScreenQuery.graphql';
import CheckoutScreenQueryNode from '../../../__generated__/CheckoutScreenQuery.graphql';
import { HOLD_LIMIT_MS } from '../../../machines/cartMachine';
import { checkoutMachine } from '../../../machines/checkoutMachine';
import { checkoutSetup } from '../../../machines/checkoutSetup';
import { emptyDraft, validateCheckout, type CheckoutDraft } from '../../../machines/checkoutValidation';
import { SessionCartPanel } from '../../../src/cart/CartPanelContents';
import { CheckoutScreen } from '../../../src/checkout/CheckoutScreen';
import { DRAFT_KEY } from '../../../src/checkout/draftStorage';
import { tokenStorage } from '../../../src/relay/credentials';
import { ADA, loginAnswer, viewerAnswer } from '../../unit/account/authAnswers';
import { cartQueryAnswer } from '../../unit/cart/cartTestKit';
import { formatValue, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  reachActor,
  renderStorefront,
  screenPaths,
  settlement,
  SystemRecorder,
  itCoversOnScreens,
  pagePerTest,
  type ScreenPath,
} from './harness';

/**
 * The checkout machine's paths drive the real checkout screen (its preloaded query, the cart it loads, the order
 * screen as a second route) through the real actor system; the store answers the order, the Stripe intent and the
 * new account's login (the auth actor's `LoginMutation`) exactly when a path says. Two starts: an empty form, and a
 * draft restored after a reload. Payment: on these paths the store has no Stripe key, so the card field says card
 * payment is unavailable and hands over no card: the intent's answer and refusal are driven, and the card's
 * confirmation fails (without a card). A card that is handed over and paid, with the e2e suite's Stripe.js stand-in,
 * is its own test below, as are a logged-in customer's prefill and the cart's side of the screen.
 */
const OPERATIONS: Record<string, string> = {
  placeOrder: 'CheckoutMutation',
  createPaymentIntent: 'StripeIntentQuery',
};
/** The e2e suite's local stand-in for Stripe.js (the project's root is the working directory). */
const STRIPE_JS_STAND_IN = 'tests/e2e/fixtures/stripe-stand-in.js';
const OUT_OF_STOCK = 'Sorry, "Wool Socks" is out of stock.';
const TOO_COMMON = 'Password is too common.';
const NO_INTENT = 'Stripe is not configured for this store.';
const PASSWORD = 'correct horse 42';
/** Headless Login's answer to any refused login. */
const REFUSED_LOGIN = 'The user could not be logged in.';

const socks = { key: 'k1', name: 'Wool Socks', quantity: 2, price: 19 };
const ada = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address1: 'Hauptstr. 1',
  city: 'Berlin',
  postcode: '10115',
  country: 'DE',
  email: 'ada@example.com',
};

function restoredDraft(): CheckoutDraft {
  const draft = emptyDraft();
  draft.billing = { ...draft.billing, ...ada };
  draft.paymentMethod = 'cod';
  return draft;
}

/** The store; the operations the checkout screen needs around the paths are answered as soon as they are asked. */
function createShop(
  viewer: { id: string } | null = null,
  { holdDestination = false, holdCart = false, intentSecret = 'seti_1_secret' } = {},
) {
  const network = createHeldNetwork({
    CheckoutScreenQuery: () => ({
      data: {
        paymentGateways: {
          nodes: [
            { id: 'cod', title: 'Cash on delivery', description: null },
            { id: 'stripe', title: 'Credit card (Stripe)', description: null },
          ],
        },
        allowedCountries: ['DE', 'FR'],
        viewer,
      },
    }),
    CartQuery: () => {
      const answer = cartQueryAnswer({
        lines: [socks],
        rates: [{ id: 'flat_rate:1', label: 'Standard', cost: 4.9 }],
      });
      return { data: { ...(answer as { data: Record<string, unknown> }).data, viewer } };
    },
    CountryStateFieldQuery: () => ({ data: { countryStates: [] } }),
    ChangeShippingCountryMutation: () => ({
      data: { updateCustomer: { customer: { id: 'customer-guest' } } },
    }),
    CheckoutMutation: () => ({
      data: { checkout: { result: 'success', order: { id: 'order-42', databaseId: 42 } } },
    }),
    StripeIntentQuery: () => ({
      data: {
        stripePaymentIntent: {
          id: intentSecret.split('_secret')[0],
          clientSecret: intentSecret,
          error: null,
        },
      },
    }),
    LoginMutation: () => loginAnswer({ token: 'auth-new', refresh: 'refresh-new', userId: 8 }),
    ViewerQuery: () => viewerAnswer(ADA),
    CustomerAddressesQuery: () => ({
      data: {
        customer: {
          id: 'customer-7',
          billing: { ...ada, company: null, address2: null, state: null, phone: '+49 30 1234567' },
          shipping: null,
        },
      },
    }),
  });
  const background = [
    'CheckoutScreenQuery',
    ...(holdCart ? [] : ['CartQuery']),
    'CountryStateFieldQuery',
    ...(holdDestination ? [] : ['ChangeShippingCountryMutation']),
  ];
  const pump = setInterval(() => {
    const waiting = network.waiting().filter((name) => background.includes(name));
    if (waiting.length) act(() => waiting.forEach((name) => network.release(name)));
  }, 5);
  return { network, stop: () => clearInterval(pump) };
}

type Shop = ReturnType<typeof createShop>;

/** Ada's login kept in the browser, as after an earlier visit, and the store that knows her. */
function loggedInShop(): Shop {
  tokenStorage.save({
    authToken: 'auth-ada',
    authExpiresAt: Date.now() + 3_600_000,
    refreshToken: 'refresh-ada',
  });
  return createShop({ id: 'user-7' });
}

/** The checkout route's screen, its query loaded as the route's loader loads it. */
function CheckoutPage({ environment }: { environment: Environment }) {
  const [queryRef] = useState(() => loadQuery<CheckoutScreenQuery>(environment, CheckoutScreenQueryNode, {}));
  return (
    <Suspense fallback={<p>Loading</p>}>
      <CheckoutScreen queryRef={queryRef} />
    </Suspense>
  );
}

async function renderCheckout(shop: Shop, recorder: SystemRecorder) {
  return renderStorefront(<CheckoutPage environment={shop.network.environment} />, shop.network.environment, {
    path: '/checkout',
    routes: { '/checkout/order-received/$orderId': () => <p>Order received page</p> },
    recorder,
  });
}

/** `firstPage` at `/`, with checkout one navigation away (`router.navigate({ to: '/checkout' })`). */
async function renderBeforeCheckout(shop: Shop, firstPage: ReactNode, recorder: SystemRecorder) {
  const { environment } = shop.network;
  return renderStorefront(firstPage, environment, {
    routes: { '/checkout': () => <CheckoutPage environment={environment} /> },
    recorder,
  });
}

const draftOf = (s: AnyMachineSnapshot) => (s.context as { draft: CheckoutDraft }).draft;
const toStripe = { type: 'checkout.draft.change', patch: { paymentMethod: 'stripe' } };
const withAccount = {
  type: 'checkout.draft.change',
  patch: { createAccount: true, account: { password: PASSWORD } },
};

/** The screen action that sends a path's event, or null when the screen offers none then. */
function actionFor(event: AnyEventObject, state: AnyMachineSnapshot): (() => void) | null {
  const inForm = state.matches('form');
  const draft = draftOf(state);
  if (event.type === 'checkout.submit')
    return inForm ? () => fireEvent.click(screen.getByRole('button', { name: 'Place order' })) : null;
  if (event === toStripe)
    return inForm && draft.paymentMethod !== 'stripe' && !draft.createAccount
      ? () => fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }))
      : null;
  if (event === withAccount)
    return inForm && !draft.createAccount && draft.paymentMethod === 'cod'
      ? () => {
          fireEvent.click(screen.getByRole('checkbox', { name: 'Create an account?' }));
          fireEvent.change(screen.getByLabelText(/^Account password/), { target: { value: PASSWORD } });
        }
      : null;
  return null;
}

/** The new account's login that never answers: the order page opens anyway after this delay. */
const loginTimeout = [...checkoutMachine.root.states.loggingIn!.transitions.keys()].find((type) =>
  type.startsWith('xstate.after.'),
)!;
/** Its delay, as the event names it (`xstate.after.<ms>.checkout.loggingIn`). */
const loginTimeoutMs = Number(loginTimeout.split('.')[2]);

const events: AnyEventObject[] = [
  { type: 'checkout.submit', billingAddressRequired: true },
  { type: loginTimeout },
  toStripe,
  withAccount,
  { type: 'xstate.done.actor.placeOrder', output: { orderId: 42 } },
  { type: 'xstate.error.actor.placeOrder', error: new Error(OUT_OF_STOCK) },
  { type: 'xstate.error.actor.placeOrder', error: new Error(TOO_COMMON) },
  { type: 'xstate.done.actor.createPaymentIntent', output: { id: 'seti_1', clientSecret: 'seti_1_secret' } },
  { type: 'xstate.error.actor.createPaymentIntent', error: new Error(NO_INTENT) },
  { type: 'xstate.error.actor.confirmPayment', error: new Error('') },
  { type: 'auth.reply.loggedIn' },
  { type: 'auth.reply.failed', message: REFUSED_LOGIN },
  // The real cart actor answers the hold by itself, at once when no change runs.
  { type: 'cart.reply.held' },
];

/**
 * The graph is walked on a copy whose final state does not tell its parent (the walk runs the machine without
 * one); the states, events and guards are the checkout machine's.
 */
const walked = checkoutSetup.createMachine({
  ...checkoutMachine.config,
  states: { ...checkoutMachine.config.states, placed: { type: 'final' } },
} as Parameters<typeof checkoutSetup.createMachine>[0]);

const pathsFrom = (draft: CheckoutDraft, start: 'empty' | 'restored') =>
  screenPaths(walked, {
    input: { draft },
    events,
    key: (s) => {
      const d = draftOf(s);
      const valid = Object.keys(validateCheckout(d, { billingAddressRequired: true })).length === 0;
      return JSON.stringify([s.value, valid, d.paymentMethod, d.createAccount]);
    },
    canDrive: (state, event) => {
      // An empty form is only submitted: the validation path.
      if (start === 'empty' && event.type === 'checkout.draft.change') return false;
      if (event.type.startsWith('auth.reply.') || event.type === loginTimeout)
        return state.matches('loggingIn');
      if (event.type === 'cart.reply.held') return state.matches('holdingCart');
      const settled = settlement(event);
      if (settled) {
        const error = (event as { error?: Error }).error?.message;
        // Only a new account's password can be refused as too common.
        if (error === TOO_COMMON && !draftOf(state).createAccount) return false;
        return (state.children as Record<string, unknown>)[settled.actor] !== undefined;
      }
      return actionFor(event, state) !== null;
    },
  }).map((p) => ({
    ...p,
    start,
    description: `${start}: ${p.steps
      .map((s) => {
        const settled = settlement(s.event);
        const error = (s.event as { error?: Error }).error?.message;
        if (settled?.actor === 'placeOrder' && error)
          return `error:placeOrder (${error === TOO_COMMON ? 'common password' : 'out of stock'})`;
        if (settled) return `${settled.kind}:${settled.actor}`;
        if (s.event === toStripe) return 'choose Stripe';
        if (s.event === withAccount) return 'create an account';
        if (s.event.type === loginTimeout) return 'after:loginTimeout';
        return s.event.type;
      })
      .join(' → ')} ⇒ ${formatValue(p.steps.at(-1)?.value ?? p.initial.value)}`,
  }));

const paths: (ScreenPath & { start: 'empty' | 'restored' })[] = [
  ...pathsFrom({ ...emptyDraft(), paymentMethod: 'cod' }, 'empty'),
  ...pathsFrom(restoredDraft(), 'restored'),
];

/** What the shopper should see, kept from the path. */
interface Seen {
  /** The failure alert's message, once an order or payment failed. */
  failure: string | null;
  /** The form showed field errors after a submit. */
  fieldErrors: boolean;
  passwordRefused: boolean;
}

/** The state-by-state check: what the checkout screen shows must be what the checkout machine's state means. */
async function expectScreen(
  step: Pick<ModelStep, 'value' | 'tags'>,
  seen: Seen,
  start: string,
  where: string,
) {
  const state = formatValue(step.value);
  if (state === 'placed') {
    await waitFor(() =>
      expect(screen.getByText('Order received page'), `${where}: order screen`).toBeTruthy(),
    );
    expect(
      screen.queryByRole('button', { name: /Place order|Processing/ }),
      `${where}: form gone`,
    ).toBeNull();
    return;
  }
  await waitFor(() => {
    const processing = step.tags.includes('processing');
    const button = screen.getByRole('button', { name: processing ? 'Processing' : 'Place order' });
    expect(button.hasAttribute('data-pending'), `${where}: pending`).toBe(processing);
    const alert = screen.queryByText('Something went wrong')?.closest('[role="alert"]');
    // The reason stays while the shopper edits, until the next submit.
    expect(alert?.textContent?.replace('Something went wrong', '') ?? null, `${where}: failure alert`).toBe(
      seen.failure,
    );
    if (state === 'form.failed') expect(seen.failure, `${where}: a failure to show`).not.toBeNull();
    const firstName = screen.getByRole<HTMLInputElement>('textbox', { name: /^First name/ });
    expect(firstName.getAttribute('aria-invalid') === 'true', `${where}: field errors`).toBe(
      seen.fieldErrors,
    );
    // Whatever happened, the typed values stay.
    expect(
      screen.getByRole<HTMLInputElement>('textbox', { name: /^Town \/ City/ }).value,
      `${where}: typed values`,
    ).toBe(start === 'restored' ? 'Berlin' : '');
    // At the password field (the live region says it once more; it is not the field's message).
    const refusals = screen
      .queryAllByText(/This password is too common/)
      .filter((element) => !element.closest('[role="status"]'));
    expect(refusals.length, `${where}: refused password`).toBe(seen.passwordRefused ? 1 : 0);
  });
}

/** The checkout machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {};

const recorder = new SystemRecorder();
const mounted = pagePerTest();
let shop: Shop | undefined;

/**
 * Regression: the first path waited for the lazily loaded form with `findByRole`'s 1-second default, and on a busy
 * machine compiling the form's module took longer (4 of 11 full runs failed). The form's module is loaded here, the
 * same one `CheckoutScreen`'s `lazy()` imports, so the screen waits only for React and the held store.
 */
beforeAll(async () => {
  await import('../../../src/checkout/CheckoutForm');
  // The auth actor's mutations (its own chunk), loaded on the new account's login: with the timeouts faked there,
  // the first load of the module would not settle.
  await import('../../../src/account/authMutations');
});
afterEach(() => {
  delete window.__STOREFRONT_CONFIG__;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  shop?.stop();
  shop = undefined;
});

describe('checkout paths on the real screen', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "empty: checkout.submit ⇒ form.editing",
        "restored: create an account → checkout.submit → cart.reply.held → done:placeOrder → auth.reply.failed ⇒ placed",
        "restored: create an account → checkout.submit → cart.reply.held → done:placeOrder → auth.reply.loggedIn ⇒ placed",
        "restored: create an account → checkout.submit → cart.reply.held → done:placeOrder → after:loginTimeout ⇒ placed",
        "restored: create an account → checkout.submit → cart.reply.held → error:placeOrder (common password) ⇒ form.editing",
        "restored: choose Stripe → checkout.submit → done:createPaymentIntent → error:confirmPayment ⇒ form.failed",
        "restored: choose Stripe → checkout.submit → error:createPaymentIntent → checkout.submit ⇒ creatingIntent",
        "restored: checkout.submit → cart.reply.held → done:placeOrder ⇒ placed",
        "restored: checkout.submit → cart.reply.held → error:placeOrder (out of stock) → choose Stripe ⇒ form.editing",
        "restored: checkout.submit → cart.reply.held → error:placeOrder (out of stock) → create an account ⇒ form.editing",
        "restored: checkout.submit → cart.reply.held → error:placeOrder (out of stock) → checkout.submit ⇒ holdingCart",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    if (path.start === 'restored') window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(restoredDraft()));
    shop = createShop();
    const rendered = (mounted.current = await renderCheckout(shop, recorder));
    // Kept from the start: the placed order's checkout leaves the system.
    const actor: AnyActorRef = rendered.storefront.actor.getSnapshot().children.checkout!;
    const seen: Seen = { failure: null, fieldErrors: false, passwordRefused: false };
    await screen.findByRole('radio', { name: /Cash on delivery/, checked: true });
    await reachActor(actor, path.initial, 'initial state');
    await expectScreen(path.initial, seen, path.start, 'initial state');
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      const settled = settlement(step.event);
      const network = shop.network;
      // The login timeout is the machine's own timer, started as the order is placed: only the timeouts are faked
      // from then on. Testing Library advances them by its polling interval while it waits (it looks for Jest's
      // fake timers), far less than the timeout; the path then moves the clock past it.
      if (settled?.actor === 'placeOrder' && path.steps[i + 1]?.event.type === loginTimeout) {
        vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
        vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
      }
      if (step.event.type === loginTimeout) {
        // The store holds the new account's login, and never answers it.
        await waitFor(() => expect(network.waiting(), where).toContain('LoginMutation'));
        act(() => {
          vi.advanceTimersByTime(loginTimeoutMs);
        });
        vi.useRealTimers();
        vi.unstubAllGlobals();
      } else if (step.event.type.startsWith('auth.reply.')) {
        // The auth actor logs the new account in and answers checkout.
        await waitFor(() => expect(network.waiting(), where).toContain('LoginMutation'));
        act(() => {
          if (step.event.type === 'auth.reply.loggedIn') network.release('LoginMutation');
          else network.fail('LoginMutation', REFUSED_LOGIN);
        });
      } else if (step.event.type === 'cart.reply.held') {
        // Nothing to do: the cart actor, with no change running, answered the hold as the order was submitted.
      } else if (settled?.actor === 'confirmPayment') {
        // Without a card the confirmation fails by itself.
        seen.failure = 'The card payment was not completed.';
      } else if (settled) {
        const operation = OPERATIONS[settled.actor]!;
        const error = (step.event as { error?: Error }).error?.message;
        await waitFor(() => expect(network.waiting(), where).toContain(operation));
        act(() => {
          if (settled.kind === 'done') network.release(operation);
          else network.fail(operation, error!);
        });
        if (settled.kind === 'error' && error !== TOO_COMMON) seen.failure = error!;
        if (error === TOO_COMMON) seen.passwordRefused = true;
      } else {
        act(() => actionFor(step.event, actor.getSnapshot() as AnyMachineSnapshot)!());
        if (step.event.type === 'checkout.submit') {
          seen.fieldErrors = path.start === 'empty';
          seen.passwordRefused = false;
          seen.failure = null;
        }
      }
      // Without a card the confirmation fails at once, and an idle cart answers the hold at once: `confirmingPayment`
      // and `holdingCart` pass too fast to be seen.
      if (step.value === 'confirmingPayment' || step.value === 'holdingCart') continue;
      await reachActor(actor, step, where);
      await expectScreen(step, seen, path.start, where);
    }
  });

  /** Regression: a logged-in customer's checkout stayed empty instead of showing their saved address. */
  it('fills a logged-in customer’s billing fields from their saved address once the viewer is known', async () => {
    shop = loggedInShop();
    mounted.current = await renderCheckout(shop, recorder);
    const firstName = await screen.findByRole<HTMLInputElement>('textbox', { name: /^First name/ });
    expect(firstName.value).toBe('');
    await waitFor(() => expect(shop!.network.waiting()).toContain('ViewerQuery'));
    act(() => shop!.network.release('ViewerQuery'));
    await waitFor(() => expect(shop!.network.waiting()).toContain('CustomerAddressesQuery'));
    act(() => shop!.network.release('CustomerAddressesQuery'));
    await waitFor(() => expect(firstName.value).toBe('Ada'));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Town \/ City/ }).value).toBe('Berlin');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^E-mail address/ }).value).toBe(
      'ada@example.com',
    );
    expect(screen.queryByRole('checkbox', { name: 'Create an account?' })).toBeNull();
  });

  /** A logged-in customer whose viewer the page already holds opens checkout: the form fills from their address. */
  it('fills a logged-in customer’s billing fields at once when the viewer was loaded on an earlier page', async () => {
    shop = loggedInShop();
    const network = shop.network;
    const rendered = (mounted.current = await renderBeforeCheckout(shop, <p>Home page</p>, recorder));
    const auth = rendered.storefront.actor.getSnapshot().children.auth!;
    await waitFor(() => expect(network.waiting()).toContain('ViewerQuery'));
    act(() => network.release('ViewerQuery'));
    await waitFor(() => expect(auth.getSnapshot().context.viewerLoaded).toBe(true));

    await act(() => rendered.router.navigate({ to: '/checkout' }));
    await waitFor(() => expect(network.waiting()).toContain('CustomerAddressesQuery'));
    act(() => network.release('CustomerAddressesQuery'));
    const firstName = await screen.findByRole<HTMLInputElement>('textbox', { name: /^First name/ });
    await waitFor(() => expect(firstName.value).toBe('Ada'));
    expect(network.sent.filter((name) => name === 'ViewerQuery')).toHaveLength(1);
  });

  /**
   * The cart's side of the checkout screen, with the store's answers to destination changes held: the shopper types a
   * new postcode while the restored address's change still runs (queued), the store refuses the first change (the
   * queued one runs next), and the order is placed while that one runs (the cart holds itself once it is done).
   */
  it('queues a new postcode behind a running destination change, goes on after a refused one, and holds the cart for an order placed meanwhile', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(restoredDraft()));
    shop = createShop(null, { holdDestination: true });
    const network = shop.network;
    const rendered = (mounted.current = await renderCheckout(shop, recorder));
    const cart = rendered.storefront.actor.getSnapshot().children.cart!;
    const checkout = rendered.storefront.actor.getSnapshot().children.checkout!;
    await screen.findByRole('radio', { name: /Cash on delivery/, checked: true });
    await waitFor(() => expect(network.waiting()).toContain('ChangeShippingCountryMutation'));
    expect(cart.getSnapshot().value).toEqual({ processing: 'changingDestination' });

    const postcode = screen.getByRole<HTMLInputElement>('textbox', { name: /^Postcode \/ ZIP/ });
    // The queue holds the running change and, once typing pauses, the new one behind it.
    expect(cart.getSnapshot().context.queue).toHaveLength(1);
    fireEvent.change(postcode, { target: { value: '10117' } });
    await waitFor(() => expect(cart.getSnapshot().context.queue).toHaveLength(2));
    act(() => network.fail('ChangeShippingCountryMutation', 'The store refused the destination'));
    // The queued change runs next, with the postcode typed last; the typed value stays in the field.
    await waitFor(() => expect(network.waiting()).toContain('ChangeShippingCountryMutation'));
    expect(postcode.value).toBe('10117');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(cart.getSnapshot().context.holdAsked).toBe(true));
    expect(network.waiting()).not.toContain('CheckoutMutation');
    act(() => network.release('ChangeShippingCountryMutation'));
    // Once the change and the cart's reload are done, the cart holds itself and the order goes to the store.
    await waitFor(() => expect(network.waiting()).toContain('CheckoutMutation'));
    expect(cart.getSnapshot().value).toBe('held');
    act(() => network.release('CheckoutMutation'));
    await waitFor(() => expect(checkout.getSnapshot().status).toBe('done'));
  });

  /**
   * The shopper types a new postcode and presses Place order before typing has paused: the cart is already held for
   * the order when the new destination arrives, so it waits in the queue (the root's handler) and goes to the store
   * only once the order is done, never beside it.
   */
  it('keeps a postcode typed just before Place order waiting until the order is done, then sends it', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(restoredDraft()));
    shop = createShop();
    const network = shop.network;
    const rendered = (mounted.current = await renderCheckout(shop, recorder));
    const cart = rendered.storefront.actor.getSnapshot().children.cart!;
    const checkout = rendered.storefront.actor.getSnapshot().children.checkout!;
    await screen.findByRole('radio', { name: /Cash on delivery/, checked: true });
    // The restored address's change has gone and been answered.
    await waitFor(() => expect(network.sent).toContain('ChangeShippingCountryMutation'));
    await waitFor(() => expect(cart.getSnapshot().value).toBe('ready'));

    const postcode = screen.getByRole<HTMLInputElement>('textbox', { name: /^Postcode \/ ZIP/ });
    fireEvent.change(postcode, { target: { value: '10117' } });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(cart.getSnapshot().value).toBe('held');
    await waitFor(() => expect(network.waiting()).toContain('CheckoutMutation'));
    // Once typing has paused, the change reaches the held cart and waits.
    await waitFor(() => expect(cart.getSnapshot().context.queue).toHaveLength(1));
    expect(cart.getSnapshot().value).toBe('held');
    const changes = () => network.requests.filter((r) => r.name === 'ChangeShippingCountryMutation');
    expect(changes()).toHaveLength(1);

    act(() => network.release('CheckoutMutation'));
    await waitFor(() => expect(checkout.getSnapshot().status).toBe('done'));
    // The order is done: the waiting change runs, with the postcode typed last.
    await waitFor(() => expect(changes()).toHaveLength(2));
    expect(JSON.stringify(changes()[1]!.variables)).toContain('10117');
    const names = network.requests.map((r) => r.name);
    expect(names.lastIndexOf('ChangeShippingCountryMutation')).toBeGreaterThan(
      names.indexOf('CheckoutMutation'),
    );
    await waitFor(() => expect(cart.getSnapshot().context.queue).toHaveLength(0));
  });

  /** A store that never answers the order: after a minute the cart stops holding, and its changes run again. */
  it('lets the cart go after a minute when the store never answers the order', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(restoredDraft()));
    shop = createShop();
    const network = shop.network;
    const rendered = (mounted.current = await renderCheckout(shop, recorder));
    const cart = rendered.storefront.actor.getSnapshot().children.cart!;
    await screen.findByRole('radio', { name: /Cash on delivery/, checked: true });
    await waitFor(() => expect(cart.getSnapshot().value).toBe('ready'));
    // Only the timeouts are faked, from the press on (see the login timeout above).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(network.waiting()).toContain('CheckoutMutation'));
    expect(cart.getSnapshot().value).toBe('held');
    act(() => {
      vi.advanceTimersByTime(HOLD_LIMIT_MS);
    });
    await waitFor(() => expect(cart.getSnapshot().value).not.toBe('held'));
    expect(screen.getByRole('button', { name: 'Processing' })).toBeDefined();
  });

  /**
   * A card payment, with the e2e suite's local stand-in for Stripe.js in the page (window.Stripe, which Stripe's loader
   * takes as loaded) and a store that answers with a PaymentIntent: the card field hands over the card, the payment is
   * confirmed, and when the store then refuses the order, placing it again does not pay again.
   */
  it('pays by card once: an order the store refuses after the payment went through is placed again without a second payment', async () => {
    runInThisContext(readFileSync(STRIPE_JS_STAND_IN, 'utf8'));
    window.__STOREFRONT_CONFIG__ = { stripePublishableKey: 'pk_test_screens' };
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(restoredDraft()));
    shop = createShop(null, { intentSecret: 'pi_7_secret_screens' });
    const network = shop.network;
    const rendered = (mounted.current = await renderCheckout(shop, recorder));
    const checkout = rendered.storefront.actor.getSnapshot().children.checkout!;
    await screen.findByRole('radio', { name: /Cash on delivery/, checked: true });
    fireEvent.click(screen.getByRole('radio', { name: /Credit card/ }));
    const number = await screen.findByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(checkout.getSnapshot().context.card).not.toBeNull());
    fireEvent.input(number, { target: { value: '4242 4242 4242 4242' } });

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(network.waiting()).toContain('StripeIntentQuery'));
    act(() => network.release('StripeIntentQuery'));
    await waitFor(() => expect(network.waiting()).toContain('CheckoutMutation'));
    act(() => network.fail('CheckoutMutation', OUT_OF_STOCK));
    expect((await screen.findByRole('alert', {}, { timeout: 10_000 })).textContent).toContain('out of stock');

    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(network.waiting()).toContain('CheckoutMutation'));
    act(() => network.release('CheckoutMutation'));
    await waitFor(() => expect(checkout.getSnapshot().status).toBe('done'));
    expect(network.sent.filter((name) => name === 'StripeIntentQuery')).toHaveLength(1);
    const orders = network.requests.filter((r) => r.name === 'CheckoutMutation');
    expect(orders.map((r) => r.variables.input as { isPaid: boolean; transactionId?: string })).toEqual([
      expect.objectContaining({ isPaid: true, transactionId: 'pi_7' }),
      expect.objectContaining({ isPaid: true, transactionId: 'pi_7' }),
    ]);
  });

  /** The cart failed to load on the page before (the panel offers Try again); opening checkout loads it again. */
  it('loads a cart that failed to load on an earlier page again as checkout opens', async () => {
    shop = createShop(null, { holdCart: true });
    const network = shop.network;
    const rendered = (mounted.current = await renderBeforeCheckout(shop, <SessionCartPanel />, recorder));
    const cart = rendered.storefront.actor.getSnapshot().children.cart!;
    await waitFor(() => expect(network.waiting()).toContain('CartQuery'));
    act(() => network.fail('CartQuery', 'The store could not be reached'));
    await screen.findByRole('button', { name: 'Try again' });
    expect(cart.getSnapshot().value).toBe('failed');

    await act(() => rendered.router.navigate({ to: '/checkout' }));
    await waitFor(() => expect(cart.getSnapshot().value).toBe('loading'));
    act(() => network.release('CartQuery'));
    await screen.findByRole('radio', { name: /Cash on delivery/, checked: true });
    await waitFor(() => expect(cart.getSnapshot().value).toBe('ready'));
    expect(await screen.findByText(/Wool Socks/)).toBeDefined();
  });

  itCoversOnScreens(checkoutMachine, recorder, UNREACHED);
});
