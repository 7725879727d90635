import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inject } from 'vitest';
import { createApi, type Api, type ApiInternals } from '../../../server/api.ts';
import type { SqlParam } from '../../../server/db/connection.ts';
import { startTestEnvironment, type TestEnvironmentInfo } from './testEnvironment.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by tests/api/helpers/globalSetup.ts: one API and database shared by every API test file. */
    apiTestEnvironment?: TestEnvironmentInfo;
  }
}

export interface GqlResult<T> {
  status: number;
  headers: Headers;
  body: { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

/** Headers that carry a session token and/or an auth token the way the storefront sends them. */
export function authHeaders(session?: string | null, auth?: string | null): Record<string, string> {
  return {
    ...(session ? { 'woocommerce-session': `Session ${session}` } : {}),
    ...(auth ? { authorization: `Bearer ${auth}` } : {}),
  };
}

/** Read access to the API's database for assertions (values arrive as JSON: dates are ISO strings). */
export interface TestDb {
  query<R extends object>(text: string, params?: readonly SqlParam[]): Promise<R[]>;
}

export interface ApiServer {
  /** Origin of the running server, e.g. http://127.0.0.1:41234 */
  url: string;
  /** The API's database, for assertions on rows the API does not expose (outbox, stock). */
  db: TestDb;
  /** The fixture servers the API is configured with (absent on a dedicated server started with `env`). */
  fixtures: Pick<TestEnvironmentInfo, 'oauth' | 'stripe' | 'smtp'> | null;
  /** POSTs one GraphQL operation to /graphql. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

function client(
  url: string,
  db: TestDb,
  fixtures: ApiServer['fixtures'],
  close: () => Promise<void>,
): ApiServer {
  return {
    url,
    db,
    fixtures,
    close,
    async gql<T>(
      query: string,
      variables: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ): Promise<GqlResult<T>> {
      const response = await fetch(`${url}/graphql`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/graphql-response+json, application/json',
          ...headers,
        },
        body: JSON.stringify({ query, variables }),
      });
      const text = await response.text();
      let body: GqlResult<T>['body'];
      try {
        body = JSON.parse(text) as GqlResult<T>['body'];
      } catch {
        body = { errors: [{ message: `Non-JSON response (${response.status}): ${text.slice(0, 200)}` }] };
      }
      return { status: response.status, headers: response.headers, body };
    },
  };
}

function remoteDb(info: TestEnvironmentInfo): TestDb {
  return {
    async query<R extends object>(text: string, params: readonly SqlParam[] = []): Promise<R[]> {
      const response = await fetch(info.sqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-test-token': info.sqlToken },
        body: JSON.stringify({ text, params }),
      });
      const body = (await response.json()) as { rows?: R[]; error?: string };
      if (!response.ok || !body.rows) throw new Error(body.error ?? `SQL failed (${response.status})`);
      return body.rows;
    },
  };
}

/**
 * The API for a test file, over real HTTP.
 * - Without options: the shared environment of the vitest globalSetup when it runs (one database for all
 *   files; `close` does nothing), else an environment of this file's own (API + OAuth provider + Stripe
 *   stand-in). Either way `fixtures` describes the OAuth provider and the Stripe stand-in.
 * - With `env`, `siteUrl` or `dataDir`: a dedicated API with exactly that configuration and no fixtures
 *   (`dataDir`: a persistent PGlite database a later start opens again).
 */
export async function startApiServer(
  options: { siteUrl?: string; env?: Record<string, string | undefined>; dataDir?: string } = {},
): Promise<ApiServer> {
  const dedicated =
    options.env !== undefined || options.siteUrl !== undefined || options.dataDir !== undefined;
  if (!dedicated) {
    const shared = inject('apiTestEnvironment');
    if (shared)
      return client(
        shared.apiUrl,
        remoteDb(shared),
        { oauth: shared.oauth, stripe: shared.stripe, smtp: shared.smtp },
        () => Promise.resolve(),
      );
    const own = await startTestEnvironment();
    return client(
      own.info.apiUrl,
      remoteDb(own.info),
      { oauth: own.info.oauth, stripe: own.info.stripe, smtp: own.info.smtp },
      () => own.close(),
    );
  }
  const holder: { api?: Api } = {};
  const server: Server = createServer((req, res) => {
    if (!holder.api) {
      res.writeHead(503).end();
      return;
    }
    holder.api.handle(req, res).then(
      (handled) => {
        if (!handled) res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' }).end(String(error));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const started = await createApi({
    siteUrl: options.siteUrl ?? url,
    env: options.env ?? {},
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(process.env.DATABASE_URL && !options.dataDir ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  holder.api = started;
  const db = (started as ApiInternals).db;
  return client(url, db, null, async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await started.close();
  });
}
