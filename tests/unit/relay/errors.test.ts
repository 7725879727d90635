import { describe, expect, it } from 'vitest';
import { toGraphQLError } from '../../../src/relay/errors';

describe('toGraphQLError', () => {
  /** Regression: on a WooGraphQL 0.21 store an unknown product's page was an error page, not 'Product not found'. */
  it('reads a root lookup that WooGraphQL 0.x answers null with "No … was found" as that null', () => {
    const answer = {
      errors: [
        {
          message: 'No product ID was found corresponding to the slug: no-such-product',
          path: ['product'],
          locations: [{ line: 1, column: 3 }],
        },
      ],
      data: { product: null },
    };
    expect(toGraphQLError(200, true, answer)).toBeNull();
  });

  it('keeps every other error, and that one where the field did resolve or is nested', () => {
    expect(
      toGraphQLError(200, true, {
        errors: [
          { message: 'No product ID was found corresponding to the slug: x', path: ['cart', 'product'] },
        ],
        data: { cart: null },
      })?.message,
    ).toBe('No product ID was found corresponding to the slug: x');
    expect(
      toGraphQLError(200, true, {
        errors: [{ message: 'Internal server error', path: ['product'] }],
        data: { product: null },
      })?.message,
    ).toBe('Internal server error');
    expect(toGraphQLError(500, false, null)?.message).toBe('Request failed with status code 500');
  });
});
