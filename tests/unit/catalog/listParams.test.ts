import { describe, expect, it } from 'vitest';
import {
  formatFilters,
  parseFilters,
  toProductsWhere,
  validateListSearch,
} from '../../../src/catalog/listParams';

describe('product list URL state', () => {
  it('parses the spec filter format and writes it back unchanged', () => {
    const value = 'category[shoes,hats],price[10,50],rating[4],sale[true],stock[instock],pa_color[red,blue]';
    const filters = parseFilters(value);
    expect(filters).toEqual({
      categories: ['shoes', 'hats'],
      minPrice: 10,
      maxPrice: 50,
      rating: 4,
      onSale: true,
      stock: ['instock'],
      attributes: { pa_color: ['red', 'blue'] },
    });
    expect(formatFilters(filters)).toBe(value);
  });

  it('drops malformed parts instead of failing', () => {
    expect(parseFilters('price[abc,-3],rating[9],stock[lots],weird[x],category[]')).toEqual(parseFilters(''));
    expect(formatFilters(parseFilters('price[,20]'))).toBe('price[,20]');
  });

  it('validates search params with defaults, so a shared bad URL still renders', () => {
    expect(
      validateListSearch({ orderby: 'bogus', order: 'sideways', search: '   ', filter: 'x[1]' }),
    ).toEqual({});
    expect(
      validateListSearch({ orderby: 'price', order: 'ASC', search: ' Shirt ', filter: 'sale[true]' }),
    ).toEqual({
      orderby: 'price',
      order: 'ASC',
      search: 'Shirt',
      filter: 'sale[true]',
    });
  });

  it('translates to WooGraphQL where args: all filters must match', () => {
    expect(
      toProductsWhere(
        {
          filter: 'price[10,50],rating[4],pa_size[m]',
          search: 'tee',
          orderby: 'price',
          order: 'ASC',
        },
        undefined,
        new Map([['pa_size', 'PA_SIZE']]),
      ),
    ).toEqual({
      search: 'tee',
      minPrice: 10,
      maxPrice: 50,
      rating: [4, 5],
      taxonomyFilter: { relation: 'AND', filters: [{ taxonomy: 'PA_SIZE', terms: ['m'], operator: 'IN' }] },
      orderby: [{ field: 'PRICE', order: 'ASC' }],
    });
  });

  /**
   * Regression: an attribute the store does not have (`?filter=pa_color[red]` on a store without colours) became
   * an unknown ProductTaxonomyEnum value, and the list page turned into an error page.
   */
  it('ignores attribute filters the store does not have, and names the others by the store’s enum', () => {
    expect(
      toProductsWhere(
        { filter: 'pa_color[red],pa_shoe-size[42]' },
        undefined,
        new Map([['pa_shoe-size', 'PA_SHOE_SIZE']]),
      ),
    ).toEqual({
      taxonomyFilter: {
        relation: 'AND',
        filters: [{ taxonomy: 'PA_SHOE_SIZE', terms: ['42'], operator: 'IN' }],
      },
      orderby: [{ field: 'DATE', order: 'DESC' }],
    });
    expect(toProductsWhere({ filter: 'pa_color[red]' })).toEqual({
      orderby: [{ field: 'DATE', order: 'DESC' }],
    });
  });

  it('a category page always filters by its own category, newest first by default', () => {
    expect(toProductsWhere({ filter: 'category[hats]' }, 'shoes')).toEqual({
      categoryIn: ['shoes'],
      orderby: [{ field: 'DATE', order: 'DESC' }],
    });
  });
});
