import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { isLaterMessage } from '../src/i18n/messageParts.ts';

const CATALOGUE = /[\\/]src[\\/]i18n[\\/]messages[\\/]([a-z]{2}_[A-Z]{2})\.json(?:\?part=(first|later))?$/;
const PARSER = '@formatjs/icu-messageformat-parser';

/**
 * Ships the ICU messages to the browser already parsed (the AST formatjs would build from each string at run time)
 * and leaves formatjs's message parser out of the client bundle: its `no-parser` entry keeps only the types that
 * formatting needs. A catalogue imported with `?part=first` or `?part=later` is that part of it (src/i18n/
 * messageParts.ts). The server's build gets the whole catalogues parsed too (it keeps the parser): formatjs then
 * returns a message that is only text without formatting it, where for a string it keyed its cache of parsed messages
 * by the string, the locale and the formats, as JSON, on every call. The dev server and the tests read the
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
      const match = CATALOGUE.exec(id);
      if (!match) return null;
      const [, name = '', part] = match;
      // The server loads each catalogue whole; a part there would be a mistake in src/i18n/messages.ts.
      if (options?.ssr && part) this.error(`the server render loads whole catalogues, not ?part=${part}`);
      const messages = JSON.parse(readFileSync(id.replace(/\?.*$/, ''), 'utf8')) as Record<string, string>;
      // As intl-messageformat parses a string message at run time: the catalogue's locale, tags recognised.
      const locale = new Intl.Locale(name.replace('_', '-'));
      const compiled = Object.fromEntries(
        Object.entries(messages)
          .filter(([key]) => !part || (part === 'later') === isLaterMessage(key))
          .map(([key, message]) => [key, parse(message, { locale })]),
      );
      // The whole catalogue is still JSON, which Vite's JSON plugin turns into the module; a part (its query hides the
      // extension) is the module itself.
      return part
        ? `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`
        : JSON.stringify(compiled);
    },
  };
}
