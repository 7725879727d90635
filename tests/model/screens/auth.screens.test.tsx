// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { authMachine } from '../../../machines/authMachine';
import { REFRESH_LEAD_MS, type AuthInput } from '../../../machines/authTypes';
import { AccountMenu } from '../../../src/account/AccountMenu';
import { LoginForm } from '../../../src/account/LoginForm';
import { OAuthLoginRoute } from '../../../src/account/OAuthLoginRoute';
import { RegisterForm } from '../../../src/account/RegisterForm';
import { SessionExpiredNotice } from '../../../src/account/SessionExpiredNotice';
import { CartButton } from '../../../src/app/CartButton';
import { useAuthStatus } from '../../../src/app/hooks';
import enUS from '../../../src/i18n/messages/en_US.json';
import { tokenStorage } from '../../../src/relay/credentials';
import { ADA, expiresIn, loginAnswer, viewerAnswer } from '../../unit/account/authAnswers';
import { cartQueryAnswer, type LineSpec } from '../../unit/cart/cartTestKit';
import { formatValue, noAnswer, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  reach,
  renderStorefront,
  screenPaths,
  settlement,
  unanswered,
  SystemRecorder,
  itCoversOnScreens,
  pagePerTest,
  type Rendered,
  type ScreenPath,
} from './harness';

/**
 * The auth machine's paths drive the real account controls through the real actor system: the login and
 * registration forms (as /my-account shows them to visitors), the provider login's return page
 * (/oauth/login/{provider}, where the provider sends the shopper back), the header's account control (the sign-in
 * link, or the avatar menu with Logout), the cart badge and the session-expired notice. Two starts: a visitor, and a
 * customer whose stored token is inside the refresh lead, so the refresh timer fires at once. The store refusing
 * the customer's token (HTTP 403, `auth.refused`) reaches the system as the app's network layer reports it
 * (src/relay/environment.ts calls the storefront's `authRefused`); `auth.customer.request` comes from checkout and
 * is left out here.
 */
/** The store operations an actor sends, in order: a `done:` step answers each, an `error:` step fails the first. */
const OPERATIONS: Record<string, readonly string[]> = {
  login: ['LoginMutation'],
  register: ['RegisterCustomerMutation', 'LoginMutation'],
  loginWithProvider: ['LoginWithProviderMutation'],
  loadViewer: ['ViewerQuery'],
  refreshToken: ['RefreshTokenMutation'],
  logout: ['LogoutMutation'],
};
/** Headless Login's answer to any wrong username or password. */
const REFUSED = 'The user could not be logged in.';
/** What the login form says for it, in the page's language (src/i18n/storeMessages.ts). */
const REFUSED_SHOWN = enUS['store.login.failed'];
/** WooCommerce's answer to a registration with an e-mail address that has an account, and how the form shows it. */
const EMAIL_REGISTERED = 'An account is already registered with your email address. Please log in.';
const EMAIL_REGISTERED_SHOWN = enUS['store.account.emailRegistered'];
/** Where the provider sends the shopper back after they agreed (the provider's `code` and `state`). */
const PROVIDER_RETURN = '/oauth/login/github?code=code-ada&state=state-ada';
const HOUR_MS = 3_600_000;

const socks: LineSpec = { key: 'k1', name: 'Wool Socks', quantity: 2, price: 19 };

/**
 * The store: a visitor's cart is empty; Ada's cart holds two pairs of socks. The provider login it refuses returns
 * a token without a user (the spec's "no viewer" case, most likely an SSL error on the backend).
 */
function createShop() {
  const provider = { refuses: false };
  const network = createHeldNetwork({
    CartQuery: () => cartQueryAnswer(tokenStorage.authToken() ? { lines: [socks] } : {}),
    LoginMutation: () => loginAnswer({ token: 'auth-ada', refresh: 'refresh-ada', userId: 7 }),
    RegisterCustomerMutation: () => ({
      data: {
        registerCustomer: {
          customer: { id: 'customer:7', databaseId: 7, username: 'ada', email: 'ada@example.com' },
        },
      },
    }),
    LoginWithProviderMutation: () => {
      const answer = loginAnswer({ token: 'auth-ada', refresh: 'refresh-ada', userId: 7 });
      return provider.refuses ? { data: { login: { ...answer.data.login, user: null } } } : answer;
    },
    ViewerQuery: () => viewerAnswer(ADA),
    RefreshTokenMutation: () => ({
      data: {
        refreshToken: { authToken: 'auth-ada-2', authTokenExpiration: expiresIn(HOUR_MS), success: true },
      },
    }),
    LogoutMutation: () => ({ data: { logout: { success: true } } }),
  });
  /** Answers every cart load the actors asked for (the cart is not the subject here). */
  const answerCarts = () => {
    while (network.waiting().includes('CartQuery')) network.release('CartQuery');
  };
  return { network, answerCarts, provider };
}

/** The header's account control, cart badge and session-expired notice, on every page. */
function Header() {
  return (
    <>
      <AccountMenu signedOut={<a href="/my-account">Sign in</a>} />
      <CartButton />
      <SessionExpiredNotice />
    </>
  );
}

/** /my-account for visitors, as the account route shows it (login and registration), with the header. */
function AccountPage() {
  const status = useAuthStatus();
  // Each form shows the error of the request it sent, as the account route's does.
  const [lastForm, setLastForm] = useState<'login' | 'register' | null>(null);
  return (
    <>
      <Header />
      {status === 'guest' && (
        <>
          <LoginForm showError={lastForm === 'login'} onSubmit={() => setLastForm('login')} />
          <RegisterForm showError={lastForm === 'register'} onSubmit={() => setLastForm('register')} />
        </>
      )}
    </>
  );
}

/** The provider login's return page, with the header. */
function OAuthReturnPage() {
  return (
    <>
      <Header />
      <OAuthLoginRoute />
    </>
  );
}

const loginForm = () => screen.getByRole('form', { name: 'Log in' });
const registerForm = () => screen.getByRole('form', { name: 'Create an account' });

/** The screen action that sends a path's event, or null when the screen offers none in that state. */
function actionFor(event: AnyEventObject, state: string): ((page: Rendered) => Promise<void> | void) | null {
  switch (event.type) {
    case 'auth.login':
      return state === 'guest.idle'
        ? () => {
            const form = loginForm();
            fireEvent.change(within(form).getByRole('textbox', { name: 'Username or email' }), {
              target: { value: 'ada' },
            });
            fireEvent.change(within(form).getByLabelText('Password'), { target: { value: 'correct horse' } });
            fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
          }
        : null;
    case 'auth.register':
      return state === 'guest.idle'
        ? () => {
            const form = registerForm();
            fireEvent.change(within(form).getByRole('textbox', { name: 'Email' }), {
              target: { value: 'ada@example.com' },
            });
            fireEvent.change(within(form).getByRole('textbox', { name: 'Username (optional)' }), {
              target: { value: 'ada' },
            });
            fireEvent.change(within(form).getByLabelText('Password'), {
              target: { value: 'correct horse battery' },
            });
            fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
          }
        : null;
    case 'auth.social.complete':
      // The provider sends the shopper back to the store's return page, which finishes the login.
      return state === 'guest.idle'
        ? async (page) => {
            await act(() => page.router.navigate({ href: PROVIDER_RETURN }));
          }
        : null;
    case 'auth.refused':
      // The store answered a customer's request with 403: the network layer reports the token it sent, or, when the
      // request sent again with the renewed token was refused too, that it was a retry.
      return state.startsWith('authenticated.active')
        ? (page) => {
            act(() => {
              void page.storefront.authRefused(tokenStorage.authToken() ?? '', event.retried as boolean);
            });
          }
        : null;
    case 'auth.logout':
      return state.startsWith('authenticated.active')
        ? async () => {
            fireEvent.keyDown(window, { key: 'Tab' });
            fireEvent.click(await screen.findByRole('button', { name: /^Account menu/ }));
            fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }));
          }
        : null;
    default:
      return null;
  }
}

const refreshDue = [...authMachine.root.states.authenticated!.states.active!.transitions.keys()].find(
  (type) => type.startsWith('xstate.after.'),
)!;
const grant = { tokenExpiresIn: HOUR_MS, customerId: 7 };
const events: AnyEventObject[] = [
  { type: 'auth.login', username: 'ada', password: 'correct horse' },
  { type: 'auth.register', email: 'ada@example.com', username: 'ada', password: 'correct horse battery' },
  { type: 'auth.social.complete', provider: 'github', code: 'code-ada', state: 'state-ada' },
  { type: 'auth.logout' },
  { type: 'auth.refused', retried: false },
  { type: 'auth.refused', retried: true },
  { type: refreshDue },
  { type: 'xstate.done.actor.login', output: grant },
  { type: 'xstate.error.actor.login', error: new Error(REFUSED) },
  { type: 'xstate.done.actor.register', output: grant },
  { type: 'xstate.error.actor.register', error: new Error(EMAIL_REGISTERED) },
  { type: 'xstate.done.actor.loginWithProvider', output: grant },
  { type: 'xstate.error.actor.loginWithProvider', error: new Error('NO_VIEWER') },
  { type: 'xstate.done.actor.loadViewer', output: { customerId: 7, wishlist: null } },
  { type: 'xstate.error.actor.loadViewer', error: new Error('No viewer') },
  { type: 'xstate.done.actor.refreshToken', output: { ...grant, customerId: null } },
  { type: 'xstate.error.actor.refreshToken', error: new Error('The refresh token was not accepted') },
  // A renewal that got no answer (offline, or the page is leaving): the login is kept.
  {
    type: 'xstate.error.actor.refreshToken',
    error: noAnswer,
  },
  { type: 'xstate.done.actor.logout' },
  { type: 'xstate.error.actor.logout', error: new Error('Internal server error') },
];

/** Whether the refresh timer is due at once: the stored token expires inside the refresh lead. */
const due = (s: AnyMachineSnapshot) => {
  const expiresIn = (s.context as { tokenExpiresIn: number | null }).tokenExpiresIn;
  return expiresIn !== null && expiresIn <= REFRESH_LEAD_MS;
};
const pathsFrom = (input: AuthInput, start: string) =>
  screenPaths(authMachine, {
    input,
    events,
    // A renewal goes back to `active`, which skips the viewer load when this login loaded it already.
    key: (s) =>
      JSON.stringify([
        s.value,
        due(s),
        s.matches({ authenticated: 'refreshing' }) && (s.context as { viewerLoaded: boolean }).viewerLoaded,
      ]),
    canDrive: (state, event) => {
      // A due timer fires before anything else can happen; a later one is an hour away.
      if (event.type === refreshDue) return due(state);
      if (due(state) && state.matches({ authenticated: 'active' })) return false;
      const settled = settlement(event);
      if (settled) return (state.children as Record<string, unknown>)[settled.actor] !== undefined;
      return actionFor(event, formatValue(state.value as never)) !== null;
    },
  }).map((p) => ({
    ...p,
    start,
    // The two refusals differ only in `retried`: the second is the request sent again with the renewed token.
    description: `${start}: ${p.description
      .replace(/xstate\.after\.([^.]+)\.\S*/, 'after:$1')
      .replace(/auth\.refused/, (type) =>
        p.steps.some((s) => s.event.retried) ? `${type} (retried)` : type,
      )}`,
  }));

const CUSTOMER_EXPIRES_IN = 30_000;
const paths: (ScreenPath & { start: string })[] = [
  ...pathsFrom({ tokenExpiresIn: null }, 'visitor'),
  ...pathsFrom({ tokenExpiresIn: CUSTOMER_EXPIRES_IN }, 'customer'),
];

/** What the shopper should see, kept from the path. */
interface Seen {
  /** The viewer's name once loaded for this login, '' while unknown. */
  name: string;
  /** The page: the account's, or the provider login's return page. */
  page: 'account' | 'oauth';
  /** The login form's error, once a login failed. */
  loginError: string | null;
  /** The registration form's error, once a registration failed. */
  registerError: string | null;
  /** The account form that sent the last request: it shows the auth error, whichever it is. */
  lastForm: 'login' | 'register' | null;
  /** The return page's error, once the provider login failed. */
  providerError: string | null;
  /** The badge: a customer's cart once loaded after the login, else the empty visitor's cart. */
  badge: string;
  /** The last announcement the path earned. */
  announced: string | null;
  expired: boolean;
}

/** The state-by-state check: what the account controls show must be what the auth machine's state means. */
async function expectScreen(
  step: Pick<ModelStep, 'value' | 'tags'>,
  seen: Seen,
  shop: ReturnType<typeof createShop>,
  where: string,
) {
  const state = formatValue(step.value);
  const customer = state.startsWith('authenticated') || state === 'loggingOut';
  await waitFor(() => {
    shop.answerCarts();
    // The header: a sign-in link for visitors, the customer's avatar menu (named once the viewer loaded) otherwise.
    if (customer) {
      expect(screen.queryByRole('link', { name: 'Sign in' }), `${where}: sign in`).toBeNull();
      expect(
        screen.getByRole('button', { name: /^Account menu/ }).getAttribute('aria-label'),
        `${where}: avatar`,
      ).toBe(`Account menu ${seen.name}`);
    } else {
      expect(screen.queryByRole('button', { name: /^Account menu/ }), `${where}: avatar`).toBeNull();
      screen.getByRole('link', { name: 'Sign in' });
    }
    // The login and registration forms, for visitors on the account page only: each button says its request is
    // under way exactly while it is, and each form shows the error of the request it sent.
    const onAccount = seen.page === 'account';
    const form = screen.queryByRole('form', { name: 'Log in' });
    expect(form !== null, `${where}: login form`).toBe(onAccount && state.startsWith('guest'));
    if (form) {
      expect(
        within(form).queryByRole('button', { name: 'Logging you in...' }) !== null,
        `${where}: pending`,
      ).toBe(state === 'guest.loggingIn');
      const alert = within(form).queryByRole('alert');
      expect(alert?.textContent ?? null, `${where}: login error`).toBe(
        state === 'guest.idle' ? seen.loginError : null,
      );
    }
    const register = screen.queryByRole('form', { name: 'Create an account' });
    expect(register !== null, `${where}: registration form`).toBe(onAccount && state.startsWith('guest'));
    if (register) {
      expect(
        within(register).queryByRole('button', { name: 'Logging you in...' }) !== null,
        `${where}: registering`,
      ).toBe(state === 'guest.registering');
      const alert = within(register).queryByRole('alert');
      expect(alert?.textContent ?? null, `${where}: registration error`).toBe(
        state === 'guest.idle' ? seen.registerError : null,
      );
    }
    // The provider login's return page: 'Logging you in...' while the store checks the provider's answer, then its
    // error with the way back to the account.
    if (!onAccount) {
      screen.getByRole('heading', { name: 'Logging in' });
      expect(screen.queryByText('Logging you in...') !== null, `${where}: provider login pending`).toBe(
        state === 'guest.socialLoggingIn',
      );
      expect(screen.queryByText(enUS['auth.error.noViewer']) !== null, `${where}: provider error`).toBe(
        seen.providerError !== null,
      );
    }
    expect(screen.getByRole('button', { name: /^Cart,/ }).getAttribute('aria-label'), `${where}: badge`).toBe(
      seen.badge,
    );
    // The notice, outside the account forms, and said once: the forms leave that error to it.
    const expiredTexts = screen.queryAllByText(/Your login has expired/);
    expect(
      expiredTexts.filter((text) => !text.closest('form')).length,
      `${where}: session expired notice`,
    ).toBe(seen.expired ? 1 : 0);
    expect(expiredTexts.length, `${where}: session expired said once`).toBe(seen.expired ? 1 : 0);
    if (seen.announced)
      expect(screen.getByRole('status').textContent?.trim(), `${where}: live region`).toContain(
        seen.announced,
      );
  });
}

/**
 * The customer's login ended: they shop on as a guest and are told so by the notice alone. The account forms show
 * every other auth error of the request they sent, but leave this one to the notice, so that it is said once.
 */
function expire(seen: Seen) {
  seen.expired = true;
  seen.badge = 'Cart, empty';
  seen.name = '';
  seen.loginError = null;
  seen.registerError = null;
}

/** The auth machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {
  'auth: auth.login → (self)':
    "sent by checkout (a new account's login) while a login runs or a customer is logged in; the login form shows only in guest.idle",
  'auth.authenticated: auth.customer.request [hasViewer] → (self)':
    'asked by the checkout actor for a logged-in customer whose viewer an earlier page loaded: checkout.screens.test.tsx takes it, in its own recorder',
  'auth.authenticated.waitingToRefresh: after:refreshRetry → auth.authenticated.refreshing':
    "a renewal tried again REFRESH_RETRY_MS after one that got no answer: these screens run on the real clock; authMachine.model.test.ts drives it on the machine's clock",
  'auth.loggingOut: after:logoutWait → auth.loggedOut':
    "a store that does not answer the logout for LOGOUT_WAIT_MS: these screens answer every request at once; authMachine.model.test.ts drives it on the machine's clock",
};

const recorder = new SystemRecorder();
const mounted = pagePerTest();

// The account menu's lazily loaded part: loaded before the paths, so that a logout waits for the screen, not the compiler.
beforeAll(async () => {
  await import('../../../src/account/AvatarMenu');
});

describe('auth paths on the real screens', () => {
  it('pins the screen path list', () => {
    expect(paths.map((p) => p.description)).toMatchInlineSnapshot(`
      [
        "visitor: auth.login → done:login → auth.logout → done:logout ⇒ guest.idle",
        "visitor: auth.login → done:login → auth.logout → error:logout ⇒ guest.idle",
        "visitor: auth.login → done:login → auth.refused → done:refreshToken ⇒ authenticated.active.loadingViewer",
        "visitor: auth.login → done:login → auth.refused → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
        "visitor: auth.login → done:login → auth.refused → error:refreshToken ⇒ guest.idle",
        "visitor: auth.login → done:login → auth.refused (retried) ⇒ guest.idle",
        "visitor: auth.login → done:login → done:loadViewer → auth.logout ⇒ loggingOut",
        "visitor: auth.login → done:login → done:loadViewer → auth.refused → done:refreshToken ⇒ authenticated.active.ready",
        "visitor: auth.login → done:login → done:loadViewer → auth.refused → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
        "visitor: auth.login → done:login → done:loadViewer → auth.refused → error:refreshToken ⇒ guest.idle",
        "visitor: auth.login → done:login → done:loadViewer → auth.refused (retried) ⇒ guest.idle",
        "visitor: auth.login → done:login → error:loadViewer ⇒ authenticated.active.ready",
        "visitor: auth.login → error:login ⇒ guest.idle",
        "visitor: auth.register → done:register ⇒ authenticated.active.loadingViewer",
        "visitor: auth.register → error:register ⇒ guest.idle",
        "visitor: auth.social.complete → done:loginWithProvider ⇒ authenticated.active.loadingViewer",
        "visitor: auth.social.complete → error:loginWithProvider ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → auth.logout → done:logout ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → auth.logout → error:logout ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → auth.refused → done:refreshToken ⇒ authenticated.active.loadingViewer",
        "customer: after:refreshDue → done:refreshToken → auth.refused → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
        "customer: after:refreshDue → done:refreshToken → auth.refused → error:refreshToken ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → auth.refused (retried) ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → done:loadViewer → auth.logout ⇒ loggingOut",
        "customer: after:refreshDue → done:refreshToken → done:loadViewer → auth.refused → done:refreshToken ⇒ authenticated.active.ready",
        "customer: after:refreshDue → done:refreshToken → done:loadViewer → auth.refused → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
        "customer: after:refreshDue → done:refreshToken → done:loadViewer → auth.refused → error:refreshToken ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → done:loadViewer → auth.refused (retried) ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → error:loadViewer ⇒ authenticated.active.ready",
        "customer: after:refreshDue → error:refreshToken (no answer) ⇒ authenticated.waitingToRefresh",
        "customer: after:refreshDue → error:refreshToken → auth.login → done:login ⇒ authenticated.active.loadingViewer",
        "customer: after:refreshDue → error:refreshToken → auth.login → error:login ⇒ guest.idle",
        "customer: after:refreshDue → error:refreshToken → auth.register → done:register ⇒ authenticated.active.loadingViewer",
        "customer: after:refreshDue → error:refreshToken → auth.register → error:register ⇒ guest.idle",
        "customer: after:refreshDue → error:refreshToken → auth.social.complete → done:loginWithProvider ⇒ authenticated.active.loadingViewer",
        "customer: after:refreshDue → error:refreshToken → auth.social.complete → error:loginWithProvider ⇒ guest.idle",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const shop = createShop();
    const seen: Seen = {
      name: '',
      page: 'account',
      loginError: null,
      registerError: null,
      lastForm: null,
      providerError: null,
      badge: 'Cart, empty',
      announced: null,
      expired: false,
    };
    if (path.start === 'customer') {
      tokenStorage.save({
        authToken: 'auth-ada',
        authExpiresAt: Date.now() + CUSTOMER_EXPIRES_IN,
        refreshToken: 'refresh-ada',
      });
    }
    const rendered = (mounted.current = await renderStorefront(<AccountPage />, shop.network.environment, {
      path: '/my-account',
      routes: { '/oauth/login/$provider': () => <OAuthReturnPage /> },
      recorder,
    }));
    if (path.start === 'customer') {
      // The customer has been shopping: their cart shows before the path starts.
      fireEvent.scroll(window);
      seen.badge = 'Cart, 2 items';
    }
    // A customer's due timer has fired before anything could be checked: the path's first step is that timer.
    if (path.start === 'visitor') {
      await reach(rendered, 'auth', path.initial, 'initial state');
      await expectScreen(path.initial, seen, shop, 'initial state');
    }
    for (const [i, step] of path.steps.entries()) {
      const where = `step ${i + 1} (${step.event.type})`;
      const settled = settlement(step.event);
      if (step.event.type === refreshDue) {
        // Nothing to do: the stored token is about to expire.
      } else if (settled) {
        const operations = OPERATIONS[settled.actor]!;
        // The store's refusal of a provider login is an answer (a token without a user), not an error.
        shop.provider.refuses = settled.actor === 'loginWithProvider' && settled.kind === 'error';
        const answered = settled.kind === 'done' || settled.actor === 'loginWithProvider';
        for (const operation of answered ? operations : operations.slice(0, 1)) {
          await waitFor(() => expect(shop.network.waiting(), where).toContain(operation));
          // A viewer load cut short by the refresh is still held: every waiting one gets the same answer.
          act(() => {
            while (shop.network.waiting().includes(operation))
              if (answered) shop.network.release(operation);
              else if (unanswered(step.event)) shop.network.fail(operation, 'Network error', 0);
              else
                shop.network.fail(
                  operation,
                  settled.actor === 'login'
                    ? REFUSED
                    : settled.actor === 'register'
                      ? EMAIL_REGISTERED
                      : 'The store could not answer',
                );
          });
        }
        const logsIn = ['login', 'register', 'loginWithProvider'].includes(settled.actor);
        if (logsIn && settled.kind === 'done') {
          seen.badge = 'Cart, 2 items';
          seen.announced = 'You are logged in.';
          seen.loginError = null;
          seen.registerError = null;
          // The return page goes on to the account.
          seen.page = 'account';
        }
        if (settled.actor === 'login' && settled.kind === 'error') seen.loginError = REFUSED_SHOWN;
        if (settled.actor === 'register' && settled.kind === 'error')
          seen.registerError = EMAIL_REGISTERED_SHOWN;
        if (settled.actor === 'loginWithProvider' && settled.kind === 'error')
          seen.providerError = enUS['auth.error.noViewer'];
        if (settled.actor === 'loadViewer' && settled.kind === 'done') seen.name = 'Ada';
        if (settled.actor === 'refreshToken' && settled.kind === 'error' && !unanswered(step.event))
          expire(seen);
        if (settled.actor === 'logout') {
          // Regression: logout left the previous customer's cart on the badge.
          seen.badge = 'Cart, empty';
          seen.name = '';
          seen.announced = 'You are logged out.';
        }
      } else {
        // fireEvent acts by itself; the menu's opening is awaited between two presses.
        await actionFor(step.event, formatValue(path.steps[i - 1]?.value ?? path.initial.value))!(rendered);
        // Every login attempt clears the auth error: the session-expired notice goes.
        if (step.event.type.startsWith('auth.') && step.event.type !== 'auth.logout') seen.expired = false;
        if (step.event.type === 'auth.social.complete') seen.page = 'oauth';
        if (step.event.type === 'auth.login') seen.lastForm = 'login';
        if (step.event.type === 'auth.register') seen.lastForm = 'register';
        // The renewed token was refused too: the customer shops on as a guest, and is told so.
        if (step.event.type === 'auth.refused' && step.event.retried) expire(seen);
      }
      await reach(rendered, 'auth', step, where);
      await expectScreen(step, seen, shop, where);
    }
  });

  itCoversOnScreens(authMachine, recorder, UNREACHED);
});
