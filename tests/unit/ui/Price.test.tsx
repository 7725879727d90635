import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { discountPercent, Price } from '../../../src/ui/Price';
import { renderWithI18n } from './renderWithI18n';

/** Text with no-break and narrow no-break spaces made plain, as Intl inserts them. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Price', () => {
  it('formats a WooCommerce price string as EUR in en-US', () => {
    const { container } = renderWithI18n(<Price price="&#36;1,234.50" />);
    expect(plain(container.textContent)).toBe('€1,234.50');
  });

  it('formats a number in the German convention', () => {
    const { container } = renderWithI18n(<Price price={1234.5} />, 'de_DE');
    expect(plain(container.textContent)).toBe('1.234,50 €');
  });

  it('on sale shows the regular price struck through and the sale price, labelled for screen readers', () => {
    const { container } = renderWithI18n(
      <Price onSale regularPrice="40.00" salePrice="30.00" price="30.00" />,
    );
    const struck = container.querySelector('del');
    const current = container.querySelector('ins');
    expect(plain(struck?.textContent)).toBe('Original price: €40.00');
    expect(plain(current?.textContent)).toBe('Current price: €30.00');
    expect(screen.getByText('Original price:')).toBeTruthy();
  });

  it('shows a single price when on sale but the prices are equal', () => {
    const { container } = renderWithI18n(<Price onSale regularPrice="30" salePrice="30" />);
    expect(container.querySelector('del')).toBeNull();
    expect(plain(container.textContent)).toBe('€30.00');
  });

  it('formats a variable product range', () => {
    const { container } = renderWithI18n(<Price price="€10.00 - €20.00" />);
    expect(plain(container.textContent)).toMatch(/^€10\.00\s?[–-]\s?€20\.00$/);
  });

  it('renders nothing without a price', () => {
    const { container } = renderWithI18n(<Price price={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('discountPercent', () => {
  it('is the rounded sale discount, or undefined when not discounted', () => {
    expect(discountPercent('40', '30')).toBe(25);
    expect(discountPercent('€29.99', '€19.99')).toBe(33);
    expect(discountPercent('30', '30')).toBeUndefined();
    expect(discountPercent(null, '30')).toBeUndefined();
  });
});
