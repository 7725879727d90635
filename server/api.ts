import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError, parse, visit, type DocumentNode } from 'graphql';
import { createSchema, createYoga, maskError, type Plugin } from 'graphql-yoga';
import { listenForCatalogChanges } from './catalogEvents.ts';
import type { ApiConfig, Ctx } from './context.ts';
import { DatabaseUnavailableError, openDb, type Db } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { catalogLoaders } from './domain/catalog.ts';
import { clientAddress, clientGroup, trustedProxiesFromEnv } from './domain/clientAddress.ts';
import { customerById, type CustomerRow } from './domain/customers.ts';
import { openDownload } from './domain/downloads.ts';
import { UserError } from './domain/errors.ts';
import { OAuthService, oauthProvidersFromEnv } from './domain/oauth.ts';
import { Mailer } from './domain/mail.ts';
import { schedulePurge } from './domain/maintenance.ts';
import { DEFAULT_STRIPE_API_BASE, stripeClient } from './domain/payments.ts';
import { invalidateListingCache } from './domain/productListing.ts';
import { SessionHandle } from './domain/session.ts';
import { INVALID_AUTH, TokenService } from './domain/tokens.ts';
import { MAX_BODY_BYTES, isCrossSiteSimplePost, readBody, refuseSimplePost, refuseTooLarge } from './http.ts';
import { ImageService } from './images.ts';
import { inputGuardPlugin } from './inputGuard.ts';
import { queryLimitsPlugin, type QueryLimits } from './queryLimits.ts';
import { accountResolvers } from './resolvers/account.ts';
import { authResolvers } from './resolvers/auth.ts';
import { orderResolvers } from './resolvers/orders.ts';
import { cartResolvers } from './resolvers/cart.ts';
import { catalogResolvers, termNodeFields } from './resolvers/catalog.ts';
import { reviewResolvers } from './resolvers/reviews.ts';
import { attributeSchema, loadAttributeTaxonomies } from './attributes.ts';

export interface ApiOptions {
  /** postgres://… → PostgreSQL; otherwise embedded PGlite */
  databaseUrl?: string;
  /** PGlite data directory (persistent); undefined → in-memory */
  dataDir?: string;
  /** Public origin used for the session token `iss` and absolute URLs, e.g. http://localhost:3000 */
  siteUrl: string;
  /**
   * Where SESSION_SECRET, STRIPE_* and OAUTH_* are read from; `process.env` by default
   * (tests pass their own so several configurations can run in one process).
   */
  env?: Record<string, string | undefined>;
  /**
   * Whether `__schema`/`__type` queries are answered; by default only outside production
   * (`NODE_ENV=production` in `env`) or with `GRAPHQL_INTROSPECTION=1`.
   */
  introspection?: boolean;
  /** Per-operation limits (tokens, depth, aliases, directives, cost); `QUERY_LIMITS` by default. */
  queryLimits?: QueryLimits;
  /** The plugins' switches; each defaults to its environment variable, else to the plugin's own default. */
  plugins?: Partial<PluginSettings>;
}

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
function hiddenFields(settings: PluginSettings): ReadonlySet<string> {
  return new Set([
    ...(settings.logoutMutation ? [] : ['RootMutation.logout']),
    ...(settings.loginSessionToken ? [] : ['LoginPayload.sessionToken']),
  ]);
}

/** The schema without the `hidden` fields. */
function schemaDocument(hidden: ReadonlySet<string>): DocumentNode {
  let type = '';
  return visit(parse(readFileSync(SCHEMA_PATH, 'utf8')), {
    ObjectTypeDefinition: {
      enter(node) {
        type = node.name.value;
      },
    },
    FieldDefinition(node) {
      return hidden.has(`${type}.${node.name.value}`) ? null : undefined;
    },
  });
}

/** `resolvers` without the resolvers of the `hidden` fields (the schema must have every field resolved). */
function withoutFields<R extends object>(resolvers: R, hidden: ReadonlySet<string>): R {
  const types = new Set([...hidden].map((f) => f.split('.')[0]));
  return Object.fromEntries(
    Object.entries(resolvers).map(([type, fields]: [string, object]) => [
      type,
      types.has(type)
        ? Object.fromEntries(Object.entries(fields).filter(([field]) => !hidden.has(`${type}.${field}`)))
        : fields,
    ]),
  ) as R;
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

export interface Api {
  /** Handles POST/GET /graphql, GET /wp-content/uploads/*, GET /download/*; resolves true when it answered, false when the path is not its. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
  /** False while the database cannot be reached (checked again on each call then). */
  databaseAvailable(): Promise<boolean>;
  /** Calls `listener` after each change to a product's stock, price or reviews; returns the unsubscribe. */
  onCatalogChange(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Test and embedding hooks beyond the public contract. */
export interface ApiInternals extends Api {
  db: Db;
  config: ApiConfig;
}

type ServerContext = { req: IncomingMessage; res: ServerResponse };

const SCHEMA_PATH = new URL('../schema/schema.graphql', import.meta.url);
const MAX_QUERY_LENGTH = 20_000;

/** True when `error` or anything it wraps says the database cannot be reached. */
function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    if (e instanceof DatabaseUnavailableError) return true;
    e = e instanceof GraphQLError ? e.originalError : e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/**
 * True when `error` or anything it wraps says the database's disk is full: PostgreSQL's `disk_full` (SQLSTATE
 * 53100), or ENOSPC from the file system under PGlite.
 */
function isStorageFull(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (code === '53100' || code === 'ENOSPC') return true;
    e = e instanceof GraphQLError ? e.originalError : e instanceof Error ? e.cause : undefined;
  }
  return false;
}

/** What a shopper is told when nothing could be saved: in particular, that no order was placed. */
export const STORAGE_FULL_MESSAGE =
  'The store could not save this: its storage is full. Nothing was saved and no order was placed. Please try again later.';

/**
 * Yoga's `answer` (a promise, or nothing when it answered at once), or the response closing, whichever comes
 * first. A connection that closes while Yoga writes the answer (a closed tab, a lost line) never drains, and Yoga
 * would wait for it forever, holding the request and its answer.
 */
function untilClosed(res: ServerResponse, answer: unknown): Promise<void> {
  let onClose = () => undefined as void;
  const closed = new Promise<void>((resolve) => {
    onClose = resolve;
    res.once('close', onClose);
  });
  return Promise.race([Promise.resolve(answer).then(() => undefined), closed]).finally(() =>
    res.off('close', onClose),
  );
}

/** Origins whose browsers may call `/graphql`: the site's own, plus CORS_ORIGINS (comma-separated, or `*`). */
function corsOrigins(siteUrl: string, list: string | undefined): Set<string> | '*' {
  const origins = (list ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins.includes('*')) return '*';
  return new Set([siteUrl, ...origins].map((o) => new URL(o).origin));
}

function header(req: Request, name: string): string | null {
  const v = req.headers.get(name);
  return v && v.trim() ? v : null;
}

/** Starts the reference commerce API: opens the database, migrates and seeds it (idempotently). */
export async function createApi(options: ApiOptions): Promise<Api> {
  const siteUrl = options.siteUrl.replace(/\/+$/, '');
  const env = options.env ?? process.env;
  // Configuration errors surface before the database opens.
  const oauthProviders = oauthProvidersFromEnv(env);
  const plugins = pluginSettings(env, options.plugins);
  const authorizedOrigins = [siteUrl, ...plugins.authorizedDomains];
  const db = await openDb({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
  });
  await migrate(db);
  await seed(db);
  const settings = new Map(
    (await db.query<{ key: string; value: string }>('SELECT key, value FROM settings')).map((r) => [
      r.key,
      r.value,
    ]),
  );
  const secret = env.SESSION_SECRET || settings.get('jwt_secret');
  if (!secret) throw new Error('No signing secret: set SESSION_SECRET or seed the database.');
  const tokens = new TokenService(secret, siteUrl);
  const stripeKey = env.STRIPE_SECRET_KEY?.trim() || undefined;
  const catalogListeners = new Set<() => void>();
  const tellListeners = () => catalogListeners.forEach((listener) => listener());
  // Other storefront processes on the same PostgreSQL hear of each change, and this one of theirs.
  const catalogEvents = options.databaseUrl
    ? await listenForCatalogChanges(options.databaseUrl, () => {
        invalidateListingCache();
        tellListeners();
      })
    : null;
  const config: ApiConfig = {
    siteUrl,
    catalogChanged: () => {
      tellListeners();
      catalogEvents?.publish();
    },
    mailer: new Mailer(db, {
      ...(env.SMTP_URL?.trim() ? { smtpUrl: env.SMTP_URL.trim() } : {}),
      from: env.MAIL_FROM?.trim() || `Store <no-reply@${new URL(siteUrl).hostname}>`,
      retrySeconds: Number(env.OUTBOX_RETRY_SECONDS) || 60,
      production: env.NODE_ENV === 'production',
    }),
    allowedCountries: (settings.get('allowed_countries') ?? 'DE').split(','),
    oauth: new OAuthService(oauthProviders, tokens, siteUrl),
    ...(stripeKey
      ? { stripe: stripeClient(stripeKey, env.STRIPE_API_BASE?.trim() || DEFAULT_STRIPE_API_BASE) }
      : {}),
  };
  const trustedProxies = trustedProxiesFromEnv(env.TRUSTED_PROXIES);
  const purge = schedulePurge(db, Number(env.PURGE_INTERVAL_SECONDS) || 600);
  const images = new ImageService({ db });

  const hidden = hiddenFields(plugins);
  const attributes = attributeSchema(await loadAttributeTaxonomies(db), termNodeFields);
  const schema = createSchema<ServerContext & Ctx>({
    // The store's global attributes are part of the schema, as in WooGraphQL (server/attributes.ts).
    typeDefs: [schemaDocument(hidden), attributes.typeDefs],
    resolvers: [
      catalogResolvers,
      cartResolvers,
      accountResolvers,
      authResolvers,
      orderResolvers,
      reviewResolvers,
      attributes.resolvers,
    ].map((resolvers) => withoutFields(resolvers, hidden)),
    // A resolver for a type or field the schema lacks is a mistake: the schema does not start.
    resolverValidationOptions: { requireResolversToMatchSchema: 'error' },
  });

  const contexts = new WeakMap<Request, Ctx>();
  const sessionHeader: Plugin<Ctx> = {
    onResponse(payload) {
      const { request, response, fetchAPI } = payload;
      const ctx = contexts.get(request);
      const token = ctx?.session.issuedToken;
      if (token) response.headers.set('woocommerce-session', token);
      // Headless Login answers a bearer token it cannot use with 403 and runs the request as a guest.
      if (ctx?.authRefused && response.ok)
        payload.setResponse(new fetchAPI.Response(response.body, { status: 403, headers: response.headers }));
    },
  };

  const limitsPlugin = queryLimitsPlugin({
    introspection:
      options.introspection ?? (env.GRAPHQL_INTROSPECTION === '1' || env.NODE_ENV !== 'production'),
    ...(options.queryLimits ? { limits: options.queryLimits } : {}),
  });
  const allowedOrigins = corsOrigins(siteUrl, env.CORS_ORIGINS);

  const yoga = createYoga<ServerContext, Ctx>({
    schema,
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // GraphiQL is for development only (`npm run dev`; `npm start` sets NODE_ENV=production).
    graphiql: env.NODE_ENV !== 'production',
    maskedErrors: {
      maskError(error, message, isDev) {
        if (isDatabaseUnavailable(error)) {
          return new GraphQLError('The store is temporarily unavailable. Please try again in a moment.', {
            extensions: { code: 'DATABASE_UNAVAILABLE' },
          });
        }
        // A full disk fails the whole transaction: say that nothing, no order in particular, was taken.
        if (isStorageFull(error))
          return new GraphQLError(STORAGE_FULL_MESSAGE, { extensions: { code: 'STORAGE_FULL' } });
        return maskError(error, message, isDev);
      },
    },
    // Browsers on other origins get no CORS headers (and so no answer) unless CORS_ORIGINS lists them.
    cors: (request) => {
      const origin = request.headers.get('origin');
      if (!origin || (allowedOrigins !== '*' && !allowedOrigins.has(origin))) return false;
      return {
        origin: [origin],
        credentials: false,
        exposedHeaders: ['woocommerce-session'],
        allowedHeaders: ['content-type', 'authorization', 'woocommerce-session'],
      };
    },
    plugins: [limitsPlugin, inputGuardPlugin(), sessionHeader],
    context: async ({ request, req }) => {
      const ctx = await buildContext(request, req);
      contexts.set(request, ctx);
      return ctx;
    },
  });

  async function buildContext(request: Request, req: IncomingMessage): Promise<Ctx> {
    let viewerId: number | null = null;
    let viewerRow: CustomerRow | null = null;
    let authRefused = false;
    const auth = header(request, 'authorization');
    if (auth) {
      try {
        viewerId = await tokens.readAuth(auth);
        viewerRow = await customerById(db, viewerId);
        if (!viewerRow) throw new UserError(INVALID_AUTH, 'INVALID_AUTH');
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        viewerId = null;
        viewerRow = null;
        authRefused = true;
      }
    }
    let sessionKey: string | null = null;
    let tokenError: string | null = null;
    const sessionValue = header(request, 'woocommerce-session');
    if (sessionValue) {
      try {
        const s = await tokens.readSession(sessionValue);
        sessionKey = s.key;
      } catch (error) {
        if (!(error instanceof UserError)) throw error;
        tokenError = error.message;
      }
    }
    // A customer's session opens only with that customer's bearer token; its session token alone continues
    // as a new guest, so a leaked session token gives no access to the customer's cart or stored address.
    const session = new SessionHandle(db, tokens, null, viewerId);
    session.tokenError = tokenError;
    if (viewerId) {
      session.key = String(viewerId);
      if (sessionKey && sessionKey.startsWith('t_')) {
        session.key = sessionKey;
        await session.signIn(viewerId);
      }
    } else {
      // No usable guest token (none, a refused one, or a customer's without their bearer token): a new guest
      // session starts; its row is written with the first change.
      session.key = sessionKey?.startsWith('t_') ? sessionKey : TokenService.guestKey();
    }
    // WooGraphQL sends a token on every request that came without a usable one; a usable one is renewed only with a
    // change of the session (SessionHandle.mutate), when WooCommerce sets its cart cookies.
    if (session.key !== sessionKey && !session.issuedToken) await session.issue();
    const ctx: Ctx = {
      db,
      config,
      tokens,
      session,
      viewerId,
      authRefused,
      loaders: catalogLoaders(db),
      // Per-client limits count an IPv6 client by its /64 (`clientGroup`).
      ip: clientGroup(
        clientAddress(req.socket.remoteAddress, header(request, 'x-forwarded-for'), trustedProxies),
      ),
      async viewer() {
        if (!ctx.viewerId) return null;
        if (viewerRow?.id !== ctx.viewerId) viewerRow = await customerById(db, ctx.viewerId);
        return viewerRow;
      },
    };
    return ctx;
  }

  /** Serves a purchased file; only GET counts as a download (a HEAD asks about it without using one up). */
  async function handleDownload(res: ServerResponse, token: string, head: boolean): Promise<void> {
    const answer = await openDownload(db, token, head);
    if (!answer.ok) {
      res
        .writeHead(answer.status, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-store',
        })
        .end(answer.message);
      return;
    }
    const body = `${answer.product}\n\nThank you for your purchase. This is the demo file "${answer.file}".\n`;
    res
      .writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-disposition': `attachment; filename="${answer.name.replace(/[^A-Za-z0-9._-]/g, '_')}"`,
        'cache-control': 'no-store',
      })
      .end(body);
  }

  const api: ApiInternals = {
    db,
    config,
    async handle(req, res) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/graphql') {
        if (plugins.blockUnauthorizedDomains && req.method !== 'OPTIONS') {
          const origin = req.headers.origin ?? req.headers.referer ?? null;
          if (!originAllowed(typeof origin === 'string' ? origin : null, authorizedOrigins)) {
            res.writeHead(403, { 'content-type': 'application/json' }).end(
              JSON.stringify({
                errors: [{ message: 'Unauthorized request origin.', extensions: { code: 'FORBIDDEN' } }],
              }),
            );
            return true;
          }
        }
        if (isCrossSiteSimplePost(req)) {
          refuseSimplePost(res);
          return true;
        }
        if ((req.url ?? '').length > MAX_QUERY_LENGTH) {
          refuseTooLarge(res);
          return true;
        }
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          const body = await readBody(req, MAX_BODY_BYTES);
          if (!body) {
            refuseTooLarge(res);
            return true;
          }
          // Yoga takes an already read body from `req.body` instead of reading the stream again.
          Object.assign(req, { body });
        }
        await untilClosed(res, yoga(req, res, { req, res }));
        return true;
      }
      if (await images.handle(req, res, url)) return true;
      const download = /^\/download\/([a-f0-9]{32})$/.exec(url.pathname);
      if (download && (req.method === 'GET' || req.method === 'HEAD')) {
        await handleDownload(res, download[1]!, req.method === 'HEAD');
        return true;
      }
      return false;
    },
    databaseAvailable: () => db.available(),
    onCatalogChange(listener) {
      catalogListeners.add(listener);
      return () => catalogListeners.delete(listener);
    },
    async close() {
      await Promise.all([purge.stop(), config.mailer.stop(), catalogEvents?.close()]);
      await db.close();
    },
  };
  return api;
}
