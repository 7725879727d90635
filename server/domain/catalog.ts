/**
 * The catalogue as the product resolvers read it: the per-request loaders every product field shares
 * (`catalogLoaders`), a product or category found by its id type, a product's related products, the store's global
 * attribute taxonomies, and term lists (categories, tags, attribute terms).
 */
import type { Queryable } from '../db/connection.ts';
import {
  P_PRODUCT_COLUMNS,
  PRODUCT_COLUMNS,
  VISIBLE,
  type AttributeRow,
  type DownloadRow,
  type MediaRow,
  type ProductRow,
  type TermRow,
} from './catalogRows.ts';
import {
  EXTRAS,
  MEDIA_COLUMNS,
  primeExtras,
  type VariationPrices,
  type WithExtras,
} from './catalogExtras.ts';
import { Loader } from './loader.ts';
import { cursorFor, cursorId, existingId, type Page } from './paging.ts';
import { clean, Sql } from './productQuery.ts';
import { relatedOfProducts } from './related.ts';
import { firstReviewPages, type ReviewRow } from './reviews.ts';

/** The per-request loaders every product field resolver shares (no N+1 queries). */
export function catalogLoaders(db: Queryable) {
  const byIds = async <R extends { id: number }>(
    table: string,
    ids: number[],
    columns = '*',
  ): Promise<Map<number, R>> => {
    const rows = await db.query<R>(`SELECT ${columns} FROM ${table} WHERE id = ANY($1::int[])`, [ids]);
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
  const loaders = {
    product: new Loader<number, ProductRow | null>(
      (ids) => byIds<ProductRow>('products', ids, PRODUCT_COLUMNS),
      null,
    ),
    media: new Loader<number, MediaRow | null>(
      (ids) => byIds<MediaRow>('media', ids, MEDIA_COLUMNS.join(', ')),
      null,
    ),
    term: new Loader<number, TermRow | null>((ids) => byIds<TermRow>('terms', ids), null),
    termsOfProduct: new Loader<number, TermRow[]>(async (ids) => {
      const rows = await db.query<TermRow & { product_id: number }>(
        `SELECT t.*, pt.product_id FROM product_terms pt JOIN terms t ON t.id = pt.term_id
          WHERE pt.product_id = ANY($1::int[]) ORDER BY t.taxonomy, t.menu_order, t.name`,
        [ids],
      );
      return groupBy(rows, (r) => r.product_id);
    }, []),
    /** A product's published variations, each with its image. */
    variations: new Loader<number, ProductRow[]>(async (ids) => {
      const rows = await db.query<WithExtras>(
        `SELECT ${P_PRODUCT_COLUMNS}, ${EXTRAS.image('p')} FROM products p
          WHERE p.parent_id = ANY($1::int[]) AND p.status = 'publish' ORDER BY p.menu_order, p.id`,
        [ids],
      );
      primeExtras(loaders, rows);
      return groupBy(rows, (r) => r.parent_id ?? 0);
    }, []),
    /**
     * A variable product's variations' prices, for its price ranges: a list of 24 cards read every column of every
     * variation for them (descriptions, dates, meta), a third of the rows such a request parsed. When the request also
     * asks for the variations themselves (a product page, whose fields are asked for in the same pass, before this
     * batch runs), their rows answer instead, in one query. A list's or related products' query brings them along
     * (`EXTRAS.prices`), and this batch is not sent.
     */
    variationPrices: new Loader<number, VariationPrices[]>(async (ids) => {
      const found = new Map<number, VariationPrices[]>();
      const rest: number[] = [];
      for (const id of ids) {
        const full = loaders.variations.peek(id);
        if (full) found.set(id, await full);
        else rest.push(id);
      }
      if (!rest.length) return found;
      const rows = await db.query<VariationPrices & { parent_id: number }>(
        `SELECT parent_id, price, regular_price, sale_price FROM products
          WHERE parent_id = ANY($1::int[]) AND status = 'publish'`,
        [rest],
      );
      for (const [id, list] of groupBy(rows, (r) => r.parent_id)) found.set(id, list);
      return found;
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
    /** Related products, each with its image and a variable one's variation prices (its card). */
    related: new Loader<number, ProductRow[]>(async (ids) => {
      const related = await relatedOfProducts(db, ids);
      for (const rows of related.values()) primeExtras(loaders, rows);
      return related;
    }, []),
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
  return loaders;
}

export type CatalogLoaders = ReturnType<typeof catalogLoaders>;

/**
 * Finds a visible product or variation by WooGraphQL id type, with what its page shows beside it (its image and
 * gallery, terms and attributes, and a variable product's variations when the selection asks for them: `EXTRAS`)
 * handed to the request's loaders.
 */
export async function findProduct(
  db: Queryable,
  loaders: CatalogLoaders,
  id: string,
  idType: string | null | undefined,
  parse: (v: string) => number,
  bring: { variations: boolean } = { variations: false },
): Promise<ProductRow | null> {
  const type = idType ?? 'ID';
  const by = type === 'SLUG' ? 'p.slug' : type === 'SKU' ? 'p.sku' : 'p.id';
  const rows = await db.query<WithExtras>(
    `SELECT ${P_PRODUCT_COLUMNS}, ${EXTRAS.gallery('p')}, ${EXTRAS.terms('p')}, ${EXTRAS.attributes('p')}${
      bring.variations ? `, ${EXTRAS.variations('p')}` : ''
    } FROM products p WHERE ${by} = $1 AND ${VISIBLE}`,
    [type === 'SLUG' || type === 'SKU' ? id : parse(id)],
    // Six texts at most (three id types, with or without the variations), each planned by a unique key.
    { prepare: true },
  );
  const row = rows[0];
  if (!row) return null;
  primeExtras(loaders, rows);
  loaders.product.prime(row.id, row);
  return row;
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
