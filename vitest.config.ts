import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** One project per test layer; scripts/test.mjs runs them in sequence and sums the counts. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.{ts,tsx}'],
            environment: 'happy-dom',
            setupFiles: ['tests/unit/setup.ts'],
          },
        },
        {
          extends: true,
          // Machine-alone model tests, in Node: every transition of every machine, in seconds (the inner loop).
          test: {
            name: 'model',
            include: ['tests/model/*.test.{ts,tsx}'],
            environment: 'node',
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          // The same models driven through the real screens (tests/model/screens; happy-dom per file): minutes,
          // so a project of their own that the inner loop (`npm run test:fast`) leaves out.
          test: {
            name: 'screens',
            include: ['tests/model/screens/*.test.{ts,tsx}'],
            environment: 'node',
            // A screen path takes 1-2 s alone; the bound only ends a stuck one, on a machine busy with other work.
            testTimeout: 30_000,
          },
        },
        {
          extends: true,
          test: {
            name: 'api',
            include: ['tests/api/**/*.test.ts'],
            environment: 'node',
            // One API (with its OAuth and Stripe stand-ins) for every API test file: PGlite starts once.
            globalSetup: ['tests/api/helpers/globalSetup.ts'],
            testTimeout: 30_000,
            hookTimeout: 60_000,
            fileParallelism: false,
          },
        },
        {
          extends: true,
          test: {
            // The HTTP host as `npm start` runs it (src/server/host.ts in its own process) on the build in
            // DIST_DIR (default dist/): start-up, file routes, headers, limits, database outages.
            name: 'host',
            include: ['tests/host/**/*.test.ts'],
            environment: 'node',
            testTimeout: 120_000,
            hookTimeout: 120_000,
            fileParallelism: false,
          },
        },
      ],
    },
  }),
);
