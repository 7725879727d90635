/**
 * What a hostile query costs the shop: for each shape in hostileOperations.ts, the time until the API answers
 * it (a refusal, a result, or nothing within `--timeout`), then the product page's latency over real HTTP with
 * autocannon at a steady `--rate` (requests per second, below what the API can serve, so the latency shows the
 * delay the hostile client causes rather than the queue of a saturated server), alone and while one client sends
 * the hostile shapes back to back.
 *
 *   node --import tsx tests/bench/hostileQuery.ts [--seconds 10] [--connections 10] [--rate 5] [--timeout 60]
 *                                                 [--json out.json]
 *
 * The API runs in a child process (this file with `--serve`), so a query that blocks the API's event loop does not
 * also stop the load generator. A report, not a budget: tests/api/queryLimits.test.ts holds the refusals.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { HOSTILE } from './hostileOperations.ts';
import { PRODUCT } from './operations.ts';

const { values } = parseArgs({
  options: {
    serve: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    rate: { type: 'string', default: '5' },
    timeout: { type: 'string', default: '60' },
    json: { type: 'string' },
  },
});

if (values.serve) {
  const { createApi } = await import('../../server/api.ts');
  const holder: { api?: Awaited<ReturnType<typeof createApi>> } = {};
  const server = createServer((req, res) => {
    void holder.api!.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  holder.api = await createApi({
    siteUrl: url,
    env: {},
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  });
  console.log(`listening ${url}`);
} else {
  await main();
}

interface Timing {
  shape: string;
  bytes: number;
  ms: number | null;
  status: number | null;
  answer: string;
}

interface Load {
  scenario: string;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  hostileSent?: number;
}

async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\S+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`API exited (${code})`)));
  });
  return { url, child };
}

async function post(
  url: string,
  query: string,
  timeoutMs: number,
  variables: Record<string, unknown> = {},
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  return { status: response.status, text: await response.text() };
}

/** Waits until the API answers a trivial query again (after a hostile one that timed out on our side). */
async function waitUntilResponsive(url: string): Promise<void> {
  for (;;) {
    try {
      await post(url, '{ __typename }', 5_000);
      return;
    } catch {
      // still busy
    }
  }
}

function summary(text: string): string {
  try {
    const body = JSON.parse(text) as { errors?: { message: string }[]; data?: unknown };
    if (body.errors?.length) return `error: ${body.errors[0]!.message.slice(0, 90)}`;
    return `data (${text.length} bytes)`;
  } catch {
    return text.slice(0, 90);
  }
}

async function timeHostile(url: string, timeoutMs: number): Promise<Timing[]> {
  const rows: Timing[] = [];
  for (const h of HOSTILE) {
    const started = performance.now();
    let row: Timing;
    try {
      const r = await post(url, h.query, timeoutMs);
      row = {
        shape: h.name,
        bytes: h.query.length,
        ms: Math.round(performance.now() - started),
        status: r.status,
        answer: summary(r.text),
      };
    } catch {
      row = {
        shape: h.name,
        bytes: h.query.length,
        ms: null,
        status: null,
        answer: `no answer in ${timeoutMs} ms`,
      };
      await waitUntilResponsive(url);
    }
    rows.push(row);
    console.log(
      `${row.shape.padEnd(60)} ${String(row.bytes).padStart(7)} B  ${row.ms === null ? `>${timeoutMs}` : String(row.ms).padStart(6)} ms  ${row.status ?? '---'}  ${row.answer}`,
    );
  }
  return rows;
}

async function load(
  url: string,
  scenario: string,
  seconds: number,
  connections: number,
  rate: number,
): Promise<Load> {
  const result = await autocannon({
    url: `${url}/graphql`,
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body: JSON.stringify({ query: PRODUCT, variables: { slug: 'everyday-hoodie' } }),
    connections,
    overallRate: rate,
    duration: seconds,
    timeout: seconds + 60,
  });
  // autocannon's histogram has p97_5 and p99 but no p95: interpolate between p90 and p97.5.
  const { p90, p97_5, p50, p99 } = result.latency;
  return {
    scenario,
    rps: Math.round(result.requests.average * 10) / 10,
    p50,
    p95: Math.round((p90 + ((p97_5 - p90) * 5) / 7.5) * 10) / 10,
    p99,
    errors: result.errors + result.non2xx + result.timeouts,
  };
}

function printLoad(l: Load): void {
  console.log(
    `${l.scenario.padEnd(44)} ${String(l.rps).padStart(7)} req/s  p50 ${String(l.p50).padStart(6)} ms  p95 ${String(l.p95).padStart(7)} ms  p99 ${String(l.p99).padStart(6)} ms${l.errors ? `  ${l.errors} errors` : ''}${l.hostileSent !== undefined ? `  (${l.hostileSent} hostile answered)` : ''}`,
  );
}

async function main(): Promise<void> {
  const seconds = Number(values.seconds);
  const connections = Number(values.connections);
  const timeoutMs = Number(values.timeout) * 1000;
  const rate = Number(values.rate);
  const { url, child } = await startServer();
  try {
    await post(url, PRODUCT, 60_000, { slug: 'everyday-hoodie' });
    console.log('\nTime to answer each hostile shape:');
    const timings = await timeHostile(url, timeoutMs);

    console.log(`\nProduct page at ${rate} requests/s, ${connections} connections, ${seconds} s:`);
    const alone = await load(url, 'alone', seconds, connections, rate);
    printLoad(alone);
    let running = true;
    let hostileSent = 0;
    const attacker = (async () => {
      for (let i = 0; running; i++) {
        try {
          // A comment makes each document new to the parse and validation cache.
          await post(url, `${HOSTILE[i % HOSTILE.length]!.query}\n# ${i}`, timeoutMs);
          hostileSent++;
        } catch {
          // a timeout counts as unanswered
        }
      }
    })();
    const under = {
      ...(await load(url, 'while hostile queries are sent', seconds, connections, rate)),
      hostileSent,
    };
    running = false;
    await attacker;
    printLoad(under);
    if (values.json)
      writeFileSync(
        values.json,
        JSON.stringify({ connections, seconds, timings, load: [alone, under] }, null, 2),
      );
  } finally {
    child.kill();
  }
}
