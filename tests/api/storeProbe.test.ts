/**
 * Regression: in GRAPHQL_URL mode the storefront started against any endpoint without a word, and a store without
 * Headless Login, woonuxt-settings, the logout mutation or the legacy session token failed only later, page by page.
 */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildSchema } from 'graphql';
import { createSchema, createYoga } from 'graphql-yoga';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkStore, describeFindings, probeStore } from '../../src/server/storeProbe.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

const SDL = readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8');
const SITE = 'https://shop.example.com';
const servers: Server[] = [];

/** Removes `line` (once, exactly) from the SDL: the store without that plugin's field. */
function without(sdl: string, ...lines: string[]): string {
  return lines.reduce((text, line) => {
    expect(text).toContain(line);
    return text.replace(line, '');
  }, sdl);
}

/**
 * A GraphQL server with `typeDefs` and no resolvers (the probes run nothing); `origins` set, it refuses other
 * origins as Headless Login's "Block unauthorized domains" does.
 */
async function store(typeDefs: string, origins?: string[]): Promise<string> {
  const yoga = createYoga({
    schema: createSchema({ typeDefs }),
    graphqlEndpoint: '/graphql',
    logging: false,
  });
  const server = createServer((req, res) => {
    if (origins && !origins.includes(String(req.headers.origin ?? ''))) {
      res.writeHead(403, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ message: 'Unauthorized request origin.' }] }));
      return;
    }
    void yoga(req, res);
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

let api: ApiServer;
beforeAll(async () => {
  // As woonuxt-settings sets Headless Login up: with its logout mutation.
  api = await startApiServer({ env: { HEADLESS_LOGIN_LOGOUT_MUTATION: '1' } });
});
afterAll(async () => {
  await api.close();
  for (const server of servers) server.close();
});

describe('probeStore', () => {
  it('finds everything on the reference API, without introspection', async () => {
    const findings = await probeStore(`${api.url}/graphql`, SITE);
    expect(findings).toEqual([]);
    expect(describeFindings(`${api.url}/graphql`, findings)).toEqual([
      `Store check: ${api.url}/graphql has every plugin and setting the storefront uses.`,
    ]);
  });

  it("names the logout mutation of a store with Headless Login's defaults", async () => {
    const plain = await startApiServer({ env: {} });
    try {
      expect(describeFindings('x', await probeStore(`${plain.url}/graphql`, SITE))).toEqual([
        "Store check: missing the logout mutation (Headless Login's hasLogoutMutation cookie setting, which woonuxt-settings turns on): logging out drops the tokens in the browser only.",
      ]);
    } finally {
      await plain.close();
    }
  });

  it('names the logout mutation and the legacy session token when the store lacks them', async () => {
    // WPGraphQL CORS's logout, which has `status` but no `success`.
    const corsLogout = SDL.replace('  status: String\n  success: Boolean\n}', '  status: String\n}');
    // WooGraphQL 1.x with the session token type 'store-api': LoginPayload has no sessionToken.
    const storeApi = corsLogout.replace(
      '  customer: Customer\n  sessionToken: String\n}',
      '  customer: Customer\n}',
    );
    const url = await store(storeApi);
    expect((await probeStore(url, SITE)).map((f) => f.missing)).toEqual([
      "the logout mutation (Headless Login's hasLogoutMutation cookie setting, which woonuxt-settings turns on)",
      "the legacy session token (WooGraphQL's session token type 'legacy' or 'both')",
    ]);
  });

  it('names a missing plugin once, not each field it brings', async () => {
    const noLogin = without(
      SDL,
      '  login(input: LoginInput!): LoginPayload\n',
      '  logout(input: LogoutInput!): LogoutPayload\n',
    );
    const noSettings = without(noLogin, SDL.match(/ {2}stripePaymentIntent\([^\n]*\n/)![0]);
    const findings = await probeStore(await store(noSettings), SITE);
    expect(describeFindings('x', findings)).toEqual([
      'Store check: missing WPGraphQL Headless Login: login, accounts and social login do not work.',
      'Store check: missing woonuxt-settings: card payments (stripePaymentIntent) are not available.',
    ]);
  });

  it("names the storefront's origin when Headless Login blocks it, and a URL that is no GraphQL endpoint", async () => {
    const url = await store(SDL, ['https://other.example.com']);
    expect(describeFindings(url, await probeStore(url, SITE))).toEqual([
      `Store check: missing ${SITE} in Headless Login's allowed origins (Access Control, "Block unauthorized domains" is on): the store refuses every request of this storefront.`,
    ]);
    expect(await probeStore(await store(SDL, [SITE]), SITE)).toEqual([]);
    const [notGraphql] = await probeStore(`${api.url}/no-such-endpoint`, SITE);
    expect(notGraphql?.missing).toMatch(/^WPGraphQL at .*\/no-such-endpoint \(HTTP 404/);
    const [closed] = await probeStore('http://127.0.0.1:9/graphql', SITE, { timeoutMs: 2000 });
    expect(closed?.missing).toMatch(/^a GraphQL endpoint at http:\/\/127\.0\.0\.1:9\/graphql/);
  });
});

const LIVE = fileURLToPath(new URL('../../../shared/reference/', import.meta.url));

/** A server speaking a real store's printed schema, with no resolvers: validation is all the checks need. */
async function liveStore(file: string): Promise<string> {
  const yoga = createYoga({
    schema: buildSchema(readFileSync(LIVE + file, 'utf8'), { assumeValidSDL: true }),
    graphqlEndpoint: '/graphql',
    logging: false,
  });
  const server = createServer((req, res) => void yoga(req, res));
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
}

describe.skipIf(!existsSync(LIVE))('checkStore on the schemas of the real stores', () => {
  it('names the WooGraphQL line, and finds every storefront operation valid on both', async () => {
    for (const [file, generation] of [
      ['live-woographql-0.21.graphql', 'WooGraphQL 0.x'],
      ['live-woographql-1.0.graphql', 'WooGraphQL 1.x'],
    ] as const) {
      const url = await liveStore(file);
      const report = await checkStore(url, SITE);
      expect(report.generation).toBe(generation);
      expect(describeFindings(url, report.findings, report.generation)).toEqual([
        `Store check: ${url} runs ${generation} and has every plugin and setting the storefront uses.`,
      ]);
    }
  });

  /** Regression: on WooGraphQL 1.x the lists failed validation and the store check still said all was well. */
  it('names each operation a store refuses, in one line', async () => {
    const url = await liveStore('live-woographql-1.0.graphql');
    const report = await checkStore(url, SITE, {
      operations: [
        {
          name: 'ProductListQuery',
          text: 'query ProductListQuery($where: RootQueryToProductUnionConnectionWhereArgs) { products(first: 1, where: $where) { found } }',
        },
        {
          name: 'OrderSummaryScreenQuery',
          text: 'query OrderSummaryScreenQuery($id: ID!) { order(id: $id, idType: DATABASE_ID) { ...OrderSummary_order } } fragment OrderSummary_order on Order { lineItems { nodes { product { node { ... on DownloadableProduct { virtual } } } } } }',
        },
        { name: 'CartQuery', text: 'query CartQuery { cart { isEmpty } }' },
      ],
    });
    expect(report.generation).toBe('WooGraphQL 1.x');
    const lines = describeFindings(url, report.findings, report.generation);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^Store check: missing what 2 of the storefront's 3 operations and their fragments ask for \(/,
    );
    expect(lines[1]).toContain(
      'ProductListQuery: Variable "$where" of type "RootQueryToProductUnionConnectionWhereArgs" used in position expecting type "RootQueryToProductConnectionWhereArgs".',
    );
    expect(lines[1]).toContain(
      'fragment OrderSummary_order: Cannot query field "virtual" on type "DownloadableProduct".',
    );
    expect(lines[1]).not.toContain('CartQuery');
  });
});
