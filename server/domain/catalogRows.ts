/**
 * The catalogue's database rows as the queries read them (products and their variations, media, terms, product
 * attributes, downloadable files) and `VISIBLE`, the condition a product meets when shoppers may see it.
 */
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

/**
 * Every column a `ProductRow` has, which is every column of `products` but the two search texts
 * (migrations/002_search_text.sql): a lower-cased copy of the name and of the descriptions without their tags, that
 * only the search's WHERE reads. `SELECT *` sent them with every product row and the driver decoded them. Keyed by
 * `ProductRow`, so a field added there is a type error here until it is listed (tests/api/database.test.ts checks
 * the list against the table).
 */
const PRODUCT_FIELDS: Record<keyof ProductRow, true> = {
  id: true,
  parent_id: true,
  type: true,
  status: true,
  catalog_visibility: true,
  name: true,
  slug: true,
  sku: true,
  description: true,
  short_description: true,
  regular_price: true,
  sale_price: true,
  price: true,
  max_price: true,
  on_sale: true,
  date_on_sale_from: true,
  date_on_sale_to: true,
  featured: true,
  menu_order: true,
  created_at: true,
  modified_at: true,
  manage_stock: true,
  stock_quantity: true,
  stock_status: true,
  backorders: true,
  low_stock_amount: true,
  sold_individually: true,
  average_rating: true,
  review_count: true,
  total_sales: true,
  weight: true,
  length: true,
  width: true,
  height: true,
  virtual: true,
  downloadable: true,
  download_limit: true,
  download_expiry: true,
  external_url: true,
  button_text: true,
  is_gift_card: true,
  reviews_allowed: true,
  purchase_note: true,
  image_id: true,
  gallery_ids: true,
  variation_attributes: true,
  default_attributes: true,
  meta: true,
};

function productColumns(alias?: string): string {
  return Object.keys(PRODUCT_FIELDS)
    .map((column) => (alias ? `${alias}.${column}` : column))
    .join(', ');
}

/** The product columns to select: `id, parent_id, …`. */
export const PRODUCT_COLUMNS = productColumns();
/** The same, for a query that names the table `p`: `p.id, p.parent_id, …`. */
export const P_PRODUCT_COLUMNS = productColumns('p');

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
