/**
 * Listing products: `listProducts` reads one page of visible top-level products in the order of their sort keys,
 * after the product a cursor names, with the exact number of matches (`found`). The counts are cached per database
 * and filter until the catalogue changes (server/domain/catalogCache.ts).
 */
import type { Queryable, SqlParam } from '../db/connection.ts';
import type { CatalogLoaders } from './catalog.ts';
import { CatalogCache } from './catalogCache.ts';
import { EXTRAS, primeExtras, type WithExtras } from './catalogExtras.ts';
import { P_PRODUCT_COLUMNS, type ProductRow } from './catalogRows.ts';
import { cursorFor, cursorId, existingId, pageSize, type Page } from './paging.ts';
import {
  buildWhere,
  NOT_NULL_KEYS,
  resolveTermLookups,
  sortKeys,
  Sql,
  type ProductWhere,
} from './productQuery.ts';

/**
 * Exact `found` counts per filter, kept a minute until the catalogue changes (server/domain/catalogCache.ts):
 * counting a category of 50,000 products costs more than its page.
 */
const foundCounts = new CatalogCache<number>(60_000, 1_000);

/**
 * One page of visible top-level products with keyset pagination and the total match count; each card's image and
 * a variable product's variation prices come along (`EXTRAS`) and are handed to the request's loaders.
 */
export async function listProducts(
  db: Queryable,
  loaders: CatalogLoaders,
  args: {
    first?: number | null;
    after?: string | null;
    last?: number | null;
    where?: ProductWhere | null;
    withFound: boolean;
  },
): Promise<Page<ProductRow>> {
  const where = args.where ?? {};
  const limit = pageSize(args.first, args.last);
  const sql = new Sql();
  buildWhere(where, sql);
  await resolveTermLookups(db, sql);
  const keys = sortKeys(where);
  const baseWhere = [...sql.where];
  const baseParams = [...sql.params];
  // Only a ranking sort key refers to the search term; binding it otherwise is a parameter too many.
  const ranksBySearch = keys.some((k) => k.expr.includes('$SEARCH'));
  const searchParam =
    where.search?.trim() && ranksBySearch
      ? sql.add(
          where.search
            .trim()
            .toLowerCase()
            .replace(/[\\%_]/g, (c) => '\\' + c),
        )
      : '';
  const exprs = keys.map((k) => k.expr.replace('$SEARCH', searchParam));
  // WPGraphQL's PostObjectCursor: the page starts after the product the cursor names, compared by the sort keys
  // (id last); a cursor naming no product is ignored and the first page comes back.
  const cursorProduct = args.after ? await existingId(db, 'products', cursorId(args.after)) : null;
  const sameDirection = keys.every((k) => k.dir === keys[0]!.dir);
  if (cursorProduct !== null && sameDirection && exprs.every((e) => NOT_NULL_KEYS.has(e))) {
    // One row comparison with the cursor product's values walks the listing index (products_list_date, …).
    const row = exprs.join(', ');
    const [values] = await db.query<Record<string, SqlParam>>(
      // As text: a JS Date would drop the microseconds of a timestamp and skip or repeat products.
      `SELECT ${exprs.map((e, i) => `${e}::text AS k${i}`).join(', ')} FROM products p WHERE p.id = $1`,
      [cursorProduct],
    );
    const bound = exprs.map((_, i) => sql.add(values![`k${i}`] ?? null)).join(', ');
    sql.where.push(`(${row}) ${keys[0]!.dir === 'ASC' ? '>' : '<'} (${bound})`);
  } else if (cursorProduct !== null) {
    const at = sql.add(cursorProduct);
    const ors: string[] = [];
    for (let i = 0; i < keys.length; i++) {
      const value = (j: number) => `(SELECT ${exprs[j]} FROM products p WHERE p.id = ${at})`;
      const eqs = keys.slice(0, i).map((_, j) => `${exprs[j]} IS NOT DISTINCT FROM ${value(j)}`);
      ors.push('(' + [...eqs, comesAfter(exprs[i]!, value(i), keys[i]!.dir)].join(' AND ') + ')');
    }
    sql.where.push('(' + ors.join(' OR ') + ')');
  }
  const select = exprs.map((e, i) => `${e} AS k${i}`).join(', ');
  const orderBy = exprs.map((e, i) => `${e} ${keys[i]!.dir}`).join(', ');
  // The page is chosen first and its cards' extras read for its rows alone, in the page's order.
  const outerOrder = keys.map((k, i) => `q.k${i} ${k.dir}`).join(', ');
  const rows = await db.query<WithExtras>(
    `SELECT q.*, ${EXTRAS.image('q')}, ${EXTRAS.prices('q')} FROM (
       SELECT ${P_PRODUCT_COLUMNS}, ${select} FROM products p WHERE ${sql.where.join(' AND ')} ORDER BY ${orderBy} LIMIT ${limit + 1}
     ) q ORDER BY ${outerOrder}`,
    sql.params,
  );
  primeExtras(loaders, rows);
  const found = args.withFound ? await countProducts(db, baseWhere, baseParams) : null;
  const page = rows.slice(0, limit);
  return {
    rows: page,
    cursors: page.map((r) => cursorFor(r.id)),
    hasNextPage: rows.length > limit,
    hasPreviousPage: cursorProduct !== null,
    found,
  };
}

/** `expr` sorts after `cursor` in direction `dir` (Postgres puts NULLs last ascending, first descending). */
function comesAfter(expr: string, cursor: string, dir: 'ASC' | 'DESC'): string {
  return dir === 'ASC'
    ? `(${expr} > ${cursor} OR (${expr} IS NULL AND ${cursor} IS NOT NULL))`
    : `(${expr} < ${cursor} OR (${expr} IS NOT NULL AND ${cursor} IS NULL))`;
}

/** The exact number of visible top-level products matching `where`, from the cache when it is fresh. */
function countProducts(db: Queryable, where: string[], params: SqlParam[]): Promise<number> {
  return foundCounts.get(db, JSON.stringify([where, params]), () =>
    db
      .query<{ n: number }>(`SELECT count(*)::int n FROM products p WHERE ${where.join(' AND ')}`, params)
      .then((rows) => rows[0]?.n ?? 0),
  );
}
