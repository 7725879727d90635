import type { Db, Queryable } from '../db/connection.ts';
import { invalidateListingCache, type ProductRow, type ReviewRow } from './catalog.ts';
import { isEmail, type CustomerRow } from './customers.ts';
import { UserError, check } from './errors.ts';
import { limitClient } from './limits.ts';

/** What a shopper sends to review a product (WPGraphQL's `writeReview` input). */
export interface ReviewInput {
  rating: number;
  /** The product's database id. */
  commentOn?: number | null;
  content?: string | null;
  author?: string | null;
  authorEmail?: string | null;
  authorUrl?: string | null;
}

/** Recomputes a product's averageRating and reviewCount from its approved reviews. */
export async function refreshRating(tx: Queryable, productId: number): Promise<void> {
  await tx.query(
    `UPDATE products p SET review_count = r.n, average_rating = r.avg
       FROM (SELECT count(*)::int n, coalesce(round(avg(rating)::numeric, 2), 0) avg FROM reviews WHERE product_id = $1 AND status = 'approve') r
      WHERE p.id = $1`,
    [productId],
  );
}

/**
 * Checks and stores a review, then the product's rating. A customer reviews under their own name and address;
 * a guest gives both and counts against the per-client guest limit (`ip`).
 */
export async function writeReview(
  db: Db,
  input: ReviewInput,
  viewer: CustomerRow | null,
  ip: string,
): Promise<ReviewRow> {
  check(
    Number.isInteger(input.rating) && input.rating >= 1 && input.rating <= 5,
    'Rating must be a whole number from 1 to 5.',
  );
  check(input.commentOn, 'commentOn (the product id) is required.');
  const content = (input.content ?? '').trim();
  check(content.length > 0, 'Please type your review.');
  check(content.length <= 5000, 'Reviews must be at most 5000 characters.');
  const products = await db.query<ProductRow>(
    `SELECT * FROM products WHERE id = $1 AND parent_id IS NULL AND status = 'publish'`,
    [input.commentOn],
  );
  const product = products[0];
  if (!product) throw new UserError('No product found matching the ID provided.');
  check(product.reviews_allowed, 'Reviews are closed for this product.');
  if (!viewer) await limitClient(db, 'review', ip);
  const author = (viewer ? viewer.display_name || viewer.username : (input.author ?? '')).trim();
  const email = (viewer ? viewer.email : (input.authorEmail ?? '')).trim().toLowerCase();
  check(author.length > 0 && author.length <= 100, 'Please enter your name (at most 100 characters).');
  check(isEmail(email), 'Please enter a valid email address.');
  const url = input.authorUrl?.trim() || null;
  if (url) check(/^https?:\/\/\S{1,200}$/.test(url), 'Website must be an http(s) URL.');
  const review = await db.transaction(async (tx) => {
    const rows = await tx.query<ReviewRow>(
      `INSERT INTO reviews (product_id, customer_id, author, author_email, author_url, content, rating) VALUES ($1,$2,$3,$4,$5,$6,$7) RETURNING *`,
      [product.id, viewer?.id ?? null, author, email, url, content, input.rating],
    );
    await refreshRating(tx, product.id);
    return rows[0]!;
  });
  // The rating changed: counts of rating-filtered lists are stale.
  invalidateListingCache();
  return review;
}
