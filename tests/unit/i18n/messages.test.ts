import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import IntlMessageFormat from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../../src/i18n/locales';
import { loadMessages } from '../../../src/i18n/messages';

const root = join(import.meta.dirname, '..', '..', '..');
const messagesDir = join(root, 'src', 'i18n', 'messages');

function readCatalogue(locale: Locale): Record<string, string> {
  return JSON.parse(readFileSync(join(messagesDir, `${locale}.json`), 'utf8')) as Record<string, string>;
}

const catalogues = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalogue(locale)])) as Record<
  Locale,
  Record<string, string>
>;
const reference = catalogues[DEFAULT_LOCALE];
const ids = Object.keys(reference);

// The ICU parser's element kinds (https://formatjs.github.io/docs/icu-messageformat-parser).
const KINDS: Record<number, string> = {
  1: 'argument',
  2: 'number',
  3: 'date',
  4: 'time',
  5: 'select',
  6: 'plural',
  8: 'tag',
};

interface IcuElement {
  type: number;
  value?: unknown;
  options?: Record<string, { value: IcuElement[] }>;
  children?: IcuElement[];
}

/** The sorted `name:kind` arguments of an ICU message, including those nested in plural/select branches. */
function icuArguments(message: string, locale: Locale): string[] {
  const found = new Set<string>();
  const visit = (elements: IcuElement[]) => {
    for (const element of elements) {
      const kind = KINDS[element.type];
      if (kind && typeof element.value === 'string') found.add(`${element.value}:${kind}`);
      for (const option of Object.values(element.options ?? {})) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  const ast: unknown = new IntlMessageFormat(message, locale.replace('_', '-')).getAst();
  visit(ast as IcuElement[]);
  return [...found].sort();
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return path === messagesDir ? [] : sourceFiles(path);
    return /\.(ts|tsx|js|jsx|mjs)$/.test(entry.name) ? [path] : [];
  });
}

describe('message catalogues', () => {
  it('en_US has messages', () => {
    expect(ids.length).toBeGreaterThan(0);
  });

  describe.each(LOCALES.filter((locale) => locale !== DEFAULT_LOCALE))('%s', (locale) => {
    const catalogue = catalogues[locale];

    it('has every en_US id and no other', () => {
      const missing = ids.filter((id) => !(id in catalogue));
      const extra = Object.keys(catalogue).filter((id) => !(id in reference));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('uses the same ICU arguments as en_US in every message', () => {
      const different = ids
        .filter((id) => catalogue[id] !== undefined)
        .filter((id) => {
          const expected = icuArguments(reference[id] ?? '', DEFAULT_LOCALE).join(',');
          return icuArguments(catalogue[id] ?? '', locale).join(',') !== expected;
        });
      expect(different).toEqual([]);
    });

    it('has no empty message', () => {
      expect(Object.entries(catalogue).filter(([, message]) => message.trim() === '')).toEqual([]);
    });
  });

  it('every message parses as ICU in its locale', () => {
    for (const locale of LOCALES) {
      for (const [id, message] of Object.entries(catalogues[locale])) {
        expect(() => icuArguments(message, locale), `${locale} ${id}`).not.toThrow();
      }
    }
  });

  it('every en_US id is referenced in src/ or machines/ (no dead messages)', () => {
    const files = [...sourceFiles(join(root, 'src')), ...sourceFiles(join(root, 'machines'))];
    const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
    const unused = ids.filter(
      (id) => !["'", '"', '`'].some((quote) => source.includes(`${quote}${id}${quote}`)),
    );
    expect(unused, `searched ${files.length} files, e.g. ${relative(root, files[0] ?? root)}`).toEqual([]);
  });

  it('loadMessages resolves each locale to its catalogue', async () => {
    for (const locale of LOCALES) {
      expect(await loadMessages(locale)).toEqual(catalogues[locale]);
    }
  });

  it('loadMessages asks for a catalogue once: every later call gets the same promise', () => {
    expect(loadMessages('de_DE')).toBe(loadMessages('de_DE'));
  });
});
