import { local } from '../safeStorage';
import { settings } from '../settings';
import type { SentRequest } from './environment';
import { createSessionTokenGate } from './sessionToken';

/**
 * The shopper's credentials, in one place (spec 5 and 9): the `woocommerce-session` token and the auth, expiry and
 * refresh tokens. The network layer and the auth actor read and write them only through this module.
 */

/** Keys of the auth token, its expiry (epoch ms) and the refresh token, in cookies or localStorage alike. */
const AUTH_TOKEN_KEY = 'auth-token';
const AUTH_EXPIRES_KEY = 'auth-token-expires';
const REFRESH_TOKEN_KEY = 'refresh-token';
const REFRESH_MAX_AGE_S = 365 * 24 * 3600;

export type TokenBackend = 'localStorage' | 'cookie';

export interface StoredTokens {
  authToken: string;
  /** Epoch milliseconds. */
  authExpiresAt: number;
  refreshToken: string | null;
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...value] = part.split('=');
    if (key?.trim() === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

function writeCookie(name: string, value: string | null, maxAgeS: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie =
    value === null
      ? `${name}=; Max-Age=0; Path=/; SameSite=Lax${secure}`
      : `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeS}; Path=/; SameSite=Lax${secure}`;
}

function read(backend: TokenBackend, key: string): string | null {
  if (backend === 'localStorage') return local.get(key);
  try {
    return readCookie(key);
  } catch {
    return null;
  }
}

function write(backend: TokenBackend, key: string, value: string | null, maxAgeS = REFRESH_MAX_AGE_S): void {
  if (backend === 'localStorage') return local.set(key, value);
  try {
    writeCookie(key, value, maxAgeS);
  } catch {
    // No document (server render): nothing to write.
  }
}

/** A WooGraphQL expiration (epoch seconds as a string) in epoch milliseconds; `fallbackMs` from now when unreadable. */
export function expiryToMs(expiration: string | null | undefined, now: number, fallbackMs = 300_000): number {
  const seconds = Number(expiration);
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : now + fallbackMs;
}

/**
 * Browser token storage (spec 5 and 9): tokens are trimmed before they are stored, kept in the configured backend,
 * and read only in the browser (effects, event handlers, the network layer), never during the server render.
 */
export function createTokenStorage(backend: TokenBackend = settings.tokenStorage) {
  const refreshToken = (): string | null => read(backend, REFRESH_TOKEN_KEY)?.trim() || null;
  return {
    backend,
    /** Stores a login's or refresh's tokens; a null refresh token keeps the stored one. */
    save({ authToken, authExpiresAt, refreshToken }: StoredTokens): void {
      write(backend, AUTH_TOKEN_KEY, authToken.trim());
      write(backend, AUTH_EXPIRES_KEY, String(authExpiresAt));
      if (refreshToken !== null) write(backend, REFRESH_TOKEN_KEY, refreshToken.trim());
    },
    /** The auth token while it is still valid at `now`, else null (an expired token would fail every request). */
    authToken(now = Date.now()): string | null {
      const token = read(backend, AUTH_TOKEN_KEY)?.trim();
      const expires = Number(read(backend, AUTH_EXPIRES_KEY));
      if (!token) return null;
      return Number.isFinite(expires) && expires > 0 && expires <= now ? null : token;
    },
    refreshToken,
    /** Milliseconds until the auth token expires (negative when past), or null when no one is logged in. */
    expiresIn(now = Date.now()): number | null {
      if (!refreshToken() && !read(backend, AUTH_TOKEN_KEY)) return null;
      const expires = Number(read(backend, AUTH_EXPIRES_KEY));
      return Number.isFinite(expires) && expires > 0 ? expires - now : 0;
    },
    clear(): void {
      for (const key of [AUTH_TOKEN_KEY, AUTH_EXPIRES_KEY, REFRESH_TOKEN_KEY]) write(backend, key, null);
    },
  };
}

/** The app's token storage, as configured in settings. */
export const tokenStorage = createTokenStorage();

/** localStorage key of the `woocommerce-session` token. */
const SESSION_KEY = 'woo-session';

const sessionGate = createSessionTokenGate();

/** The `woocommerce-session` token the next request sends, or null for a new guest session. */
export function sessionToken(): string | null {
  return local.get(SESSION_KEY);
}

/**
 * Whether this browser holds what the storefront's actor system acts on as soon as it runs: a session (a cart kept
 * on the store) or a login (a token to renew). A first visit holds neither.
 */
export function returningShopper(): boolean {
  return sessionToken() !== null || tokenStorage.expiresIn() !== null;
}

/**
 * Keeps the session token a response brought, unless a newer request's token already replaced it (responses can
 * arrive out of order: see ./sessionToken.ts). Only the network layer calls this.
 */
export function acceptSessionToken(token: string, request: SentRequest): void {
  if (sessionGate.accept(request, sessionToken())) local.set(SESSION_KEY, token);
}

/**
 * Replaces the session token (login returns the customer's session), forgets it with null, or with undefined keeps
 * it; either way, responses to requests sent before now (`sentSoFar`) can no longer replace it.
 */
export function storeSessionToken(token: string | null | undefined, sentSoFar: number): void {
  sessionGate.pin(sentSoFar);
  if (token === undefined) return;
  local.set(SESSION_KEY, token ? token.trim() : null);
}
