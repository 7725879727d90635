import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

const port = Number(process.env.E2E_PORT ?? 3107);
/** The storefront in GRAPHQL_URL mode, and the reference API it proxies to as if it were a WooCommerce store. */
const storefrontPort = Number(process.env.E2E_STORE_PORT ?? port + 10);
const storePort = Number(process.env.E2E_STORE_API_PORT ?? port + 20);
const storeUrl = `http://127.0.0.1:${storePort}`;
process.env.E2E_STORE_URL = storeUrl;

/**
 * Store mode (`npm test -- store-mode`): a storefront process that runs no API of its own, proxying `/graphql` to a
 * separately started reference API on another origin, the way it is deployed in front of a WordPress store. Both
 * serve the same build (DIST_DIR passes through).
 */
export default defineConfig({
  ...base,
  testDir: 'tests/store-mode',
  workers: 1,
  use: { ...base.use, baseURL: `http://localhost:${storefrontPort}` },
  projects: [{ name: 'store-mode', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: 'node --import tsx src/server/host.ts',
      url: `${storeUrl}/graphql?query=%7B__typename%7D`,
      env: { PORT: String(storePort), DATA_DIR: 'memory', SITE_URL: storeUrl },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx src/server/host.ts',
      url: `http://localhost:${storefrontPort}/products`,
      env: {
        PORT: String(storefrontPort),
        GRAPHQL_URL: `${storeUrl}/graphql`,
        SITE_URL: `http://localhost:${storefrontPort}`,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'ignore',
    },
  ],
});
