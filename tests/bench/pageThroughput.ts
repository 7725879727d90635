/**
 * Server render under a crowd, over real HTTP on loopback with autocannon, against the production server as
 * `npm start` runs it (the built `dist`, or DIST_DIR; embedded PGlite, seeded catalogue). Three runs in one
 * process's lifetime, so that the figures share one machine state:
 *   - a static file (the stylesheet, gzip): the reference for what this machine serves at all;
 *   - a product page kept by the page cache, at 50 connections;
 *   - the same page rendered anew on every request (a query string no one else asks for misses the cache).
 * Each is reported with its requests per second, p50/p97.5/p99 latency and errors, and the two page runs also as
 * a share of the static reference, which follows the machine's speed. Gated as shares (a busy machine slows the
 * reference too): the cached page must answer every request (0 errors, 0 non-2xx) and keep `MIN_SHARE`.
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
 * The least share of the static reference each page run must reach. Cached: the 300 pages/s against the
 * 13,130 req/s the reference made on the 2-core machine it was measured on (2.3 %; measured 5.2–7.9 %). Rendered
 * each time: a floor that catches a render twice as slow as today's (measured 0.12–0.21 %), not yet the issue's
 * 20 pages/s (0.15 %), which one process on two cores reaches only on a quiet machine.
 */
const MIN_SHARE = { cached: 0.023, rendered: 0.0006 };
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

async function measure(
  name: string,
  url: string,
  connections: number,
  options: { unique?: boolean } = {},
): Promise<Row> {
  let n = 0;
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'en-US' },
    ...(options.unique
      ? {
          requests: [
            {
              setupRequest: (request: autocannon.Request) => ({ ...request, path: `${PAGE}?bench=${++n}` }),
            },
          ],
        }
      : {}),
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
const base = shop.url;
try {
  // One render to warm the route's code and the page cache.
  await fetch(base + PAGE).then((r) => r.text());
  const rows = [
    await measure('static file (reference)', `${base}/assets/${stylesheet}`, 50),
    await measure('product page, cached', base + PAGE, 50),
    await measure('product page, rendered each time', base + PAGE, 10, { unique: true }),
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
  const [, cached, rendered] = rows as [Row, Row, Row];
  const problems: string[] = [];
  if (cached.errors > 0 || cached.non2xx > 0)
    problems.push('the cached product page failed requests under 50 connections');
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
}
