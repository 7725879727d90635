import { assertEvent, assign, fromPromise, setup } from 'xstate';
import {
  REFRESH_LEAD_MS,
  loginError,
  type AuthError,
  type AuthEvent,
  type AuthInput,
  type AuthTag,
  type RegisterInput,
  type TokenGrant,
} from './authTypes';
import { notProvided } from './placeholders';

export type { AuthEvent, AuthInput, AuthTag, RegisterInput, TokenGrant } from './authTypes';

const stored = {
  type: 'storeExpiry',
  params: ({ event }: { event: { output: TokenGrant } }) => event.output,
} as const;
const expired = [
  'forgetToken',
  'clearCart',
  'clearCookies',
  'clearCustomer',
  { type: 'setError', params: { code: 'sessionExpired', message: '' } },
] as const;
const failed = {
  target: 'idle',
  actions: {
    type: 'setError',
    params: ({ event }: { event: { error: unknown } }) => loginError(event.error),
  },
} as const;

/**
 * Login, registration, social login, logout and token refresh (issue 6). Tokens themselves stay with the app: its
 * actors store them, and the context keeps only when the auth token expires.
 */
export const authMachine = setup({
  types: {
    context: {} as { tokenExpiresIn: number | null; error: AuthError | null },
    events: {} as AuthEvent,
    input: {} as AuthInput,
    tags: {} as AuthTag,
  },
  actors: {
    login: fromPromise<TokenGrant, { username: string; password: string }>(notProvided('auth', 'login')),
    register: fromPromise<TokenGrant, RegisterInput>(notProvided('auth', 'register')),
    /** `loginWithProvider`; rejects with `code: 'NO_VIEWER'` when the provider's token yields no customer. */
    loginWithProvider: fromPromise<TokenGrant, { provider: string; code: string; state: string }>(
      notProvided('auth', 'loginWithProvider'),
    ),
    refreshToken: fromPromise<TokenGrant, void>(notProvided('auth', 'refreshToken')),
    logout: fromPromise<void, void>(notProvided('auth', 'logout')),
  },
  actions: {
    storeExpiry: assign({ tokenExpiresIn: (_, grant: TokenGrant) => grant.tokenExpiresIn }),
    setError: assign({ error: (_, error: AuthError) => error }),
    clearError: assign({ error: null }),
    forgetToken: assign({ tokenExpiresIn: null }),
    /** The app sends `cart.refresh`: the cart now belongs to the customer. */
    refreshCart: () => {},
    /** The app sends `cart.clear` and drops the cart from the Relay store. */
    clearCart: () => {},
    /** The app deletes the auth, refresh and session tokens (cookies or localStorage, as configured). */
    clearCookies: () => {},
    /** The app drops customer and viewer from the Relay store. */
    clearCustomer: () => {},
    /** The app navigates home, or stays when on /my-account. */
    navigateAfterLogout: () => {},
    /** The app tells screen-reader users that they are logged in, or out. */
    announceLogin: () => {},
    announceLogout: () => {},
  },
  guards: {
    hasToken: ({ context }) => context.tokenExpiresIn !== null,
    refusedAgain: ({ event }) => event.type === 'auth.refused' && event.retried,
  },
  delays: {
    /** Refresh `REFRESH_LEAD_MS` before the auth token expires (at once if that moment has passed). */
    refreshDue: ({ context }) => Math.max(0, (context.tokenExpiresIn ?? 0) - REFRESH_LEAD_MS),
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({ tokenExpiresIn: input.tokenExpiresIn, error: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'guest' }],
    },
    guest: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auth.login': { target: 'loggingIn', actions: 'clearError' },
            'auth.register': { target: 'registering', actions: 'clearError' },
            'auth.social.complete': { target: 'socialLoggingIn', actions: 'clearError' },
          },
        },
        loggingIn: {
          tags: ['busy', 'loggingIn'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ event }) => {
              assertEvent(event, 'auth.login');
              return { username: event.username, password: event.password };
            },
            onDone: { target: '#auth.authenticated', actions: [stored, 'refreshCart', 'announceLogin'] },
            onError: failed,
          },
        },
        registering: {
          tags: ['busy'],
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'auth.register');
              const { type: _type, ...input } = event;
              return input;
            },
            onDone: { target: '#auth.authenticated', actions: [stored, 'refreshCart', 'announceLogin'] },
            onError: failed,
          },
        },
        socialLoggingIn: {
          tags: ['busy', 'loggingIn'],
          invoke: {
            id: 'loginWithProvider',
            src: 'loginWithProvider',
            input: ({ event }) => {
              assertEvent(event, 'auth.social.complete');
              return { provider: event.provider, code: event.code, state: event.state };
            },
            onDone: { target: '#auth.authenticated', actions: [stored, 'refreshCart', 'announceLogin'] },
            onError: failed,
          },
        },
      },
    },
    authenticated: {
      initial: 'active',
      on: { 'auth.logout': 'loggingOut' },
      states: {
        active: {
          after: { refreshDue: 'refreshing' },
          on: {
            'auth.refused': [
              // The renewed token was refused too: renewing again would not help.
              { guard: 'refusedAgain', target: '#auth.guest', actions: expired },
              { target: 'refreshing' },
            ],
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: { target: 'active', actions: stored },
            // The refresh token is no longer accepted: the customer is logged out and told so.
            onError: { target: '#auth.guest', actions: expired },
          },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'loggedOut',
        // Local state is cleared even when the server call fails.
        onError: 'loggedOut',
      },
    },
    loggedOut: {
      always: {
        target: 'guest',
        actions: [
          'forgetToken',
          'clearCart',
          'clearCookies',
          'clearCustomer',
          'navigateAfterLogout',
          'announceLogout',
        ],
      },
    },
  },
});
