import { createIntl, createIntlCache, IntlErrorCode, type IntlShape, type OnErrorFn } from '@formatjs/intl';
import { BCP47, DEFAULT_LOCALE, type Locale } from './locales';
import type { Messages } from './messages';

/** The formatjs instance the app uses: messages plus number and date formatters for one locale. */
export type AppIntl = IntlShape;

// Shared across requests on purpose: it only memoises Intl formatter instances per locale and options.
const cache = createIntlCache();

/**
 * A message missing from the catalogue shows its id: said in every build, where formatjs says it only in development
 * (the browser's catalogue comes in two parts, src/i18n/messageParts.ts, and the e2e suite fails a page that says it).
 * Other errors as formatjs's own handler: in development only.
 */
const onError: OnErrorFn = (error) => {
  if (error.code === IntlErrorCode.MISSING_TRANSLATION) console.error(`Missing message: ${error.message}`);
  else if (!import.meta.env.PROD) console.error(error);
};

// One instance per catalogue object and locale: the server renders every page with the same few, and building one
// (its config checks, the locale's support looked up in Intl, two dozen bound formatters) showed as 0.5–2 % of a render
// in profiles, about 12 µs in a microbenchmark. The instance holds no state of its own; a catalogue that gains its
// later part is the same object, read as it formats.
const instances = new WeakMap<Messages, Map<Locale, AppIntl>>();

/** The formatjs instance for `locale` and its catalogue; pure, usable on the server. */
export function createAppIntl(locale: Locale, messages: Messages): AppIntl {
  let byLocale = instances.get(messages);
  if (!byLocale) instances.set(messages, (byLocale = new Map<Locale, AppIntl>()));
  let intl = byLocale.get(locale);
  if (!intl) {
    intl = createIntl(
      { locale: BCP47[locale], defaultLocale: BCP47[DEFAULT_LOCALE], messages, onError },
      cache,
    );
    byLocale.set(locale, intl);
  }
  return intl;
}

/** Spec section 9: prices are EUR. */
export const CURRENCY = 'EUR';

const ENTITIES: Record<string, string> = {
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: ' ',
  euro: '€',
  ndash: '–',
  mdash: '—',
  dollar: '$',
};

/** Decodes the HTML entities a WooCommerce store puts in prices and messages (named ones it uses, and numeric). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X'))
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return ENTITIES[code.toLowerCase()] ?? match;
  });
}

function parseAmount(part: string): number | undefined {
  const negative = /^[^\d]*[-−]/.test(part);
  let digits = part.replace(/[^\d.,]/g, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators present: the later one is the decimal separator.
    const thousands = lastDot > lastComma ? ',' : '.';
    digits = digits.split(thousands).join('').replace(',', '.');
  } else if (lastComma >= 0) {
    const isDecimal = digits.indexOf(',') === lastComma && /,\d{1,2}$/.test(digits);
    digits = isDecimal ? digits.replace(',', '.') : digits.split(',').join('');
  } else if (digits.indexOf('.') !== lastDot) {
    digits = digits.split('.').join('');
  }
  if (!/\d/.test(digits)) return undefined;
  const value = Number(digits);
  if (!Number.isFinite(value)) return undefined;
  return negative ? -value : value;
}

/**
 * The amounts in a WooCommerce price: a number, a raw value (`"12.5"`), a formatted one
 * (`"&euro;1,234.50"`, `"<span>$12</span>"`) or a range (`"€10.00 - €20.00"`, `"10, 20"`).
 * Returns one or two numbers, or an empty array when there is no price. Never throws.
 */
export function parsePrice(input: string | number | null | undefined): number[] {
  if (typeof input === 'number') return Number.isFinite(input) ? [input] : [];
  if (!input) return [];
  const text = decodeEntities(input.replace(/<[^>]*>/g, ''));
  return text
    .split(/\s+-\s+|\s*[–—]\s*|,\s+/)
    .map(parseAmount)
    .filter((value): value is number => value !== undefined)
    .slice(0, 2);
}

/**
 * Each intl's price format, made once: formatjs's own memo keys its formatters by the JSON of their arguments, which
 * cost more than the formatting itself on a page of prices.
 */
const priceFormats = new WeakMap<AppIntl, Intl.NumberFormat>();
function priceFormatOf(intl: AppIntl): Intl.NumberFormat {
  let format = priceFormats.get(intl);
  if (!format) {
    format = intl.formatters.getNumberFormat(intl.locale, { style: 'currency', currency: CURRENCY });
    priceFormats.set(intl, format);
  }
  return format;
}

/** A price as EUR in the intl's locale (`€1,234.50` in en-US); a range as `min–max`; '' when there is none. */
export function formatPrice(intl: AppIntl, input: string | number | null | undefined): string {
  const amounts = parsePrice(input);
  const format = priceFormatOf(intl);
  const [min, max] = amounts;
  if (min === undefined) return '';
  if (max === undefined || max === min) return format.format(min);
  return format.formatRange(Math.min(min, max), Math.max(min, max));
}

// A store date without an offset is read as UTC, so server and browser agree on the day: WPGraphQL prints post dates
// as "2024-03-05T10:00:00" and comment (review) dates as MySQL does, "2024-03-05 10:00:00". A browser reads the
// second as its own local time, which moved the day and failed hydration (React error 418) outside UTC.
const LOCAL_ISO = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2}(\.\d+)?)?)$/;

/** A long date (en-US `March 5, 2024`, de-DE `5. März 2024`); '' for a missing or invalid date. */
export function formatLongDate(intl: AppIntl, input: string | number | Date | null | undefined): string {
  if (input === null || input === undefined || input === '') return '';
  const date =
    input instanceof Date
      ? input
      : new Date(typeof input === 'string' ? input.replace(LOCAL_ISO, '$1T$2Z') : input);
  if (Number.isNaN(date.getTime())) return '';
  return intl.formatDate(date, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}
