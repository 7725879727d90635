/**
 * Server render under a crowd, over real HTTP on loopback with autocannon, against the production server as
 * `npm start` runs it (the built `dist`, or DIST_DIR; embedded PGlite, seeded catalogue). Three runs in one
 * process's lifetime, so that the figures share one machine state:
 *   - a static file (the stylesheet, gzip): the reference for what this machine serves at all;
 *   - a product page kept by the page cache, at 50 connections;
 *   - the same page rendered anew on every request (a query string no one else asks for misses the cache), at 10
 *     and at 50 connections.
 * Each is reported with its requests per second, p50/p97.5/p99 latency and errors, and the two page runs also as
 * a share of the static reference, which follows the machine's speed. Gated as shares (a busy machine slows the
 * reference too): the cached page must answer every request (0 errors, 0 non-2xx) within `MAX_CACHED_P97_5_MS`
 * at 50 connections, and both pages keep `MIN_SHARE`.
 *
 *   node --import tsx tests/bench/pageThroughput.ts [--seconds 5] [--json out.json]
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startHost } from '../host/helpers.ts';

const { values } = parseArgs({
  options: { seconds: { type: 'string', default: '5' }, json: { type: 'string' } },
});
const SECONDS = Number(values.seconds);

/**
 * The least share of the static reference each page run must reach. Cached: measured 98–104 % since a kept page is
 * compressed once per coding (2.3–7.9 % when every response compressed it anew; the 300 pages/s was 2.3 %
 * of the reference on the machine it was measured on), so 25 % catches any per-request work coming back. Rendered
 * each time at 10 connections, in the render workers: 0.27–0.35 % here (17–27 pages/s against 6,200–7,700 req/s,
 * after the server bundle fixed NODE_ENV and kept its sanitised HTML; 0.16 % on a machine whose static file ran
 * 26,610 req/s, where a static file gains more than a render from a fast CPU); the floor keeps a margin under that.
 */
const MIN_SHARE = { cached: 0.25, rendered: 0.001 };
/** A crowd on one product page: p97.5 (autocannon has no p95) of the cached page at 50 connections. */
const MAX_CACHED_P97_5_MS = 500;
const PAGE = '/product/everyday-hoodie';
const distDir = process.env.DIST_DIR ?? 'dist';

interface Row {
  name: string;
  connections: number;
  rps: number;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
  ofStatic?: number;
}

async function measure(name: string, url: string, connections: number): Promise<Row> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'en-US' },
  });
  return {
    name,
    connections,
    rps: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

const pct = (share = 0) => `${(share * 100).toFixed(2)} %`;

const stylesheet = readdirSync(join(distDir, 'client', 'assets')).find((file) => file.endsWith('.css'));
if (!stylesheet) throw new Error(`No stylesheet in ${distDir}/client/assets: build first (npm run build).`);
const shop = await startHost();
// The same build with its page cache off: every request renders (an extra parameter in the address no longer
// does; it is redirected away, src/server/pageCache.ts).
const uncached = await startHost({ PAGE_CACHE: 'off' });
const base = shop.url;
try {
  // One render to warm the route's code and the page cache.
  await fetch(base + PAGE).then((r) => r.text());
  // And on the host without its page cache (its first render loads the route's code and its workers).
  for (let i = 0; i < 3; i++) await fetch(uncached.url + PAGE).then((r) => r.text());
  const rows = [
    await measure('static file (reference)', `${base}/assets/${stylesheet}`, 50),
    await measure('product page, cached', base + PAGE, 50),
    await measure('product page, rendered each time', uncached.url + PAGE, 10),
    await measure('product page, rendered each time', uncached.url + PAGE, 50),
  ];
  const reference = rows[0]!.rps;
  for (const row of rows.slice(1)) row.ofStatic = row.rps / reference;
  console.log(`Server render on this machine, ${SECONDS} s per run:`);
  for (const row of rows) {
    console.log(
      `${row.name.padEnd(34)} c${String(row.connections).padEnd(3)} ${row.rps.toFixed(0).padStart(6)} req/s` +
        `  p50 ${row.p50} ms  p97.5 ${row.p97_5} ms  p99 ${row.p99} ms  errors ${row.errors}  non-2xx ${row.non2xx}` +
        (row.ofStatic === undefined ? '' : `  (${(row.ofStatic * 100).toFixed(1)} % of static)`),
    );
  }
  if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
  const [, cached, rendered, crowded] = rows as [Row, Row, Row, Row];
  const problems: string[] = [];
  for (const row of [rendered, crowded])
    if (row.errors > 0 || row.non2xx > 0)
      problems.push(`the rendered product page failed requests under ${row.connections} connections`);
  if (cached.errors > 0 || cached.non2xx > 0)
    problems.push('the cached product page failed requests under 50 connections');
  if (cached.p97_5 > MAX_CACHED_P97_5_MS)
    problems.push(
      `the cached page's p97.5 was ${cached.p97_5} ms at 50 connections, over ${MAX_CACHED_P97_5_MS} ms`,
    );
  if ((cached.ofStatic ?? 0) < MIN_SHARE.cached)
    problems.push(`the cached page made ${pct(cached.ofStatic)} of static, under ${pct(MIN_SHARE.cached)}`);
  if ((rendered.ofStatic ?? 0) < MIN_SHARE.rendered)
    problems.push(
      `the rendered page made ${pct(rendered.ofStatic)} of static, under ${pct(MIN_SHARE.rendered)}`,
    );
  for (const problem of problems) console.error(`Page throughput: ${problem}.`);
  if (problems.length) process.exitCode = 1;
} finally {
  await shop.stop();
  await uncached.stop();
}
