/**
 * The switches of the real WordPress plugins that change the reference API's surface (Headless Login, WooGraphQL):
 * read from options or the environment, the schema fields they hide, and Headless Login's origin check.
 */

/**
 * Settings of the real plugins that change the API's surface. Defaults are the plugins' own: a store without
 * woonuxt-settings has no Headless Login `logout`, and WooGraphQL's default (legacy) session token type has
 * `LoginPayload.sessionToken`.
 */
export interface PluginSettings {
  /** Headless Login cookie setting `hasLogoutMutation` (env HEADLESS_LOGIN_LOGOUT_MUTATION); default off. */
  logoutMutation: boolean;
  /** WooGraphQL `LoginPayload.sessionToken` (env WOOGRAPHQL_LOGIN_SESSION_TOKEN); default on. */
  loginSessionToken: boolean;
  /**
   * Headless Login access control `shouldBlockUnauthorizedDomains` (env HEADLESS_LOGIN_BLOCK_UNAUTHORIZED_DOMAINS);
   * default off. When on, a request whose Origin (else Referer) is not the site URL or one of `authorizedDomains`
   * gets HTTP 403 `Unauthorized request origin.`
   */
  blockUnauthorizedDomains: boolean;
  /** Headless Login `additionalAuthorizedDomains` (env HEADLESS_LOGIN_AUTHORIZED_DOMAINS, comma separated). */
  authorizedDomains: string[];
}

function flag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (!v) return fallback;
  if (['1', 'true', 'on', 'yes'].includes(v)) return true;
  if (['0', 'false', 'off', 'no'].includes(v)) return false;
  throw new Error(`Expected a boolean (true/false) but got "${value}".`);
}

/** The plugin settings from options, else the environment, else the plugins' defaults. */
export function pluginSettings(
  env: Record<string, string | undefined>,
  given: Partial<PluginSettings> = {},
): PluginSettings {
  return {
    logoutMutation: given.logoutMutation ?? flag(env.HEADLESS_LOGIN_LOGOUT_MUTATION, false),
    loginSessionToken: given.loginSessionToken ?? flag(env.WOOGRAPHQL_LOGIN_SESSION_TOKEN, true),
    blockUnauthorizedDomains:
      given.blockUnauthorizedDomains ?? flag(env.HEADLESS_LOGIN_BLOCK_UNAUTHORIZED_DOMAINS, false),
    authorizedDomains:
      given.authorizedDomains ??
      (env.HEADLESS_LOGIN_AUTHORIZED_DOMAINS ?? '')
        .split(',')
        .map((d) => d.trim())
        .filter(Boolean),
  };
}

/** The fields (`Type.field`) a plugin setting leaves out of the schema. */
export function hiddenFields(settings: PluginSettings): ReadonlySet<string> {
  return new Set([
    ...(settings.logoutMutation ? [] : ['RootMutation.logout']),
    ...(settings.loginSessionToken ? [] : ['LoginPayload.sessionToken']),
  ]);
}

function hostAndPort(url: string): { host: string; port: string } | null {
  try {
    const u = new URL(url);
    return u.hostname ? { host: u.hostname, port: u.port } : null;
  } catch {
    return null;
  }
}

/**
 * Headless Login's origin check: the request's Origin, else its Referer, must have the host of an allowed origin
 * (and its port, when the allowed origin names one).
 */
export function originAllowed(origin: string | null, allowed: readonly string[]): boolean {
  const current = origin ? hostAndPort(origin) : null;
  if (!current) return false;
  return allowed.some((candidate) => {
    const a = hostAndPort(candidate.includes('://') ? candidate : `https://${candidate}`);
    return !!a && a.host === current.host && (!a.port || a.port === current.port);
  });
}
