import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { BCP47 } from '../../../src/i18n/locales';

type Resolve = (specifier: string, importer: string | undefined, options?: { ssr?: boolean }) => unknown;

/**
 * The resolver of Adobe's @react-aria/optimize-locales-plugin with the shop's locales, as vite.config.ts sets it up,
 * called as the client (or server) build calls it: a removed locale resolves to the package's empty module, a kept
 * one to nothing. It holds the package to the string tables of the react-aria release installed.
 */
function resolverFor(ssr: boolean) {
  const plugin = optimizeLocales.vite({ locales: Object.values(BCP47) });
  const hook = plugin.resolveId as Resolve | { handler: Resolve };
  const handler = typeof hook === 'function' ? hook : hook.handler;
  const resolve = (specifier: string, importer: string | undefined) =>
    (handler.call({}, specifier, importer, { ssr }) ?? null) as string | null;
  return { resolve, load: (id: string) => readFileSync(id, 'utf8') };
}

/** Every react-aria string table in node_modules, with the locale modules it imports. */
function stringTables(): { file: string; specifiers: string[] }[] {
  const tables: { file: string; specifiers: string[] }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name === 'intlStrings.mjs')
        tables.push({
          file: path,
          specifiers: [...readFileSync(path, 'utf8').matchAll(/from "([^"]+)"/g)].map((m) => m[1]!),
        });
    }
  };
  for (const pkg of ['react-aria', 'react-aria-components', 'react-stately'])
    walk(join('node_modules', pkg, 'dist'));
  return tables;
}

describe('the client build keeps react-aria strings in the shop locales only', () => {
  const shop = new Set(Object.values(BCP47));

  it('resolves every other locale of every string table to an empty module, and keeps the six', () => {
    const { resolve, load } = resolverFor(false);
    const tables = stringTables();
    expect(tables.length).toBeGreaterThan(10);
    for (const { file, specifiers } of tables) {
      const locales = specifiers.map((s) => /([a-z]{2}-[A-Z]{2})\.mjs$/.exec(s)?.[1]);
      // The tables import one module per locale; if a release named them otherwise, this would show it.
      expect(locales.every(Boolean), file).toBe(true);
      for (const [i, specifier] of specifiers.entries()) {
        const resolved = resolve(specifier, file);
        if (shop.has(locales[i]!)) expect(resolved, `${file}: ${specifier}`).toBeNull();
        else expect(load(resolved!), `${file}: ${specifier}`).toMatch(/export default removedLocale;/);
      }
      for (const locale of shop) expect(locales, file).toContain(locale);
    }
  });

  it('leaves the server build, and modules outside react-aria, alone', () => {
    const table = stringTables()[0]!;
    expect(resolverFor(true).resolve('../intl/numberfield/ru-RU.mjs', table.file)).toBeNull();
    expect(resolverFor(false).resolve('./intl/ru-RU.mjs', '/work/src/ui/Field.tsx')).toBeNull();
  });
});
