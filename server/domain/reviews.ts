/**
 * Product reviews: the `reviews` row, a product's approved reviews page by page (`productReviews`, and
 * `firstReviewPages` for the per-request loaders of catalog.ts), and writing a review (`writeReview`), which
 * recomputes the product's rating.
 */
import type { Db, Queryable, SqlParam } from '../db/connection.ts';
import { PRODUCT_COLUMNS, type ProductRow } from './catalogRows.ts';
import { isEmail, type CustomerRow } from './customers.ts';
import { UserError, check } from './errors.ts';
import { limitClient } from './limits.ts';
import { cursorFor, cursorId, existingId, type Page } from './paging.ts';
import { invalidateCatalogCaches } from './catalogCache.ts';

export interface ReviewRow {
  id: number;
  product_id: number;
  customer_id: number | null;
  author: string;
  author_email: string;
  author_url: string | null;
  content: string;
  rating: number;
  status: string;
  created_at: Date;
}

function reviewPage(rows: ReviewRow[], first: number, afterCursor: boolean): Page<ReviewRow> {
  const page = rows.slice(0, first);
  return {
    rows: page,
    cursors: page.map((r) => cursorFor(r.id)),
    hasNextPage: rows.length > first,
    hasPreviousPage: afterCursor,
    found: null,
  };
}

/** Approved reviews of a product, newest first, with keyset pagination. */
export async function productReviews(
  db: Queryable,
  productId: number,
  first: number,
  after: string | null | undefined,
): Promise<Page<ReviewRow>> {
  const params: SqlParam[] = [productId];
  const cursor = after ? await existingId(db, 'reviews', cursorId(after)) : null;
  let keyset = '';
  if (cursor !== null) {
    params.push(cursor);
    keyset = `AND (created_at, id) < (SELECT c.created_at, c.id FROM reviews c WHERE c.id = $2)`;
  }
  const rows = await db.query<ReviewRow>(
    `SELECT * FROM reviews WHERE product_id = $1 AND status = 'approve' ${keyset} ORDER BY created_at DESC, id DESC LIMIT ${first + 1}`,
    params,
  );
  return reviewPage(rows, first, cursor !== null);
}

/** The first page of reviews of many products (keys `productId:first`), one query per page size. */
export async function firstReviewPages(db: Queryable, keys: string[]): Promise<Map<string, Page<ReviewRow>>> {
  const bySize = new Map<number, number[]>();
  for (const key of keys) {
    const [id, first] = key.split(':').map(Number) as [number, number];
    bySize.set(first, [...(bySize.get(first) ?? []), id]);
  }
  const pages = new Map<string, Page<ReviewRow>>();
  for (const [first, ids] of bySize) {
    const rows = await db.query<ReviewRow>(
      `SELECT r.* FROM unnest($1::int[]) AS s(id) CROSS JOIN LATERAL (
         SELECT * FROM reviews WHERE product_id = s.id AND status = 'approve'
          ORDER BY created_at DESC, id DESC LIMIT ${first + 1}) r`,
      [ids],
      // One text per page size, and the page size is at most 100 (`pageSize`).
      { prepare: true },
    );
    for (const id of ids)
      pages.set(
        `${id}:${first}`,
        reviewPage(
          rows.filter((r) => r.product_id === id),
          first,
          false,
        ),
      );
  }
  return pages;
}

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
    `SELECT ${PRODUCT_COLUMNS} FROM products WHERE id = $1 AND parent_id IS NULL AND status = 'publish'`,
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
  invalidateCatalogCaches();
  return review;
}
