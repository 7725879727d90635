/**
 * Regression: in GRAPHQL_URL mode nothing limited what the storefront waited for or read from the store. A hung
 * store left shoppers' requests unanswered for 130 s and more (52 sockets held), five 100 MB answers took the
 * process from 174 to 980 MB, and an answer that never ended grew to 9.5 GB. Every call to the store (the
 * `/graphql` proxy, the server renders, the store check) now has a connect and total timeout and a size cap
 * (`src/server/upstream.ts`), and answers the shopper with a GraphQL error or an error page.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gql, rawRequest, startHost, type HostProcess } from './helpers.ts';

type Mode = 'hang' | 'flood' | 'endless';

/** A store that hangs (reads the request, never answers), floods (a 100 MB answer) or never ends its answer. */
function hostileStore() {
  let mode: Mode = 'hang';
  const chunk = Buffer.alloc(64 * 1024, 'x');
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      // The store check always meets an answer without end; shoppers' requests meet the current mode.
      const current: Mode = body.includes('StoreProbe') ? 'endless' : mode;
      if (current === 'hang') return;
      let left = current === 'flood' ? 100 * 1024 * 1024 : Number.POSITIVE_INFINITY;
      res.writeHead(
        200,
        current === 'flood'
          ? { 'content-type': 'application/json', 'content-length': String(left) }
          : { 'content-type': 'application/json' },
      );
      const write = () => {
        while (left > 0 && !res.destroyed) {
          left -= chunk.length;
          if (!res.write(chunk)) return void res.once('drain', write);
        }
        if (!res.destroyed) res.end();
      };
      write();
    });
  });
  return {
    server,
    set(next: Mode) {
      mode = next;
    },
  };
}

/** Resident memory of a process, in MB (Linux). */
const rssMb = (pid: number): number =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

const TIMEOUT_MS = 3_000;
let store: ReturnType<typeof hostileStore>;
let host: HostProcess;
beforeAll(async () => {
  store = hostileStore();
  await new Promise<void>((resolve) => store.server.listen(0, '127.0.0.1', resolve));
  const { port } = store.server.address() as AddressInfo;
  host = await startHost({
    GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
    STORE_TIMEOUT_MS: String(TIMEOUT_MS),
    STORE_MAX_BYTES: String(4 * 1024 * 1024),
  });
});
afterAll(async () => {
  await host?.stop();
  store?.server.closeAllConnections();
  await new Promise((resolve) => store?.server.close(resolve));
});

describe('a store that hangs', () => {
  it('gets a GraphQL error (504) from /graphql within the timeout', async () => {
    store.set('hang');
    const started = Date.now();
    const answers = await Promise.all(Array.from({ length: 5 }, () => gql(host.url, '{ __typename }')));
    const took = Date.now() - started;
    for (const answer of answers) {
      expect(answer.status).toBe(504);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('STORE_TIMEOUT');
    }
    expect(took).toBeLessThan(TIMEOUT_MS + 2_000);
  });

  it('gets an error page for a page the server renders, within the timeout', async () => {
    store.set('hang');
    const started = Date.now();
    const page = await rawRequest(host.url, '/products', { headers: { accept: 'text/html' } });
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 4_000);
    expect(page.status).toBe(503);
    expect(page.body).toContain('The store did not answer in time.');
    expect(page.headers['retry-after']).toBeDefined();
  });
});

describe('a store that floods', () => {
  it('gets 502 for 100 MB answers and answers without end, and the process keeps its memory', async () => {
    store.set('hang');
    await gql(host.url, '{ __typename }');
    const before = rssMb(host.child.pid!);
    store.set('flood');
    const floods = await Promise.all(Array.from({ length: 5 }, () => gql(host.url, '{ __typename }')));
    for (const flood of floods) {
      expect(flood.status).toBe(502);
      expect(flood.body.errors?.[0]?.extensions?.code).toBe('STORE_UNAVAILABLE');
    }
    store.set('endless');
    const started = Date.now();
    const endless = await gql(host.url, '{ __typename }');
    expect(endless.status).toBe(502);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
    const page = await rawRequest(host.url, '/products');
    expect(page.status).toBe(503);
    expect(rssMb(host.child.pid!) - before).toBeLessThan(150);
  });

  it('is named by the store check instead of being read without end', async () => {
    await expect
      .poll(() => host.stderr(), { timeout: 30_000 })
      .toMatch(/Store check: missing a GraphQL endpoint/);
    expect(host.stderr()).toMatch(/larger than 4194304 bytes/);
  });
});
