import { describe, expect, it } from 'vitest';
import { attributesOf, safeEnumName } from '../../../src/catalog/storeAttributes';

/** Regression: the filters knew one attribute, `PASIZE`, whatever the store had. */
describe('store attributes', () => {
  it('are the pa_* taxonomies, named by WooGraphQL’s enum values', () => {
    expect(
      attributesOf([
        { name: 'product_cat', label: 'Product categories', graphqlSingleName: 'productCategory' },
        { name: 'pa_material', label: 'Material', graphqlSingleName: 'paMaterial' },
        { name: 'pa_shoe-size', label: '', graphqlSingleName: 'paShoeSize' },
      ]),
    ).toEqual([
      { taxonomy: 'pa_material', label: 'Material', taxonomyEnum: 'PAMATERIAL', productEnum: 'PA_MATERIAL' },
      {
        taxonomy: 'pa_shoe-size',
        label: 'Shoe size',
        taxonomyEnum: 'PASHOESIZE',
        productEnum: 'PA_SHOE_SIZE',
      },
    ]);
  });

  it('a store may have none', () => {
    expect(attributesOf([{ name: 'product_tag', label: 'Tags', graphqlSingleName: 'productTag' }])).toEqual(
      [],
    );
    expect(safeEnumName('3d')).toBe('VALUE_3D');
  });
});
