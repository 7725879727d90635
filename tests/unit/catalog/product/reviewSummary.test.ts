import { describe, expect, it } from 'vitest';
import { summarizeReviews } from '../../../../src/catalog/product/reviewSummary';

describe('summarizeReviews', () => {
  it('computes the average, the count and per-star bars from the ratings', () => {
    const summary = summarizeReviews([5, 5, 4, 2]);
    expect(summary.average).toBe(4);
    expect(summary.count).toBe(4);
    expect(summary.bars).toEqual([
      { stars: 5, count: 2, percent: 50 },
      { stars: 4, count: 1, percent: 25 },
      { stars: 3, count: 0, percent: 0 },
      { stars: 2, count: 1, percent: 25 },
      { stars: 1, count: 0, percent: 0 },
    ]);
  });

  it('rounds the average to one decimal', () => {
    expect(summarizeReviews([5, 4, 4]).average).toBe(4.3);
  });

  it('prefers the store’s average and count, which include reviews beyond the loaded page', () => {
    const summary = summarizeReviews([5, 3], { average: 4.25, count: 12 });
    expect(summary.average).toBe(4.3);
    expect(summary.count).toBe(12);
    expect(summary.bars.map((bar) => bar.count)).toEqual([1, 0, 1, 0, 0]);
  });

  it('is all zeros without reviews', () => {
    const summary = summarizeReviews([]);
    expect(summary).toEqual({
      average: 0,
      count: 0,
      bars: [5, 4, 3, 2, 1].map((stars) => ({ stars, count: 0, percent: 0 })),
    });
  });

  it('ignores missing ratings and clamps odd ones into 1–5', () => {
    const summary = summarizeReviews([null, undefined, 7, 0.6, Number.NaN]);
    expect(summary.count).toBe(2);
    expect(summary.bars.find((bar) => bar.stars === 5)?.count).toBe(1);
    expect(summary.bars.find((bar) => bar.stars === 1)?.count).toBe(1);
  });
});
