import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3107);

/**
 * The Stripe API stand-in (tests/fixtures/stripeApiStandIn.ts) that the storefront's server creates and verifies
 * payment intents against, and that the browser-side Stripe.js stand-in confirms them with. Its port is
 * E2E_STRIPE_PORT, else E2E_PORT + 10000, so runs on different E2E_PORTs do not collide. Specs read the URL and
 * publishable key from the environment (this file is loaded in every worker too).
 */
const stripePort = Number(process.env.E2E_STRIPE_PORT ?? port + 10_000);
const stripe = {
  url: `http://127.0.0.1:${stripePort}`,
  secretKey: 'sk_test_e2e_standin',
  publishableKey: 'pk_test_e2e_standin',
};
process.env.E2E_STRIPE_API_URL = stripe.url;
process.env.E2E_STRIPE_SECRET_KEY = stripe.secretKey;
process.env.E2E_STRIPE_PUBLISHABLE_KEY = stripe.publishableKey;

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-quic',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: [
    {
      command: [
        'node --import tsx tests/fixtures/stripeApiStandIn.ts',
        `--port ${stripePort}`,
        `--secret-key ${stripe.secretKey}`,
        `--publishable-key ${stripe.publishableKey}`,
      ].join(' '),
      url: `${stripe.url}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
    },
    {
      command: 'node --import tsx src/server/host.ts',
      url: `http://localhost:${port}/products`,
      // The API's own Stripe path (the `stripe` gateway, intents created and verified server-side) against the
      // stand-in above; DIST_DIR and the rest of the environment pass through.
      env: {
        PORT: String(port),
        DATA_DIR: 'memory',
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_BASE: stripe.url,
      },
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
