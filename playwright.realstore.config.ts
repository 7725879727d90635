import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import base from './playwright.config';
import { STACKS } from './tests/realstore/stores';

/**
 * The `realstore` layer (`npm test -- realstore`, run by tests/realstore/run.ts, which starts and seeds the stores
 * and passes their addresses in REALSTORE_URLS): the shopper journeys of tests/e2e tagged `@store`, once per real
 * WooGraphQL generation, each against a storefront process with GRAPHQL_URL pointed at that store; and the
 * differential check of every operation against the reference API and each store (tests/realstore).
 */
const urls = JSON.parse(process.env.REALSTORE_URLS ?? '{}') as Record<string, string>;
const missing = STACKS.filter((stack) => !urls[stack.id]);
if (missing.length)
  throw new Error(
    `playwright.realstore.config.ts needs the stores' addresses: run it through tests/realstore/run.ts (missing: ${missing.map((s) => s.id).join(', ')}).`,
  );

const port = Number(process.env.E2E_PORT ?? 3107);
/** A storefront per stack, then the reference API the differential check compares them with. */
const storefrontPort = (index: number) => port + 50 + index * 10;
const referencePort = port + 50 + STACKS.length * 10;
process.env.REALSTORE_REFERENCE_URL = `http://localhost:${referencePort}`;

const browser = { ...devices['Desktop Chrome'], channel: undefined };
/** What the checks against the stores themselves read: each store's address and its storefront's origin. */
const storeMetadata = {
  stores: urls,
  origins: Object.fromEntries(
    STACKS.map((stack, index) => [stack.id, `http://localhost:${storefrontPort(index)}`]),
  ),
};
/** The uncached page timing: its own project, run last (below). */
const TIMING = /pageTiming\.spec\.ts$/;
const webServer: PlaywrightTestConfig['webServer'] = [
  ...STACKS.map((stack, index) => ({
    command: 'node --import tsx src/server/host.ts',
    url: `http://localhost:${storefrontPort(index)}/products`,
    env: {
      PORT: String(storefrontPort(index)),
      GRAPHQL_URL: `${urls[stack.id]}/graphql`,
      SITE_URL: `http://localhost:${storefrontPort(index)}`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
  })),
  {
    command: 'node --import tsx src/server/host.ts',
    url: `http://localhost:${referencePort}/products`,
    env: { PORT: String(referencePort), DATA_DIR: 'memory' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
  },
];

export default defineConfig({
  ...base,
  testDir: 'tests',
  // Its own folder: another Playwright run (the e2e layer) empties test-results/ when it starts.
  outputDir: 'test-results/realstore',
  workers: 2,
  // A WordPress store answers in tens to hundreds of milliseconds where the reference API takes a few.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  projects: [
    ...STACKS.map((stack, index) => ({
      name: stack.id,
      testDir: 'tests/e2e',
      grep: /@store\b/,
      metadata: { backend: stack.id, storeUrl: urls[stack.id] },
      use: { ...browser, baseURL: `http://localhost:${storefrontPort(index)}` },
    })),
    {
      name: 'differential',
      testDir: 'tests/realstore',
      testMatch: /\.spec\.ts$/,
      testIgnore: TIMING,
      metadata: storeMetadata,
      use: { ...browser, baseURL: process.env.REALSTORE_REFERENCE_URL },
    },
    // Timed on a quiet machine: after every other project has ended, one page at a time (pageTiming.spec.ts). Beside
    // the journeys (two browsers, two stores and three storefronts on two cores) the storefront's share of a page's
    // first byte doubled: 74 and 94 ms against 39 and 47 alone.
    {
      name: 'timing',
      testDir: 'tests/realstore',
      testMatch: TIMING,
      dependencies: [...STACKS.map((stack) => stack.id), 'differential'],
      metadata: storeMetadata,
      use: { ...browser, baseURL: process.env.REALSTORE_REFERENCE_URL },
    },
  ],
  webServer,
});
