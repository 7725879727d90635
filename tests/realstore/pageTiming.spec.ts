import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { storefrontOperations } from '../../src/server/storefrontOperations';

/**
 * What a shopper waits for on a real store when no cache has the page: a product page rendered anew makes exactly one
 * request to the store, and its time to first byte stays within `TARGET_OWN_MS` of the store's answer time for that
 * request (issue #28's target; gated at `MAX_OWN_MS`).
 *
 * For each of several product pages no test has opened yet, the page (through the storefront, `X-Page-Cache: miss`)
 * and its query (ProductScreenQuery, sent straight to the store with the same variables) are timed one after the
 * other, in alternating order so that neither always meets a store warmed by the other. The storefront's
 * `Server-Timing` says how many store requests the render made. The medians go to the report.
 *
 * The machine is quiet: playwright.realstore.config.ts runs this file as its own project once every other project
 * has ended, and its two stores one after the other.
 */

const PRODUCT_QUERY = storefrontOperations().find((op) => op.name === 'ProductScreenQuery')!.text;
/** Pages timed per store: enough for a median that a few slow answers do not move. */
const SAMPLES = 15;
/**
 * The gate: the median, over the samples, of the page's first byte less the store's answer to that page's own request
 * (the `store` wait in its `Server-Timing`: from sending the query to the last byte of the answer), in ms: what the
 * storefront adds to what the store takes. Issue #28's target is 50 ms. Measured on a quiet two-core machine: 37–46 ms
 * (most of it React's server render of the page, about 25 ms of CPU), 29–35 ms over 40 pages of a warmer process. The
 * gate leaves a slower machine half the target again; the figure is in the report.
 *
 * The same difference against the query sent straight to the store is reported too, and gated as a share: it checks
 * that the storefront's request is answered no slower than anyone's. It is not the one gated in ms: the store's own
 * time for one product swings by tens of ms from one request to the next, so that difference of two separate requests
 * read −2 to 51 ms (median of 15) on the same build.
 */
const TARGET_OWN_MS = 50;
const MAX_OWN_MS = TARGET_OWN_MS * 1.5;
/** The page's first byte against the store's answer to the same query sent straight to it (median of the ratios). */
const MAX_SHARE = 1.5;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The machine's busy and total CPU time so far, from Linux's /proc/stat (all cores). */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((sum, value) => sum + value, 0);
  // idle and iowait
  return { busy: total - fields[3]! - (fields[4] ?? 0), total };
}

/**
 * Waits until the machine has been quiet for `QUIET_WINDOWS` windows of a second in a row (at most `QUIET_SHARE` of
 * its CPU busy), or `QUIET_MAX_MS` have passed; says how long it waited and how busy it still was. Timed straight
 * after the journeys, the first store measured 60 ms of the storefront's own time (and a store wait 100 ms over the
 * direct query's) where the second, a minute later, measured 39: something was still at work (not traced; a store's
 * scheduled jobs after the journeys' orders, or the processes settling, are the likely ones).
 */
const QUIET_SHARE = 0.2;
const QUIET_WINDOWS = 3;
const QUIET_MAX_MS = 90_000;
async function untilQuiet(): Promise<string> {
  const start = Date.now();
  let quiet = 0;
  let share = 1;
  while (quiet < QUIET_WINDOWS && Date.now() - start < QUIET_MAX_MS) {
    const before = cpuTimes();
    await new Promise((done) => setTimeout(done, 1_000));
    const after = cpuTimes();
    share = (after.busy - before.busy) / Math.max(1, after.total - before.total);
    quiet = share <= QUIET_SHARE ? quiet + 1 : 0;
  }
  return `waited ${((Date.now() - start) / 1000).toFixed(0)} s for a quiet machine (last second ${(share * 100).toFixed(0)} % busy)`;
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

test.describe('an uncached product page on each real store', () => {
  // One store after the other: two timed at once would share the machine's two cores.
  test.describe.configure({ mode: 'default', timeout: 180_000 });
  const meta = () =>
    test.info().project.metadata as { stores: Record<string, string>; origins: Record<string, string> };

  for (const stack of ['woographql-0.21', 'woographql-1']) {
    test(`makes one store request, and its first byte comes within ${MAX_OWN_MS} ms of the store's answer (target ${TARGET_OWN_MS}) (${stack})`, async () => {
      const { stores, origins } = meta();
      const store = `${stores[stack]}/graphql`;
      const origin = origins[stack]!;
      const askStore = (query: string, variables: Record<string, unknown>) =>
        fetch(store, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin },
          body: JSON.stringify({ query, variables }),
        }).then((response) => response.json() as Promise<{ data?: unknown; errors?: unknown[] }>);

      // The catalogue's last products: the journeys open its first ones.
      const listed = (await askStore('{ products(first: 100) { nodes { slug } } }', {})) as {
        data: { products: { nodes: { slug: string }[] } };
      };
      const slugs = listed.data.products.nodes.map((node) => node.slug).reverse();
      const quiet = await untilQuiet();
      // One page and one store answer first, uncounted: the first request of a process pays for its start.
      await fetch(`${origin}/product/${slugs.pop()}`).then((response) => response.arrayBuffer());
      await askStore(PRODUCT_QUERY, { slug: slugs.at(-1) });

      const rows: { slug: string; page: number; store: number; requests: number; storeWait: number }[] = [];
      for (const slug of slugs) {
        if (rows.length === SAMPLES) break;
        const page = () => timed(() => fetch(`${origin}/product/${slug}`));
        const direct = () => timed(() => askStore(PRODUCT_QUERY, { slug }));
        let pageRun: Awaited<ReturnType<typeof page>>;
        let directRun: Awaited<ReturnType<typeof direct>>;
        if (rows.length % 2 === 0) {
          pageRun = await page();
          directRun = await direct();
        } else {
          directRun = await direct();
          pageRun = await page();
        }
        const [response, pageMs] = pageRun;
        const [answer, storeMs] = directRun;
        await response.arrayBuffer();
        expect(answer.errors, `the store answers ProductScreenQuery(${slug})`).toBeUndefined();
        // A page another test opened already is answered from the cache: not a render to time.
        if (response.headers.get('x-page-cache') !== 'miss') continue;
        expect(response.status).toBe(200);
        const timing = response.headers.get('server-timing') ?? '';
        const requests = Number(/store;desc="(\d+) requests?"/.exec(timing)?.[1]);
        const storeWait = Number(/store;[^,]*dur=([\d.]+)/.exec(timing)?.[1]);
        rows.push({ slug, page: pageMs, store: storeMs, requests, storeWait });
      }
      const report = {
        quiet,
        pages: rows.length,
        'page first byte, median ms': Math.round(median(rows.map((row) => row.page))),
        "store's own answer, median ms": Math.round(median(rows.map((row) => row.store))),
        "the storefront's own time (first byte − its store wait), median ms": Math.round(
          median(rows.map((row) => row.page - row.storeWait)),
        ),
        'first byte − the store answering directly, median ms': Math.round(
          median(rows.map((row) => row.page - row.store)),
        ),
        'page / store, median': Number(median(rows.map((row) => row.page / row.store)).toFixed(2)),
        'store wait inside the render, median ms': Math.round(median(rows.map((row) => row.storeWait))),
        'store requests per page': [...new Set(rows.map((row) => row.requests))].join(', '),
      };
      console.log(`page timing (${stack}): ${JSON.stringify(report)}`);
      await test.info().attach('page timing', {
        body: JSON.stringify({ report, rows }, null, 2),
        contentType: 'application/json',
      });
      expect(rows.length, 'uncached product pages timed').toBe(SAMPLES);
      expect(
        rows.filter((row) => row.requests !== 1),
        'pages that did not make exactly one store request',
      ).toEqual([]);
      expect(
        report["the storefront's own time (first byte − its store wait), median ms"],
      ).toBeLessThanOrEqual(MAX_OWN_MS);
      expect(report['page / store, median']).toBeLessThanOrEqual(MAX_SHARE);
    });
  }
});
