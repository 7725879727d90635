import { assertEvent, assign, fromPromise, setup, type AnyActorRef, type DoneActorEvent } from 'xstate';
import {
  LOGOUT_WAIT_MS,
  REFRESH_LEAD_MS,
  REFRESH_RETRY_MS,
  loginError,
  type AuthError,
  type AuthEvent,
  type AuthInput,
  type AuthReply,
  type AuthTag,
  type RegisterInput,
  type TokenGrant,
  type ViewerLoad,
} from './authTypes';
import { errorParams, notProvided, storeUnreached } from './placeholders';
import { answer, tell } from './system';

export type { AuthEvent, AuthInput, AuthTag, RegisterInput, TokenGrant, ViewerLoad } from './authTypes';

interface AuthContext {
  tokenExpiresIn: number | null;
  error: AuthError | null;
  /**
   * Whether the viewer has been loaded for this login (once per login). It is loaded into the app's Relay store,
   * where the header and the account area read name and avatar: the machine keeps no copy of it.
   */
  viewerLoaded: boolean;
  /** Who asked for the login under way and waits for its `AuthReply` (checkout logging in its new account). */
  replyTo: AnyActorRef | null;
  /** The logged-in customer's id, when the login named them. */
  customerId: number | null;
}

/** Answers whoever asked for this login, once. */
const replyLoggedIn = answer<AuthContext>(
  (context) => context.replyTo,
  (): AuthReply => ({ type: 'auth.reply.loggedIn' }),
);
const replyFailed = answer<AuthContext>(
  (context) => context.replyTo,
  (context): AuthReply => ({ type: 'auth.reply.failed', message: context.error?.message ?? '' }),
);
/**
 * A login that cannot be taken now (another is under way, or someone is logged in) is answered at once, so that
 * whoever asked does not wait for an answer that never comes.
 */
const replyNotTaken = answer<AuthContext>(
  (_, event) => ('replyTo' in event ? (event.replyTo as AnyActorRef | undefined) : null),
  (): AuthReply => ({ type: 'auth.reply.failed', message: '' }),
);
const adoptWishlist = tell<'wishlist', AuthContext>('wishlist', ({ context }) =>
  context.customerId === null ? null : { type: 'wishlist.adopt', customerId: context.customerId },
);
/** The account's stored list arrived with the viewer: the wishlist merges it. */
const reconcileWishlist = tell<'wishlist', AuthContext, DoneActorEvent<ViewerLoad>>(
  'wishlist',
  ({ event }) => ({
    type: 'wishlist.reconcile',
    customerId: event.output.customerId,
    stored: event.output.wishlist,
  }),
);

const loggedIn = [
  {
    type: 'storeExpiry',
    params: ({ event }: { event: { output: TokenGrant } }) => event.output,
  },
  adoptWishlist,
  'refreshCart',
  'announceLogin',
  replyLoggedIn,
  'forgetRequester',
] as const;
const expired = [
  'forgetToken',
  'clearCart',
  'clearCookies',
  'releaseWishlist',
  'clearCustomer',
  { type: 'setError', params: { code: 'sessionExpired', message: '' } },
] as const;
const failed = {
  target: 'idle',
  actions: [
    {
      type: 'setError',
      params: ({ event }: { event: { error: unknown } }) => loginError(event.error),
    },
    replyFailed,
    'forgetRequester',
  ],
} as const;

/**
 * Login, registration, social login, logout and token refresh (issue 6). Tokens themselves stay with the app: its
 * actors store them, and the context keeps only when the auth token expires. After a login it tells the cart to
 * reload (the cart now belongs to the customer), the wishlist to adopt the customer's list and checkout who is
 * logged in; after logout it tells the cart to clear and the wishlist to go back to the visitor's list.
 */
export const authMachine = setup({
  types: {
    context: {} as AuthContext,
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
    /**
     * Loads the viewer into the app's store (where the views read it) and reports whose it is and the account's
     * stored wishlist, once per login.
     */
    loadViewer: fromPromise<ViewerLoad, void>(notProvided('auth', 'loadViewer')),
  },
  actions: {
    storeExpiry: assign((_, grant: TokenGrant) => ({
      tokenExpiresIn: grant.tokenExpiresIn,
      ...(grant.customerId !== null ? { customerId: grant.customerId } : {}),
    })),
    setError: assign({ error: (_, error: AuthError) => error }),
    clearError: assign({ error: null }),
    forgetToken: assign({ tokenExpiresIn: null, viewerLoaded: false, customerId: null }),
    rememberRequester: assign({
      replyTo: ({ event }) => (event.type === 'auth.login' ? (event.replyTo ?? null) : null),
    }),
    forgetRequester: assign({ replyTo: null }),
    markViewerLoaded: assign({ viewerLoaded: true }),
    refreshCart: tell('cart', { type: 'cart.refresh' }),
    /** The cart leaves the screen at once: nothing of the previous customer stays. */
    clearCart: tell('cart', { type: 'cart.clear' }),
    releaseWishlist: tell('wishlist', { type: 'wishlist.release' }),
    /** Checkout fills its empty fields from the customer's saved addresses. */
    tellCheckout: tell('checkout', { type: 'checkout.customer.known' }),
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
    hasViewer: ({ context }) => context.viewerLoaded,
    refusedAgain: ({ event }) => event.type === 'auth.refused' && event.retried,
    storeUnreached: (_, params: { error: unknown }) => storeUnreached(params.error),
  },
  delays: {
    /** Refresh `REFRESH_LEAD_MS` before the auth token expires (at once if that moment has passed). */
    refreshDue: ({ context }) => Math.max(0, (context.tokenExpiresIn ?? 0) - REFRESH_LEAD_MS),
    /** A renewal the store did not answer is tried again after `REFRESH_RETRY_MS`. */
    refreshRetry: REFRESH_RETRY_MS,
    /** The store's answer to logout is not waited for longer than `LOGOUT_WAIT_MS`. */
    logoutWait: LOGOUT_WAIT_MS,
  },
}).createMachine({
  id: 'auth',
  context: ({ input }) => ({
    tokenExpiresIn: input.tokenExpiresIn,
    error: null,
    viewerLoaded: false,
    replyTo: null,
    customerId: null,
  }),
  initial: 'start',
  // Taken only in `guest.idle`; anywhere else the asker is told at once.
  on: { 'auth.login': { actions: replyNotTaken } },
  states: {
    start: {
      always: [{ guard: 'hasToken', target: 'authenticated' }, { target: 'guest' }],
    },
    guest: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'auth.login': { target: 'loggingIn', actions: ['clearError', 'rememberRequester'] },
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
            onDone: { target: '#auth.authenticated', actions: loggedIn },
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
            onDone: { target: '#auth.authenticated', actions: loggedIn },
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
            onDone: { target: '#auth.authenticated', actions: loggedIn },
            onError: failed,
          },
        },
      },
    },
    authenticated: {
      initial: 'active',
      on: {
        'auth.logout': 'loggingOut',
        'auth.customer.request': { guard: 'hasViewer', actions: 'tellCheckout' },
      },
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
          initial: 'checking',
          states: {
            checking: {
              always: [{ guard: 'hasViewer', target: 'ready' }, { target: 'loadingViewer' }],
            },
            // With a valid token only (a stale one is renewed first): name and avatar for the header, and the
            // account's wishlist to merge.
            loadingViewer: {
              invoke: {
                id: 'loadViewer',
                src: 'loadViewer',
                onDone: {
                  target: 'ready',
                  actions: ['markViewerLoaded', reconcileWishlist, 'tellCheckout'],
                },
                // The header keeps its generic avatar; the account screen reports its own errors.
                onError: 'ready',
              },
            },
            ready: {},
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            onDone: {
              target: 'active',
              actions: { type: 'storeExpiry', params: ({ event }) => event.output },
            },
            onError: [
              // No answer from the store (offline, or the page is leaving): the login is kept, and renewed again
              // a little later. A shopper who left the page while it renewed was logged out.
              {
                guard: {
                  type: 'storeUnreached',
                  params: errorParams,
                },
                target: 'waitingToRefresh',
              },
              // The refresh token is no longer accepted: the customer is logged out and told so.
              { target: '#auth.guest', actions: expired },
            ],
          },
        },
        waitingToRefresh: {
          after: { refreshRetry: 'refreshing' },
        },
      },
    },
    loggingOut: {
      tags: ['busy'],
      invoke: {
        id: 'logout',
        src: 'logout',
        onDone: 'loggedOut',
        // Local state is cleared even when the server call fails, or does not answer.
        onError: 'loggedOut',
      },
      after: { logoutWait: 'loggedOut' },
    },
    loggedOut: {
      always: {
        target: 'guest',
        actions: [
          'forgetToken',
          'clearCart',
          'clearCookies',
          'releaseWishlist',
          'clearCustomer',
          'navigateAfterLogout',
          'announceLogout',
        ],
      },
    },
  },
});
