import { describe, expect, it } from 'vitest';
import { isPurchasable, maxQuantity, stockMessageId } from '../../../../src/catalog/product/stock';
import enUS from '../../../../src/i18n/messages/en_US.json';

describe('stock label', () => {
  it('maps each stock status to the spec text', () => {
    const label = (status: Parameters<typeof stockMessageId>[0]) => {
      const id = stockMessageId(status);
      return id ? enUS[id] : undefined;
    };
    expect(label('IN_STOCK')).toBe('In Stock');
    expect(label('OUT_OF_STOCK')).toBe('Out of Stock');
    expect(label('ON_BACKORDER')).toBe('On Backorder');
  });

  it('has no label for a missing or future status', () => {
    expect(stockMessageId(null)).toBeUndefined();
    expect(stockMessageId(undefined)).toBeUndefined();
    expect(stockMessageId('%future added value')).toBeUndefined();
  });
});

describe('isPurchasable', () => {
  it('only blocks out-of-stock items', () => {
    expect(isPurchasable('IN_STOCK')).toBe(true);
    expect(isPurchasable('ON_BACKORDER')).toBe(true);
    expect(isPurchasable(null)).toBe(true);
    expect(isPurchasable('OUT_OF_STOCK')).toBe(false);
  });
});

describe('maxQuantity', () => {
  it('is the managed stock when backorders are not allowed', () => {
    expect(maxQuantity({ stockQuantity: 3, backordersAllowed: false })).toBe(3);
  });

  it('has no limit without managed stock or with backorders', () => {
    expect(maxQuantity({ stockQuantity: null, backordersAllowed: false })).toBeUndefined();
    expect(maxQuantity({})).toBeUndefined();
    expect(maxQuantity({ stockQuantity: 0, backordersAllowed: true })).toBeUndefined();
  });

  it('never goes below 1, so the quantity field stays valid', () => {
    expect(maxQuantity({ stockQuantity: 0, backordersAllowed: false })).toBe(1);
  });
});
