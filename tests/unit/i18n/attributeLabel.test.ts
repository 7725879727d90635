import { describe, expect, it } from 'vitest';
import { attributeLabel } from '../../../src/i18n/attributeLabel';

describe('attributeLabel', () => {
  /** Regression: on a real store the cart panel said "color: grey" where the reference API said "Color: grey". */
  it('capitalises the slug a real store gives as a cart line attribute label', () => {
    expect(attributeLabel({ label: 'color', name: 'pa_color' })).toBe('Color');
    expect(attributeLabel({ label: null, name: 'pa_shoe-size' })).toBe('Shoe size');
  });

  it('keeps a label the store wrote with capitals', () => {
    expect(attributeLabel({ label: 'Color', name: 'pa_color' })).toBe('Color');
    expect(attributeLabel({ label: 'Gift wrap', name: 'Gift wrap' })).toBe('Gift wrap');
  });
});
