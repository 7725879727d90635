import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const slim = (file: string) => fileURLToPath(new URL(`../src/relay/slim/${file}`, import.meta.url));

/**
 * The client build resolves `react-relay` and `relay-runtime` to src/relay/slim/: the same modules, without the
 * parts no storefront path reaches (subscriptions, entry points, pagination and refetch hooks, the response cache,
 * multi-actor environments…), which their CommonJS main entries load whole. -12 KB gzip on every page. The server
 * build, the dev server and the tests keep the packages' own entries; tests/unit/relay/slimEntries.test.ts checks
 * that the slim entries export the very same values, and every name the included react-relay files read.
 */
export function slimRelay(): Plugin {
  return {
    name: 'storefront:slim-relay',
    apply: 'build',
    config(_, { isSsrBuild }) {
      if (isSsrBuild) return;
      return {
        resolve: {
          alias: [
            { find: /^react-relay$/, replacement: slim('react-relay.js') },
            { find: /^relay-runtime$/, replacement: slim('relay-runtime.js') },
            // useFragment ships two bodies, chosen by a feature flag: the storefront keeps its default (the newer).
            { find: /^\.\/useFragmentInternal_CURRENT$/, replacement: slim('currentFragmentHook.cjs') },
          ],
        },
      };
    },
  };
}
