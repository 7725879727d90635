import type { Plugin } from 'vite';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Unit files that need a module graph of their own: they mock modules (vi.mock), fake timers or read module state
 * (the page's settle flag, the inspector's pending events) that another file would have changed.
 */
const UNIT_ISOLATED = [
  'tests/unit/app/InspectorButton.test.tsx',
  'tests/unit/app/contentHydration.test.tsx',
  'tests/unit/server/updateItemQuantities.test.ts',
  'tests/unit/ui/afterNextPaint.test.ts',
  'tests/unit/ui/deferredHydration.test.tsx',
  'tests/unit/catalog/product/storeHtmlHydration.test.tsx',
  'tests/unit/wishlist/wishlistSync.test.ts',
  'tests/unit/ui/selectTrigger.test.tsx',
];

/** Unit files in TypeScript (not TSX) that still need a DOM: browser storage, the document's links. */
const UNIT_DOM_TS = [
  'tests/unit/account/tokenStorage.test.ts',
  'tests/unit/checkout/draftStorage.test.ts',
  'tests/unit/routePrefetch.test.ts',
  'tests/unit/wishlist/wishlistStore.test.ts',
];

/**
 * The transformed modules are kept on disk between runs (Vitest's fsModuleCache, keyed by a file's own text and the
 * config), except vanilla-extract's: a `.css.ts` file's output is its evaluated class names and theme values, which
 * change with the files it imports, not only with its own text.
 */
const fsCacheOutsideStyles: Plugin = {
  name: 'storefront:fs-cache-outside-styles',
  configureVitest({ experimental_defineCacheKeyGenerator }) {
    experimental_defineCacheKeyGenerator(({ id }) => (/\.css\.ts|vanilla/.test(id) ? false : undefined));
  },
};

/** One project per test layer; scripts/test.mjs runs them in sequence and sums the counts. */
export default mergeConfig(
  viteConfig,
  defineConfig({
    plugins: [fsCacheOutsideStyles],
    test: {
      experimental: { fsModuleCache: true },
      projects: [
        // The unit layer in three projects, so that the inner loop (`npm run test:fast`) loads the app's modules once per
        // worker rather than once per file (isolate: false, about four times faster): DOM tests in happy-dom, the rest in
        // Node, and apart, each in a fresh module graph, the files that mock modules, fake timers or keep module state.
        {
          extends: true,
          test: {
            name: 'unit',
            include: ['tests/unit/**/*.test.tsx', ...UNIT_DOM_TS],
            exclude: UNIT_ISOLATED,
            environment: 'happy-dom',
            setupFiles: ['tests/unit/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit:node',
            include: ['tests/unit/**/*.test.ts'],
            exclude: [...UNIT_ISOLATED, ...UNIT_DOM_TS],
            environment: 'node',
            setupFiles: ['tests/unit/setup.ts'],
            isolate: false,
          },
        },
        {
          extends: true,
          test: {
            name: 'unit:isolated',
            include: UNIT_ISOLATED,
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
            // The machines are pure: one module graph for every model file.
            isolate: false,
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
            // Each file leaves a record of what its system did; a run starts without the last run's.
            globalSetup: ['tests/model/screens/records.ts'],
          },
        },
        {
          extends: true,
          // Screen coverage across all screen files, on the records the `screens` project left: it runs after it.
          test: {
            name: 'screens:union',
            include: ['tests/model/screens/union/*.test.ts'],
            environment: 'node',
            sequence: { groupOrder: 1 },
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
            // The files share one module graph: none mocks a module or fakes timers, and each asks the shared API
            // over HTTP or builds its own. A fresh graph per file spent 36 s of a 162 s run importing (118 s
            // without), on PGlite.
            isolate: false,
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
