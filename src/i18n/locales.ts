/** The storefront's locales (spec section 9); the first one is the default. */
export const LOCALES = ['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en_US';

/** BCP-47 tag of each locale, for `Intl`, `<html lang>` and `hreflang`. */
export const BCP47: Record<Locale, string> = {
  en_US: 'en-US',
  de_DE: 'de-DE',
  es_ES: 'es-ES',
  fr_FR: 'fr-FR',
  it_IT: 'it-IT',
  pt_BR: 'pt-BR',
};

/** Native names, for a locale switcher (each written in its own language on purpose). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en_US: 'English',
  de_DE: 'Deutsch',
  es_ES: 'Español',
  fr_FR: 'Français',
  it_IT: 'Italiano',
  pt_BR: 'Português (Brasil)',
};

/** The locale cookie (spec section 9: 365 days, path /, SameSite=Lax). */
export const LOCALE_COOKIE = {
  name: 'locale',
  maxAgeSeconds: 365 * 24 * 60 * 60,
  path: '/',
  sameSite: 'Lax',
} as const;

/** True when `value` is one of the supported locale codes. */
export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale for a BCP-47 tag or a bare language (`de`, `pt-BR`, `fr_CA`), or undefined when unsupported. */
export function localeFromTag(tag: string): Locale | undefined {
  const normalised = tag.trim().replace('_', '-').toLowerCase();
  const exact = LOCALES.find((locale) => BCP47[locale].toLowerCase() === normalised);
  if (exact) return exact;
  const language = normalised.split('-')[0];
  return LOCALES.find((locale) => BCP47[locale].toLowerCase().startsWith(`${language}-`));
}

/** The `Set-Cookie` / `document.cookie` string that remembers `locale`. */
export function serializeLocaleCookie(locale: Locale): string {
  const { name, maxAgeSeconds, path, sameSite } = LOCALE_COOKIE;
  return `${name}=${locale}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=${sameSite}`;
}

/** The locale stored in a `Cookie` header, or undefined when absent or unsupported. */
export function readLocaleCookie(cookieHeader: string | null | undefined): Locale | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const [key, value] = part.trim().split('=');
    if (key === LOCALE_COOKIE.name && isLocale(value)) return value;
  }
  return undefined;
}

/**
 * The locale to render a request in: the cookie wins, then the first supported language of
 * `Accept-Language` (in the order given; q-values are assumed descending, as browsers send them),
 * then the default. Never throws.
 */
export function resolveLocale(request: { cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const fromCookie = readLocaleCookie(request.cookie);
  if (fromCookie) return fromCookie;
  for (const entry of (request.acceptLanguage ?? '').split(',')) {
    const tag = entry.split(';')[0];
    const locale = tag ? localeFromTag(tag) : undefined;
    if (locale) return locale;
  }
  return DEFAULT_LOCALE;
}
