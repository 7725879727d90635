import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import relay from 'eslint-plugin-relay';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * What an import may resolve to. Sources import `.ts` files with and without their extension, vanilla-extract
 * styles as `./Button.css` (the file is `Button.css.ts`) and Relay artifacts as `X.graphql` (`X.graphql.ts`).
 */
const extensions = ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'];

/** The feature folders of src/ (ARCHITECTURE.md). Each reaches another only through that one's `index.ts`. */
const features = ['catalog', 'cart', 'checkout', 'account', 'wishlist'];

/** Any classified element or file of ours. */
const anything = [{ element: { type: '*' } }, { file: { categories: '*' } }];

/** The layers every feature may use (besides src/settings.ts). */
const sharedLayers = ['ui', 'relay', 'i18n', 'seo', 'machines'];

export default tseslint.config(
  {
    ignores: [
      '__generated__',
      'dist',
      'node_modules',
      '.data',
      'test-results',
      'playwright-report',
      'public',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-floating-promises': 'error',
      // TanStack Router's notFound() and redirect() are thrown as plain objects by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [{ from: 'package', package: '@tanstack/router-core', name: ['NotFoundError', 'Redirect'] }],
        },
      ],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.configs.recommended.rules },
  },

  // Relay: each component reads only what its own fragment asks for, and spreads only fragments it renders.
  // eslint-plugin-relay 2.0 runs on ESLint 9 flat config as it is (it asks for `sourceCode.getScope` before the
  // removed `context.getScope`), so it needs no compatibility wrapper. A field or spread another module reads is
  // kept with a GraphQL comment on the line before it: `# eslint-disable-next-line relay/unused-fields -- why`.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { relay },
    rules: {
      'relay/graphql-syntax': 'error',
      'relay/unused-fields': 'error',
      'relay/must-colocate-fragment-spreads': 'error',
      'relay/hook-required-argument': 'error',
      'relay/generated-typescript-types': 'error',
    },
  },

  // No import cycles between modules. Type-only imports (`import type`, or every specifier `type`) are not
  // followed: they vanish at compile time, so they cannot form a cycle at run time.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': extensions,
      'import-x/resolver-next': [createNodeResolver({ extensions })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },

  // Feature boundaries (ARCHITECTURE.md, STYLE.md G13). Every folder of src/ and machines/ is an element; the
  // single files at the top of src/ are classified as files. Imports inside one element (a feature's own files)
  // are not checked, nor are packages and the Relay artifacts in __generated__/.
  {
    files: ['src/**/*.{ts,tsx}', 'machines/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions } },
      'boundaries/elements': [
        // The shell (layout, header, panels, error page) and the one actor system.
        { type: 'app', pattern: 'src/app', partialMatch: false },
        // One element per feature folder; the captured `feature` tells two features apart.
        {
          type: 'feature',
          pattern: `src/(${features.join('|')})`,
          capture: ['feature'],
          partialMatch: false,
        },
        { type: 'ui', pattern: 'src/ui', partialMatch: false },
        { type: 'relay', pattern: 'src/relay', partialMatch: false },
        { type: 'i18n', pattern: 'src/i18n', partialMatch: false },
        { type: 'seo', pattern: 'src/seo', partialMatch: false },
        { type: 'machines', pattern: 'machines', partialMatch: false },
        // The Node host (server rendering, page cache, images, the /graphql proxy): no part of the browser's app.
        { type: 'host', pattern: 'src/server', partialMatch: false },
      ],
      'boundaries/files': [
        // The typed store settings, the safe browser storage and `once` (a module asked for once): anyone may use them.
        { category: 'settings', pattern: 'src/{settings,safeStorage,once}.ts' },
        // The entry points and the route table: main.tsx, entry-server.tsx, router.tsx, App.tsx, routePrefetch.ts.
        { category: 'entry', pattern: 'src/*.{ts,tsx}' },
      ],
      'boundaries/files-single-match': true,
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          // Whatever no policy below allows is refused.
          default: 'disallow',
          policies: [
            // The entry points and the shell wire everything together.
            {
              from: [{ file: { categories: 'entry' } }, { element: { type: 'app' } }],
              allow: { to: anything },
            },

            // A feature uses the shared layers and the settings...
            { from: { element: { type: 'feature' } }, allow: { to: { element: { types: sharedLayers } } } },
            { from: { element: { type: 'feature' } }, allow: { to: { file: { categories: 'settings' } } } },
            // ...the app's public actor module and the hooks it hands to React...
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'app',
                    // inspector.ts: a page's local machine (the lost-password flow) is watched like the system.
                    // panelCode.ts: a feature about to open a panel (an add to cart opens the cart) starts its code.
                    fileInternalPath: ['actors*.{ts,tsx}', 'hooks*.{ts,tsx}', 'inspector.ts', 'panelCode.ts'],
                  },
                },
              },
            },
            // ...and another feature only through its public entry, src/<feature>/index.ts, or a component at the top
            // of its folder (src/<feature>/Name.tsx). A component is imported from its own file so that the fragment
            // it owns is spread where Relay's colocation rule can see whose it is; the rest (queries, stores,
            // mutations, actors, helpers) stays private.
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'feature', fileInternalPath: ['index.ts', '[A-Z]*.tsx'] } } },
            },

            // The design system knows no feature, no shell and no data layer; it may word things.
            { from: { element: { type: 'ui' } }, allow: { to: { element: { type: 'i18n' } } } },
            // The network layer knows no feature, no shell and no component.
            {
              from: { element: { type: 'relay' } },
              allow: { to: { element: { types: ['i18n', 'machines'] } } },
            },
            // Head tags and structured data are worded and carry image URLs.
            { from: { element: { type: 'seo' } }, allow: { to: { element: { types: ['i18n', 'ui'] } } } },
            // The shared layers may all read the settings.
            {
              from: { element: { types: ['ui', 'relay', 'i18n', 'seo'] } },
              allow: { to: { file: { categories: 'settings' } } },
            },
            // machines/ has no policy: it imports nothing from src/ (framework-free, STYLE.md G8).
            // src/server/ has none either: the host loads the built app at run time and imports none of its modules;
            // only src/entry-server.tsx (an entry) reaches into it, for the store requests' limits (upstream.ts).
          ],
        },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['react', 'react-*', 'relay-runtime', '../src/*', '**/src/**'] },
      ],
    },
  },
  // The reference API is a program of its own: the host mounts it, never the other way round.
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**'],
              message: 'The reference API imports nothing from src/ (the host in src/server/ mounts it).',
            },
          ],
        },
      ],
    },
  },
  // The host reaches the reference API through its entry (server/api.ts, loaded when GRAPHQL_URL is unset) and the
  // two modules both share: the request-body and cross-site limits (server/http.ts) and StartupError
  // (server/startup.ts).
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '!**/server/api.ts', '!**/server/http.ts', '!**/server/startup.ts'],
              message:
                'The host uses the reference API through server/api.ts only (and server/http.ts, server/startup.ts).',
            },
          ],
        },
      ],
    },
  },
  // The actor system and the modules that hand it to React never import the app's route table, not even its type:
  // src/router.tsx imports every route, the routes the hooks, and the hooks these modules, so a type import closes
  // a cycle that import-x/no-cycle cannot see (it follows no type imports). They take any router through
  // `StorefrontNavigation` (src/app/storefrontHost.ts). machines/ imports nothing from src/ (above).
  {
    files: ['src/app/actors.ts', 'src/app/storefrontHost.ts', 'src/app/hooks.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/router', '**/router.tsx'],
              message:
                'The actor system takes any router as StorefrontNavigation (src/app/storefrontHost.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'tests/**/*.mjs', 'tests/**/*.js', '*.js', 'src/relay/slim/*.{js,cjs}'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // Stand-ins for relay-runtime's own CommonJS modules (scripts/slimRelayPlugin.ts) load its files as it does.
    files: ['src/relay/slim/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
