import type { Plugin } from 'vite';
import { BCP47 } from '../src/i18n/locales.ts';

const REMOVED = '\0storefront:aria-locale-removed';
const LOCALE = /(?:^|[/\\])intl[/\\](?:[\w-]+[/\\])?([a-z]{2}-[A-Z]{2})\.mjs$/;
const ARIA_PACKAGE = /[/\\](react-aria|react-aria-components|react-stately|@react-aria|@react-stately)[/\\]/;

/**
 * React Aria's components carry their built-in strings (a number field's "Increase", a search field's "Clear search")
 * in 34 locales. The client build keeps the shop's six (src/i18n/locales.ts); every other locale's module resolves to
 * `undefined`, and react-aria's string dictionary then falls back by language and to en-US, as it does for any
 * locale it lacks. The approach and the fallback are those of Adobe's @react-aria/optimize-locales-plugin, without
 * its dependency. -1.5 KB gzip on the product page (the quantity field); the server build keeps every locale.
 */
export function ariaLocales(): Plugin {
  const kept = new Set(Object.values(BCP47));
  let ssr = false;
  return {
    name: 'storefront:aria-locales',
    apply: 'build',
    enforce: 'pre',
    config(_, { isSsrBuild }) {
      ssr = Boolean(isSsrBuild);
    },
    resolveId(specifier, importer) {
      if (ssr || !importer || !ARIA_PACKAGE.test(importer)) return null;
      const match = LOCALE.exec(specifier);
      const locale = match?.[1];
      return locale && !kept.has(locale) ? REMOVED : null;
    },
    load(id) {
      return id === REMOVED ? 'export default undefined;' : null;
    },
  };
}
