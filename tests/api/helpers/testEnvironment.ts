import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { createApi, type Api, type ApiInternals } from '../../../server/api.ts';
import type { Db, SqlParam } from '../../../server/db/connection.ts';
import { startOAuthServer, type OAuthServer } from '../../fixtures/oauthServer.ts';
import { startSmtpServer, type SmtpServer } from '../../fixtures/smtpServer.ts';
import { startStripeStandIn, type StripeStandIn } from '../../fixtures/stripeApiStandIn.ts';

/** What test files need to reach one running API and its fixture servers (all JSON-serialisable). */
export interface TestEnvironmentInfo {
  /** Origin of the API (also its siteUrl, so session tokens carry it as `iss`). */
  apiUrl: string;
  /** Test-only SQL endpoint on the same loopback server, for assertions on rows the API does not expose. */
  sqlUrl: string;
  sqlToken: string;
  /** The OAuth 2 test provider, configured as OAUTH2_GENERIC and GITHUB. */
  oauth: { url: string; clientId: string; clientSecret: string };
  /** The Stripe stand-in the API's STRIPE_API_BASE points at. */
  stripe: { url: string; secretKey: string; publishableKey: string };
  /** The SMTP server the API's SMTP_URL points at (`tests/fixtures/smtpServer.ts`), and its HTTP control. */
  smtp: { url: string; controlUrl: string };
}

export interface RunningTestEnvironment {
  info: TestEnvironmentInfo;
  db: Db;
  api: Api;
  oauth: OAuthServer;
  stripe: StripeStandIn;
  smtp: SmtpServer;
  close(): Promise<void>;
}

/** The OAUTH_* and STRIPE_* variables that point an API at the fixture servers. */
export function fixtureEnv(oauth: OAuthServer, stripe: StripeStandIn): Record<string, string> {
  const generic = oauth.env('OAUTH2_GENERIC');
  const github = oauth.env('GITHUB');
  return {
    ...generic,
    ...github,
    OAUTH_PROVIDERS: 'oauth2_generic,github',
    OAUTH_OAUTH2_GENERIC_NAME: 'Test provider',
    ...stripe.env(),
  };
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
}

/**
 * Starts the OAuth provider, the Stripe stand-in and the API (in-memory PGlite, or DATABASE_URL) on loopback
 * servers. Used once per run by the vitest globalSetup, or once per test file without it.
 */
export async function startTestEnvironment(): Promise<RunningTestEnvironment> {
  const [oauth, stripe, smtp] = await Promise.all([
    startOAuthServer(),
    startStripeStandIn(),
    startSmtpServer(),
  ]);
  const sqlToken = randomBytes(16).toString('hex');
  const holder: { api?: Api; db?: Db } = {};
  const server: Server = createServer((req, res) => {
    void route(req, res);
  });
  async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    try {
      if (!holder.api || !holder.db) {
        res.writeHead(503).end();
        return;
      }
      if (req.url === '/__test/sql' && req.method === 'POST') {
        if (req.headers['x-test-token'] !== sqlToken) {
          res.writeHead(403).end();
          return;
        }
        const { text, params } = (await readJson(req)) as { text: string; params?: SqlParam[] };
        try {
          const rows = await holder.db.query(text, params ?? []);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ rows }));
        } catch (error) {
          res
            .writeHead(400, { 'content-type': 'application/json' })
            .end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
        }
        return;
      }
      if (!(await holder.api.handle(req, res)))
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    } catch (error) {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(String(error));
    }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = await createApi({
    siteUrl: apiUrl,
    // Failed e-mails are retried after a second instead of a minute, so a test can watch a retry.
    env: { ...process.env, ...fixtureEnv(oauth, stripe), SMTP_URL: smtp.url, OUTBOX_RETRY_SECONDS: '1' },
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  const db = (api as ApiInternals).db;
  holder.api = api;
  holder.db = db;
  return {
    info: {
      apiUrl,
      sqlUrl: `${apiUrl}/__test/sql`,
      sqlToken,
      oauth: { url: oauth.url, clientId: oauth.clientId, clientSecret: oauth.clientSecret },
      stripe: { url: stripe.url, secretKey: stripe.secretKey, publishableKey: stripe.publishableKey },
      smtp: { url: smtp.url, controlUrl: smtp.controlUrl },
    },
    db,
    api,
    oauth,
    stripe,
    smtp,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await api.close();
      await Promise.all([oauth.close(), stripe.close(), smtp.close()]);
    },
  };
}

/** Printed by the process entry below, followed by the environment as JSON on the same line. */
export const READY_PREFIX = 'API_TEST_ENVIRONMENT ';

// As a process (the vitest globalSetup runs it so the API loads under plain Node, not the test runner):
// prints READY_PREFIX + JSON, closes on SIGTERM or when stdin ends.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const env = await startTestEnvironment();
  process.stdout.write(READY_PREFIX + JSON.stringify(env.info) + '\n');
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    void env.close().finally(() => process.exit(0));
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.stdin.on('end', stop);
  process.stdin.resume();
}
