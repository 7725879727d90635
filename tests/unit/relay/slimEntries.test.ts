import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The client build resolves `react-relay` and `relay-runtime` to these entries (scripts/slimRelayPlugin.ts). They
// are read here as text and their bindings resolved with Node's own require, so that every value is compared by
// identity with the one the package's full entry exports (one CommonJS module cache for both).
const root = process.cwd();
const require = createRequire(join(root, 'package.json'));
type Exports = Record<string, unknown>;

/** `export { default as A, b } from 'module'` and `import { b as c } from 'module'` bindings of an entry. */
function bindings(file: string): Map<string, unknown> {
  const source = readFileSync(join(root, 'src/relay/slim', file), 'utf8');
  const out = new Map<string, unknown>();
  for (const [, list, from] of source.matchAll(/(?:export|import) \{([^}]+)\} from '([^']+)'/g)) {
    const target = from === 'relay-runtime' ? 'relay-runtime' : from!;
    const mod = require(target) as Exports;
    for (const part of list!
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      out.set(local!, imported === 'default' ? mod : mod[imported!]);
    }
  }
  for (const [, local, from] of source.matchAll(/import (\w+) from '([^']+)'/g))
    out.set(local!, require(from!));
  return out;
}

/** Every react-relay file the slim hooks entry reaches, following relative requires from its imports. */
function reachableReactRelayFiles(): string[] {
  const entry = readFileSync(join(root, 'src/relay/slim/react-relay.js'), 'utf8');
  const queue = [...entry.matchAll(/from '(react-relay\/lib\/[^']+)'/g)].map((m) => require.resolve(m[1]!));
  const seen = new Set<string>();
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(/require\(["'](\.{1,2}\/[^"']+)["']\)/g)) {
      // useFragment's older body is replaced in the client build.
      if (spec !== './useFragmentInternal_CURRENT') queue.push(require.resolve(join(dirname(file), spec!)));
    }
  }
  return [...seen];
}

describe('the client build’s slim Relay entries', () => {
  const fullRuntime = require('relay-runtime') as Exports;
  const runtime = bindings('relay-runtime.js');
  const runtimeSource = readFileSync(join(root, 'src/relay/slim/relay-runtime.js'), 'utf8');
  const internalNames = [
    .../__internal = \{([^}]+)\}/.exec(runtimeSource)![1]!.matchAll(/(\w+)(?::\s*(\w+))?/g),
  ];

  const exported = [...runtimeSource.matchAll(/export \{([^}]+)\}/g)].flatMap(([, list]) =>
    list!
      .split(',')
      .map((part) =>
        part
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
      )
      .filter(Boolean),
  );

  it('export the very values of the full relay-runtime entry', () => {
    expect(exported.length).toBeGreaterThan(20);
    for (const name of exported) expect(runtime.get(name), name).toBe(fullRuntime[name]);
    const fullInternal = fullRuntime.__internal as Exports;
    for (const [, name, local = name] of internalNames) {
      expect(runtime.get(local!), `__internal.${name}`).toBe(fullInternal[name!]);
    }
  });

  it('export the very hooks of react-relay/hooks', () => {
    const fullHooks = require('react-relay/hooks') as Exports;
    const hooks = bindings('react-relay.js');
    expect([...hooks.keys()]).toEqual(
      expect.arrayContaining(['useFragment', 'usePreloadedQuery', 'loadQuery']),
    );
    for (const [name, value] of hooks) {
      // useQueryLoader: the body react-relay's hook runs under Relay's default feature flags (the test below).
      if (name === 'useQueryLoader')
        expect(value).toBe(require('react-relay/lib/relay-hooks/useQueryLoader_EXPERIMENTAL'));
      else expect(value, name).toBe(fullHooks[name]);
    }
  });

  it('leave out only the useFragment and useQueryLoader bodies that Relay’s default feature flags never run', () => {
    const flags = (require('relay-runtime') as Exports).RelayFeatureFlags as Exports;
    expect(flags.ENABLE_ACTIVITY_COMPATIBILITY).toBe(true);
    const chooser = readFileSync(require.resolve('react-relay/lib/relay-hooks/useFragmentInternal'), 'utf8');
    expect(chooser).toMatch(
      /if \(_relayRuntime\.RelayFeatureFlags\.ENABLE_ACTIVITY_COMPATIBILITY\) \{\s*return \(0, _useFragmentInternal_EXPERIMENTAL/,
    );
    const loader = readFileSync(require.resolve('react-relay/lib/relay-hooks/useQueryLoader'), 'utf8');
    expect(loader).toMatch(
      /function useQueryLoader\(preloadableRequest, initialQueryReference\) \{\s*if \(RelayFeatureFlags\.ENABLE_ACTIVITY_COMPATIBILITY\) \{\s*return useQueryLoader_EXPERIMENTAL\(preloadableRequest, initialQueryReference\);/,
    );
  });

  it('export every relay-runtime name the included react-relay files read', () => {
    const read = new Set<string>();
    const internal = new Set<string>();
    for (const file of reachableReactRelayFiles()) {
      const source = readFileSync(file, 'utf8');
      for (const [, binding] of source.matchAll(/var (\w+) = require\(["']relay-runtime["']\)/g)) {
        for (const [, name] of source.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))) read.add(name!);
      }
      for (const [, name] of source.matchAll(/__internal\.(\w+)/g)) internal.add(name!);
    }
    expect(read.size).toBeGreaterThan(5);
    expect(internal.size).toBeGreaterThan(2);
    for (const name of read) expect([...exported, '__internal'], name).toContain(name);
    const internalExported = new Set(internalNames.map(([, name]) => name));
    for (const name of internal) expect(internalExported.has(name), `__internal.${name}`).toBe(true);
  });
});
