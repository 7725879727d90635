import { describe, expect, it } from 'vitest';
import {
  attributeKey,
  defaultSelection,
  findVariation,
  matchesSelection,
  requiredAttributeKeys,
  selectionToInput,
} from '../../../../src/catalog/product/variations';

const variation = (id: number, attributes: Record<string, string>) => ({
  id,
  attributes: { nodes: Object.entries(attributes).map(([name, value]) => ({ name, value })) },
});

const hoodie = [
  variation(1, { pa_color: 'blue', pa_size: 's' }),
  variation(2, { pa_color: 'blue', pa_size: 'xl' }),
  variation(3, { pa_color: 'black', pa_size: 's' }),
  variation(4, { pa_color: 'black', pa_size: 'xl' }),
];

describe('attributeKey', () => {
  it('treats attribute_ prefixes, case and spaces as the same attribute', () => {
    expect(attributeKey('attribute_pa_color')).toBe('pa_color');
    expect(attributeKey(' PA_Color ')).toBe('pa_color');
    expect(attributeKey('Fabric Weight')).toBe('fabric-weight');
  });
});

describe('findVariation', () => {
  it('finds the variation whose every attribute equals the selection', () => {
    expect(findVariation(hoodie, { pa_color: 'black', pa_size: 'xl' })?.id).toBe(4);
    expect(findVariation(hoodie, { pa_color: 'blue', pa_size: 's' })?.id).toBe(1);
  });

  it('returns null until every attribute is chosen', () => {
    expect(findVariation(hoodie, {})).toBeNull();
    expect(findVariation(hoodie, { pa_color: 'blue' })).toBeNull();
  });

  it('returns null when no variation has the combination', () => {
    expect(findVariation(hoodie, { pa_color: 'green', pa_size: 's' })).toBeNull();
  });

  it('compares values case-insensitively (local attributes use names, not slugs)', () => {
    expect(findVariation([variation(7, { material: 'Cotton' })], { material: 'cotton' })?.id).toBe(7);
  });

  it('lets an empty value match any option and prefers the most specific variation', () => {
    const variations = [
      variation(10, { pa_color: '', pa_size: 'm' }),
      variation(11, { pa_color: 'red', pa_size: 'm' }),
    ];
    expect(findVariation(variations, { pa_color: 'red', pa_size: 'm' })?.id).toBe(11);
    expect(findVariation(variations, { pa_color: 'navy', pa_size: 'm' })?.id).toBe(10);
  });

  it('an "any" attribute still has to be chosen', () => {
    expect(matchesSelection(variation(10, { pa_color: '', pa_size: 'm' }), { pa_size: 'm' })).toBe(false);
  });
});

describe('requiredAttributeKeys', () => {
  it('collects every attribute any variation uses', () => {
    expect(requiredAttributeKeys(hoodie).sort()).toEqual(['pa_color', 'pa_size']);
    expect(requiredAttributeKeys([])).toEqual([]);
  });
});

describe('defaultSelection', () => {
  it('starts from the store defaults, skipping empty ones', () => {
    expect(
      defaultSelection([
        { name: 'pa_color', value: 'blue' },
        { name: 'pa_size', value: '' },
        { name: null, value: 'x' },
      ]),
    ).toEqual({ pa_color: 'blue' });
    expect(defaultSelection(null)).toEqual({});
  });
});

describe('selectionToInput', () => {
  it('gives addToCart its variation attributes', () => {
    expect(selectionToInput({ pa_color: 'blue', pa_size: 'm', pa_fit: '' })).toEqual([
      { attributeName: 'pa_color', attributeValue: 'blue' },
      { attributeName: 'pa_size', attributeValue: 'm' },
    ]);
  });
});
