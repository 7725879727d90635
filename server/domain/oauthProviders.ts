/**
 * The OAuth 2 login providers (Headless Login's `LoginProviderEnum`): each one's defaults, their URL slugs, and the
 * configuration read from OAUTH_PROVIDERS and the OAUTH_<PROVIDER>_* variables.
 */

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
