import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTempPostgres, type TempPostgres } from '../../scripts/tempPostgres.mjs';
import { gql, rawRequest, startHost, type HostProcess } from './helpers.ts';

let cluster: TempPostgres;
let host: HostProcess;
beforeAll(async () => {
  const started = await startTempPostgres();
  if (!started) throw new Error('PostgreSQL is missing: sudo apt-get install -y postgresql');
  cluster = started;
  host = await startHost({ DATABASE_URL: cluster.url });
});
afterAll(async () => {
  await host?.stop();
  cluster?.stop();
});

interface Tally {
  pages: Map<number, number>;
  api: Map<string, number>;
  failures: number;
}

/** Requests a product page and a GraphQL query over and over on `lanes` connections until `stop()`. */
function load(url: string, lanes: number) {
  const tally: Tally = { pages: new Map(), api: new Map(), failures: 0 };
  let running = true;
  const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
  const lane = async () => {
    while (running) {
      try {
        count(tally.pages, (await rawRequest(url, '/product/tote-bag')).status);
        const r = await gql<{ products: { nodes: unknown[] } }>(
          url,
          `{ products(first: 3) { nodes { id name } } }`,
        );
        count(tally.api, r.body.data?.products ? 'data' : String(r.body.errors?.[0]?.extensions?.code));
      } catch {
        // No answer at all: the process died or refused the connection.
        tally.failures++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const lanesDone = Array.from({ length: lanes }, lane);
  return {
    tally,
    async stop() {
      running = false;
      await Promise.all(lanesDone);
      return tally;
    },
  };
}

const until = async (what: string, check: () => Promise<boolean>, ms = 30_000) => {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Timed out waiting for ${what}`);
};

describe('a PostgreSQL outage under traffic', () => {
  /**
   * Regression: stopping PostgreSQL under traffic ended the process for good (`Unhandled 'error' event …
   * BoundPool`). Now requests get a retryable answer while it is away (503 pages, DATABASE_UNAVAILABLE in
   * the API) and the store serves again by itself once it is back.
   */
  it('answers 503 and DATABASE_UNAVAILABLE while the database is away, and recovers by itself', async () => {
    expect((await rawRequest(host.url, '/product/tote-bag')).status).toBe(200);
    const traffic = load(host.url, 4);
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    cluster.halt();
    await until('a 503 page', async () => (await rawRequest(host.url, '/product/tote-bag')).status === 503);
    const page = await rawRequest(host.url, '/product/tote-bag');
    expect(page.status).toBe(503);
    expect(page.headers['retry-after']).toBeDefined();
    const api = await gql(host.url, `{ products(first: 1) { nodes { id } } }`);
    expect(api.body.errors?.[0]?.extensions?.code).toBe('DATABASE_UNAVAILABLE');
    expect(api.body.errors?.[0]?.message).toBe(
      'The store is temporarily unavailable. Please try again in a moment.',
    );
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(host.child.exitCode, host.stderr()).toBeNull();

    cluster.restart();
    await until(
      'the product page again',
      async () => (await rawRequest(host.url, '/product/tote-bag')).status === 200,
    );
    const back = await gql<{ products: { nodes: unknown[] } }>(
      host.url,
      `{ products(first: 1) { nodes { id } } }`,
    );
    expect(back.body.data?.products.nodes).toHaveLength(1);

    const tally = await traffic.stop();
    expect(host.child.exitCode, host.stderr()).toBeNull();
    expect(tally.failures, 'requests without any answer').toBe(0);
    expect(tally.pages.get(503)).toBeGreaterThan(0);
    expect(tally.api.get('DATABASE_UNAVAILABLE')).toBeGreaterThan(0);
    // Nothing but the retryable answers while it was away: no 500 page, no masked "Unexpected error".
    expect([...tally.pages.keys()].sort()).toEqual([200, 503]);
    expect([...tally.api.keys()].sort()).toEqual(['DATABASE_UNAVAILABLE', 'data']);
  });
});
