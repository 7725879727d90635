import { describe, expect, it } from 'vitest';
import {
  BCP47,
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  localeFromTag,
  LOCALES,
  readLocaleCookie,
  resolveLocale,
  serializeLocaleCookie,
} from '../../../src/i18n/locales';

describe('locales', () => {
  it('lists the six spec locales with en_US first and as default', () => {
    expect(LOCALES).toEqual(['en_US', 'de_DE', 'es_ES', 'fr_FR', 'it_IT', 'pt_BR']);
    expect(DEFAULT_LOCALE).toBe('en_US');
  });

  it('maps each locale to a valid BCP-47 tag', () => {
    for (const locale of LOCALES) {
      expect(BCP47[locale]).toBe(locale.replace('_', '-'));
      expect(Intl.getCanonicalLocales(BCP47[locale])).toEqual([BCP47[locale]]);
    }
  });

  it('recognises locale codes', () => {
    expect(isLocale('pt_BR')).toBe(true);
    expect(isLocale('pt-BR')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });

  it('maps tags and bare languages to locales', () => {
    expect(localeFromTag('de')).toBe('de_DE');
    expect(localeFromTag('fr-CA')).toBe('fr_FR');
    expect(localeFromTag('pt-br')).toBe('pt_BR');
    expect(localeFromTag('en_GB')).toBe('en_US');
    expect(localeFromTag('ja')).toBeUndefined();
  });
});

describe('locale cookie', () => {
  it('lasts 365 days on path / with SameSite=Lax', () => {
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(365 * 86_400);
    expect(serializeLocaleCookie('fr_FR')).toBe(
      `${LOCALE_COOKIE.name}=fr_FR; Max-Age=31536000; Path=/; SameSite=Lax`,
    );
  });

  it('is read back from a Cookie header, ignoring unsupported values', () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE.name}=it_IT; b=2`)).toBe('it_IT');
    expect(readLocaleCookie(`${LOCALE_COOKIE.name}=xx_XX`)).toBeUndefined();
    expect(readLocaleCookie(undefined)).toBeUndefined();
  });
});

describe('resolveLocale', () => {
  it('prefers the cookie, then Accept-Language, then the default', () => {
    expect(resolveLocale({ cookie: `${LOCALE_COOKIE.name}=es_ES`, acceptLanguage: 'de-DE,de;q=0.9' })).toBe(
      'es_ES',
    );
    expect(resolveLocale({ acceptLanguage: 'ja,pt-BR;q=0.8,en;q=0.5' })).toBe('pt_BR');
    expect(resolveLocale({ acceptLanguage: 'ja' })).toBe('en_US');
    expect(resolveLocale({})).toBe('en_US');
  });
});
