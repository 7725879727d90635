import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/][a-z]{2}_[A-Z]{2}\.json$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Ships the ICU messages to the browser already parsed (the AST formatjs would build from each string at run time)
 * and leaves formatjs's message parser out of the client bundle: its `no-parser` entry keeps only the types that
 * formatting needs. Only the client build is changed; the server render, the dev server and the tests read the
 * catalogues as written.
 */
export function precompileMessages(): Plugin {
  const require = createRequire(import.meta.url);
  let noParser = '';
  return {
    name: 'storefront:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    configResolved() {
      noParser = require.resolve(`${PARSER}/no-parser.js`);
    },
    resolveId(source, _importer, options) {
      if (source === PARSER && !options.ssr) return noParser;
      return null;
    },
    load(id, options) {
      if (options?.ssr || !CATALOGUE.test(id)) return null;
      const messages = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      // As intl-messageformat parses a string message at run time: the catalogue's locale, tags recognised.
      const locale = new Intl.Locale(id.slice(-10, -5).replace('_', '-'));
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message, { locale })]),
      );
      // Still JSON: Vite's JSON plugin turns it into the module as before.
      return JSON.stringify(compiled);
    },
  };
}
