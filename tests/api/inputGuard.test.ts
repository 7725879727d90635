/**
 * Regression: a NUL byte in a string argument, an absurd price filter (`minPrice: 1e308`) or a number too large
 * for its type came back as "Unexpected error." with a stack in the log, instead of a clear BAD_USER_INPUT error.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer, type GqlResult } from './helpers/apiServer.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

const LIST = `query ($where: RootQueryToProductUnionConnectionWhereArgs, $first: Int) {
  products(first: $first, where: $where) { nodes { databaseId } }
}`;

function expectBadInput(r: GqlResult<unknown>, message: RegExp): void {
  const data = (r.body.data ?? {}) as Record<string, unknown>;
  expect(Object.values(data).filter((v) => v !== null)).toEqual([]);
  const error = r.body.errors?.[0];
  expect(error?.message).toMatch(message);
  expect(error?.message).not.toMatch(/Unexpected error/);
  expect(error?.extensions?.code).toBe('BAD_USER_INPUT');
}

/** Sends a raw JSON body: JSON.stringify cannot write the numbers (1e999) a hostile client can. */
async function rawPost(body: string): Promise<GqlResult<unknown>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json' },
    body,
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as GqlResult<unknown>['body'],
  };
}

describe('string arguments', () => {
  const NUL = /must not contain NUL/;

  it('refuses a NUL byte in a variable', async () => {
    expectBadInput(await server.gql(LIST, { where: { search: 'mug\u0000' } }), NUL);
  });

  it('refuses a NUL byte in a literal', async () => {
    expectBadInput(await server.gql('{ product(id: "mug\\u0000", idType: SLUG) { name } }'), NUL);
  });

  it('refuses a NUL byte nested in an input list', async () => {
    expectBadInput(await server.gql(LIST, { where: { categoryIn: ['kitchen', 'a\u0000'] } }), NUL);
    expectBadInput(
      await server.gql(
        `mutation ($u: String!) { login(input: { provider: PASSWORD, credentials: { username: $u, password: "x" } }) { authToken } }`,
        { u: 'demo\u0000' },
      ),
      NUL,
    );
  });
});

describe('numeric arguments', () => {
  it('refuses an absurd price filter', async () => {
    for (const where of [{ minPrice: 1e308 }, { maxPrice: 1e308 }, { minPrice: 1e12 }, { maxPrice: -1 }])
      expectBadInput(await server.gql(LIST, { where }), /Price filters must be/);
  });

  it('refuses a non-finite number literal', async () => {
    expectBadInput(
      await server.gql('{ products(where: { minPrice: 1e999 }) { nodes { databaseId } } }'),
      /finite|Price filters must be/,
    );
  });

  it('refuses a non-finite number in the variables', async () => {
    expectBadInput(
      await rawPost(`{"query":${JSON.stringify(LIST)},"variables":{"where":{"minPrice":1e999}}}`),
      /Float cannot represent|finite/,
    );
  });

  it('refuses integers beyond 32 bits and out-of-range counts', async () => {
    expectBadInput(await server.gql(LIST, { first: 1e10 }), /Int cannot represent/);
    expectBadInput(
      await server.gql('{ products(where: { categoryId: 99999999999 }) { nodes { databaseId } } }'),
      /Int cannot represent/,
    );
    expectBadInput(await server.gql(LIST, { first: -1 }), /first must be a non-negative integer/);
    expectBadInput(await server.gql(LIST, { where: { rating: [2147483647] } }), /Rating filters must be/);
  });

  it('still answers ordinary values', async () => {
    const r = await server.gql<{ products: { nodes: unknown[] } }>(LIST, {
      first: 3,
      where: { minPrice: 0, maxPrice: 1_000_000, search: 'mug' },
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data?.products.nodes.length).toBeGreaterThan(0);
  });
});

describe('deeply nested values', () => {
  /** Regression (B11): a list nested 5,000 deep overflowed the parser's call stack into an HTTP 500. */
  it('refuses a literal list nested 5,000 deep as a bad document, not a server error', async () => {
    const r = await rawPost(
      JSON.stringify({
        query: `{ products(where: { categoryIn: ${'['.repeat(5000)}"x"${']'.repeat(5000)} }) { nodes { databaseId } } }`,
      }),
    );
    expect(r.status).toBe(400);
    expect(r.body.errors?.[0]?.message).toMatch(/nested too deeply/);
    expect(r.body.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('checks a variable nested 100,000 deep without overflowing', async () => {
    const r = await rawPost(
      `{"query":"query ($a: String) { __typename }","variables":{"a":${'['.repeat(100_000)}"x\\u0000"${']'.repeat(100_000)}}}`,
    );
    expect(r.status).toBeLessThan(500);
    expect(r.body.errors?.[0]?.message).not.toMatch(/Unexpected error/);
  });
});
