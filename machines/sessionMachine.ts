import { and, assign, fromPromise, setup } from 'xstate';
import { notProvided } from './placeholders';

/** Reloads allowed per browser-tab session; the count lives in sessionStorage, which a reload keeps. */
const MAX_SESSION_RELOADS = 1;

/**
 * The spec's message, and those WooGraphQL's session handler reports for a token it cannot use (firebase/php-jwt's
 * and its own); a real store answers them on `cart` and the cart mutations only.
 */
const SESSION_ERRORS = [
  'the iss do not match with this server',
  'invalid session token',
  'expired token',
  'signature verification failed',
  'wrong number of segments',
  'customer id not found in the token',
];

/** True when an API error message means the stored session is unusable (spec section 4), in any letter case. */
export function isSessionErrorMessage(message: string): boolean {
  const lower = message.toLowerCase();
  return SESSION_ERRORS.some((text) => lower.includes(text));
}

export interface SessionInput {
  /** Reloads already done in this tab session, read by the app from sessionStorage. */
  reloadCount: number;
}

export type SessionEvent =
  /** Any failed API call reports its first error message here. */
  | { type: 'session.error'; message: string }
  /** The cart machine could not refresh the cart. */
  | { type: 'session.cart.failed' };

export type SessionTag = 'reloading';

/**
 * Session reset (spec section 4, issue 6). Every reload is counted in storage before it happens and allowed only while
 * the count is under `MAX_SESSION_RELOADS`, so a session that stays broken after a reload cannot reload again.
 */
export const sessionMachine = setup({
  types: {
    context: {} as { reloadCount: number },
    events: {} as SessionEvent,
    input: {} as SessionInput,
    tags: {} as SessionTag,
  },
  actors: {
    /** Logs the customer out on the server (`Logout`), so the reload starts a fresh session. */
    logout: fromPromise<void, void>(notProvided('session', 'logout')),
  },
  actions: {
    countReload: assign({ reloadCount: ({ context }) => context.reloadCount + 1 }),
    /** The app writes the count to sessionStorage; it must be stored before `reload` runs. */
    recordReload: (_, _params: { reloadCount: number }) => {},
    /** The app clears cookies and localStorage (not sessionStorage, which holds the reload count). */
    clearStorage: () => {},
    /** The app drops the session's data from memory (Relay store cart, customer, viewer). */
    resetSession: () => {},
    /** The app reloads the page. */
    reload: () => {},
  },
  guards: {
    isSessionError: ({ event }) => event.type === 'session.error' && isSessionErrorMessage(event.message),
    reloadAllowed: ({ context }) => context.reloadCount < MAX_SESSION_RELOADS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ reloadCount: input.reloadCount }),
  initial: 'active',
  states: {
    active: {
      on: {
        'session.error': [
          { guard: and(['isSessionError', 'reloadAllowed']), target: 'reloading', actions: 'clearStorage' },
          // Reloaded once already: recover in place instead of reloading into the same error again.
          { guard: 'isSessionError', actions: ['clearStorage', 'resetSession'] },
        ],
        'session.cart.failed': [
          { guard: 'reloadAllowed', target: 'loggingOut', actions: ['clearStorage', 'resetSession'] },
          { actions: ['clearStorage', 'resetSession'] },
        ],
      },
    },
    loggingOut: {
      invoke: { id: 'logout', src: 'logout', onDone: 'reloading', onError: 'reloading' },
    },
    reloading: {
      type: 'final',
      tags: ['reloading'],
      entry: [
        'countReload',
        { type: 'recordReload', params: ({ context }) => ({ reloadCount: context.reloadCount }) },
        'reload',
      ],
    },
  },
});
