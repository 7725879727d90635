/**
 * A product's related products (`Product.related`): up to RELATED_MAX visible products sharing a category or tag
 * with it, best sellers first, with their ids kept until the catalogue changes.
 */
import type { Queryable } from '../db/connection.ts';
import { CatalogCache } from './catalogCache.ts';
import { EXTRAS, type WithExtras } from './catalogExtras.ts';
import { P_PRODUCT_COLUMNS, VISIBLE } from './catalogRows.ts';

/** At most this many related products per product, as WooCommerce's `wc_get_related_products` default. */
export const RELATED_MAX = 5;

/**
 * Each product's related products' ids, best sellers first, kept a minute until the catalogue changes
 * (server/domain/catalogCache.ts). WooCommerce keeps them too, in a transient for a day (`wc_related_{id}`,
 * `wc_get_related_products`). Finding them walks the best sellers until enough share a category or tag: the largest
 * statement of a product page (2–6 ms of PostgreSQL, more of PGlite, at 50,000 products).
 */
const relatedIds = new CatalogCache<number[]>(60_000, 10_000);

/**
 * For each product, up to RELATED_MAX visible products sharing a category or tag with it, best sellers first, each
 * with its card's image and prices (`EXTRAS`): one query for a whole level of a nested `related` selection, and one
 * more for the products whose related ids were kept, by id.
 */
export async function relatedOfProducts(
  db: Queryable,
  productIds: number[],
): Promise<Map<number, WithExtras[]>> {
  const bySource = new Map<number, WithExtras[]>();
  const kept = new Map<number, number[]>();
  const misses: number[] = [];
  for (const id of productIds) {
    const ids = relatedIds.peek(db, String(id));
    if (ids) kept.set(id, await ids);
    else misses.push(id);
  }
  if (misses.length) {
    const found = findRelated(db, misses);
    for (const id of misses) {
      void relatedIds.get(db, String(id), () => found.then((m) => (m.get(id) ?? []).map((r) => r.id)));
    }
    for (const [id, rows] of await found) bySource.set(id, rows);
  }
  const wanted = [...new Set([...kept.values()].flat())];
  if (wanted.length) {
    const rows = await db.query<WithExtras>(
      `SELECT ${P_PRODUCT_COLUMNS}, ${EXTRAS.image('p')}, ${EXTRAS.prices('p')} FROM products p
        WHERE p.id = ANY($1::int[]) AND ${VISIBLE}`,
      [wanted],
      { prepare: true },
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    // In the kept order; a product hidden since drops out until the ids are found again.
    for (const [id, ids] of kept)
      bySource.set(
        id,
        ids.flatMap((r) => byId.get(r) ?? []),
      );
  }
  return bySource;
}

/** `relatedOfProducts`' search, for products whose related ids are not kept. */
async function findRelated(db: Queryable, productIds: number[]): Promise<Map<number, WithExtras[]>> {
  const rows = await db.query<WithExtras & { source_id: number }>(
    `SELECT s.id AS source_id, r.*, ${EXTRAS.image('r')}, ${EXTRAS.prices('r')} FROM unnest($1::int[]) AS s(id) CROSS JOIN LATERAL (
       SELECT ${P_PRODUCT_COLUMNS} FROM products p
        WHERE p.parent_id IS NULL AND ${VISIBLE} AND p.id <> s.id
          AND EXISTS (SELECT 1 FROM product_terms a JOIN product_terms b ON a.term_id = b.term_id JOIN terms t ON t.id = a.term_id
                       WHERE a.product_id = s.id AND b.product_id = p.id AND t.taxonomy IN ('product_cat','product_tag'))
        ORDER BY p.total_sales DESC, p.id DESC LIMIT ${RELATED_MAX}) r`,
    [productIds],
  );
  const bySource = new Map<number, WithExtras[]>();
  for (const { source_id, ...product } of rows) {
    const list = bySource.get(source_id);
    if (list) list.push(product);
    else bySource.set(source_id, [product]);
  }
  return bySource;
}
