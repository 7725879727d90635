import type {
  ProductListQuery$variables,
  ProductTaxonomyEnum,
  ProductsOrderByEnum,
  StockStatusEnum,
} from '../../__generated__/ProductListQuery.graphql';

/**
 * The product list's state as it lives in the URL (spec 5: filters are `name[value,value]` pairs joined by
 * commas), and its translation into WooGraphQL's `where` argument so filtering, search and sorting run on
 * the server.
 */

export const SORT_KEYS = ['date', 'price', 'rating', 'discount', 'alphabetically'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'ASC' | 'DESC';
export type StockFilter = 'instock' | 'outofstock' | 'onbackorder';

export interface ListFilters {
  categories: string[];
  /** Inclusive price bounds. */
  minPrice: number | null;
  maxPrice: number | null;
  /** Minimum average rating, 1–5. */
  rating: number | null;
  onSale: boolean;
  stock: StockFilter[];
  /** Attribute taxonomy slug (`pa_color`) → term slugs. */
  attributes: Record<string, string[]>;
}

/** The validated search params of a product list route. */
export interface ListSearch {
  filter?: string;
  search?: string;
  orderby?: SortKey;
  order?: SortOrder;
}

export const emptyFilters: ListFilters = {
  categories: [],
  minPrice: null,
  maxPrice: null,
  rating: null,
  onSale: false,
  stock: [],
  attributes: {},
};

const PAIR = /([a-z0-9_-]+)\[([^\]]*)\]/gi;
const STOCK: readonly StockFilter[] = ['instock', 'outofstock', 'onbackorder'];

function toNumber(value: string | undefined): number | null {
  if (value === undefined || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Parses `category[shoes,hats],price[10,50],rating[4],sale[true],stock[instock],pa_color[red]`; unknown or malformed parts are dropped. */
export function parseFilters(value: string | undefined): ListFilters {
  const filters: ListFilters = { ...emptyFilters, attributes: {} };
  if (!value) return filters;
  for (const [, rawName, rawValues] of value.matchAll(PAIR)) {
    const name = (rawName ?? '').toLowerCase();
    const positional = (rawValues ?? '').split(',').map((v) => v.trim());
    const values = positional.filter(Boolean);
    if (name === 'category') filters.categories = values;
    else if (name === 'price') {
      // Positional: `price[,50]` has no minimum.
      filters.minPrice = toNumber(positional[0]);
      filters.maxPrice = toNumber(positional[1]);
    } else if (name === 'rating') {
      const rating = toNumber(values[0]);
      filters.rating = rating !== null && rating >= 1 && rating <= 5 ? Math.floor(rating) : null;
    } else if (name === 'sale') filters.onSale = values[0] === 'true';
    else if (name === 'stock')
      filters.stock = values.filter((v): v is StockFilter => STOCK.includes(v as StockFilter));
    else if (name.startsWith('pa_') && values.length > 0) filters.attributes[name] = values;
  }
  return filters;
}

/** The inverse of {@link parseFilters}; undefined when no filter is active (keeps URLs clean). */
export function formatFilters(filters: ListFilters): string | undefined {
  const parts: string[] = [];
  if (filters.categories.length) parts.push(`category[${filters.categories.join(',')}]`);
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    parts.push(`price[${filters.minPrice ?? ''},${filters.maxPrice ?? ''}]`);
  }
  if (filters.rating !== null) parts.push(`rating[${filters.rating}]`);
  if (filters.onSale) parts.push('sale[true]');
  if (filters.stock.length) parts.push(`stock[${filters.stock.join(',')}]`);
  for (const [taxonomy, terms] of Object.entries(filters.attributes)) {
    if (terms.length) parts.push(`${taxonomy}[${terms.join(',')}]`);
  }
  return parts.length ? parts.join(',') : undefined;
}

/** True when any filter, the search or a non-default sort is active. */
export function hasActiveFilters(filters: ListFilters): boolean {
  return formatFilters(filters) !== undefined;
}

function pick<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}

/** `validateSearch` for list routes: a bad value degrades to the default instead of failing the route. */
export function validateListSearch(search: Record<string, unknown>): ListSearch {
  const result: ListSearch = {};
  const filter = typeof search.filter === 'string' ? formatFilters(parseFilters(search.filter)) : undefined;
  if (filter) result.filter = filter;
  if (typeof search.search === 'string' && search.search.trim())
    result.search = search.search.trim().slice(0, 100);
  const orderby = pick(search.orderby, SORT_KEYS);
  if (orderby && orderby !== 'date') result.orderby = orderby;
  const order = pick(search.order, ['ASC', 'DESC'] as const);
  if (order === 'ASC') result.order = order;
  return result;
}

const ORDERBY_FIELD: Record<SortKey, ProductsOrderByEnum> = {
  date: 'DATE',
  price: 'PRICE',
  rating: 'RATING',
  alphabetically: 'NAME',
  // WooGraphQL has no discount ordering; sale price is its closest server-side order.
  discount: 'SALE_PRICE',
};

const STOCK_ENUM: Record<StockFilter, StockStatusEnum> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
};

/**
 * WooGraphQL's `products(where:)` fields the lists use. The where object is written out in the list queries, one
 * variable per field, because its input type is named differently in each generation
 * (`RootQueryToProductUnionConnectionWhereArgs` in 0.x, `RootQueryToProductConnectionWhereArgs` in 1.x) while
 * every field's own type is the same in both: the same operation text validates on either store.
 */
export type ProductsWhere = Pick<
  ProductListQuery$variables,
  | 'orderby'
  | 'categoryIn'
  | 'search'
  | 'minPrice'
  | 'maxPrice'
  | 'onSale'
  | 'rating'
  | 'stockStatus'
  | 'taxonomyFilter'
>;

/**
 * Builds WooGraphQL's `where` for a list: all filters must match; `category` forces a category page's slug.
 * Attribute filters count only for the store's own attributes (`attributes`, taxonomy → ProductTaxonomyEnum
 * name): an unknown `pa_*` in the URL is ignored instead of failing the query.
 */
export function toProductsWhere(
  search: ListSearch,
  category?: string,
  attributes: ReadonlyMap<string, string> = new Map(),
): ProductsWhere {
  const filters = parseFilters(search.filter);
  const where: { -readonly [K in keyof ProductsWhere]: ProductsWhere[K] } = {
    orderby: [{ field: ORDERBY_FIELD[search.orderby ?? 'date'], order: search.order ?? 'DESC' }],
  };
  const categories = category ? [category] : filters.categories;
  if (categories.length) where.categoryIn = categories;
  if (search.search) where.search = search.search;
  if (filters.minPrice !== null) where.minPrice = filters.minPrice;
  if (filters.maxPrice !== null) where.maxPrice = filters.maxPrice;
  if (filters.onSale) where.onSale = true;
  if (filters.rating !== null) where.rating = [1, 2, 3, 4, 5].filter((r) => r >= (filters.rating ?? 0));
  if (filters.stock.length) where.stockStatus = filters.stock.map((s) => STOCK_ENUM[s]);
  const attributeFilters = Object.entries(filters.attributes).flatMap(([taxonomy, terms]) => {
    // The enum is store-specific: WooGraphQL adds a PA_* value for every global attribute.
    const name = attributes.get(taxonomy);
    return name ? [{ taxonomy: name as ProductTaxonomyEnum, terms, operator: 'IN' as const }] : [];
  });
  if (attributeFilters.length) where.taxonomyFilter = { relation: 'AND', filters: attributeFilters };
  return where;
}
