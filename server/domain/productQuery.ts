/**
 * The SQL of a product list: `buildWhere` turns WooGraphQL's `where` argument (`ProductWhere`) into conditions on
 * `products p`, `resolveTermLookups` fills in the ids of the terms its filters name (one query for all of them),
 * and `sortKeys` turns `orderby` into the listing's sort keys (`SORT`). `Sql` collects the conditions with their
 * parameters; catalog.ts builds its term lists with it too.
 */
import type { Queryable, SqlParam } from '../db/connection.ts';
import { VISIBLE } from './catalogRows.ts';
import { UserError } from './errors.ts';
import { toCents } from './money.ts';

export interface TaxonomyFilter {
  taxonomy: string;
  terms?: (string | null)[] | null;
  ids?: (number | null)[] | null;
  operator?: string | null;
}

export interface ProductWhere {
  search?: string | null;
  categoryIn?: (string | null)[] | null;
  categoryNotIn?: (string | null)[] | null;
  category?: string | null;
  categoryId?: number | null;
  categoryIdIn?: (number | null)[] | null;
  include?: (number | null)[] | null;
  exclude?: (number | null)[] | null;
  slugIn?: (string | null)[] | null;
  sku?: string | null;
  minPrice?: number | null;
  maxPrice?: number | null;
  onSale?: boolean | null;
  stockStatus?: (string | null)[] | null;
  rating?: (number | null)[] | null;
  featured?: boolean | null;
  type?: string | null;
  typeIn?: (string | null)[] | null;
  typeNotIn?: (string | null)[] | null;
  tagIn?: (string | null)[] | null;
  tag?: string | null;
  taxonomyFilter?: { relation?: string | null; filters?: (TaxonomyFilter | null)[] | null } | null;
  attribute?: string | null;
  attributeTerm?: string | null;
  orderby?: ({ field: string; order?: string | null } | null)[] | null;
  visibility?: string | null;
}

const STOCK: Record<string, string> = {
  IN_STOCK: 'instock',
  OUT_OF_STOCK: 'outofstock',
  ON_BACKORDER: 'onbackorder',
};
const SORT: Record<string, { expr: string; kind: 'text' | 'num' | 'date' }> = {
  DATE: { expr: 'p.created_at', kind: 'date' },
  MODIFIED: { expr: 'p.modified_at', kind: 'date' },
  // A product without a price sorts as one above every price (2^31 > any int): last ascending, first descending,
  // as Postgres orders NULLs. The keys are never NULL, so one row comparison walks their listing index.
  PRICE: { expr: 'coalesce(p.price::bigint, 2147483648)', kind: 'num' },
  REGULAR_PRICE: { expr: 'coalesce(p.regular_price::bigint, p.price::bigint, 2147483648)', kind: 'num' },
  SALE_PRICE: { expr: 'coalesce(p.sale_price::bigint, p.price::bigint, 2147483648)', kind: 'num' },
  NAME: { expr: 'p.name', kind: 'text' },
  SLUG: { expr: 'p.slug', kind: 'text' },
  RATING: { expr: 'p.average_rating', kind: 'num' },
  REVIEW_COUNT: { expr: 'p.review_count', kind: 'num' },
  TOTAL_SALES: { expr: 'p.total_sales', kind: 'num' },
  MENU_ORDER: { expr: 'p.menu_order', kind: 'num' },
};
/** Prices are integer cents in a 32-bit column; a filter beyond any price is a mistake, not a query. */
const MAX_PRICE_FILTER = 1_000_000;
/** Sort expressions that are never NULL, so a row comparison orders them as ORDER BY does. */
export const NOT_NULL_KEYS = new Set([
  SORT.PRICE!.expr,
  SORT.REGULAR_PRICE!.expr,
  SORT.SALE_PRICE!.expr,
  'p.created_at',
  'p.modified_at',
  'p.name',
  'p.slug',
  'p.average_rating',
  'p.review_count',
  'p.total_sales',
  'p.menu_order',
  'p.id',
]);

/** A term filter's terms, named by slug or id, whose ids fill the parameter at `index` before the query runs. */
interface TermLookup {
  index: number;
  taxonomy: string;
  column: 'slug' | 'id';
  values: (string | number)[];
}

export class Sql {
  readonly params: SqlParam[] = [];
  readonly where: string[] = [];
  readonly lookups: TermLookup[] = [];
  add(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

export const clean = <T>(list: (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((x): x is T => x !== null && x !== undefined);

/**
 * The product carries one of the terms. The term ids are looked up before the query (resolveTermLookups), so the
 * planner sees them and estimates from product_terms' statistics how many products match: a large category walks
 * the sort's listing index, a small one is read through product_terms_term and sorted.
 */
function termExists(sql: Sql, taxonomy: string, column: 'slug' | 'id', values: (string | number)[]): string {
  sql.lookups.push({ index: sql.params.length, taxonomy, column, values });
  return `EXISTS (SELECT 1 FROM product_terms pt WHERE pt.product_id = p.id AND pt.term_id = ANY(${sql.add([])}::int[]))`;
}

/** Fills every term filter's parameter with the ids of its terms (none: nothing matches), in one query. */
export async function resolveTermLookups(db: Queryable, sql: Sql): Promise<void> {
  if (!sql.lookups.length) return;
  const taxonomies = [...new Set(sql.lookups.map((l) => l.taxonomy))];
  const slugs = sql.lookups.flatMap((l) => (l.column === 'slug' ? l.values.map(String) : []));
  const ids = sql.lookups.flatMap((l) => (l.column === 'id' ? l.values.map(Number) : []));
  const terms = await db.query<{ id: number; taxonomy: string; slug: string }>(
    `SELECT id, taxonomy, slug FROM terms
      WHERE taxonomy = ANY($1::text[]) AND (slug = ANY($2::text[]) OR id = ANY($3::int[]))`,
    [taxonomies, slugs, ids],
  );
  for (const l of sql.lookups) {
    const wanted = new Set(l.values.map(String));
    sql.params[l.index] = terms
      .filter((t) => t.taxonomy === l.taxonomy && wanted.has(String(l.column === 'id' ? t.id : t.slug)))
      .map((t) => t.id)
      .sort((a, b) => a - b);
  }
}

export function buildWhere(where: ProductWhere, sql: Sql): void {
  sql.where.push('p.parent_id IS NULL', VISIBLE);
  const search = where.search?.trim();
  if (search) {
    if (search.length > 100) throw new UserError('Search text must be at most 100 characters.');
    const pattern = sql.add('%' + search.toLowerCase().replace(/[\\%_]/g, (c) => '\\' + c) + '%');
    // search_text = lower(name + descriptions without HTML tags), a stored column with a trigram index.
    sql.where.push(`p.search_text LIKE ${pattern}`);
  }
  const cats = [...clean(where.categoryIn), ...(where.category ? [where.category] : [])];
  if (cats.length) sql.where.push(termExists(sql, 'product_cat', 'slug', cats));
  const catIds = [...clean(where.categoryIdIn), ...(where.categoryId ? [where.categoryId] : [])];
  if (catIds.length) sql.where.push(termExists(sql, 'product_cat', 'id', catIds));
  const notCats = clean(where.categoryNotIn);
  if (notCats.length) sql.where.push('NOT ' + termExists(sql, 'product_cat', 'slug', notCats));
  const tags = [...clean(where.tagIn), ...(where.tag ? [where.tag] : [])];
  if (tags.length) sql.where.push(termExists(sql, 'product_tag', 'slug', tags));
  const include = clean(where.include);
  if (include.length) sql.where.push(`p.id = ANY(${sql.add(include)}::int[])`);
  const exclude = clean(where.exclude);
  if (exclude.length) sql.where.push(`NOT (p.id = ANY(${sql.add(exclude)}::int[]))`);
  const slugs = clean(where.slugIn);
  if (slugs.length) sql.where.push(`p.slug = ANY(${sql.add(slugs)}::text[])`);
  if (where.sku) sql.where.push(`p.sku = ${sql.add(where.sku)}`);
  for (const [bound, op] of [
    [where.minPrice, '>='],
    [where.maxPrice, '<='],
  ] as const) {
    if (bound === null || bound === undefined) continue;
    if (!Number.isFinite(bound) || bound < 0 || bound > MAX_PRICE_FILTER)
      throw new UserError(`Price filters must be numbers from 0 to ${MAX_PRICE_FILTER}.`);
    // Spec 5: a price range is compared by its highest value.
    sql.where.push(`coalesce(p.max_price, p.price) ${op} ${sql.add(toCents(bound))}`);
  }
  if (where.onSale !== null && where.onSale !== undefined)
    sql.where.push(where.onSale ? 'p.on_sale' : 'NOT p.on_sale');
  const stock = clean(where.stockStatus)
    .map((s) => STOCK[s])
    .filter((s): s is string => !!s);
  if (stock.length) sql.where.push(`p.stock_status = ANY(${sql.add(stock)}::text[])`);
  const ratings = clean(where.rating);
  if (ratings.length) {
    if (ratings.some((r) => r < 0 || r > 5)) throw new UserError('Rating filters must be between 0 and 5.');
    sql.where.push(`p.average_rating >= ${sql.add(Math.min(...ratings))}`);
  }
  if (where.featured !== null && where.featured !== undefined)
    sql.where.push(where.featured ? 'p.featured' : 'NOT p.featured');
  const types = [...clean(where.typeIn), ...(where.type ? [where.type] : [])].map((t) => t.toLowerCase());
  if (types.length) sql.where.push(`p.type = ANY(${sql.add(types)}::text[])`);
  const notTypes = clean(where.typeNotIn).map((t) => t.toLowerCase());
  if (notTypes.length) sql.where.push(`NOT (p.type = ANY(${sql.add(notTypes)}::text[]))`);
  if (where.attribute) {
    const terms = (where.attributeTerm ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (!/^pa_[a-z0-9_-]{1,28}$/.test(where.attribute))
      throw new UserError('Attribute must be a taxonomy like pa_color.');
    if (terms.length) sql.where.push(termExists(sql, where.attribute, 'slug', terms));
    else
      sql.where.push(
        `EXISTS (SELECT 1 FROM product_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.product_id = p.id AND t.taxonomy = ${sql.add(where.attribute)})`,
      );
  }
  const tf = where.taxonomyFilter;
  const filters = clean(tf?.filters);
  if (filters.length) {
    const parts = filters.map((f) => {
      // ProductTaxonomyEnum values arrive as taxonomy names (server/attributes.ts).
      const taxonomy = f.taxonomy;
      if (!/^[a-z][a-z0-9_-]*$/.test(taxonomy)) throw new UserError(`Unknown taxonomy ${f.taxonomy}.`);
      const terms = clean(f.terms);
      const ids = clean(f.ids);
      const operator = f.operator ?? 'IN';
      const any = (): string =>
        `EXISTS (SELECT 1 FROM product_terms pt JOIN terms t ON t.id = pt.term_id WHERE pt.product_id = p.id AND t.taxonomy = ${sql.add(taxonomy)})`;
      if (operator === 'EXISTS') return any();
      if (operator === 'NOT_EXISTS') return 'NOT ' + any();
      if (!terms.length && !ids.length) throw new UserError(`The ${f.taxonomy} filter needs terms or ids.`);
      const match = [
        ...(terms.length ? [termExists(sql, taxonomy, 'slug', terms)] : []),
        ...(ids.length ? [termExists(sql, taxonomy, 'id', ids)] : []),
      ].join(' OR ');
      if (operator === 'NOT_IN') return `NOT (${match})`;
      if (operator === 'AND') {
        return [
          ...terms.map((t) => termExists(sql, taxonomy, 'slug', [t])),
          ...ids.map((i) => termExists(sql, taxonomy, 'id', [i])),
        ].join(' AND ');
      }
      return `(${match})`;
    });
    sql.where.push('(' + parts.map((p) => `(${p})`).join(tf?.relation === 'OR' ? ' OR ' : ' AND ') + ')');
  }
}

interface SortKey {
  expr: string;
  dir: 'ASC' | 'DESC';
  kind: 'text' | 'num' | 'date';
}

export function sortKeys(where: ProductWhere): SortKey[] {
  const keys: SortKey[] = [];
  const list = clean(where.orderby);
  for (const o of list) {
    const s = SORT[o.field];
    if (!s) throw new UserError(`Ordering products by ${o.field} is not supported.`);
    keys.push({ ...s, dir: o.order === 'ASC' ? 'ASC' : 'DESC' });
  }
  if (!keys.length) {
    // Spec 5: a search ranks name matches before description matches; otherwise newest first.
    if (where.search?.trim())
      keys.push({ expr: `(p.search_name LIKE '%' || ${'$SEARCH'} || '%')::int`, dir: 'DESC', kind: 'num' });
    keys.push({ ...SORT.DATE!, dir: 'DESC' });
  }
  keys.push({ expr: 'p.id', dir: keys[keys.length - 1]?.dir ?? 'DESC', kind: 'num' });
  return keys;
}
