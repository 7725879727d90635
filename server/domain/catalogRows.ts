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
