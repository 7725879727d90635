/**
 * Server render under a crowd, over real HTTP on loopback with autocannon, against the production server as
 * `npm start` runs it (the built `dist`, or DIST_DIR; embedded PGlite, seeded catalogue). Three runs in one
 * process's lifetime, so that the figures share one machine state:
 *   - a static file (the stylesheet, gzip): the reference for what this machine serves at all;
 *   - a product page kept by the page cache, at 50 connections;
 *   - the same page rendered anew on every request (a query string no one else asks for misses the cache).
 * Each is reported with its requests per second, p50/p97.5/p99 latency and errors, and the two page runs also as
 * a share of the static reference, which follows the machine's speed. Reported, not gated, except that the
 * cached page must answer every request (0 errors, 0 non-2xx).
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
  const cached = rows[1]!;
  if (cached.errors > 0 || cached.non2xx > 0) {
    console.error('The cached product page failed requests under 50 connections.');
    process.exitCode = 1;
  }
} finally {
  await shop.stop();
}
