import { describe, expect, it } from 'vitest';
import { createAppIntl, formatLongDate, formatPrice, parsePrice } from '../../../src/i18n/format';
import deDE from '../../../src/i18n/messages/de_DE.json';
import enUS from '../../../src/i18n/messages/en_US.json';
import frFR from '../../../src/i18n/messages/fr_FR.json';

const en = createAppIntl('en_US', enUS);
const de = createAppIntl('de_DE', deDE);
const fr = createAppIntl('fr_FR', frFR);

/** Intl uses no-break and narrow no-break spaces; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('parsePrice', () => {
  it('reads numbers, raw strings and formatted WooCommerce prices', () => {
    expect(parsePrice(12.5)).toEqual([12.5]);
    expect(parsePrice('12.5')).toEqual([12.5]);
    expect(parsePrice('&#36;1,234.50')).toEqual([1234.5]);
    expect(parsePrice('<span class="amount">&euro;19.99</span>')).toEqual([19.99]);
    expect(parsePrice('1.234,50 €')).toEqual([1234.5]);
    expect(parsePrice('12,5')).toEqual([12.5]);
    expect(parsePrice('1,234')).toEqual([1234]);
    expect(parsePrice('-€5.00')).toEqual([-5]);
  });

  it('reads ranges', () => {
    expect(parsePrice('€10.00 - €20.00')).toEqual([10, 20]);
    expect(parsePrice('10, 20')).toEqual([10, 20]);
    expect(parsePrice('$10.00&ndash;$20.00')).toEqual([10, 20]);
  });

  it('gives nothing for missing or non-numeric input', () => {
    expect(parsePrice(null)).toEqual([]);
    expect(parsePrice(undefined)).toEqual([]);
    expect(parsePrice('')).toEqual([]);
    expect(parsePrice('Free')).toEqual([]);
    expect(parsePrice(Number.NaN)).toEqual([]);
  });
});

describe('formatPrice', () => {
  it('formats EUR in the en-US convention for en_US (spec section 9)', () => {
    expect(formatPrice(en, '1234.5')).toBe('€1,234.50');
    expect(formatPrice(en, 0)).toBe('€0.00');
  });

  it('follows the active locale for the others', () => {
    expect(plain(formatPrice(de, 1234.5))).toBe('1.234,50 €');
    expect(plain(formatPrice(fr, 1234.5))).toBe('1 234,50 €');
  });

  it('formats a range, and a degenerate range as one price', () => {
    expect(plain(formatPrice(en, '10 - 20'))).toMatch(/^€10\.00\s?–\s?€20\.00$/);
    expect(formatPrice(en, '10 - 10')).toBe('€10.00');
  });

  it('is empty without a price', () => {
    expect(formatPrice(en, null)).toBe('');
  });
});

describe('formatLongDate', () => {
  it('is long en-US month day, year for en_US (spec section 9)', () => {
    expect(formatLongDate(en, '2024-03-05T10:00:00')).toBe('March 5, 2024');
    expect(formatLongDate(en, new Date(Date.UTC(2023, 11, 31, 12)))).toBe('December 31, 2023');
  });

  it('is localized for other locales', () => {
    expect(formatLongDate(de, '2024-03-05')).toBe('5. März 2024');
    expect(formatLongDate(fr, '2024-03-05')).toBe('5 mars 2024');
  });

  it('keeps the store date of an offset-less timestamp late at night', () => {
    expect(formatLongDate(en, '2024-03-05T23:30:00')).toBe('March 5, 2024');
  });

  it('reads a review date as the store prints it (MySQL form, no offset) as UTC in any browser time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date('2025-03-15 03:00:00').getDate()).toBe(15); // the browser's own reading: local time
      expect(formatLongDate(en, '2025-03-15 03:00:00')).toBe('March 15, 2025');
      expect(formatLongDate(en, '2025-03-15 00:30:00')).toBe('March 15, 2025');
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('is empty for a missing or invalid date', () => {
    expect(formatLongDate(en, null)).toBe('');
    expect(formatLongDate(en, 'not a date')).toBe('');
  });
});
