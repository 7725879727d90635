import { createHmac, randomBytes } from 'node:crypto';
import { decodeJwt, decodeProtectedHeader, errors as joseErrors, jwtVerify } from 'jose';
import { UserError } from './errors.ts';

/** 48 hours, as the real stores' session tokens (WooGraphQL 0.21 and 1.x, read off their JWTs' `exp - iat`). */
export const SESSION_TTL_SECONDS = 48 * 3600;
export const AUTH_TTL_SECONDS = 300;
export const REFRESH_TTL_SECONDS = 365 * 24 * 3600;
export const OAUTH_STATE_TTL_SECONDS = 10 * 60;

/** Messages of the real backend; clients match them by case-insensitive substring. */
export const ISS_MISMATCH = 'The iss do not match with this server';
export const INVALID_AUTH = 'Invalid authentication token';

/**
 * What WooGraphQL's `QL_Session_Handler` reports for a session token it cannot use: firebase/php-jwt's messages
 * (checked in its order: segments, encoding, signature, expiry), then its own `iss` and `customer_id` checks.
 */
export const SESSION_ERRORS = {
  segments: 'Wrong number of segments',
  header: 'Invalid header encoding',
  claims: 'Invalid claims encoding',
  signature: 'Signature verification failed',
  expired: 'Expired token',
  issuer: ISS_MISMATCH,
  customerId: 'Customer ID not found in the token',
} as const;

/** `{"alg":"HS256","typ":"JWT"}`, base64url: the protected header of every token signed here. */
const JWT_HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

const sessionError = (message: string) => new UserError(message, 'INVALID_SESSION');

/** Signs and verifies session, auth and refresh tokens (HS256) for one site URL. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    secret: string,
    readonly issuer: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  /**
   * A compact HS256 JWT with `iss`, `iat`, `nbf` (unless left out) and `exp` after `claims`, as firebase/php-jwt
   * writes WooGraphQL's and Headless Login's tokens. Signed with node's HMAC in the request's own task: every answer
   * to a shopper without a session carries a new session token (the real stores do the same), and jose's WebCrypto
   * signing cost a list request 5% of its CPU in promise hops (tests/bench/apiThroughput.ts at 50,000 products).
   * Verification stays with jose (`jwtVerify`), whose checks of the claims the messages above depend on.
   */
  private sign(
    claims: Record<string, unknown>,
    now: number,
    ttlSeconds: number,
    { notBefore = true }: { notBefore?: boolean } = {},
  ): string {
    const payload = {
      ...claims,
      iss: this.issuer,
      iat: now,
      ...(notBefore ? { nbf: now } : {}),
      exp: now + ttlSeconds,
    };
    const signingInput = `${JWT_HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${signingInput}.${createHmac('sha256', this.key).update(signingInput).digest('base64url')}`;
  }

  /** A new guest session key in WooCommerce's `t_` form. */
  static guestKey(): string {
    return 't_' + randomBytes(15).toString('hex');
  }

  /** A session token as WooGraphQL issues it: `data.customer_id` holds the session key. */
  sessionToken(sessionKey: string): { token: string; expires: number } {
    const now = Math.floor(Date.now() / 1000);
    const token = this.sign({ data: { customer_id: sessionKey } }, now, SESSION_TTL_SECONDS);
    return { token, expires: now + SESSION_TTL_SECONDS };
  }

  /**
   * Reads a `woocommerce-session` header value ("Session <jwt>" or a bare jwt). Throws WooGraphQL's message
   * (`SESSION_ERRORS`) as a UserError with code INVALID_SESSION when the token cannot be used.
   */
  async readSession(header: string): Promise<{ key: string; expires: number }> {
    const token = header.trim().replace(/^session\s+/i, '');
    if (token.split('.').length !== 3) throw sessionError(SESSION_ERRORS.segments);
    try {
      decodeProtectedHeader(token);
    } catch {
      throw sessionError(SESSION_ERRORS.header);
    }
    try {
      decodeJwt(token);
    } catch {
      throw sessionError(SESSION_ERRORS.claims);
    }
    let claims: { iss?: string; exp?: number; data?: unknown };
    try {
      claims = (await jwtVerify(token, this.key, { algorithms: ['HS256'] })).payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw sessionError(SESSION_ERRORS.expired);
      if (error instanceof joseErrors.JOSEError) throw sessionError(SESSION_ERRORS.signature);
      throw error;
    }
    if (claims.iss !== this.issuer) throw sessionError(SESSION_ERRORS.issuer);
    const data = claims.data as { customer_id?: unknown } | undefined;
    const key = data?.customer_id;
    if ((typeof key !== 'string' && typeof key !== 'number') || key === '')
      throw sessionError(SESSION_ERRORS.customerId);
    return { key: String(key), expires: claims.exp ?? 0 };
  }

  authToken(customerId: number): { token: string; expires: number } {
    const now = Math.floor(Date.now() / 1000);
    const token = this.sign({ data: { user: { id: String(customerId) } } }, now, AUTH_TTL_SECONDS);
    return { token, expires: now + AUTH_TTL_SECONDS };
  }

  refreshToken(customerId: number, userSecret: string): { token: string; expires: number } {
    const now = Math.floor(Date.now() / 1000);
    const token = this.sign(
      { data: { user: { id: String(customerId), user_secret: userSecret } } },
      now,
      REFRESH_TTL_SECONDS,
    );
    return { token, expires: now + REFRESH_TTL_SECONDS };
  }

  /** A signed, short-lived OAuth `state` bound to one login provider (Headless Login checks it on `login`). */
  oauthState(provider: string): string {
    const now = Math.floor(Date.now() / 1000);
    return this.sign(
      { purpose: 'oauth_state', provider, nonce: randomBytes(12).toString('base64url') },
      now,
      OAUTH_STATE_TTL_SECONDS,
      { notBefore: false },
    );
  }

  /** True when `state` was signed here for `provider` and has not expired. */
  async checkOauthState(state: string, provider: string): Promise<boolean> {
    try {
      const { payload } = await jwtVerify(state, this.key, { issuer: this.issuer, algorithms: ['HS256'] });
      return payload.purpose === 'oauth_state' && payload.provider === provider;
    } catch {
      return false;
    }
  }

  /**
   * The PKCE code verifier (RFC 7636) of an OAuth `state`: derived from it with the signing secret, so it needs no
   * storage, and a code issued for one state cannot be redeemed with another.
   */
  pkceVerifier(state: string): string {
    return createHmac('sha256', this.key).update(`pkce:${state}`).digest('base64url');
  }

  /** Verifies an `Authorization` bearer token; returns the customer id or throws INVALID_AUTH. */
  async readAuth(header: string): Promise<number> {
    const token = header.trim().replace(/^bearer\s+/i, '');
    const claims = await this.verify(token, INVALID_AUTH);
    const data = claims.data as { user?: { id?: unknown; user_secret?: unknown } } | undefined;
    if (data?.user?.user_secret !== undefined) throw new UserError(INVALID_AUTH, 'INVALID_AUTH');
    const id = Number(data?.user?.id);
    if (!Number.isSafeInteger(id) || id <= 0) throw new UserError(INVALID_AUTH, 'INVALID_AUTH');
    return id;
  }

  /** Verifies a refresh token; returns the customer id and the user secret it was issued with, or null. */
  async readRefresh(token: string): Promise<{ customerId: number; secret: string } | null> {
    try {
      const claims = await this.verify(token.trim(), INVALID_AUTH);
      const data = claims.data as { user?: { id?: unknown; user_secret?: unknown } } | undefined;
      const id = Number(data?.user?.id);
      const secret = data?.user?.user_secret;
      if (!Number.isSafeInteger(id) || typeof secret !== 'string') return null;
      return { customerId: id, secret };
    } catch {
      return null;
    }
  }

  private async verify(token: string, message: string): Promise<{ data?: unknown; exp?: number }> {
    let unverified: { iss?: string };
    try {
      unverified = decodeJwt(token);
    } catch {
      throw new UserError(message, 'INVALID_AUTH');
    }
    if (unverified.iss !== this.issuer) throw new UserError(ISS_MISMATCH, 'INVALID_AUTH');
    try {
      const { payload } = await jwtVerify(token, this.key, { issuer: this.issuer, algorithms: ['HS256'] });
      return payload;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) throw new UserError(message, 'INVALID_AUTH');
      throw error;
    }
  }
}
