/**
 * Regression: a 1.8 KB document of fragments that each spread the next one twice froze the whole API for
 * 9–29 s, `related(first: 5)` nested five levels took 5–7 s within the old depth limit, 300 aliases of
 * `products(first: 100)` were accepted, and production answered introspection. The graphql-armor limits must
 * refuse each hostile shape quickly with a clear error, while every storefront operation stays within them.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUERY_LIMITS, QUERY_REFUSED, measureOperation } from '../../server/queryLimits.ts';
import {
  deepRelated,
  fragmentBomb,
  manyAliases,
  manyDirectives,
  manyTokens,
} from '../bench/hostileOperations.ts';
import { LIST, PRODUCT, ADD } from '../bench/operations.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';
import { generatedOperations } from './helpers/generatedOperations.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** The operation texts relay-compiler wrote for the storefront, plus the benchmark operations. */
function operations(): { name: string; text: string }[] {
  return [
    ...generatedOperations(),
    { name: 'bench LIST', text: LIST },
    { name: 'bench PRODUCT', text: PRODUCT },
    { name: 'bench ADD', text: ADD },
  ];
}

let server: ApiServer;
beforeAll(async () => {
  // Every storefront operation, LogoutMutation included: it is sent only to stores that have Headless Login's logout.
  server = await startApiServer({ env: { HEADLESS_LOGIN_LOGOUT_MUTATION: '1' } });
});
afterAll(async () => {
  await server.close();
});

describe('query limits', () => {
  it('keeps every storefront operation within each limit with room to grow', () => {
    const schema = buildSchema(readFileSync(`${root}schema/schema.graphql`, 'utf8'));
    const ops = operations();
    expect(ops.length).toBeGreaterThan(30);
    const over: string[] = [];
    for (const op of ops) {
      const m = measureOperation(schema, op.text);
      for (const key of ['tokens', 'depth', 'aliases', 'directives', 'cost'] as const) {
        // Margin: a third of each limit stays free (depth: two levels).
        const room = key === 'depth' ? QUERY_LIMITS.depth - 2 : QUERY_LIMITS[key] * (2 / 3);
        if (m[key] > room) over.push(`${op.name}: ${key} ${m[key]} (limit ${QUERY_LIMITS[key]})`);
      }
    }
    expect(over).toEqual([]);
  });

  it('refuses none of the storefront operations over HTTP', async () => {
    const refused: string[] = [];
    for (const op of operations()) {
      // Without variables the operations stop at variable coercion, after the limits had their say.
      const r = await server.gql(op.text);
      for (const e of r.body.errors ?? [])
        if (e.extensions?.code === QUERY_REFUSED || /limit of/i.test(e.message))
          refused.push(`${op.name}: ${e.message}`);
    }
    expect(refused).toEqual([]);
  });

  const hostile: [string, () => string, RegExp][] = [
    ['a fragment bomb', () => fragmentBomb(), /Query Cost limit of 150000 exceeded/],
    ['related(first: 5) nested five levels', () => deepRelated(5), /Query depth limit of 11 exceeded/],
    ['300 aliases of products(first: 100)', () => manyAliases(300), /Token limit of 2000 exceeded/],
    [
      '100 aliases of products(first: 100)',
      () => manyAliases(100),
      /Aliases limit of 15 exceeded, found 100/,
    ],
    ['200 directives', () => manyDirectives(200), /Directives limit of 10 exceeded, found 200/],
    ['a document of 100,000 ids', () => manyTokens(100_000), /Token limit of 2000 exceeded/],
  ];
  it.each(hostile)('refuses %s quickly with a clear error', async (_name, build, message) => {
    const started = performance.now();
    const r = await server.gql(build());
    const elapsed = performance.now() - started;
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors?.[0]?.message).toMatch(message);
    expect(r.body.errors?.[0]?.extensions?.code).toBe(QUERY_REFUSED);
    // Generous for a busy machine: before the limits the fragment bomb alone took 9 s or more.
    expect(elapsed).toBeLessThan(2_000);
  });

  it('answers related products four levels deep (within the limits)', async () => {
    const r = await server.gql<Record<string, unknown>>(deepRelated(4));
    expect(r.body.errors).toBeUndefined();
    expect(JSON.stringify(r.body.data)).toContain('related');
  });
});

describe('a production API', () => {
  const QUERY = '{ __schema { queryType { name } } }';
  let production: ApiServer;
  beforeAll(async () => {
    production = await startApiServer({ env: { NODE_ENV: 'production' } });
  }, 120_000);
  afterAll(async () => {
    await production.close();
  });

  it('answers introspection outside production', async () => {
    const r = await server.gql<{ __schema: { queryType: { name: string } } }>(QUERY);
    expect(r.body.data?.__schema.queryType.name).toBe('RootQuery');
  });

  it('refuses introspection in production unless GRAPHQL_INTROSPECTION=1', async () => {
    const r = await production.gql(QUERY);
    expect(r.body.data ?? null).toBeNull();
    expect(r.body.errors?.[0]?.message).toMatch(/introspection has been disabled/);
    const ordinary = await production.gql<{ __typename: string }>('{ __typename }');
    expect(ordinary.body.data?.__typename).toBe('RootQuery');
    const allowed = await startApiServer({ env: { NODE_ENV: 'production', GRAPHQL_INTROSPECTION: '1' } });
    try {
      const answered = await allowed.gql<{ __schema: { queryType: { name: string } } }>(QUERY);
      expect(answered.body.data?.__schema.queryType.name).toBe('RootQuery');
    } finally {
      await allowed.close();
    }
  }, 120_000);

  /**
   * Regression: every product's `related` and `reviews` ran queries of their own, so `related` nested three
   * levels (5 + 25 + 125 products) ran over 300 queries.
   */
  it('loads nested related products and their reviews with one query per level', async () => {
    const db = production.db;
    const query = db.query.bind(db);
    let count = 0;
    db.query = (text, params) => {
      count++;
      return query(text, params);
    };
    try {
      const r = await production.gql(deepRelated(3, 'reviews(first: 3) { nodes { databaseId } }'));
      expect(r.body.errors).toBeUndefined();
      expect(JSON.stringify(r.body.data).match(/"name"/g)?.length).toBeGreaterThan(100);
    } finally {
      db.query = query;
    }
    expect(count).toBeLessThan(25);
  });
});
