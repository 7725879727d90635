/**
 * API latency benchmark over real HTTP on loopback: seeds a large catalogue into an in-memory PGlite (or the
 * database in DATABASE_URL), then measures p50/p95 of the storefront's hot operations and fails when a p95
 * exceeds its budget.
 *
 *   node --import tsx tests/bench/apiLatency.ts [--products 50000] [--runs 40] [--json out.json]
 *
 * Budgets (p95, one request at a time, loopback, 2 cores): a storefront page makes one API call that must leave
 * room for server rendering inside a ~500 ms time to first byte, so list/category/filter/sort/product/cart
 * reads get 150 ms; search does substring matching over names and descriptions (trigram index, but a term
 * that matches most of the catalogue still counts and ranks every match) and gets 600 ms; addToCart writes a session row and signs a token: 150 ms. The bare `{ __typename }` request is the
 * floor of HTTP + GraphQL overhead, measured in the same run for reference (no budget).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { createApi, type ApiInternals } from '../../server/api.ts';
import { seedSynthetic } from '../../server/db/seed.ts';
import { LIST, PRODUCT, ADD } from './operations.ts';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    runs: { type: 'string', default: '40' },
    json: { type: 'string' },
  },
});
const PRODUCTS = Number(values.products);
const RUNS = Number(values.runs);
const WARMUP = 3;

interface Scenario {
  name: string;
  budgetMs: number | null;
  query: string;
  variables: Record<string, unknown>;
}

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function main(): Promise<void> {
  const started = performance.now();
  const holder: { api?: ApiInternals } = {};
  const server = createServer((req, res) => {
    void holder.api!.handle(req, res).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const api = (await createApi({
    siteUrl: url,
    env: {},
    ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}),
  })) as ApiInternals;
  holder.api = api;
  const t0 = performance.now();
  const added = await seedSynthetic(api.db, PRODUCTS);
  const seedMs = performance.now() - t0;
  await api.db.exec('ANALYZE');
  console.log(`catalogue: ${PRODUCTS} products (${added} generated in ${(seedMs / 1000).toFixed(1)} s)`);

  const post = async (
    query: string,
    variables: Record<string, unknown>,
  ): Promise<Record<string, unknown>> => {
    const r = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await r.json()) as { data?: Record<string, unknown>; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0]!.message);
    return body.data!;
  };

  // The cursor of page 100 (24 per page): walk there with large pages once.
  let after: string | null = null;
  let skipped = 0;
  while (skipped < 99 * 24) {
    const first: number = Math.min(100, 99 * 24 - skipped);
    const data = (await post(LIST, { first, after })) as { products: { pageInfo: { endCursor: string } } };
    after = data.products.pageInfo.endCursor;
    skipped += first;
  }
  const productIds = (
    await api.db.query<{ id: number }>(
      `SELECT id FROM products WHERE parent_id IS NULL AND type = 'simple' AND stock_status = 'instock' ORDER BY id DESC LIMIT 200`,
    )
  ).map((r) => r.id);
  let nextProduct = 0;

  const scenarios: Scenario[] = [
    { name: 'bare { __typename } (floor)', budgetMs: null, query: '{ __typename }', variables: {} },
    { name: 'product list, page 1', budgetMs: 150, query: LIST, variables: { first: 24 } },
    { name: 'product list, page 100', budgetMs: 150, query: LIST, variables: { first: 24, after } },
    {
      name: 'category page',
      budgetMs: 150,
      query: LIST,
      variables: { first: 24, where: { categoryIn: ['kitchen'] } },
    },
    {
      name: 'search "lamp"',
      budgetMs: 600,
      query: LIST,
      variables: { first: 24, where: { search: 'lamp' } },
    },
    {
      name: 'search "load testing" (descriptions)',
      budgetMs: 600,
      query: LIST,
      variables: { first: 24, where: { search: 'load testing' } },
    },
    {
      name: 'search "zq" (no match, short)',
      budgetMs: 600,
      query: LIST,
      variables: { first: 24, where: { search: 'zq' } },
    },
    {
      name: 'filter price + rating + size',
      budgetMs: 150,
      query: LIST,
      variables: {
        first: 24,
        where: {
          minPrice: 20,
          maxPrice: 80,
          rating: [4],
          taxonomyFilter: {
            relation: 'AND',
            filters: [{ taxonomy: 'PA_SIZE', terms: ['m'], operator: 'IN' }],
          },
        },
      },
    },
    {
      name: 'sort by price ascending',
      budgetMs: 150,
      query: LIST,
      variables: { first: 24, where: { orderby: [{ field: 'PRICE', order: 'ASC' }] } },
    },
    {
      name: 'product by slug (variable, related)',
      budgetMs: 150,
      query: PRODUCT,
      variables: { slug: 'everyday-hoodie' },
    },
    {
      name: 'product by slug (generated)',
      budgetMs: 150,
      query: PRODUCT,
      variables: { slug: `item-${Math.floor(PRODUCTS / 2)}` },
    },
    { name: 'addToCart (new guest session)', budgetMs: 150, query: ADD, variables: {} },
  ];

  const results: {
    name: string;
    p50: number;
    p95: number;
    max: number;
    budgetMs: number | null;
    ok: boolean;
  }[] = [];
  for (const s of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const variables = s.query === ADD ? { id: productIds[nextProduct++ % productIds.length] } : s.variables;
      const t = performance.now();
      await post(s.query, variables);
      if (i >= WARMUP) times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    results.push({
      name: s.name,
      p50: percentile(times, 50),
      p95,
      max: times[times.length - 1]!,
      budgetMs: s.budgetMs,
      ok: s.budgetMs === null || p95 <= s.budgetMs,
    });
  }

  const pad = (v: string, n: number): string => v.padEnd(n);
  const ms = (v: number): string => v.toFixed(1).padStart(8);
  console.log(
    `\n${pad('operation', 40)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}  budget`,
  );
  for (const r of results)
    console.log(
      `${pad(r.name, 40)}${ms(r.p50)}${ms(r.p95)}${ms(r.max)}  ${r.budgetMs === null ? '-' : `${r.budgetMs} ${r.ok ? 'ok' : 'OVER'}`}`,
    );
  const total = (performance.now() - started) / 1000;
  console.log(`\n${RUNS} runs per operation after ${WARMUP} warm-up runs; total ${total.toFixed(1)} s`);
  if (values.json) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(
      values.json,
      JSON.stringify({ products: PRODUCTS, runs: RUNS, seconds: total, results }, null, 2),
    );
  }
  server.closeAllConnections();
  server.close();
  await api.close();
  const over = results.filter((r) => !r.ok);
  if (over.length) {
    console.error(`Over budget: ${over.map((r) => r.name).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
