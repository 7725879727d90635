import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import relay from 'vite-plugin-relay';
import { buildManifest } from './scripts/buildManifestPlugin.ts';
import { BCP47 } from './src/i18n/locales.ts';
import { precompileMessages } from './scripts/precompileMessagesPlugin.ts';
import { precompress } from './scripts/precompressPlugin.ts';
import { routeChunks } from './scripts/routeChunksPlugin.ts';
import { slimRelay } from './scripts/slimRelayPlugin.ts';

const apiPort = process.env.API_PORT ?? '4000';

/**
 * React Aria's components carry their built-in strings (a number field's "Increase", a search field's "Clear
 * search") in 34 locales. The client build keeps the shop's six (src/i18n/locales.ts) with Adobe's own plugin:
 * every other locale's module is an empty one, and react-aria's dictionary falls back by language and to en-US, as
 * for any locale it lacks. The server build (`ssr`) keeps them all; the dev server is left alone.
 */
function ariaLocales(): Plugin {
  return { ...optimizeLocales.vite({ locales: Object.values(BCP47) }), apply: 'build' };
}

/**
 * The server bundle's `process.env.NODE_ENV`, fixed at build time as the client bundle's is. Left to run time, React
 * carried its development build beside the production one and react-aria read the environment in hot paths (every
 * element it renders): a Node `process.env` read is a call into the runtime. Builds only: the dev server and the test
 * runner keep reading it.
 */
function serverNodeEnv(): Plugin {
  return {
    name: 'storefront:server-node-env',
    apply: 'build',
    config: (_config, { isSsrBuild, mode }) =>
      isSsrBuild ? { define: { 'process.env.NODE_ENV': JSON.stringify(mode) } } : {},
  };
}

/**
 * Small modules that load together, each group in one file rather than several: what a product card, a product page
 * and the cart show (rating, price, image, an attribute's name, the wishlist heart; -0.5 KB on `/products`), and a form
 * field's parts (react-aria's Group, Input, Text and FieldError, our Field and NumberField: five files of 0.3-1 KB
 * that a product page's quantity field loaded one by one; -1.0 KB on a product page's first load). The client build
 * only: in the server build, where the shell's file holds every route, that file and these would import each other,
 * and the recipe runtime the shell's file carries was not yet defined when these modules' styles ran.
 */
function clientChunkGroups(): Plugin {
  return {
    name: 'storefront:client-chunk-groups',
    apply: 'build',
    config: (_config, { isSsrBuild }) =>
      isSsrBuild
        ? {}
        : {
            build: {
              rolldownOptions: {
                output: {
                  codeSplitting: {
                    groups: [
                      {
                        name: 'cardParts',
                        test: /[\\/]src[\\/](catalog[\\/]Rating|ui[\\/]Price|ui[\\/]Image|i18n[\\/]attributeLabel|wishlist[\\/]WishlistButton)\b/,
                      },
                      {
                        name: 'fieldParts',
                        test: /[\\/](react-aria-components[\\/]dist[\\/]private[\\/](Group|Input|Text|FieldError)\.mjs|src[\\/]ui[\\/](Field|NumberField)(\.css)?\.tsx?)$/,
                      },
                    ],
                  },
                },
              },
            },
          },
  };
}

export default defineConfig({
  plugins: [
    serverNodeEnv(),
    clientChunkGroups(),
    routeChunks(),
    slimRelay(),
    ariaLocales(),
    precompileMessages(),
    relay,
    react(),
    vanillaExtractPlugin(),
    buildManifest(),
    precompress(),
  ],
  resolve: {
    // react-relay's main entry also loads the legacy container API (QueryRenderer, createFragmentContainer, …),
    // CommonJS that no bundler can drop. Its `hooks` entry is the same hooks without them: the app uses only hooks.
    alias: [
      { find: /^react-relay$/, replacement: 'react-relay/hooks' },
      // The router's store imports use-sync-external-store's shim, React 17's stand-in for a hook that React 19 has:
      // its selector entry without the shim uses React's.
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
    ],
  },
  build: {
    target: 'es2022',
    manifest: true,
    sourcemap: false,
    // Every browser the es2022 build runs in reads `<link rel="modulepreload">` itself but Safari before 17, which then
    // fetches each module as it is imported: Vite's polyfill (a MutationObserver and a fetch per link, on every page)
    // is left out.
    modulePreload: { polyfill: false },
    // One small stylesheet linked in the head: route chunks' CSS would otherwise arrive after the first paint.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The framework every page runs (React, Relay's runtime, the router, react-aria's core, formatjs) in one file:
        // it changes only with a dependency upgrade, so it stays cached across deploys of app code, and one file
        // compresses as a whole (-1.6 KB gzip on every page against five files, and four requests fewer). Only what the
        // first load runs: Relay's executor loads on the first request (scripts/slimRelayPlugin.ts), and react-aria's
        // widgets that a route or a panel loads stay with them.
        codeSplitting: {
          groups: [
            {
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-relay|relay-runtime|fbjs|invariant|@tanstack|react-aria|react-aria-components|react-stately|@react-aria|@react-stately|@internationalized|clsx|@formatjs|intl-messageformat|tslib)[\\/]/,
              tags: ['$initial'],
            },
            { name: 'xstate', test: /node_modules[\\/]xstate[\\/]/ },
            // The app's own code the shell loads on every page, in one file: rolldown would otherwise split the shell's
            // small modules by which routes also import them, and each file costs its own compression and imports.
            {
              name: 'shell',
              // vanilla-extract's recipe runtime too: the shell's buttons and links use it, so every page loads it, and
              // on its own it was one more file (-0.1 KB).
              test: (id: string) =>
                !id.includes('node_modules') || /[\\/]@vanilla-extract[\\/]recipes[\\/]/.test(id),
              tags: ['$initial'],
              priority: -1,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  // The server bundle carries its dependencies (Node's ESM loader cannot see the named exports of CJS packages),
  // except isomorphic-dompurify, whose jsdom needs its own files and CommonJS `__dirname` at run time.
  ssr: { noExternal: true, external: ['isomorphic-dompurify'] },
  server: {
    proxy: {
      '/graphql': `http://localhost:${apiPort}`,
      '/images': `http://localhost:${apiPort}`,
      '/_image': `http://localhost:${apiPort}`,
      '/download': `http://localhost:${apiPort}`,
    },
  },
});
