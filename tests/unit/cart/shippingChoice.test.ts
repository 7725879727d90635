import { describe, expect, it } from 'vitest';
import { defaultShippingRate } from '../../../src/cart/shippingChoice';

describe("defaultShippingRate: WooCommerce's fallback when the chosen rate is not offered", () => {
  it('keeps the chosen rate while the destination offers it, pickup included', () => {
    expect(defaultShippingRate(['flat_rate:4', 'local_pickup:5'], 'flat_rate:4')).toBe('flat_rate:4');
    expect(defaultShippingRate(['flat_rate:4', 'local_pickup:5'], 'local_pickup:5')).toBe('local_pickup:5');
  });

  /** Regression: on a real store Germany's chosen rate stayed chosen (and in the total) after a move to France. */
  it("falls back to the first rate that is not a pickup when the previous zone's rate is gone", () => {
    expect(defaultShippingRate(['flat_rate:7'], 'flat_rate:4')).toBe('flat_rate:7');
    expect(
      defaultShippingRate(['local_pickup:5', 'pickup_location:1', 'free_shipping:2'], 'flat_rate:4'),
    ).toBe('free_shipping:2');
    expect(defaultShippingRate(['local_pickup:5'], null)).toBe('local_pickup:5');
  });

  it('has nothing to choose when nothing is offered', () => {
    expect(defaultShippingRate([], 'flat_rate:4')).toBeNull();
  });
});
