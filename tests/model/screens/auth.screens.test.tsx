// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { authMachine } from '../../../machines/authMachine';
import { REFRESH_LEAD_MS, type AuthInput } from '../../../machines/authTypes';
import { AccountMenu } from '../../../src/account/AccountMenu';
import { LoginForm } from '../../../src/account/LoginForm';
import { SessionExpiredNotice } from '../../../src/account/SessionExpiredNotice';
import { CartButton } from '../../../src/app/CartButton';
import { useAuthStatus } from '../../../src/app/hooks';
import enUS from '../../../src/i18n/messages/en_US.json';
import { tokenStorage } from '../../../src/relay/credentials';
import { expiresIn, loginAnswer, viewerAnswer } from '../../unit/account/authAnswers';
import { cartQueryAnswer, type LineSpec } from '../../unit/cart/cartTestKit';
import { formatValue, type ModelStep } from '../coverage';
import {
  createHeldNetwork,
  reach,
  renderStorefront,
  screenPaths,
  settlement,
  SystemRecorder,
  itCoversOnScreens,
  pagePerTest,
  type ScreenPath,
} from './harness';

/**
 * The auth machine's paths drive the real account controls through the real actor system: the login form (as
 * /my-account shows it to visitors), the header's account control (the sign-in link, or the avatar menu with
 * Logout), the cart badge and the session-expired notice. Two starts: a visitor, and a customer whose stored token
 * is inside the refresh lead, so the refresh timer fires at once. Registration and provider login have their own
 * forms, the store's token refusal (`auth.refused`) comes from the network layer and `auth.customer.request` from
 * checkout: those events are left out here.
 */
const OPERATIONS: Record<string, string> = {
  login: 'LoginMutation',
  loadViewer: 'ViewerQuery',
  refreshToken: 'RefreshTokenMutation',
  logout: 'LogoutMutation',
};
/** Headless Login's answer to any wrong username or password. */
const REFUSED = 'The user could not be logged in.';
/** What the login form says for it, in the page's language (src/i18n/storeMessages.ts). */
const REFUSED_SHOWN = enUS['store.login.failed'];
const HOUR_MS = 3_600_000;

const socks: LineSpec = { key: 'k1', name: 'Wool Socks', quantity: 2, price: 19 };

/** The store: a visitor's cart is empty; Ada's cart holds two pairs of socks. */
function createShop() {
  const network = createHeldNetwork({
    CartQuery: () => cartQueryAnswer(tokenStorage.authToken() ? { lines: [socks] } : {}),
    LoginMutation: () => loginAnswer({ token: 'auth-ada', refresh: 'refresh-ada', userId: 7 }),
    ViewerQuery: () =>
      viewerAnswer({
        id: 7,
        username: 'ada',
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
      }),
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
  return { network, answerCarts };
}

/** /my-account for visitors, as the account route shows it, with the header's account control and cart badge. */
function AccountPage() {
  const status = useAuthStatus();
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <AccountMenu signedOut={<a href="/my-account">Sign in</a>} />
      <CartButton />
      <SessionExpiredNotice />
      {status === 'guest' && <LoginForm showError={submitted} onSubmit={() => setSubmitted(true)} />}
    </>
  );
}

/** The screen action that sends a path's event, or null when the screen offers none in that state. */
function actionFor(event: AnyEventObject, state: string): (() => Promise<void> | void) | null {
  switch (event.type) {
    case 'auth.login':
      return state === 'guest.idle'
        ? () => {
            fireEvent.change(screen.getByRole('textbox', { name: 'Username or email' }), {
              target: { value: 'ada' },
            });
            fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'correct horse' } });
            fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
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
  { type: 'auth.logout' },
  { type: refreshDue },
  { type: 'xstate.done.actor.login', output: grant },
  { type: 'xstate.error.actor.login', error: new Error(REFUSED) },
  { type: 'xstate.done.actor.loadViewer', output: { customerId: 7, wishlist: null } },
  { type: 'xstate.error.actor.loadViewer', error: new Error('No viewer') },
  { type: 'xstate.done.actor.refreshToken', output: { ...grant, customerId: null } },
  { type: 'xstate.error.actor.refreshToken', error: new Error('The refresh token was not accepted') },
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
    key: (s) => JSON.stringify([s.value, due(s)]),
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
    description: `${start}: ${p.description.replace(/xstate\.after\.([^.]+)\.\S*/, 'after:$1')}`,
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
  /** The login form's error, once a login failed. */
  loginError: string | null;
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
    // The login form, for visitors only: its button says a login is under way exactly while one is.
    const form = screen.queryByRole('form', { name: 'Log in' });
    expect(form !== null, `${where}: login form`).toBe(state.startsWith('guest'));
    if (form) {
      expect(
        within(form).queryByRole('button', { name: 'Logging you in...' }) !== null,
        `${where}: pending`,
      ).toBe(step.tags.includes('loggingIn'));
      const alert = within(form).queryByRole('alert');
      expect(alert?.textContent ?? null, `${where}: login error`).toBe(
        state === 'guest.idle' ? seen.loginError : null,
      );
    }
    expect(screen.getByRole('button', { name: /^Cart,/ }).getAttribute('aria-label'), `${where}: badge`).toBe(
      seen.badge,
    );
    expect(screen.queryByText(/Your login has expired/) !== null, `${where}: session expired notice`).toBe(
      seen.expired,
    );
    if (seen.announced)
      expect(screen.getByRole('status').textContent?.trim(), `${where}: live region`).toContain(
        seen.announced,
      );
  });
}

/** The auth machine's transitions no path on these screens takes, and why. */
const UNREACHED: Record<string, string> = {
  'auth: auth.login → (self)':
    "sent by checkout (a new account's login) while a login runs or a customer is logged in; the login form shows only in guest.idle",
  'auth.guest.idle: auth.register → auth.guest.registering':
    'registration has its own form (RegisterForm), not on these screens',
  'auth.guest.registering: done:register → auth.authenticated':
    'registration has its own form (RegisterForm), not on these screens',
  'auth.guest.registering: error:register → auth.guest.idle':
    'registration has its own form (RegisterForm), not on these screens',
  'auth.guest.idle: auth.social.complete → auth.guest.socialLoggingIn':
    'provider login returns through /oauth (OAuthLoginRoute), not on these screens',
  'auth.guest.socialLoggingIn: done:loginWithProvider → auth.authenticated':
    'provider login returns through /oauth (OAuthLoginRoute), not on these screens',
  'auth.guest.socialLoggingIn: error:loginWithProvider → auth.guest.idle':
    'provider login returns through /oauth (OAuthLoginRoute), not on these screens',
  'auth.authenticated: auth.customer.request [hasViewer] → (self)':
    'asked by the checkout actor: checkout.screens.test.tsx takes it, in its own recorder',
  'auth.authenticated.active: auth.refused [refusedAgain] → auth.guest':
    "sent by the network layer when the store refuses a renewed token; these screens' store never refuses one",
  'auth.authenticated.active: auth.refused → auth.authenticated.refreshing':
    "sent by the network layer when the store refuses a token; these screens' store never refuses one",
  'auth.authenticated.active.checking: always [hasViewer] → auth.authenticated.active.ready':
    "the viewer is known on entering `active` only after a renewal; here a customer's renewal is the first step, before any viewer loads",
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
        "visitor: auth.login → done:login → done:loadViewer → auth.logout ⇒ loggingOut",
        "visitor: auth.login → done:login → error:loadViewer ⇒ authenticated.active.ready",
        "visitor: auth.login → error:login ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → auth.logout → done:logout ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → auth.logout → error:logout ⇒ guest.idle",
        "customer: after:refreshDue → done:refreshToken → done:loadViewer → auth.logout ⇒ loggingOut",
        "customer: after:refreshDue → done:refreshToken → error:loadViewer ⇒ authenticated.active.ready",
        "customer: after:refreshDue → error:refreshToken → auth.login → done:login ⇒ authenticated.active.loadingViewer",
        "customer: after:refreshDue → error:refreshToken → auth.login → error:login ⇒ guest.idle",
      ]
    `);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_name, path) => {
    const shop = createShop();
    const seen: Seen = {
      name: '',
      loginError: null,
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
        const operation = OPERATIONS[settled.actor]!;
        await waitFor(() => expect(shop.network.waiting(), where).toContain(operation));
        // A viewer load cut short by the refresh is still held: every waiting one gets the same answer.
        act(() => {
          while (shop.network.waiting().includes(operation))
            if (settled.kind === 'done') shop.network.release(operation);
            else
              shop.network.fail(
                operation,
                settled.actor === 'login' ? REFUSED : 'The store could not answer',
              );
        });
        if (settled.actor === 'login' && settled.kind === 'done') {
          seen.badge = 'Cart, 2 items';
          seen.announced = 'You are logged in.';
          seen.loginError = null;
        }
        if (settled.actor === 'login' && settled.kind === 'error') seen.loginError = REFUSED_SHOWN;
        if (settled.actor === 'loadViewer' && settled.kind === 'done') seen.name = 'Ada';
        if (settled.actor === 'refreshToken' && settled.kind === 'error') {
          seen.expired = true;
          seen.badge = 'Cart, empty';
        }
        if (settled.actor === 'logout') {
          // Regression: logout left the previous customer's cart on the badge.
          seen.badge = 'Cart, empty';
          seen.name = '';
          seen.announced = 'You are logged out.';
        }
      } else {
        // fireEvent acts by itself; the menu's opening is awaited between two presses.
        await actionFor(step.event, formatValue(path.steps[i - 1]?.value ?? path.initial.value))!();
        if (step.event.type === 'auth.login') seen.expired = false;
      }
      await reach(rendered, 'auth', step, where);
      await expectScreen(step, seen, shop, where);
    }
  });

  itCoversOnScreens(authMachine, recorder, UNREACHED);
});
