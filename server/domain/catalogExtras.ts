/**
 * What a product query brings along for the request's loaders (server/domain/catalog.ts): the JSON columns of
 * `EXTRAS`, and `primeExtras`, which hands them to the loaders.
 */
import {
  PRODUCT_COLUMNS,
  type AttributeRow,
  type MediaRow,
  type ProductRow,
  type TermRow,
} from './catalogRows.ts';
import type { Loader } from './loader.ts';

/** What a variable product's price ranges are made of (`ProductWithPricing`). */
export type VariationPrices = Pick<ProductRow, 'price' | 'regular_price' | 'sale_price'>;

/** A media row's columns, as the media loader reads them and as a product query brings them along (`EXTRAS`). */
export const MEDIA_COLUMNS = ['id', 'slug', 'path', 'alt_text', 'title', 'width', 'height'] as const;
const mediaJson = (m: string) =>
  `json_build_object(${MEDIA_COLUMNS.map((c) => `'${c}', ${m}.${c}`).join(', ')})`;

/**
 * A variation's columns as JSON must read as the driver reads the row: `numeric` as its text (`average_rating`
 * "4.50", which JSON would make the number 4.5), and the dates as ISO text, made `Date`s again by `primeExtras`.
 */
const VARIATION_COLUMNS = PRODUCT_COLUMNS.split(', ')
  .map((c) => (c === 'average_rating' ? `v.${c}::text AS ${c}` : `v.${c}`))
  .join(', ');
const DATE_COLUMNS = ['date_on_sale_from', 'date_on_sale_to', 'created_at', 'modified_at'] as const;

/**
 * What a product query can bring along for the request's loaders, as JSON columns of its rows (`p` names the
 * query's product table): what the loaders would each have asked for in a statement of their own, one level of
 * the selection later. A product page was 12 statements one after another on PGlite's one connection (on
 * PostgreSQL, 12 round trips, each waking the server), and is 4; a list page's cards lose 2. Each column reads by
 * primary key or by the product's own id, for the rows the query returns; `primeExtras` hands them to the loaders.
 */
export const EXTRAS = {
  /** The product's image (the media loader). */
  image: (p: string) =>
    `(SELECT json_agg(${mediaJson('m')}) FROM media m WHERE m.id = ${p}.image_id) AS x_media`,
  /** Its image and gallery (the media loader). */
  gallery: (p: string) =>
    `(SELECT json_agg(${mediaJson('m')}) FROM media m WHERE m.id = ${p}.image_id OR m.id = ANY(${p}.gallery_ids)) AS x_media`,
  /** Its terms, in the `termsOfProduct` loader's order. */
  terms: (p: string) =>
    `(SELECT json_agg(t ORDER BY t.taxonomy, t.menu_order, t.name) FROM product_terms pt JOIN terms t ON t.id = pt.term_id
       WHERE pt.product_id = ${p}.id) AS x_terms`,
  /** Its attributes as the `attributes` loader reads them, each global one with its taxonomy's terms. */
  attributes: (p: string) =>
    `(SELECT json_agg(x ORDER BY x.position) FROM (
       SELECT pa.*, a.id AS attribute_id, a.label,
              CASE WHEN a.id IS NOT NULL THEN (SELECT json_agg(t ORDER BY t.menu_order, t.name) FROM terms t WHERE t.taxonomy = pa.name) END AS terms
         FROM product_attributes pa LEFT JOIN attributes a ON a.taxonomy = pa.name WHERE pa.product_id = ${p}.id) x) AS x_attributes`,
  /**
   * A variable product's published variations, every column and each one's image (the `variations` loader, which
   * also answers `variationPrices`): asked for by a product query whose selection asks for them (a product page).
   */
  variations: (p: string): string =>
    `CASE WHEN ${p}.type = 'variable' THEN (SELECT json_agg(x ORDER BY x.menu_order, x.id) FROM (
       SELECT ${VARIATION_COLUMNS}, ${EXTRAS.image('v')} FROM products v WHERE v.parent_id = ${p}.id AND v.status = 'publish') x) END AS x_variations`,
  /** A variable product's variations' prices (the `variationPrices` loader). */
  prices: (p: string) =>
    `CASE WHEN ${p}.type = 'variable' THEN (SELECT json_agg(json_build_object('price', v.price, 'regular_price', v.regular_price, 'sale_price', v.sale_price))
       FROM products v WHERE v.parent_id = ${p}.id AND v.status = 'publish') END AS x_prices`,
} satisfies Record<string, (p: string) => string>;

/** The JSON columns of `EXTRAS` on a row (absent when the query did not ask for them, null when nothing matched). */
interface Extras {
  x_media?: MediaRow[] | null;
  x_terms?: TermRow[] | null;
  x_attributes?: (AttributeRow & { terms: TermRow[] | null })[] | null;
  x_prices?: VariationPrices[] | null;
  /** As JSON: the dates are ISO text until `primeExtras` reads them. */
  x_variations?: WithExtras[] | null;
}
export type WithExtras<R extends ProductRow = ProductRow> = R & Extras;

/** The request's loaders `primeExtras` answers (`catalogLoaders`). */
interface PrimedLoaders {
  media: Loader<number, MediaRow | null>;
  termsOfProduct: Loader<number, TermRow[]>;
  attributes: Loader<number, AttributeRow[]>;
  attributeLabels: Loader<string, { id: number; label: string } | null>;
  taxonomyTerms: Loader<string, TermRow[]>;
  variationPrices: Loader<number, VariationPrices[]>;
  variations: Loader<number, ProductRow[]>;
}

/**
 * Hands what product rows brought along (`EXTRAS`) to the request's loaders, so that their fields resolve without
 * a statement of their own. An image the row names and no media row answered is answered null, as the media loader
 * would; a product's attributes also answer their labels (`attributeLabels`) and global taxonomies' terms.
 */
export function primeExtras(loaders: PrimedLoaders, rows: readonly WithExtras[]): void {
  for (const row of rows) {
    if (row.x_media !== undefined) {
      for (const m of row.x_media ?? []) loaders.media.prime(m.id, m);
      if (row.image_id !== null) loaders.media.prime(row.image_id, null);
    }
    if (row.x_terms !== undefined) loaders.termsOfProduct.prime(row.id, row.x_terms ?? []);
    if (row.x_attributes !== undefined) {
      const attributes: AttributeRow[] = [];
      for (const { terms, ...attribute } of row.x_attributes ?? []) {
        attributes.push(attribute);
        loaders.attributeLabels.prime(
          attribute.name,
          attribute.attribute_id !== null
            ? { id: attribute.attribute_id, label: attribute.label ?? attribute.name }
            : null,
        );
        if (attribute.attribute_id !== null) loaders.taxonomyTerms.prime(attribute.name, terms ?? []);
      }
      loaders.attributes.prime(row.id, attributes);
    }
    if (row.x_prices !== undefined && row.type === 'variable')
      loaders.variationPrices.prime(row.id, row.x_prices ?? []);
    if (row.x_variations !== undefined && row.type === 'variable') {
      const variations = row.x_variations ?? [];
      for (const variation of variations) {
        const dates = variation as unknown as Record<(typeof DATE_COLUMNS)[number], string | Date | null>;
        for (const column of DATE_COLUMNS)
          if (typeof dates[column] === 'string') dates[column] = new Date(dates[column]);
      }
      primeExtras(loaders, variations);
      loaders.variations.prime(row.id, variations);
    }
  }
}
