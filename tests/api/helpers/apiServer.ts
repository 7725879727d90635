import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApi, type Api, type ApiInternals } from '../../../server/api.ts';
import type { Db } from '../../../server/db/connection.ts';

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

export interface ApiServer {
  /** Origin of the running server, e.g. http://127.0.0.1:41234 */
  url: string;
  api: Api;
  /** The API's database, for assertions on rows the API does not expose (outbox, stock). */
  db: Db;
  /** POSTs one GraphQL operation to /graphql. */
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GqlResult<T>>;
  close(): Promise<void>;
}

/**
 * Starts the API (in-memory PGlite unless DATABASE_URL is set) on a real node:http server on port 0.
 * `siteUrl` is the server's own origin unless given, so session tokens carry it as `iss`.
 */
export async function startApiServer(options: { siteUrl?: string } = {}): Promise<ApiServer> {
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
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  holder.api = started;
  return {
    url,
    api: started,
    db: (started as ApiInternals).db,
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
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await started.close();
    },
  };
}
