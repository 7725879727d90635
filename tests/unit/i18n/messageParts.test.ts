import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTagElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { describe, expect, it, vi } from 'vitest';
import { precompileMessages } from '../../../scripts/precompileMessagesPlugin';
import { createAppIntl } from '../../../src/i18n/format';
import { isLaterMessage } from '../../../src/i18n/messageParts';
import type { Messages } from '../../../src/i18n/messages';
import { LOCALES } from '../../../src/i18n/locales';

const root = join(import.meta.dirname, '..', '..', '..');
const catalogue = (locale: string) => join(root, 'src', 'i18n', 'messages', `${locale}.json`);
const ids = Object.keys(JSON.parse(readFileSync(catalogue('en_US'), 'utf8')) as Record<string, string>);

/** The module the client build's plugin makes of `id`: the ids of the catalogue part it exports. */
function partIds(id: string): string[] {
  const plugin = precompileMessages();
  const load = plugin.load as (id: string, options: { ssr: boolean }) => string | null;
  const code = load(id, { ssr: false });
  if (code === null) throw new Error(`${id} was not loaded`);
  const json = code.startsWith('export default JSON.parse(')
    ? (JSON.parse(code.slice('export default JSON.parse('.length, -2)) as string)
    : code;
  return Object.keys(JSON.parse(json) as Record<string, unknown>);
}

const withoutComments = (code: string) =>
  code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

/** Source files under `directory`, declarations aside. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

describe("the browser's catalogue in two parts", () => {
  it.each(LOCALES)(
    '%s: the first and the later part are the whole catalogue, each id in one of them',
    (locale) => {
      const first = partIds(`${catalogue(locale)}?part=first`);
      const later = partIds(`${catalogue(locale)}?part=later`);
      expect([...first, ...later].sort()).toEqual([...partIds(catalogue(locale))].sort());
      expect(first.filter((id) => later.includes(id))).toEqual([]);
      expect(later.every(isLaterMessage)).toBe(true);
      // What every first load saves: most of the account's, checkout's and order pages' words.
      expect(later.length).toBeGreaterThan(ids.length / 3);
    },
  );

  it('keeps every message the shell, the catalogue pages, the cart and the wishlist show in the first part', () => {
    // The code every page may run before the later part is asked for: all of src/ but the routes and controls that
    // load with it (src/router.tsx's withLaterMessages, the avatar menu) and the actor system's own words.
    const later = [
      'src/account',
      'src/checkout',
      'src/app/ContactScreen.tsx',
      'src/app/PrivacyScreen.tsx',
      'src/app/actors.ts',
    ].map((path) => join(root, path));
    const files = sources(join(root, 'src')).filter((file) => !later.some((path) => file.startsWith(path)));
    const shown = files.flatMap((file) =>
      [...withoutComments(readFileSync(file, 'utf8')).matchAll(/'([a-z]+(?:\.[A-Za-z0-9]+)+)'/g)]
        .map((match) => match[1] ?? '')
        .filter((id) => ids.includes(id))
        .map((id) => ({ id, file: relative(root, file) })),
    );
    expect(shown.length).toBeGreaterThan(100);
    // The route table names the later routes' titles, shown once their module, and the later part with it, is in.
    expect(shown.filter(({ id, file }) => isLaterMessage(id) && file !== 'src/router.tsx')).toEqual([]);
  });
});

describe("the server's catalogues", () => {
  const plugin = precompileMessages();
  const load = plugin.load as (
    this: { error: (message: string) => never },
    id: string,
    options: { ssr: boolean },
  ) => string | null;
  const context = {
    error: (message: string): never => {
      throw new Error(message);
    },
  };

  it.each(LOCALES)(
    '%s: whole and parsed, each message formatting to the same text as its string',
    (locale) => {
      const strings = JSON.parse(readFileSync(catalogue(locale), 'utf8')) as Record<string, string>;
      const code = load.call(context, catalogue(locale), { ssr: true });
      if (code === null) throw new Error(`${locale} was not loaded`);
      const parsed = JSON.parse(code) as Record<string, unknown>;
      expect(Object.keys(parsed).sort()).toEqual(Object.keys(strings).sort());
      // A value for every argument any message names: a number where it is formatted as one, text otherwise.
      const values: Record<string, string | number | ((chunks: string[]) => string)> = {};
      const collect = (elements: MessageFormatElement[]) => {
        for (const element of elements) {
          if (isNumberElement(element) || isPluralElement(element)) values[element.value] = 3;
          else if (isArgumentElement(element) || isSelectElement(element)) values[element.value] ??= 'other';
          else if (isTagElement(element)) values[element.value] = (chunks: string[]) => chunks.join('');
          if (isSelectElement(element) || isPluralElement(element))
            Object.values(element.options).forEach((option) => collect(option.value));
          if (isTagElement(element)) collect(element.children);
        }
      };
      Object.values(parsed).forEach((message) => collect(message as MessageFormatElement[]));
      // The app's own instance, whose error handler says every message that fails to format.
      const failures = vi.spyOn(console, 'error').mockImplementation(() => {});
      const text = (messages: Messages) =>
        Object.keys(strings).map((id) => createAppIntl(locale, messages).formatMessage({ id }, values));
      // Restored whatever the outcome: this project's files share one module graph and one console.
      try {
        expect(text(parsed as Messages)).toEqual(text(strings as Messages));
        expect(failures).not.toHaveBeenCalled();
      } finally {
        failures.mockRestore();
      }
    },
  );

  it('refuses a catalogue part: the server loads whole catalogues', () => {
    expect(() => load.call(context, `${catalogue('en_US')}?part=first`, { ssr: true })).toThrow(
      /whole catalogues/,
    );
  });
});
