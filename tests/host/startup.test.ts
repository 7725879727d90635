import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, rawRequest, runUntilExit, startHost } from './helpers.ts';

const scratch = mkdtempSync(join(tmpdir(), 'storefront-startup-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The one line a failed start prints: it names the variable and nothing else is written to stderr. */
function expectOneLine(stderr: string, variable: string) {
  const lines = stderr.trim().split('\n');
  expect(lines, stderr).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot start: /);
  expect(lines[0]).toContain(variable);
}

describe('start-up failures are one line naming the variable, with exit code 1', () => {
  /**
   * Regression: a busy PORT was found only after the database had been opened, migrated and seeded, and
   * ended in an unhandled 'error' event with a stack trace.
   */
  it('a busy PORT, found before the database is opened', async () => {
    const blocker: Server = createServer();
    const port = await freePort();
    await new Promise<void>((done) => blocker.listen(port, '0.0.0.0', done));
    try {
      const dataDir = join(scratch, 'busy-port', 'pglite');
      const result = await runUntilExit({ PORT: String(port), DATA_DIR: dataDir });
      expect(result.code).toBe(1);
      expectOneLine(result.stderr, `PORT ${port}`);
      expect(result.stderr).toContain('already in use');
      expect(existsSync(dataDir), 'the database was opened before the port was checked').toBe(false);
    } finally {
      await new Promise<void>((done) => blocker.close(() => done()));
    }
  });

  it('a PORT that is not a number', async () => {
    const result = await runUntilExit({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, 'PORT');
  });

  /** Regression: a dead DATABASE_URL ended in an unhandled AggregateError stack trace. */
  it('a DATABASE_URL where no PostgreSQL answers', async () => {
    const dead = await freePort();
    const result = await runUntilExit({
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://shop:secret@127.0.0.1:${dead}/shop`,
    });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, 'DATABASE_URL');
    expect(result.stderr).toContain(`127.0.0.1:${dead}`);
    expect(result.stderr, 'the password is not printed').not.toContain('secret');
  });

  /** Regression: a DATABASE_URL that is not a PostgreSQL URL was ignored and the store ran on PGlite. */
  it('a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const result = await runUntilExit({
      PORT: String(await freePort()),
      DATABASE_URL: 'mysql://shop@localhost/shop',
    });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, 'DATABASE_URL');
  });

  /** Regression: an unusable DATA_DIR ended in PGlite's ENOENT/ENOTDIR stack trace. */
  it('a DATA_DIR that cannot be a folder', async () => {
    const file = join(scratch, 'a-file');
    writeFileSync(file, 'not a folder');
    const result = await runUntilExit({ PORT: String(await freePort()), DATA_DIR: join(file, 'pglite') });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, 'DATA_DIR');
  });
});

describe('first start', () => {
  /**
   * Regression: on a fresh clone `npm start` exited with `ENOENT … mkdir '.data/pglite'`: `.data/` is not in
   * the repository and PGlite creates DATA_DIR without its parents.
   */
  it('creates DATA_DIR with its missing parents and serves the shop in production mode', async () => {
    const dataDir = join(scratch, 'fresh', '.data', 'pglite');
    const host = await startHost({ DATA_DIR: dataDir });
    try {
      expect(existsSync(dataDir)).toBe(true);
      const page = await rawRequest(host.url, '/products');
      expect(page.status).toBe(200);
      // NODE_ENV=production: no GraphiQL page for a browser asking /graphql for HTML.
      const graphiql = await rawRequest(host.url, '/graphql', { headers: { accept: 'text/html' } });
      expect(graphiql.body).not.toMatch(/graphiql/i);
    } finally {
      expect(await host.stop()).toBe(0);
    }
  });

  /**
   * Regression: the host started without NODE_ENV (the e2e and Lighthouse servers, a plain `node src/server/host.ts`)
   * rendered every page with React's development build, 1.5x the CPU of production, and served GraphiQL.
   */
  it('runs in production mode when NODE_ENV is not set', async () => {
    const host = await startHost({ NODE_ENV: undefined });
    try {
      expect((await rawRequest(host.url, '/products')).status).toBe(200);
      const graphiql = await rawRequest(host.url, '/graphql', { headers: { accept: 'text/html' } });
      expect(graphiql.body).not.toMatch(/graphiql/i);
    } finally {
      expect(await host.stop()).toBe(0);
    }
  });
});

/**
 * Regression: with GRAPHQL_URL the storefront started against any endpoint without a word; a store lacking a
 * plugin failed later, page by page. The start now checks the store once and names what is missing.
 */
describe('store check in GRAPHQL_URL mode', () => {
  it('names a store that does not answer in one line, and starts anyway', async () => {
    const host = await startHost({ GRAPHQL_URL: 'http://127.0.0.1:9/graphql' });
    try {
      await expect
        .poll(() => host.stderr(), { timeout: 30_000 })
        .toMatch(
          /^Store check: missing a GraphQL endpoint at http:\/\/127\.0\.0\.1:9\/graphql \(.+\): no page can load\.$/m,
        );
      expect((await fetch(`${host.url}/favicon.svg`)).status).toBe(200);
    } finally {
      await host.stop();
    }
  });
});

describe('HOST', () => {
  /**
   * Regression: `npm start` always listened on every interface; HOST now picks one. Also (B14): without SMTP_URL,
   * live password-reset links were written to the log in production.
   */
  it('listens on the HOST address only, and in production logs no e-mail links', async () => {
    const host = await startHost({ HOST: '127.0.0.1' });
    let stdout = '';
    host.child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    try {
      expect((await rawRequest(host.url, '/robots.txt')).status).toBe(200);
      // 127.0.0.2 is this machine too, but not the address the server was told to listen on.
      await expect(rawRequest(`http://127.0.0.2:${host.port}`, '/robots.txt')).rejects.toThrow(
        /ECONNREFUSED/,
      );
      const reset = await fetch(`${host.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          query: 'mutation { sendPasswordResetEmail(input: { username: "demo" }) { success } }',
        }),
      });
      expect(reset.status).toBe(200);
      await expect.poll(() => stdout, { timeout: 10_000 }).toContain('[mail] not sent');
      expect(stdout).not.toMatch(/lost-password\?key=|https?:\/\//);
    } finally {
      await host.stop();
    }
  });

  it('a HOST that is not an address of this machine', async () => {
    const result = await runUntilExit({ PORT: String(await freePort()), HOST: '203.0.113.9' });
    expect(result.code).toBe(1);
    expectOneLine(result.stderr, 'HOST 203.0.113.9');
  });
});
