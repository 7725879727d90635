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
 * The rendered runs also report what one page cost the host in CPU time, per thread (from /proc, on Linux): its main
 * thread (HTTP, the page shell, compression, and the reference API with embedded PGlite), its busiest other thread
 * (the render worker; one on two cores), and the rest (V8's helper threads: garbage collection, compilation); and
 * so the most pages per second the machine's cores could render at that cost. Reported, not gated.
 *
 *   node --import tsx tests/bench/pageThroughput.ts [--seconds 5] [--json out.json]
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
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

/** CPU time one page cost the host, in ms: all its threads, and split by thread as `pageCpu` reads them. */
interface PageCpu {
  total: number;
  main: number;
  renderWorker: number;
  other: number;
  /** The most pages per second the machine's cores could serve at `total` ms each. */
  ceiling: number;
}

interface Row {
  name: string;
  connections: number;
  rps: number;
  cpu?: PageCpu | undefined;
  p50: number;
  p97_5: number;
  p99: number;
  errors: number;
  non2xx: number;
  ofStatic?: number;
}

const CLOCK_TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/**
 * The CPU time (user + system, in clock ticks) each thread of process `pid` has used so far; null without /proc.
 * A thread that ends while it is read is left out, not the whole reading.
 */
function threadTicks(pid: number | undefined): Map<number, number> | null {
  if (pid === undefined) return null;
  let tids: string[];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return null;
  }
  const ticks = new Map<number, number>();
  for (const tid of tids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    } catch {
      continue;
    }
    // After "pid (name) ", the fields count from the third (state): utime and stime are the 14th and 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks.set(Number(tid), Number(fields[11]) + Number(fields[12]));
  }
  return ticks;
}

/** What `pages` pages cost process `pid` between two `threadTicks`: the main thread is the one whose id is the pid's. */
function pageCpu(
  pid: number,
  before: Map<number, number>,
  after: Map<number, number>,
  pages: number,
): PageCpu {
  const msPerPage = (ticks: number) => (ticks * 1000) / CLOCK_TICKS_PER_SECOND / Math.max(1, pages);
  const used = [...after].map(([tid, t]) => [tid, t - (before.get(tid) ?? 0)] as const);
  const main = used.find(([tid]) => tid === pid)?.[1] ?? 0;
  const others = used.filter(([tid]) => tid !== pid).map(([, t]) => t);
  const busiest = Math.max(0, ...others);
  const total = used.reduce((sum, [, t]) => sum + t, 0);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    total: round(msPerPage(total)),
    main: round(msPerPage(main)),
    renderWorker: round(msPerPage(busiest)),
    other: round(msPerPage(total - main - busiest)),
    ceiling: Math.round((availableParallelism() * 1000) / Math.max(0.1, msPerPage(total))),
  };
}

async function measure(name: string, url: string, connections: number, pid?: number): Promise<Row> {
  const before = threadTicks(pid);
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    headers: { 'accept-encoding': 'gzip', 'accept-language': 'en-US' },
  });
  const after = threadTicks(pid);
  return {
    name,
    connections,
    rps: result.requests.average,
    cpu:
      pid !== undefined && before && after ? pageCpu(pid, before, after, result.requests.total) : undefined,
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
    await measure('product page, rendered each time', uncached.url + PAGE, 10, uncached.child.pid),
    await measure('product page, rendered each time', uncached.url + PAGE, 50, uncached.child.pid),
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
  for (const row of rows)
    if (row.cpu)
      console.log(
        `  c${row.connections}: CPU per rendered page ${row.cpu.total} ms: main thread ${row.cpu.main} (HTTP, shell,` +
          ` compression, reference API), render worker ${row.cpu.renderWorker}, other threads ${row.cpu.other};` +
          ` at that cost ${availableParallelism()} cores render at most ${row.cpu.ceiling} pages/s`,
      );
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
