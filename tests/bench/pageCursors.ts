/**
 * Cost of `/products/page/{n}` over real cursors (src/catalog/ProductListCursors.ts): for pages 2, 10 and 100 of
 * 24, the cursor walk alone (cold: nothing known; warm: the walk kept from the first visit) and the whole loader
 * (walk + the list query with its count), over real HTTP on loopback against an in-memory PGlite API topped up to
 * `--products` (default 50,000; page 100 needs 2,376 products).
 *
 *   node --import tsx tests/bench/pageCursors.ts [--products 50000] [--runs 5] [--json out.json]
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createApi, type ApiInternals } from '../../server/api.ts';
import { seedSynthetic } from '../../server/db/seed.ts';
import { LIST } from './operations.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '5' },
    json: { type: 'string' },
  },
});
const PRODUCTS = Number(values.products);
const RUNS = Number(values.runs);
const PER_PAGE = 24;

const holder: { api?: ApiInternals } = {};
const server = createServer((req, res) => {
  void holder.api!.handle(req, res).then((handled) => {
    if (!handled) res.writeHead(404).end();
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
holder.api = (await createApi({ siteUrl: url, env: {} })) as ApiInternals;
if (PRODUCTS > 200) {
  const started = Date.now();
  await seedSynthetic(holder.api.db, PRODUCTS);
  console.log(
    `catalogue topped up to ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;

// The storefront's walk (ProductListCursorsQuery in src/catalog/ProductListCursors.ts; plain Node here runs no
// Relay compiler): cursors only, steps of at most 100, continuing from the nearest cursor already known.
const CURSORS = `query ProductListCursorsQuery($first: Int!, $after: String, $where: RootQueryToProductUnionConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) { pageInfo { hasNextPage } edges { cursor } }
}`;
const where = { orderby: [{ field: 'DATE', order: 'DESC' }] };

async function post(query: string, variables: Record<string, unknown>) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]!.message);
  return body.data as { products: { edges: { cursor: string }[] } };
}

async function walk(known: Map<number, string>, page: number): Promise<{ cursor: string; requests: number }> {
  const target = (page - 1) * PER_PAGE - 1;
  let position = -1;
  let cursor: string | null = null;
  for (const [at, value] of known) {
    if (at <= target && at > position) [position, cursor] = [at, value];
  }
  let requests = 0;
  while (position < target) {
    const first = Math.min(100, target - position);
    const edges = (await post(CURSORS, { first, after: cursor, where })).products.edges;
    requests += 1;
    if (edges.length < first) throw new Error(`page ${page} is past the end`);
    position += edges.length;
    cursor = edges[edges.length - 1]!.cursor;
    known.set(position, cursor);
  }
  return { cursor: cursor!, requests };
}

interface Row {
  page: number;
  walkRequests: number;
  coldWalkMs: number;
  warmWalkMs: number;
  listQueryMs: number;
  coldTotalMs: number;
}
const rows: Row[] = [];
for (const page of [2, 10, 100]) {
  const cold: number[] = [];
  const warm: number[] = [];
  const listed: number[] = [];
  let requests = 0;
  for (let run = 0; run < RUNS; run++) {
    const known = new Map<number, string>();
    let started = performance.now();
    const first = await walk(known, page);
    cold.push(performance.now() - started);
    requests = first.requests;
    started = performance.now();
    await walk(known, page);
    warm.push(performance.now() - started);
    // The page itself, and its count from the same list without `after` (the `counted` alias).
    started = performance.now();
    await Promise.all([
      post(LIST, { first: PER_PAGE, after: first.cursor, where }),
      post(LIST, { first: 1, after: null, where }),
    ]);
    listed.push(performance.now() - started);
  }
  rows.push({
    page,
    walkRequests: requests,
    coldWalkMs: Math.round(median(cold)),
    warmWalkMs: Math.round(median(warm) * 10) / 10,
    listQueryMs: Math.round(median(listed)),
    coldTotalMs: Math.round(median(cold) + median(listed)),
  });
}

console.log(`page cursors at ${PRODUCTS} products, ${PER_PAGE} per page, median of ${RUNS} runs`);
console.table(rows);
if (values.json) writeFileSync(values.json, JSON.stringify({ products: PRODUCTS, rows }, null, 2));
await holder.api.close();
server.close();
