import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { createAppIntl } from '../../../src/i18n/format';
import { BCP47, LOCALES, type Locale } from '../../../src/i18n/locales';
import type { Messages } from '../../../src/i18n/messages';
import deDE from '../../../src/i18n/messages/de_DE.json';
import enUS from '../../../src/i18n/messages/en_US.json';
import esES from '../../../src/i18n/messages/es_ES.json';
import frFR from '../../../src/i18n/messages/fr_FR.json';
import itIT from '../../../src/i18n/messages/it_IT.json';
import ptBR from '../../../src/i18n/messages/pt_BR.json';

const CATALOGUES: Record<Locale, Messages> = {
  en_US: enUS,
  de_DE: deDE,
  es_ES: esES,
  fr_FR: frFR,
  it_IT: itIT,
  pt_BR: ptBR,
};

/** Every plural argument in a message, with its kind and the selectors it spells out. */
function plurals(elements: MessageFormatElement[]): { ordinal: boolean; options: string[] }[] {
  return elements.flatMap((element) => {
    if (element.type === TYPE.plural)
      return [
        { ordinal: element.pluralType === 'ordinal', options: Object.keys(element.options) },
        ...Object.values(element.options).flatMap((option) => plurals(option.value)),
      ];
    if (element.type === TYPE.select)
      return Object.values(element.options).flatMap((option) => plurals(option.value));
    if (element.type === TYPE.tag) return plurals(element.children);
    return [];
  });
}

describe('plural forms', () => {
  for (const locale of LOCALES) {
    it(`${locale}: every plural message spells out each category the language has (Intl.PluralRules)`, () => {
      const missing: string[] = [];
      for (const [id, message] of Object.entries(CATALOGUES[locale] as Record<string, string>)) {
        for (const plural of plurals(parse(message))) {
          const type = plural.ordinal ? 'ordinal' : 'cardinal';
          const categories = new Intl.PluralRules(BCP47[locale], { type }).resolvedOptions().pluralCategories;
          for (const category of categories) {
            if (!plural.options.includes(category)) missing.push(`${id}: ${category}`);
          }
        }
      }
      expect(missing).toEqual([]);
    });
  }

  it('a million takes the many form where the language has one', () => {
    const say = (locale: Locale, count: number) =>
      createAppIntl(locale, CATALOGUES[locale])
        .formatMessage({ id: 'account.orders.caption' }, { count })
        .replace(/[\u00a0\u202f]/g, ' ');
    expect(say('fr_FR', 1_000_000)).toBe('1 000 000 de commandes');
    expect(say('fr_FR', 1_000)).toBe('1 000 commandes');
    expect(say('es_ES', 1_000_000)).toMatch(/^1\.000\.000 de /);
    expect(say('it_IT', 1_000_000)).toMatch(/^1\.000\.000 di /);
    expect(say('pt_BR', 1_000_000)).toMatch(/^1\.000\.000 de /);
    expect(say('de_DE', 1_000_000)).toMatch(/^1\.000\.000 \S+$/);
  });
});
