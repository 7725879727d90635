/** One bar of the rating summary: how many reviews gave `stars`, and their share in whole percent. */
interface StarBar {
  stars: 1 | 2 | 3 | 4 | 5;
  count: number;
  percent: number;
}

export interface ReviewSummary {
  /** Mean rating, 0 without reviews, rounded to one decimal. */
  average: number;
  /** Number of reviews. */
  count: number;
  /** Five bars, from 5 stars down to 1. */
  bars: StarBar[];
}

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Summarises review ratings. The store's own `averageRating`/`reviewCount` win when given (they count
 * reviews beyond the loaded page); the bars always come from the loaded ratings. Ratings outside 1–5 are
 * clamped; missing ones are ignored.
 */
export function summarizeReviews(
  ratings: readonly (number | null | undefined)[],
  reported: { average?: number | null | undefined; count?: number | null | undefined } = {},
): ReviewSummary {
  const valid = ratings
    .filter((rating): rating is number => typeof rating === 'number' && Number.isFinite(rating) && rating > 0)
    .map((rating) => Math.min(5, Math.max(1, Math.round(rating))));
  const mean = valid.length ? valid.reduce((sum, rating) => sum + rating, 0) / valid.length : 0;
  const average = Math.round((reported.average ?? mean) * 10) / 10;
  const count = Math.max(reported.count ?? 0, valid.length);
  const bars = STARS.map((stars) => {
    const starCount = valid.filter((rating) => rating === stars).length;
    return {
      stars,
      count: starCount,
      percent: valid.length ? Math.round((starCount / valid.length) * 100) : 0,
    };
  });
  return { average, count, bars };
}
