/**
 * The GraphQL server on the reference API's schema: error masking (database outages, a full disk), CORS, the
 * per-operation limits, the input guard, and the session token and HTTP 403 each answer carries.
 */
import type { IncomingMessage } from 'node:http';
import { GraphQLError, type GraphQLSchema } from 'graphql';
import { createYoga, maskError, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Ctx } from './context.ts';
import { DatabaseUnavailableError } from './db/connection.ts';
import { inputGuardPlugin } from './inputGuard.ts';
import { queryLimitsPlugin, type QueryLimits } from './queryLimits.ts';
import type { ServerContext } from './schema.ts';

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

/** Origins whose browsers may call `/graphql`: the site's own, plus CORS_ORIGINS (comma-separated, or `*`). */
function corsOrigins(siteUrl: string, list: string | undefined): Set<string> | '*' {
  const origins = (list ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (origins.includes('*')) return '*';
  return new Set([siteUrl, ...origins].map((o) => new URL(o).origin));
}

export interface ApiYogaOptions {
  schema: GraphQLSchema;
  siteUrl: string;
  env: Record<string, string | undefined>;
  /** `ApiOptions.introspection`. */
  introspection: boolean | undefined;
  /** `ApiOptions.queryLimits`. */
  queryLimits: QueryLimits | undefined;
  /** The context of one request (server/requestContext.ts). */
  buildContext: (request: Request, req: IncomingMessage) => Promise<Ctx>;
}

/** The Yoga server that answers `/graphql`. */
export function createApiYoga(options: ApiYogaOptions): YogaServerInstance<ServerContext, Ctx> {
  const { schema, siteUrl, env, buildContext } = options;
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

  return createYoga<ServerContext, Ctx>({
    schema,
    graphqlEndpoint: '/graphql',
    // The body is read before Yoga sees the request, within MAX_BODY_BYTES (server/requests.ts), for every method
    // that has one. Yoga's own limit would pipe the body it is handed through a second stream, with an abort signal
    // each: about a tenth of a small request's CPU, for a check already made.
    maxRequestBodySize: false,
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
}
