/** Headless Login's OAuth 2 login: the signed state, the code exchange, the profile, and the customer it signs in. */
import { createHash, randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/connection.ts';
import { customerById, isEmail, type CustomerRow } from './customers.ts';
import { UserError } from './errors.ts';
import { providerSlug, type OAuthProvider, type OAuthProviderConfig } from './oauthProviders.ts';
import { OAUTH_STATE_TTL_SECONDS, type TokenService } from './tokens.ts';

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
  clients(): LoginClientView[] {
    return [...this.byProvider.values()].map((p) => {
      const url = new URL(p.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', p.clientId);
      url.searchParams.set('redirect_uri', this.redirectUri(p.provider));
      url.searchParams.set('scope', p.scope.join(p.scopeSeparator));
      const state = this.tokens.oauthState(p.provider);
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
    });
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
