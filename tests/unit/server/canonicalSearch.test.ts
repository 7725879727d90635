import { describe, expect, it } from 'vitest';
import { canonicalSearch } from '../../../src/server/pageCache';

describe('canonicalSearch', () => {
  it('keeps the parameters a page reads, in one order, and flags the rest', () => {
    expect(canonicalSearch('/products', '?order=ASC&orderby=price&utm_source=x')).toEqual({
      search: '?orderby=price&order=ASC',
      extra: true,
    });
    expect(canonicalSearch('/product/tote-bag', '?filter=sale[true]')).toEqual({ search: '', extra: true });
  });

  /** Regression: any `lang` or `inspect` value was kept, so `?lang=<random>` made a new render and entry each time. */
  it('keeps lang only as one of the shop locales, and inspect only as a flag', () => {
    expect(canonicalSearch('/product/tote-bag', '?lang=de_DE')).toEqual({
      search: '?lang=de_DE',
      extra: false,
    });
    expect(canonicalSearch('/product/tote-bag', '?lang=r4nd0m')).toEqual({ search: '', extra: true });
    expect(canonicalSearch('/product/tote-bag', '?inspect=123').search).toBe(
      canonicalSearch('/product/tote-bag', '?inspect=456').search,
    );
  });
});
