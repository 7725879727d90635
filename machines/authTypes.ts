import type { AnyActorRef } from 'xstate';
import { messageOf } from './placeholders';

/** The auth token is refreshed this long before it expires. */
export const REFRESH_LEAD_MS = 60_000;

/** A renewal that got no answer from the store (offline, a gateway's 502–504) is tried again this much later. */
export const REFRESH_RETRY_MS = 15_000;

/**
 * How long logout waits for the store before it logs out locally anyway: Logout always logs out. A store that never
 * answered (or a request held behind another) kept the account page logged in, its Logout doing nothing visible.
 */
export const LOGOUT_WAIT_MS = 8_000;

export interface AuthInput {
  /** Milliseconds until the stored auth token expires (the app subtracts its clock from the stored expiry); null when logged out. */
  tokenExpiresIn: number | null;
}

/** What a login, registration or refresh reports once the app has stored the new tokens. */
export interface TokenGrant {
  tokenExpiresIn: number;
  /** The customer the tokens belong to, when the answer names them (login, registration); null for a refresh. */
  customerId: number | null;
}

/**
 * What the app's viewer load reports once someone is logged in. The viewer itself (name, avatar) goes to the Relay
 * store, where the header and the account area read it; the machine learns only whose it is and the wishlist kept
 * on their account, to hand to the wishlist.
 */
export interface ViewerLoad {
  /** The logged-in customer's database id. */
  customerId: number;
  /** The account's `wishlist` meta value; null when it has none. */
  wishlist: string | null;
}

/** The auth actor's answer to an `auth.login` that asked for one (`replyTo`): checkout logging in its new account. */
export type AuthReply = { type: 'auth.reply.loggedIn' } | { type: 'auth.reply.failed'; message: string };

export interface RegisterInput {
  email: string;
  password: string;
  username?: string;
  firstName?: string;
  lastName?: string;
}

export type AuthEvent =
  /** `replyTo` gets an `AuthReply` when this login settles. A login sent while another is under way, or while someone
   * is logged in, is not taken: `replyTo` is told `auth.reply.failed` at once. */
  | { type: 'auth.login'; username: string; password: string; replyTo?: AnyActorRef }
  | ({ type: 'auth.register' } & RegisterInput)
  /** The `/oauth/login/{provider}` return page hands over the provider's answer. */
  | { type: 'auth.social.complete'; provider: string; code: string; state: string }
  | { type: 'auth.logout' }
  /**
   * The store refused the auth token (HTTP 403: expired, clock skew, revoked). The first refusal renews it once;
   * `retried` says the renewed token was refused as well, and the customer continues as a guest.
   */
  | { type: 'auth.refused'; retried: boolean }
  /** Checkout asks whether a customer is logged in: it is told `checkout.customer.known` once one is. */
  | { type: 'auth.customer.request' };

/** `busy` is the spec's 'auth pending' flag; `loggingIn` shows 'Logging you in...'. */
export type AuthTag = 'busy' | 'loggingIn';

/** Error codes of the auth flows; the UI translates them (spec section 8) and shows `message` for `generic`. */
type AuthErrorCode =
  | 'unknownUser'
  | 'incorrectPassword'
  | 'noViewer'
  | 'passwordMismatch'
  | 'resetLinkInvalid'
  | 'resetEmailFailed'
  | 'resetFailed'
  /** The login ended (token refused and not renewable): the customer now shops as a guest. */
  | 'sessionExpired'
  /** The store refused the new password as too common: the form shows it at the password field. */
  | 'commonPassword'
  | 'generic';

export interface AuthError {
  code: AuthErrorCode;
  /** The server's message, for `generic`. */
  message: string;
}

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.toLowerCase() : '';
};

/**
 * Whether the store refused a new password as too common: the reference API's `COMMON_PASSWORD` code, or its
 * message from a store that sends no code.
 */
export function isCommonPasswordError(error: unknown): boolean {
  return codeOf(error) === 'common_password' || /password is too common/i.test(messageOf(error));
}

/**
 * The error for a failed login, registration or provider login: WooGraphQL codes or the spec's messages, any case.
 * Headless Login answers every wrong username or password with one message ('The user could not be logged in.'),
 * which cannot tell the two apart: it is shown as the store wrote it.
 */
export function loginError(error: unknown): AuthError {
  const message = messageOf(error);
  const text = `${codeOf(error)} ${message}`.toLowerCase();
  if (isCommonPasswordError(error)) return { code: 'commonPassword', message };
  if (/invalid_username|invalid_email|no account found/.test(text)) return { code: 'unknownUser', message };
  if (/incorrect_password|incorrect password/.test(text)) return { code: 'incorrectPassword', message };
  // Provider login returned tokens but no viewer (spec: most likely an SSL error on the backend).
  if (text.startsWith('no_viewer')) return { code: 'noViewer', message };
  return { code: 'generic', message };
}

/** The error for a failed `ResetPasswordKey` call. */
export function resetError(error: unknown): AuthError {
  const message = messageOf(error);
  const text = `${codeOf(error)} ${message}`.toLowerCase();
  if (/invalid_key|expired_key|reset link is invalid/.test(text))
    return { code: 'resetLinkInvalid', message };
  if (isCommonPasswordError(error)) return { code: 'commonPassword', message };
  return { code: 'resetFailed', message };
}

/** True when a new password equals its confirmation (spec section 5); otherwise the UI shows 'passwordMismatch'. */
export function passwordsMatch(password: string, confirmation: string): boolean {
  return password === confirmation;
}
