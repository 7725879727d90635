/**
 * The reference commerce API's entry: its options and contract, and `createApi`, which opens the database and
 * wires the pieces together: the schema (server/schema.ts), the GraphQL server (server/yoga.ts), each request's
 * context (server/requestContext.ts) and the HTTP routes (server/requests.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { listenForCatalogChanges } from './catalogEvents.ts';
import type { ApiConfig } from './context.ts';
import { openDb, type Db } from './db/connection.ts';
import { migrate } from './db/migrate.ts';
import { seed } from './db/seed.ts';
import { trustedProxiesFromEnv } from './domain/clientAddress.ts';
import { OAuthService } from './domain/oauth.ts';
import { oauthProvidersFromEnv } from './domain/oauthProviders.ts';
import { Mailer } from './domain/mail.ts';
import { schedulePurge } from './domain/maintenance.ts';
import { DEFAULT_STRIPE_API_BASE, stripeClient } from './domain/payments.ts';
import { invalidateCatalogCaches } from './domain/catalogCache.ts';
import { TokenService } from './domain/tokens.ts';
import { ImageService } from './images.ts';
import { hiddenFields, pluginSettings, type PluginSettings } from './pluginSettings.ts';
import type { QueryLimits } from './queryLimits.ts';
import { contextBuilder } from './requestContext.ts';
import { requestHandler } from './requests.ts';
import { apiSchema } from './schema.ts';
import { createApiYoga } from './yoga.ts';

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
        invalidateCatalogCaches();
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
  const schema = await apiSchema(db, hidden);
  const yoga = createApiYoga({
    schema,
    siteUrl,
    env,
    introspection: options.introspection,
    queryLimits: options.queryLimits,
    buildContext: contextBuilder({ db, config, tokens, trustedProxies }),
  });

  const api: ApiInternals = {
    db,
    config,
    handle: requestHandler({ db, yoga, images, plugins, authorizedOrigins }),
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
