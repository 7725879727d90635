/**
 * The field resolvers the product types share, one map per GraphQL interface (ProductUnion, Product,
 * ProductWithPricing, InventoriedProduct, ...), the term and attribute fields, and the products' type resolution;
 * server/resolvers/catalog.ts assembles them into each type.
 */
import type {
  BackordersEnum,
  CatalogVisibilityEnum,
  DownloadableProductResolvers,
  InventoriedProductResolvers,
  ProductAttributeResolvers,
  ProductResolvers,
  ProductTypesEnum,
  ProductUnionResolvers,
  ProductWithAttributesResolvers,
  ProductWithDimensionsResolvers,
  ProductWithPricingResolvers,
  SimpleProductResolvers,
  StockStatusEnum,
  TermNodeResolvers,
} from '../__generated__/resolvers.ts';
import type { Ctx } from '../context.ts';
import { RELATED_MAX } from '../domain/related.ts';
import type { VariationPrices } from '../domain/catalogExtras.ts';
import type { MediaRow, ProductRow, TermRow } from '../domain/catalogRows.ts';
import { toGlobalId } from '../domain/ids.ts';
import { price, priceRange, type PriceFormat } from '../domain/money.ts';
import { pageSize } from '../domain/paging.ts';
import { productReviews } from '../domain/reviews.ts';
import { fromList, fromPage } from './connection.ts';
import { metaEntries, productDownload, variationAttributes, wpDate } from './wordpress.ts';

type ProductTypeName = 'SimpleProduct' | 'VariableProduct' | 'ExternalProduct' | 'SimpleProductVariation';
/** An interface's or type's field resolvers, without its type resolution. */
type FieldsOf<R> = Omit<R, '__resolveType' | '__isTypeOf'>;

const STOCK_ENUM: Record<ProductRow['stock_status'], StockStatusEnum> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
};
const BACKORDERS_ENUM: Record<ProductRow['backorders'], BackordersEnum> = {
  no: 'NO',
  notify: 'NOTIFY',
  yes: 'YES',
};
const TYPE_ENUM: Record<ProductRow['type'], ProductTypesEnum> = {
  simple: 'SIMPLE',
  variable: 'VARIABLE',
  external: 'EXTERNAL',
  variation: 'VARIATION',
};
const GQL_TYPE: Record<ProductRow['type'], ProductTypeName> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  variation: 'SimpleProductVariation',
};
const VISIBILITY_ENUM: Partial<Record<string, CatalogVisibilityEnum>> = {
  visible: 'VISIBLE',
  catalog: 'CATALOG',
  search: 'SEARCH',
  hidden: 'HIDDEN',
};

export const productTypeName = (p: ProductRow): ProductTypeName => GQL_TYPE[p.type];

/**
 * `__resolveType` of an abstract type over the product types listed (the compiler checks the list against the
 * schema's possible types). A row of another type still names its own type (a variation asked for as `product`),
 * and GraphQL answers that it is not a possible type, as before the types were checked.
 */
export const productTypeAmong =
  <T extends ProductTypeName>(..._possible: T[]) =>
  (p: ProductRow): T =>
    productTypeName(p) as T;

async function variationPrices(p: ProductRow, ctx: Ctx): Promise<VariationPrices[]> {
  return p.type === 'variable' ? ctx.loaders.variationPrices.load(p.id) : [];
}

function range(values: (number | null)[], format: PriceFormat): string | null {
  const v = values.filter((x): x is number => x !== null);
  if (!v.length) return null;
  return priceRange(Math.min(...v), Math.max(...v), format);
}

/** Lists of database rows: their cursors name the row's id, as WPGraphQL's do. */
export const byId = (row: { id: number }) => row.id;

const productTerms = async (p: ProductRow, ctx: Ctx, keep: (t: TermRow) => boolean) =>
  (await ctx.loaders.termsOfProduct.load(p.id)).filter(keep);

/** ProductUnion: what every product type has (WordPress renders content; ours is stored rendered, RAW = RENDERED). */
export const productUnionFields: FieldsOf<ProductUnionResolvers> = {
  id: (p) => toGlobalId(p.type === 'variation' ? 'product_variation' : 'product', p.id),
  databaseId: (p) => p.id,
  type: (p) => TYPE_ENUM[p.type],
  sku: (p) => p.sku,
  description: (p) => p.description,
  shortDescription: (p) => p.short_description,
  onSale: (p) => p.on_sale,
  averageRating: (p) => Number(p.average_rating),
  reviewCount: (p) => p.review_count,
  totalSales: (p) => p.total_sales,
  reviewsAllowed: (p) => p.reviews_allowed,
  purchasable: (p) => p.type !== 'external' && p.status === 'publish' && p.price !== null,
  featured: (p) => p.featured,
  catalogVisibility: (p) => VISIBILITY_ENUM[p.catalog_visibility] ?? null,
  dateOnSaleFrom: (p) => wpDate(p.date_on_sale_from),
  dateOnSaleTo: (p) => wpDate(p.date_on_sale_to),
  menuOrder: (p) => p.menu_order,
  purchaseNote: (p) => p.purchase_note,
  metaData: (p, a) => metaEntries(p.meta, a),
  image: async (p, _a, ctx) => {
    if (p.image_id) return ctx.loaders.media.load(p.image_id);
    if (p.type === 'variation' && p.parent_id) {
      const parent = await ctx.loaders.product.load(p.parent_id);
      return parent?.image_id ? ctx.loaders.media.load(parent.image_id) : null;
    }
    return null;
  },
};

/** Product: the fields of a product that is not a variation. */
export const productFields: FieldsOf<ProductResolvers> = {
  ...productUnionFields,
  date: (p) => wpDate(p.created_at),
  productId: (p) => p.id,
  galleryImages: async (p, a, ctx) => {
    const items = (await Promise.all(p.gallery_ids.map((id) => ctx.loaders.media.load(id)))).filter(
      (m): m is MediaRow => !!m,
    );
    return fromList(items, a, 100, 100, byId);
  },
  productCategories: async (p, a, ctx) =>
    fromList(await productTerms(p, ctx, (t) => t.taxonomy === 'product_cat'), a, 100, 100, byId),
  productTags: async (p, a, ctx) =>
    fromList(await productTerms(p, ctx, (t) => t.taxonomy === 'product_tag'), a, 100, 100, byId),
  terms: async (p, a, ctx) =>
    fromList(await productTerms(p, ctx, (t) => t.taxonomy !== 'product_type'), a, 100, 100, byId),
  related: async (p, a, ctx) => {
    const limit = Math.min(pageSize(a.first, a.last, RELATED_MAX), RELATED_MAX);
    const rows = (await ctx.loaders.related.load(p.id)).slice(0, limit);
    return { ...fromList(rows, { first: limit }, limit, limit, byId), found: rows.length };
  },
  reviews: async (p, a, ctx) => {
    const first = pageSize(a.first, a.last, 10);
    const page = a.after
      ? await productReviews(ctx.db, p.id, first, a.after)
      : await ctx.loaders.firstReviews.load(`${p.id}:${first}`);
    if (!page) throw new Error(`No review page for product ${p.id}.`);
    return { ...fromPage(page), averageRating: Number(p.average_rating) };
  },
};

/** ProductWithPricing: a variable product's prices are the range of its variations'. */
export const pricingFields: FieldsOf<ProductWithPricingResolvers> = {
  price: async (p, a, ctx) =>
    p.type === 'variable'
      ? (range(
          (await variationPrices(p, ctx)).map((v) => v.price),
          a.format,
        ) ?? price(p.price, a.format))
      : price(p.price, a.format),
  regularPrice: async (p, a, ctx) =>
    p.type === 'variable'
      ? range(
          (await variationPrices(p, ctx)).map((v) => v.regular_price),
          a.format,
        )
      : price(p.regular_price, a.format),
  salePrice: async (p, a, ctx) =>
    p.type === 'variable'
      ? range(
          (await variationPrices(p, ctx)).map((v) => v.sale_price),
          a.format,
        )
      : price(p.sale_price, a.format),
};

/** InventoriedProduct. */
export const inventoryFields: FieldsOf<InventoriedProductResolvers> = {
  stockStatus: (p) => STOCK_ENUM[p.stock_status],
  stockQuantity: (p) => (p.manage_stock ? p.stock_quantity : null),
  lowStockAmount: (p) => p.low_stock_amount,
  manageStock: (p) => (p.manage_stock ? 'TRUE' : 'FALSE'),
  backorders: (p) => BACKORDERS_ENUM[p.backorders],
  backordersAllowed: (p) => p.backorders !== 'no',
  soldIndividually: (p) => p.sold_individually,
};

/** ProductWithDimensions. */
export const dimensionFields: FieldsOf<ProductWithDimensionsResolvers> = {
  weight: (p) => p.weight,
  length: (p) => p.length,
  width: (p) => p.width,
  height: (p) => p.height,
  shippingRequired: (p) => !p.virtual,
};

/** DownloadableProduct (-1: no limit, no expiry). */
export const downloadableFields: FieldsOf<DownloadableProductResolvers> = {
  virtual: (p) => p.virtual,
  downloadable: (p) => p.downloadable,
  downloadLimit: (p) => p.download_limit ?? -1,
  downloadExpiry: (p) => p.download_expiry ?? -1,
  downloads: async (p, _a, ctx) =>
    (await ctx.loaders.downloads.load(p.id)).map((d) => productDownload(d.id, d.name, d.file)),
};

/** ProductWithAttributes, and the product's own attributes (global ones with their terms, local ones). */
export const attributeFields: FieldsOf<ProductWithAttributesResolvers> &
  Pick<SimpleProductResolvers, 'attributes'> = {
  defaultAttributes: async (p, a, ctx) =>
    fromList(await variationAttributes(p.default_attributes, p.id, ctx), a),
  attributes: async (p, a, ctx) => fromList(await ctx.loaders.attributes.load(p.id), a),
};

/** A category's or tag's fields as every term type has them (the store's attribute term types too). */
export const termNodeFields: FieldsOf<TermNodeResolvers> = {
  id: (t) => toGlobalId('term', t.id),
  databaseId: (t) => t.id,
  taxonomyName: (t) => t.taxonomy,
};

/** The fields of a product attribute, from its row: global ones name their taxonomy (`attribute_id`). */
export const productAttributeFields: FieldsOf<ProductAttributeResolvers> = {
  id: (a) => toGlobalId(a.attribute_id ? 'pa' : 'local_attribute', `${a.product_id}:${a.name}`),
  attributeId: (a) => a.attribute_id ?? 0,
  label: (a) => a.label ?? a.name,
  scope: (a) => (a.attribute_id ? 'GLOBAL' : 'LOCAL'),
  variation: (a) => a.is_variation,
};
