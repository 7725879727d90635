import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const slim = (file: string) => fileURLToPath(new URL(`../src/relay/slim/${file}`, import.meta.url));

/**
 * Modules inside relay-runtime that RelayModernEnvironment, RelayModernStore and commitMutation load with themselves:
 * the client build resolves the relative require of each, from relay-runtime's own files, to a stand-in in
 * src/relay/slim/. Most are for features the storefront's operations never declare (checked by
 * tests/unit/relay/slimInternals.test.ts); the executor and its normalizer load on the first network operation
 * (tests/unit/relay/deferredExecutor.test.ts).
 */
export const relayInternals: Record<string, string> = {
  './live-resolvers/LiveResolverCache': 'noLiveResolvers.cjs',
  '../handlers/RelayDefaultHandlerProvider': 'noHandlers.cjs',
  './RelayDeclarativeMutationConfig': 'noMutationConfigs.cjs',
  './readUpdatableQuery': 'noUpdatableReads.cjs',
  './readUpdatableFragment': 'noUpdatableReads.cjs',
  // Loaded on the first network operation instead (a page hydrates from the server's records).
  './OperationExecutor': 'lazyOperationExecutor.cjs',
  './normalizeResponse': 'lazyNormalizeResponse.cjs',
};

/**
 * The client build resolves `react-relay` and `relay-runtime` to src/relay/slim/: the same modules, without the
 * parts no storefront path reaches (subscriptions, entry points, pagination and refetch hooks, the response cache,
 * multi-actor environments…), which their CommonJS main entries load whole: -12 KB gzip on every page. Inside
 * relay-runtime, the modules of `relayInternals` (above) are stand-ins: -13 KB more on a first load. The server build,
 * the dev server and the tests keep the packages' own entries; tests/unit/relay/slimEntries.test.ts checks that the
 * slim entries export the very same values, and every name the included react-relay files read.
 *
 * The compiler's artifacts end with `(node as any).hash = "…"`, the text's digest that Babel's `graphql` tag compares
 * in development to warn of a stale artifact. No runtime reads it, and 32 hex digits compress badly: the client build
 * leaves it out (-0.7 KB gzip on a product page's first load, one per fragment and query it loads).
 */
export function slimRelay(): Plugin {
  let client = false;
  return {
    name: 'storefront:slim-relay',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const standIn = relayInternals[source];
      if (
        !client ||
        !standIn ||
        !importer?.replaceAll('\\', '/').includes('/node_modules/relay-runtime/lib/')
      )
        return null;
      return slim(standIn);
    },
    transform(code, id) {
      if (!client || !GENERATED.test(id)) return null;
      return { code: withoutHash(code), map: null };
    },
    config(_, { isSsrBuild }) {
      if (isSsrBuild) return;
      client = true;
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

const GENERATED = /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/;
const HASH = /^\(node as any\)\.hash = "[0-9a-f]+";$/m;

/** A compiled artifact without the digest of its text (see `slimRelay`). */
export function withoutHash(code: string): string {
  return code.replace(HASH, '');
}
