import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { passwordsMatch, resetError, type AuthError } from './authTypes';
import { notProvided } from './placeholders';

export type PasswordResetEvent =
  /** Ask for the e-mail with the reset link (`ResetPasswordEmail`). */
  | { type: 'password.request'; username: string }
  /** Set the new password with the key and login from the e-mailed link (`ResetPasswordKey`). */
  | { type: 'password.reset'; key: string; login: string; password: string; confirmation: string };

export type PasswordResetTag = 'busy';

/**
 * Lost password at `/my-account/lost-password` (issue 6), split from the auth machine: it runs for guests on its own
 * page and shares no state with the login. `requested` shows the neutral reply whether or not the account exists.
 */
export const passwordResetMachine = setup({
  types: {
    context: {} as { error: AuthError | null },
    events: {} as PasswordResetEvent,
    tags: {} as PasswordResetTag,
  },
  actors: {
    requestReset: fromPromise<void, { username: string }>(notProvided('passwordReset', 'requestReset')),
    resetPassword: fromPromise<void, { key: string; login: string; password: string }>(
      notProvided('passwordReset', 'resetPassword'),
    ),
  },
  actions: {
    setError: assign({ error: (_, error: AuthError) => error }),
    clearError: assign({ error: null }),
  },
  guards: {
    passwordsMatch: ({ event }) =>
      event.type === 'password.reset' && passwordsMatch(event.password, event.confirmation),
  },
}).createMachine({
  id: 'passwordReset',
  context: { error: null },
  initial: 'form',
  states: {
    // Requests are accepted only here, so a second click while busy sends nothing.
    form: {
      initial: 'idle',
      on: {
        'password.request': { target: 'requesting', actions: 'clearError' },
        'password.reset': [
          { guard: 'passwordsMatch', target: 'resetting', actions: 'clearError' },
          {
            target: '.idle',
            actions: { type: 'setError', params: { code: 'passwordMismatch', message: '' } },
          },
        ],
      },
      states: {
        idle: {},
        requested: {},
        /** The password was changed; the page offers the login form. */
        reset: {},
      },
    },
    requesting: {
      tags: ['busy'],
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ event }) => {
          assertEvent(event, 'password.request');
          return { username: event.username.trim() };
        },
        onDone: 'form.requested',
        onError: {
          target: 'form.idle',
          actions: { type: 'setError', params: { code: 'resetEmailFailed', message: '' } },
        },
      },
    },
    resetting: {
      tags: ['busy'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ event }) => {
          assertEvent(event, 'password.reset');
          return { key: event.key, login: event.login, password: event.password };
        },
        onDone: 'form.reset',
        onError: {
          target: 'form.idle',
          actions: { type: 'setError', params: ({ event }) => resetError(event.error) },
        },
      },
    },
  },
});
