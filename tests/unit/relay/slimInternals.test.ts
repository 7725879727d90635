import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { relayInternals } from '../../../scripts/slimRelayPlugin.ts';

// The client build resolves a few of relay-runtime's own requires to stand-ins (scripts/slimRelayPlugin.ts), for
// features no storefront operation declares. These tests hold both sides: what the storefront declares, and what
// Relay's files call on each stand-in. The e2e suite runs the built client with them.
const root = process.cwd();
const require = createRequire(join(root, 'package.json'));
const runtimeLib = dirname(require.resolve('relay-runtime/lib/store/RelayModernStore'));
const standIn = (specifier: string) =>
  require(join(root, 'src/relay/slim', relayInternals[specifier]!)) as Record<string, unknown>;
const relayFile = (path: string) => readFileSync(join(runtimeLib, '..', path), 'utf8');

const artifacts = readdirSync(join(root, '__generated__'))
  .filter((file) => file.endsWith('.graphql.ts'))
  .map((file) => readFileSync(join(root, '__generated__', file), 'utf8'));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );
}
const sources = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))];

describe('relay-runtime modules the client build leaves out', () => {
  it('are each still required by relay-runtime’s files under the name replaced', () => {
    const requires = new Set<string>();
    for (const path of [
      'store/RelayModernStore.js',
      'store/RelayModernEnvironment.js',
      'mutations/commitMutation.js',
    ]) {
      for (const [, spec] of relayFile(path).matchAll(/require\('(\.{1,2}\/[^']+)'\)/g)) requires.add(spec!);
    }
    for (const path of [
      'mutations/RelayRecordSourceProxy.js',
      'mutations/RelayRecordSourceSelectorProxy.js',
    ]) {
      for (const [, spec] of relayFile(path).matchAll(/require\('(\.{1,2}\/[^']+)'\)/g)) requires.add(spec!);
    }
    expect(Object.keys(relayInternals).length).toBe(7);
    for (const specifier of Object.keys(relayInternals))
      expect([...requires], specifier).toContain(specifier);
  });

  it('serve no operation: no artifact has a resolver, a client edge, a field handle or an updatable query', () => {
    expect(artifacts.length).toBeGreaterThan(40);
    const kinds = new Set(
      artifacts.flatMap((text) => [...text.matchAll(/"kind": "(\w+)"/g)].map((m) => m[1]!)),
    );
    expect(kinds).toContain('Operation');
    for (const kind of [
      'RelayResolver',
      'RelayLiveResolver',
      'ClientEdgeToClientObject',
      'ClientEdgeToServerObject',
      'LinkedHandle',
      'ScalarHandle',
      'UpdatableQuery',
    ])
      expect(kinds.has(kind), kind).toBe(false);
    for (const text of artifacts)
      expect(text).not.toMatch(/"handle":|"resolverModule"|@updatable|@assignable/);
    for (const text of sources) {
      expect(text).not.toMatch(
        /@connection\b|@relay_resolver|@(append|prepend)(Edge|Node)|@delete(Record|Edge)/,
      );
      expect(text).not.toMatch(/\breadUpdatable(Query|Fragment)\b|\bConnectionHandler\b/);
    }
  });

  it('leave the executor to RelayModernEnvironment’s one call, which the deferred executor waits for', () => {
    const environment = relayFile('store/RelayModernEnvironment.js');
    // One call, read from the module at call time, handed the environment's normalizer and its in-flight map.
    expect([...environment.matchAll(/OperationExecutor\.execute\(/g)]).toHaveLength(1);
    expect(environment).toMatch(
      /config\.normalizeResponse\) !== null && [\w$]+ !== void 0 \? [\w$]+ : normalizeResponse;/,
    );
    expect(environment).toMatch(/normalizeResponse: _this\d*\._normalizeResponse,/);
    expect(environment).toMatch(/operationExecutions: _this\d*\._operationExecutions,/);
    // Relay's executor marks an operation in flight as it starts; the deferred one does so while the code loads.
    const executor = relayFile('store/OperationExecutor.js');
    expect(executor).toMatch(
      /this\._operationExecutions\.set\(this\._operation\.request\.identifier, activeState\)/,
    );
    expect(executor).toMatch(/case 'started':\s*\{\s*activeState = 'active';/);
  });

  it('stand in for the live resolver cache with every method the store, reader and subscriptions call', () => {
    const { LiveResolverCache, RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY, getUpdatedDataIDs } = standIn(
      './live-resolvers/LiveResolverCache',
    ) as {
      LiveResolverCache: new () => Record<string, (...args: unknown[]) => unknown>;
      RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY: string;
      getUpdatedDataIDs: (ids: Set<string>) => Set<string>;
    };
    const original = require('relay-runtime/lib/store/live-resolvers/LiveResolverCache') as Record<
      string,
      unknown
    >;
    expect(RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY).toBe(
      original.RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY,
    );
    const ids = new Set(['a']);
    expect(getUpdatedDataIDs(ids)).toBe((original.getUpdatedDataIDs as typeof getUpdatedDataIDs)(ids));
    const storeReads = [...relayFile('store/RelayModernStore.js').matchAll(/_require2\.(\w+)/g)].map(
      (m) => m[1],
    );
    expect(storeReads.sort()).toEqual(
      ['LiveResolverCache', 'RELAY_RESOLVER_LIVE_STATE_SUBSCRIPTION_KEY', 'getUpdatedDataIDs'].sort(),
    );

    const cache = new LiveResolverCache();
    const called = new Set(
      ['store/RelayModernStore.js', 'store/RelayReader.js', 'store/RelayStoreSubscriptions.js'].flatMap(
        (path) => [...relayFile(path).matchAll(/_resolverCache\.(\w+)\(/g)].map((m) => m[1]!),
      ),
    );
    expect(called.size).toBeGreaterThan(6);
    for (const method of called) expect(typeof cache[method], method).toBe('function');

    let ran = 0;
    cache.batchLiveStateUpdates!(() => ran++);
    expect(cache.batchLiveStateUpdatesWithoutNotify!(() => ran++)).toBe(false);
    expect(ran).toBe(2);
    expect(() => cache.getLiveResolverPromise!('id')).toThrow(/not supported/);
  });

  it('fail loudly, as the originals do, when asked for what they leave out', () => {
    const provider = standIn('../handlers/RelayDefaultHandlerProvider') as unknown as (
      handle: string,
    ) => unknown;
    expect(() => provider('connection')).toThrow(/No handler for `connection`/);

    const { convert } = standIn('./RelayDeclarativeMutationConfig') as {
      convert: (configs: unknown[], request: unknown, optimistic?: unknown, updater?: unknown) => unknown;
    };
    const updater = () => {};
    expect(convert([], {}, undefined, updater)).toEqual({ optimisticUpdater: undefined, updater });
    expect(() => convert([{ type: 'NODE_DELETE' }], {})).toThrow(/not supported/);

    for (const name of ['readUpdatableQuery', 'readUpdatableFragment']) {
      const read = standIn(`./${name}`)[name] as () => unknown;
      expect(read).toBeTypeOf('function');
      expect(() => read()).toThrow(/not supported/);
    }
  });
});
