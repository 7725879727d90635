import type { Queryable, SqlParam } from '../db/connection.ts';
import { UserError } from './errors.ts';
import { Loader } from './loader.ts';
import { toCents } from './money.ts';

export interface ProductRow {
  id: number;
  parent_id: number | null;
  type: 'simple' | 'variable' | 'external' | 'variation';
  status: string;
  catalog_visibility: string;
  name: string;
  slug: string;
  sku: string | null;
  description: string;
  short_description: string;
  regular_price: number | null;
  sale_price: number | null;
  price: number | null;
  max_price: number | null;
  on_sale: boolean;
  date_on_sale_from: Date | null;
  date_on_sale_to: Date | null;
  featured: boolean;
  menu_order: number;
  created_at: Date;
  modified_at: Date;
  manage_stock: boolean;
  stock_quantity: number | null;
  stock_status: 'instock' | 'outofstock' | 'onbackorder';
  backorders: 'no' | 'notify' | 'yes';
  low_stock_amount: number | null;
  sold_individually: boolean;
  average_rating: string;
  review_count: number;
  total_sales: number;
  weight: string | null;
  length: string | null;
  width: string | null;
  height: string | null;
  virtual: boolean;
  downloadable: boolean;
  download_limit: number | null;
  download_expiry: number | null;
  external_url: string | null;
  button_text: string | null;
  is_gift_card: boolean;
  reviews_allowed: boolean;
  purchase_note: string | null;
  image_id: number | null;
  gallery_ids: number[];
  variation_attributes: Record<string, string>;
  default_attributes: Record<string, string>;
  meta: { id?: string; key: string; value: string }[];
}

export interface MediaRow {
  id: number;
  slug: string;
  path: string;
  alt_text: string;
  title: string;
  width: number;
  height: number;
}

export interface TermRow {
  id: number;
  taxonomy: string;
  slug: string;
  name: string;
  description: string;
  parent_id: number | null;
  image_id: number | null;
  menu_order: number;
  count: number;
}

export interface AttributeRow {
  product_id: number;
  name: string;
  position: number;
  is_variation: boolean;
  visible: boolean;
  options: string[];
  attribute_id: number | null;
  label: string | null;
}

export interface DownloadRow {
  id: string;
  product_id: number;
  name: string;
  file: string;
}

/** Published and not hidden: what shoppers may see. */
export const VISIBLE = `p.status = 'publish' AND p.catalog_visibility <> 'hidden'`;

/** The per-request loaders every product field resolver shares (no N+1 queries). */
export function catalogLoaders(db: Queryable) {
  const byIds = async <R extends { id: number }>(table: string, ids: number[]): Promise<Map<number, R>> => {
    const rows = await db.query<R>(`SELECT * FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
    return new Map(rows.map((r) => [r.id, r]));
  };
  const groupBy = <R, K>(rows: R[], key: (r: R) => K): Map<K, R[]> => {
    const m = new Map<K, R[]>();
    for (const r of rows) {
      const k = key(r);
      const list = m.get(k);
      if (list) list.push(r);
      else m.set(k, [r]);
    }
    return m;
  };
  return {
    product: new Loader<number, ProductRow | null>((ids) => byIds<ProductRow>('products', ids), null),
    media: new Loader<number, MediaRow | null>((ids) => byIds<MediaRow>('media', ids), null),
    term: new Loader<number, TermRow | null>((ids) => byIds<TermRow>('terms', ids), null),
    termsOfProduct: new Loader<number, TermRow[]>(async (ids) => {
      const rows = await db.query<TermRow & { product_id: number }>(
        `SELECT t.*, pt.product_id FROM product_terms pt JOIN terms t ON t.id = pt.term_id
          WHERE pt.product_id = ANY($1::int[]) ORDER BY t.taxonomy, t.menu_order, t.name`,
        [ids],
      );
      return groupBy(rows, (r) => r.product_id);
    }, []),
    variations: new Loader<number, ProductRow[]>(async (ids) => {
      const rows = await db.query<ProductRow>(
        `SELECT * FROM products WHERE parent_id = ANY($1::int[]) AND status = 'publish' ORDER BY menu_order, id`,
        [ids],
      );
      return groupBy(rows, (r) => r.parent_id ?? 0);
    }, []),
    attributes: new Loader<number, AttributeRow[]>(async (ids) => {
      const rows = await db.query<AttributeRow>(
        `SELECT pa.*, a.id AS attribute_id, a.label FROM product_attributes pa LEFT JOIN attributes a ON a.taxonomy = pa.name
          WHERE pa.product_id = ANY($1::int[]) ORDER BY pa.position`,
        [ids],
      );
      return groupBy(rows, (r) => r.product_id);
    }, []),
    downloads: new Loader<number, DownloadRow[]>(async (ids) => {
      const rows = await db.query<DownloadRow>(
        `SELECT * FROM product_downloads WHERE product_id = ANY($1::int[]) ORDER BY id`,
        [ids],
      );
      return groupBy(rows, (r) => r.product_id);
    }, []),
    related: new Loader<number, ProductRow[]>((ids) => relatedOfProducts(db, ids), []),
    firstReviews: new Loader<string, Page<ReviewRow> | null>((keys) => firstReviewPages(db, keys), null),
    /** Terms of global attribute taxonomies (`pa_size`), in term order. */
    taxonomyTerms: new Loader<string, TermRow[]>(async (taxonomies) => {
      const rows = await db.query<TermRow>(
        `SELECT * FROM terms WHERE taxonomy = ANY($1::text[]) ORDER BY menu_order, name`,
        [taxonomies],
      );
      return groupBy(rows, (r) => r.taxonomy);
    }, []),
    attributeLabels: new Loader<string, { id: number; label: string } | null>(async (names) => {
      const rows = await db.query<{ id: number; taxonomy: string; label: string }>(
        `SELECT id, taxonomy, label FROM attributes WHERE taxonomy = ANY($1::text[])`,
        [names],
      );
      return new Map(rows.map((r) => [r.taxonomy, { id: r.id, label: r.label }]));
    }, null),
  };
}

export type CatalogLoaders = ReturnType<typeof catalogLoaders>;

// ---------------------------------------------------------------------------------------------
// Listing

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
export const MAX_PAGE = 100;
/** Prices are integer cents in a 32-bit column; a filter beyond any price is a mistake, not a query. */
const MAX_PRICE_FILTER = 1_000_000;
/** Sort expressions that are never NULL, so a row comparison orders them as ORDER BY does. */
const NOT_NULL_KEYS = new Set([
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

class Sql {
  readonly params: SqlParam[] = [];
  readonly where: string[] = [];
  readonly lookups: TermLookup[] = [];
  add(value: SqlParam): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
}

const clean = <T>(list: (T | null | undefined)[] | null | undefined): T[] =>
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
async function resolveTermLookups(db: Queryable, sql: Sql): Promise<void> {
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

function buildWhere(where: ProductWhere, sql: Sql): void {
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

function sortKeys(where: ProductWhere): SortKey[] {
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

const CURSOR_PREFIX = 'arrayconnection:';
/** Postgres `int`: a larger id names nothing. */
const MAX_ID = 2_147_483_647;

/** WPGraphQL's cursor for a node (`AbstractConnectionResolver::get_cursor_for_node`): `base64("arrayconnection:" + id)`. */
export function cursorFor(id: number | string): string {
  return Buffer.from(CURSOR_PREFIX + String(id), 'utf8').toString('base64');
}

const invalidCursor = () =>
  new UserError('Invalid cursor: pass the `cursor` of an edge (or `pageInfo.endCursor`) of this connection.');

/**
 * The key a cursor names: the text after `arrayconnection:`. Anything else is not a cursor of ours and is
 * refused (WPGraphQL would read it as an offset no post has and silently return the first page).
 */
export function cursorKey(cursor: string): string {
  const bytes = Buffer.from(cursor, 'base64');
  const text = bytes.toString('utf8');
  const unpadded = (b64: string) => b64.replace(/=+$/, '');
  if (
    cursor.length > 200 ||
    unpadded(bytes.toString('base64')) !== unpadded(cursor) ||
    !text.startsWith(CURSOR_PREFIX)
  )
    throw invalidCursor();
  return text.slice(CURSOR_PREFIX.length);
}

/**
 * The database id a cursor names, or null when the number is too large to name a row. A cursor whose key is not
 * a whole number is wrongly typed for an id-keyed connection: BAD_USER_INPUT.
 */
export function cursorId(cursor: string): number | null {
  const key = cursorKey(cursor);
  if (!/^\d{1,20}$/.test(key)) throw invalidCursor();
  const id = Number(key);
  return id <= MAX_ID ? id : null;
}

export interface Page<T> {
  rows: T[];
  cursors: string[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  found: number | null;
}

/** Validates `first` (default 10, at most MAX_PAGE, as WPGraphQL clamps) and rejects backward paging. */
export function pageSize(first: number | null | undefined, last?: number | null, fallback = 10): number {
  if (last !== null && last !== undefined)
    throw new UserError('Backward pagination (last/before) is not supported; use first/after.');
  if (first === null || first === undefined) return fallback;
  if (!Number.isInteger(first) || first < 0) throw new UserError('first must be a non-negative integer.');
  return Math.min(first, MAX_PAGE);
}

/**
 * Exact `found` counts per database and filter, kept FOUND_TTL_MS: counting a category of 50,000 products costs
 * more than its page. They are dropped on every catalogue change (orders, reviews), this process's or, on one
 * PostgreSQL, another's (server/catalogEvents.ts). Requests that miss together share one count.
 */
type FoundCounts = Map<string, { n: Promise<number>; until: number }>;
let foundCounts = new WeakMap<Queryable, FoundCounts>();
const FOUND_TTL_MS = 60_000;
/** Checkout drops the counts before its transaction commits: a count started just after that is kept briefly. */
const FOUND_SETTLE_MS = 2_000;
let invalidatedAt = 0;
const FOUND_KEYS_MAX = 1_000;

/** One page of visible top-level products with keyset pagination and the total match count. */
export async function listProducts(
  db: Queryable,
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
  const rows = await db.query<ProductRow & Record<string, unknown>>(
    `SELECT p.*, ${select} FROM products p WHERE ${sql.where.join(' AND ')} ORDER BY ${orderBy} LIMIT ${limit + 1}`,
    sql.params,
  );
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

/** `id` when a row of `table` has it (WPGraphQL's `is_valid_offset`), else null. */
async function existingId(db: Queryable, table: 'products' | 'terms' | 'reviews', id: number | null) {
  if (id === null) return null;
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = $1`, [id]);
  return rows.length ? id : null;
}

/** `expr` sorts after `cursor` in direction `dir` (Postgres puts NULLs last ascending, first descending). */
function comesAfter(expr: string, cursor: string, dir: 'ASC' | 'DESC'): string {
  return dir === 'ASC'
    ? `(${expr} > ${cursor} OR (${expr} IS NULL AND ${cursor} IS NOT NULL))`
    : `(${expr} < ${cursor} OR (${expr} IS NOT NULL AND ${cursor} IS NULL))`;
}

/** The exact number of visible top-level products matching `where`, from the cache when it is fresh. */
async function countProducts(db: Queryable, where: string[], params: SqlParam[]): Promise<number> {
  let cache = foundCounts.get(db);
  if (!cache) foundCounts.set(db, (cache = new Map() as FoundCounts));
  const key = JSON.stringify([where, params]);
  const hit = cache.get(key);
  const now = Date.now();
  if (hit && now < hit.until) return hit.n;
  if (cache.size >= FOUND_KEYS_MAX) cache.clear();
  const n = db
    .query<{ n: number }>(`SELECT count(*)::int n FROM products p WHERE ${where.join(' AND ')}`, params)
    .then((rows) => rows[0]?.n ?? 0);
  const entry = { n, until: now + (now - invalidatedAt < FOUND_SETTLE_MS ? FOUND_SETTLE_MS : FOUND_TTL_MS) };
  cache.set(key, entry);
  // A failed count is not kept; the next request counts again.
  n.catch(() => {
    if (cache.get(key) === entry) cache.delete(key);
  });
  return n;
}

/** Drops cached listing counts (after stock or catalogue changes). */
export function invalidateListingCache(): void {
  foundCounts = new WeakMap();
  invalidatedAt = Date.now();
}

/** Finds a visible product or variation by WooGraphQL id type. */
export async function findProduct(
  db: Queryable,
  id: string,
  idType: string | null | undefined,
  parse: (v: string) => number,
): Promise<ProductRow | null> {
  const type = idType ?? 'ID';
  let rows: ProductRow[];
  if (type === 'SLUG')
    rows = await db.query<ProductRow>(`SELECT * FROM products p WHERE p.slug = $1 AND ${VISIBLE}`, [id]);
  else if (type === 'SKU')
    rows = await db.query<ProductRow>(`SELECT * FROM products p WHERE p.sku = $1 AND ${VISIBLE}`, [id]);
  else
    rows = await db.query<ProductRow>(`SELECT * FROM products p WHERE p.id = $1 AND ${VISIBLE}`, [parse(id)]);
  return rows[0] ?? null;
}

/** A product category by its slug, name or database id, or null. */
export async function findCategory(
  db: Queryable,
  by: 'slug' | 'name' | 'id',
  value: string | number,
): Promise<TermRow | null> {
  const rows = await db.query<TermRow>(`SELECT * FROM terms WHERE taxonomy = 'product_cat' AND ${by} = $1`, [
    value,
  ]);
  return rows[0] ?? null;
}

/** The taxonomy names (`pa_color`, …) of the store's global attributes. */
export async function attributeTaxonomyNames(db: Queryable): Promise<string[]> {
  return (await db.query<{ taxonomy: string }>('SELECT taxonomy FROM attributes')).map((r) => r.taxonomy);
}

/** At most this many related products per product, as WooCommerce's `wc_get_related_products` default. */
export const RELATED_MAX = 5;

/**
 * For each product, up to RELATED_MAX visible products sharing a category or tag with it, best sellers first:
 * one query for a whole level of a nested `related` selection.
 */
async function relatedOfProducts(db: Queryable, productIds: number[]): Promise<Map<number, ProductRow[]>> {
  const rows = await db.query<ProductRow & { source_id: number }>(
    `SELECT s.id AS source_id, r.* FROM unnest($1::int[]) AS s(id) CROSS JOIN LATERAL (
       SELECT p.* FROM products p
        WHERE p.parent_id IS NULL AND ${VISIBLE} AND p.id <> s.id
          AND EXISTS (SELECT 1 FROM product_terms a JOIN product_terms b ON a.term_id = b.term_id JOIN terms t ON t.id = a.term_id
                       WHERE a.product_id = s.id AND b.product_id = p.id AND t.taxonomy IN ('product_cat','product_tag'))
        ORDER BY p.total_sales DESC, p.id DESC LIMIT ${RELATED_MAX}) r`,
    [productIds],
  );
  const bySource = new Map<number, ProductRow[]>();
  for (const { source_id, ...product } of rows) {
    const list = bySource.get(source_id);
    if (list) list.push(product);
    else bySource.set(source_id, [product]);
  }
  return bySource;
}

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
async function firstReviewPages(db: Queryable, keys: string[]): Promise<Map<string, Page<ReviewRow>>> {
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

/** Terms of the given taxonomies (counts over visible products), WPGraphQL term-query semantics. */
export async function listTerms(
  db: Queryable,
  taxonomies: string[],
  args: {
    first: number;
    after?: string | null;
    hideEmpty?: boolean | null;
    orderby?: string | null;
    order?: string | null;
    slug?: (string | null)[] | null;
    search?: string | null;
    include?: (string | number | null)[] | null;
    exclude?: (string | number | null)[] | null;
    parent?: number | null;
  },
): Promise<Page<TermRow>> {
  const sql = new Sql();
  sql.where.push(`t.taxonomy = ANY(${sql.add(taxonomies)}::text[])`);
  if (args.hideEmpty) sql.where.push('t.count > 0');
  const slugs = clean(args.slug);
  if (slugs.length) sql.where.push(`t.slug = ANY(${sql.add(slugs)}::text[])`);
  if (args.search?.trim())
    sql.where.push(`lower(t.name) LIKE ${sql.add('%' + args.search.trim().toLowerCase() + '%')}`);
  const include = clean(args.include).map(Number).filter(Number.isInteger);
  if (include.length) sql.where.push(`t.id = ANY(${sql.add(include)}::int[])`);
  const exclude = clean(args.exclude).map(Number).filter(Number.isInteger);
  if (exclude.length) sql.where.push(`NOT (t.id = ANY(${sql.add(exclude)}::int[]))`);
  if (args.parent !== null && args.parent !== undefined) {
    sql.where.push(args.parent === 0 ? 't.parent_id IS NULL' : `t.parent_id = ${sql.add(args.parent)}`);
  }
  const columns: Record<string, string> = {
    COUNT: 't.count',
    NAME: 't.name',
    SLUG: 't.slug',
    TERM_ID: 't.id',
    TERM_ORDER: 't.menu_order',
    TERM_GROUP: 't.menu_order',
    DESCRIPTION: 't.description',
  };
  // As on a real store: TERM_ORDER without an explicit order falls back to the terms' names (WooCommerce applies an
  // attribute's menu order only when the query names a direction).
  const orderCol =
    args.orderby === 'TERM_ORDER' && !args.order ? 't.name' : (columns[args.orderby ?? 'NAME'] ?? 't.name');
  const dir = args.order === 'DESC' ? 'DESC' : 'ASC';
  // WPGraphQL's TermObjectCursor: after the term the cursor names, by the order column then the id.
  const cursor = args.after ? await existingId(db, 'terms', cursorId(args.after)) : null;
  if (cursor !== null) {
    sql.where.push(
      `(${orderCol}, t.id) ${dir === 'ASC' ? '>' : '<'} (SELECT ${orderCol.replace('t.', 'c.')}, c.id FROM terms c WHERE c.id = ${sql.add(cursor)})`,
    );
  }
  const rows = await db.query<TermRow>(
    `SELECT t.* FROM terms t WHERE ${sql.where.join(' AND ')} ORDER BY ${orderCol} ${dir}, t.id ${dir} LIMIT ${args.first + 1}`,
    sql.params,
  );
  const page = rows.slice(0, args.first);
  return {
    rows: page,
    cursors: page.map((r) => cursorFor(r.id)),
    hasNextPage: rows.length > args.first,
    hasPreviousPage: cursor !== null,
    found: null,
  };
}
