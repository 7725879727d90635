import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/connection.ts';
import { customerById, isEmail, type CustomerRow } from './customers.ts';
import { UserError } from './errors.ts';
import { OAUTH_STATE_TTL_SECONDS, type TokenService } from './tokens.ts';

/** The OAuth 2 values of Headless Login's `LoginProviderEnum` (PASSWORD and SITETOKEN are not OAuth). */
export const OAUTH_PROVIDERS = [
  'FACEBOOK',
  'GITHUB',
  'GOOGLE',
  'INSTAGRAM',
  'LINKEDIN',
  'OAUTH2_GENERIC',
] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

export interface OAuthProviderConfig {
  provider: OAuthProvider;
  /** Button label (`LoginClient.name`). */
  name: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  scope: string[];
  scopeSeparator: string;
  /** Headless Login's `createUserIfNoneExists`. */
  createUsers: boolean;
  /** Headless Login's `linkExistingUsers`: sign an existing customer in by matching e-mail. */
  linkExisting: boolean;
  /** Sends a PKCE challenge (S256) with the authorization and its verifier with the code (`_PKCE`). */
  pkce: boolean;
  order: number;
}

interface ProviderDefaults {
  name: string;
  authorizeUrl?: string;
  tokenUrl?: string;
  userInfoUrl?: string;
  scope: string[];
  scopeSeparator: string;
  /** Whether the provider takes PKCE (RFC 7636) from a web app with a client secret. */
  pkce: boolean;
}

const DEFAULTS: Record<OAuthProvider, ProviderDefaults> = {
  GITHUB: {
    name: 'GitHub',
    authorizeUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userInfoUrl: 'https://api.github.com/user',
    scope: ['read:user', 'user:email'],
    scopeSeparator: ' ',
    pkce: true,
  },
  GOOGLE: {
    name: 'Google',
    authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
    tokenUrl: 'https://oauth2.googleapis.com/token',
    userInfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
    scope: ['openid', 'email', 'profile'],
    scopeSeparator: ' ',
    pkce: true,
  },
  FACEBOOK: {
    name: 'Facebook',
    authorizeUrl: 'https://www.facebook.com/v19.0/dialog/oauth',
    tokenUrl: 'https://graph.facebook.com/v19.0/oauth/access_token',
    userInfoUrl: 'https://graph.facebook.com/me?fields=id,name,email,first_name,last_name',
    scope: ['email', 'public_profile'],
    scopeSeparator: ',',
    pkce: true,
  },
  LINKEDIN: {
    name: 'LinkedIn',
    authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
    tokenUrl: 'https://www.linkedin.com/oauth/v2/accessToken',
    userInfoUrl: 'https://api.linkedin.com/v2/userinfo',
    scope: ['openid', 'profile', 'email'],
    scopeSeparator: ' ',
    // LinkedIn takes PKCE from native apps only.
    pkce: false,
  },
  INSTAGRAM: {
    name: 'Instagram',
    authorizeUrl: 'https://api.instagram.com/oauth/authorize',
    tokenUrl: 'https://api.instagram.com/oauth/access_token',
    userInfoUrl: 'https://graph.instagram.com/me?fields=id,username',
    scope: ['user_profile'],
    scopeSeparator: ',',
    pkce: false,
  },
  OAUTH2_GENERIC: { name: 'OAuth2', scope: ['openid', 'email', 'profile'], scopeSeparator: ' ', pkce: true },
};

/** `github` → GITHUB, `oauth2-generic` / `oauth2_generic` → OAUTH2_GENERIC; null for anything else. */
export function providerFromSlug(slug: string): OAuthProvider | null {
  const value = slug.trim().toUpperCase().replace(/-/g, '_');
  return (OAUTH_PROVIDERS as readonly string[]).includes(value) ? (value as OAuthProvider) : null;
}

/** The path segment of the storefront's return page: GITHUB → `github`, OAUTH2_GENERIC → `oauth2-generic`. */
export const providerSlug = (provider: OAuthProvider): string => provider.toLowerCase().replace(/_/g, '-');

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : !/^(0|false|no|off)$/i.test(value.trim());

/**
 * Reads the enabled providers from the environment:
 * `OAUTH_PROVIDERS=github,oauth2_generic` and per provider `OAUTH_<PROVIDER>_CLIENT_ID`, `_CLIENT_SECRET`,
 * `_AUTHORIZE_URL`, `_TOKEN_URL`, `_USERINFO_URL` (defaults for the well-known providers), `_SCOPE`,
 * `_NAME`, `_CREATE_USERS`, `_LINK_EXISTING`, `_PKCE` (on for all but LinkedIn and Instagram). Throws on an unknown provider or a missing setting.
 */
export function oauthProvidersFromEnv(env: Record<string, string | undefined>): OAuthProviderConfig[] {
  const list = (env.OAUTH_PROVIDERS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const seen = new Set<OAuthProvider>();
  return list.map((entry, order) => {
    const provider = providerFromSlug(entry);
    if (!provider)
      throw new Error(
        `OAUTH_PROVIDERS: unknown provider "${entry}" (use ${OAUTH_PROVIDERS.map((p) => p.toLowerCase()).join(', ')}).`,
      );
    if (seen.has(provider)) throw new Error(`OAUTH_PROVIDERS lists ${entry} twice.`);
    seen.add(provider);
    const defaults = DEFAULTS[provider];
    const prefix = `OAUTH_${provider}_`;
    const value = (key: string, fallback?: string): string => {
      const v = env[prefix + key]?.trim() || fallback;
      if (!v) throw new Error(`${prefix}${key} must be set when OAUTH_PROVIDERS includes ${entry}.`);
      return v;
    };
    const url = (key: string, fallback?: string): string => {
      const v = value(key, fallback);
      if (!/^https?:\/\/[^\s]+$/.test(v)) throw new Error(`${prefix}${key} must be an http(s) URL.`);
      return v;
    };
    const scope = env[prefix + 'SCOPE']?.trim();
    return {
      provider,
      name: env[prefix + 'NAME']?.trim() || defaults.name,
      clientId: value('CLIENT_ID'),
      clientSecret: value('CLIENT_SECRET'),
      authorizeUrl: url('AUTHORIZE_URL', defaults.authorizeUrl),
      tokenUrl: url('TOKEN_URL', defaults.tokenUrl),
      userInfoUrl: url('USERINFO_URL', defaults.userInfoUrl),
      scope: scope ? scope.split(/[\s,]+/).filter(Boolean) : defaults.scope,
      scopeSeparator: defaults.scopeSeparator,
      createUsers: flag(env[prefix + 'CREATE_USERS'], true),
      linkExisting: flag(env[prefix + 'LINK_EXISTING'], true),
      pkce: flag(env[prefix + 'PKCE'], defaults.pkce),
      order,
    };
  });
}

/** Messages the shopper sees (unmasked GraphQL errors). */
export const OAUTH_ERRORS = {
  notEnabled: (provider: string) => `The ${provider} login provider is not enabled.`,
  missingResponse: 'The OAuth response (code and state) from the login provider is required.',
  badState: 'Invalid or expired login state. Please start the login again.',
  badCode: 'The login provider did not accept the authorization code. Please start the login again.',
  unreachable: 'The login provider could not be reached. Please try again later.',
  noEmail: 'The login provider did not share a verified email address, so no account can be linked.',
  noAccount: 'No account is linked to this login and new accounts cannot be created with it.',
} as const;

export interface LoginClientView {
  name: string;
  provider: OAuthProvider;
  isEnabled: boolean;
  authorizationUrl: string;
  clientId: string;
  order: number;
}

/** Profile fields read from OIDC-style (`sub`, `given_name`) and GitHub/Facebook-style (`id`, `login`) answers. */
interface Profile {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  login: string;
}

const TIMEOUT_MS = 10_000;
const str = (v: unknown): string =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '';

/**
 * Headless Login's OAuth 2 flow: authorization URLs with a signed state (and a PKCE challenge derived from it),
 * code exchange, user lookup. The storefront host binds the state to the browser that started the login
 * (`src/server/oauthBinding.ts`).
 */
export class OAuthService {
  private readonly byProvider: Map<OAuthProvider, OAuthProviderConfig>;

  constructor(
    providers: OAuthProviderConfig[],
    private readonly tokens: TokenService,
    private readonly siteUrl: string,
  ) {
    this.byProvider = new Map(providers.map((p) => [p.provider, p]));
  }

  redirectUri(provider: OAuthProvider): string {
    return `${this.siteUrl}/oauth/login/${providerSlug(provider)}`;
  }

  /** The enabled clients, each with a fresh authorization URL (`state` is signed and lives 10 minutes). */
  async clients(): Promise<LoginClientView[]> {
    return Promise.all(
      [...this.byProvider.values()].map(async (p) => {
        const url = new URL(p.authorizeUrl);
        url.searchParams.set('response_type', 'code');
        url.searchParams.set('client_id', p.clientId);
        url.searchParams.set('redirect_uri', this.redirectUri(p.provider));
        url.searchParams.set('scope', p.scope.join(p.scopeSeparator));
        const state = await this.tokens.oauthState(p.provider);
        url.searchParams.set('state', state);
        if (p.pkce) {
          const challenge = createHash('sha256').update(this.tokens.pkceVerifier(state)).digest('base64url');
          url.searchParams.set('code_challenge', challenge);
          url.searchParams.set('code_challenge_method', 'S256');
        }
        return {
          name: p.name,
          provider: p.provider,
          isEnabled: true,
          authorizationUrl: url.toString(),
          clientId: p.clientId,
          order: p.order,
        };
      }),
    );
  }

  client(provider: string): OAuthProviderConfig | null {
    return this.byProvider.get(provider as OAuthProvider) ?? null;
  }

  /**
   * Completes a login: checks and consumes the state, exchanges the code at the token URL, reads the
   * profile, then finds the customer by linked identity, else by e-mail (linking it), else creates one.
   */
  async login(
    db: Db,
    provider: string,
    code: string,
    state: string | null | undefined,
  ): Promise<CustomerRow> {
    const config = this.client(provider);
    if (!config) throw new UserError(OAUTH_ERRORS.notEnabled(provider), 'PROVIDER_NOT_ENABLED');
    const trimmedCode = code.trim();
    if (!trimmedCode || trimmedCode.length > 2048 || !state || state.length > 4096)
      throw new UserError(OAUTH_ERRORS.missingResponse);
    if (!(await this.tokens.checkOauthState(state, config.provider)))
      throw new UserError(OAUTH_ERRORS.badState, 'INVALID_STATE');
    await this.consumeState(db, state, config.provider);
    const accessToken = await this.exchange(config, trimmedCode, state);
    const profile = await this.profile(config, accessToken);
    return db.transaction((tx) => this.findOrCreate(tx, config, profile));
  }

  /** A state works once: its hash is recorded until it would have expired anyway. */
  private async consumeState(db: Queryable, state: string, provider: OAuthProvider): Promise<void> {
    await db.query('DELETE FROM oauth_states WHERE expires_at < now()');
    const hash = createHash('sha256').update(state).digest('hex');
    const rows = await db.query(
      `INSERT INTO oauth_states (state, provider, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))
       ON CONFLICT (state) DO NOTHING RETURNING state`,
      [hash, provider, OAUTH_STATE_TTL_SECONDS],
    );
    if (!rows.length) throw new UserError(OAUTH_ERRORS.badState, 'INVALID_STATE');
  }

  private async request(
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    let response: Response;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
    } catch {
      throw new UserError(OAUTH_ERRORS.unreachable, 'PROVIDER_UNREACHABLE');
    }
    const text = await response.text();
    let body: Record<string, unknown> = {};
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed))
        body = parsed as Record<string, unknown>;
    } catch {
      // Some providers (GitHub without Accept) answer form-encoded.
      body = Object.fromEntries(new URLSearchParams(text));
    }
    return { status: response.status, body };
  }

  /** Redeems the code; with PKCE, only together with the verifier of the state it was issued for. */
  private async exchange(config: OAuthProviderConfig, code: string, state: string): Promise<string> {
    const { status, body } = await this.request(config.tokenUrl, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
        'user-agent': 'storefront-commerce-api',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: this.redirectUri(config.provider),
        client_id: config.clientId,
        client_secret: config.clientSecret,
        ...(config.pkce ? { code_verifier: this.tokens.pkceVerifier(state) } : {}),
      }).toString(),
    });
    const token = str(body.access_token);
    if (status >= 500) throw new UserError(OAUTH_ERRORS.unreachable, 'PROVIDER_UNREACHABLE');
    if (status !== 200 || !token || body.error) throw new UserError(OAUTH_ERRORS.badCode, 'INVALID_CODE');
    return token;
  }

  private async profile(config: OAuthProviderConfig, accessToken: string): Promise<Profile> {
    const headers = {
      accept: 'application/json',
      authorization: `Bearer ${accessToken}`,
      'user-agent': 'storefront-commerce-api',
    };
    const { status, body } = await this.request(config.userInfoUrl, { headers });
    if (status !== 200) throw new UserError(OAUTH_ERRORS.unreachable, 'PROVIDER_UNREACHABLE');
    const subject = str(body.sub) || str(body.id);
    if (!subject) throw new UserError(OAUTH_ERRORS.unreachable, 'PROVIDER_UNREACHABLE');
    let email = str(body.email).toLowerCase() || null;
    let emailVerified = email !== null && body.email_verified !== false && body.verified_email !== false;
    if (!email && config.provider === 'GITHUB') {
      // GitHub hides private addresses from /user; /user/emails lists them with a verified flag.
      const emails = await this.request(`${config.userInfoUrl.replace(/\/+$/, '')}/emails`, { headers });
      const list = Array.isArray(emails.body) ? (emails.body as unknown[]) : [];
      const primary = list.find(
        (e): e is { email: string; verified: boolean; primary: boolean } =>
          !!e && typeof e === 'object' && (e as { primary?: unknown }).primary === true,
      );
      if (primary?.verified) {
        email = primary.email.toLowerCase();
        emailVerified = true;
      }
    }
    const name = str(body.name);
    const [first = '', ...rest] = name.split(/\s+/).filter(Boolean);
    return {
      subject: subject.slice(0, 255),
      email: email && isEmail(email) ? email : null,
      emailVerified,
      firstName: (str(body.given_name) || str(body.first_name) || first).slice(0, 100),
      lastName: (str(body.family_name) || str(body.last_name) || rest.join(' ')).slice(0, 100),
      displayName: name.slice(0, 100),
      login: str(body.preferred_username) || str(body.login) || str(body.username),
    };
  }

  private async findOrCreate(
    tx: Queryable,
    config: OAuthProviderConfig,
    profile: Profile,
  ): Promise<CustomerRow> {
    const linked = await tx.query<{ customer_id: number }>(
      'SELECT customer_id FROM customer_identities WHERE provider = $1 AND subject = $2',
      [config.provider, profile.subject],
    );
    if (linked[0]) {
      const row = await customerById(tx, linked[0].customer_id);
      if (row) return row;
    }
    if (!profile.email || !profile.emailVerified) throw new UserError(OAUTH_ERRORS.noEmail, 'NO_EMAIL');
    let customer =
      (await tx.query<CustomerRow>('SELECT * FROM customers WHERE lower(email) = $1', [profile.email]))[0] ??
      null;
    if (customer && !config.linkExisting) throw new UserError(OAUTH_ERRORS.noAccount, 'NO_ACCOUNT');
    if (!customer) {
      if (!config.createUsers) throw new UserError(OAUTH_ERRORS.noAccount, 'NO_ACCOUNT');
      customer = await this.createCustomer(tx, profile);
    }
    await tx.query(
      `INSERT INTO customer_identities (provider, subject, customer_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
      [config.provider, profile.subject, customer.id],
    );
    return customer;
  }

  /** A passwordless customer (they can set a password through the lost-password flow). */
  private async createCustomer(tx: Queryable, profile: Profile): Promise<CustomerRow> {
    const email = profile.email!;
    const raw = (profile.login || email.split('@')[0]!).replace(/[^A-Za-z0-9._-]/g, '').slice(0, 50);
    const base = raw.length >= 3 ? raw : `customer${raw}`;
    let username = base;
    for (let attempt = 0; ; attempt++) {
      const taken = await tx.query('SELECT 1 FROM customers WHERE lower(username) = lower($1)', [username]);
      if (!taken.length) break;
      username = `${base}${randomBytes(2).toString('hex')}`;
      if (attempt > 5) throw new UserError('Could not choose a username for the new account.');
    }
    const clean = (v: string): string => v.replace(/[<>]/g, '');
    const firstName = clean(profile.firstName);
    const lastName = clean(profile.lastName);
    const displayName =
      clean(profile.displayName) || [firstName, lastName].filter(Boolean).join(' ') || username;
    const rows = await tx.query<CustomerRow>(
      `INSERT INTO customers (username, email, password_hash, first_name, last_name, display_name, billing, shipping, auth_secret)
       VALUES ($1, $2, NULL, $3, $4, $5, $6, '{}', $7) RETURNING *`,
      [
        username,
        email,
        firstName,
        lastName,
        displayName,
        { firstName, lastName, email },
        randomBytes(16).toString('hex'),
      ],
    );
    return rows[0]!;
  }
}
