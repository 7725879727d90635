import { createHash } from 'node:crypto';
import type {
  BackordersEnum,
  CatalogVisibilityEnum,
  CommentStatusEnum,
  DownloadableProductResolvers,
  InventoriedProductResolvers,
  ProductAttributeResolvers,
  ProductResolvers,
  ProductTypesEnum,
  ProductUnionResolvers,
  ProductWithAttributesResolvers,
  ProductWithDimensionsResolvers,
  ProductWithPricingResolvers,
  Resolvers,
  SimpleProductResolvers,
  StockStatusEnum,
  TermNodeResolvers,
} from '../__generated__/resolvers.ts';
import type { Ctx } from '../context.ts';
import {
  attributeTaxonomyNames,
  findCategory,
  findProduct,
  listTerms,
  RELATED_MAX,
} from '../domain/catalog.ts';
import type { MediaRow, ProductRow, TermRow } from '../domain/catalogRows.ts';
import { UserError } from '../domain/errors.ts';
import { parseId, toGlobalId } from '../domain/ids.ts';
import { price, priceRange, type PriceFormat } from '../domain/money.ts';
import { pageSize } from '../domain/paging.ts';
import { listProducts } from '../domain/productListing.ts';
import { productReviews } from '../domain/reviews.ts';
import { mediaSizes, mediaSourceUrl, mediaSrcSet } from '../images.ts';
import { fromList, fromPage } from './connection.ts';

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
const COMMENT_STATUS_ENUM: Partial<Record<string, CommentStatusEnum>> = {
  approve: 'APPROVE',
  hold: 'HOLD',
  spam: 'SPAM',
  trash: 'TRASH',
};

/** A ProductDownload object (WooGraphQL): the stored file's path is never exposed, only its name and extension. */
export function productDownload(downloadId: string, name: string, file: string) {
  return {
    downloadId,
    name,
    file: null,
    fileExt: file.split('.').pop() ?? null,
    fileType: null,
    fileExists: true,
    allowedFileType: true,
  };
}

/** ISO date without zone, as WPGraphQL prints post dates. */
export const wpDate = (d: Date | null | undefined): string | null =>
  d ? d.toISOString().slice(0, 19) : null;

const productTypeName = (p: ProductRow): ProductTypeName => GQL_TYPE[p.type];

/**
 * `__resolveType` of an abstract type over the product types listed (the compiler checks the list against the
 * schema's possible types). A row of another type still names its own type (a variation asked for as `product`),
 * and GraphQL answers that it is not a possible type, as before the types were checked.
 */
const productTypeAmong =
  <T extends ProductTypeName>(..._possible: T[]) =>
  (p: ProductRow): T =>
    productTypeName(p) as T;

async function variationPrices(p: ProductRow, ctx: Ctx): Promise<ProductRow[]> {
  return p.type === 'variable' ? ctx.loaders.variations.load(p.id) : [];
}

function range(values: (number | null)[], format: PriceFormat): string | null {
  const v = values.filter((x): x is number => x !== null);
  if (!v.length) return null;
  return priceRange(Math.min(...v), Math.max(...v), format);
}

/** Variation attributes in attribute order (jsonb does not keep key order). */
export async function variationAttributes(attrs: Record<string, string>, ownerId: number, ctx: Ctx) {
  const list = await Promise.all(
    Object.entries(attrs).map(async ([name, value]) => {
      const meta = await ctx.loaders.attributeLabels.load(name);
      return {
        id: toGlobalId('variation_attribute', `${ownerId}:${name}`),
        attributeId: meta?.id ?? 0,
        name,
        label: meta?.label ?? name,
        value,
      };
    }),
  );
  return list.sort((a, b) => a.attributeId - b.attributeId || a.name.localeCompare(b.name));
}

/** The meta data entries `keysIn`/`key` ask for (all without them); `multiple: false` keeps the first. */
export function metaEntries(
  meta: { id?: string; key: string; value: string }[],
  a: { key?: string | null; keysIn?: (string | null)[] | null; multiple?: boolean | null },
) {
  const keys = [...(a.keysIn ?? []), ...(a.key ? [a.key] : [])];
  const list = meta.map((m, i) => ({ id: m.id ?? String(i + 1), key: m.key, value: m.value }));
  const filtered = keys.length ? list.filter((m) => keys.includes(m.key)) : list;
  return a.multiple === false && keys.length ? filtered.slice(0, 1) : filtered;
}

/** Lists of database rows: their cursors name the row's id, as WPGraphQL's do. */
const byId = (row: { id: number }) => row.id;

const productTerms = async (p: ProductRow, ctx: Ctx, keep: (t: TermRow) => boolean) =>
  (await ctx.loaders.termsOfProduct.load(p.id)).filter(keep);

/** ProductUnion: what every product type has (WordPress renders content; ours is stored rendered, RAW = RENDERED). */
const productUnionFields: FieldsOf<ProductUnionResolvers> = {
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
const productFields: FieldsOf<ProductResolvers> = {
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
const pricingFields: FieldsOf<ProductWithPricingResolvers> = {
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
const inventoryFields: FieldsOf<InventoriedProductResolvers> = {
  stockStatus: (p) => STOCK_ENUM[p.stock_status],
  stockQuantity: (p) => (p.manage_stock ? p.stock_quantity : null),
  lowStockAmount: (p) => p.low_stock_amount,
  manageStock: (p) => (p.manage_stock ? 'TRUE' : 'FALSE'),
  backorders: (p) => BACKORDERS_ENUM[p.backorders],
  backordersAllowed: (p) => p.backorders !== 'no',
  soldIndividually: (p) => p.sold_individually,
};

/** ProductWithDimensions. */
const dimensionFields: FieldsOf<ProductWithDimensionsResolvers> = {
  weight: (p) => p.weight,
  length: (p) => p.length,
  width: (p) => p.width,
  height: (p) => p.height,
  shippingRequired: (p) => !p.virtual,
};

/** DownloadableProduct (-1: no limit, no expiry). */
const downloadableFields: FieldsOf<DownloadableProductResolvers> = {
  virtual: (p) => p.virtual,
  downloadable: (p) => p.downloadable,
  downloadLimit: (p) => p.download_limit ?? -1,
  downloadExpiry: (p) => p.download_expiry ?? -1,
  downloads: async (p, _a, ctx) =>
    (await ctx.loaders.downloads.load(p.id)).map((d) => productDownload(d.id, d.name, d.file)),
};

/** ProductWithAttributes, and the product's own attributes (global ones with their terms, local ones). */
const attributeFields: FieldsOf<ProductWithAttributesResolvers> & Pick<SimpleProductResolvers, 'attributes'> =
  {
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
const productAttributeFields: FieldsOf<ProductAttributeResolvers> = {
  id: (a) => toGlobalId(a.attribute_id ? 'pa' : 'local_attribute', `${a.product_id}:${a.name}`),
  attributeId: (a) => a.attribute_id ?? 0,
  label: (a) => a.label ?? a.name,
  scope: (a) => (a.attribute_id ? 'GLOBAL' : 'LOCAL'),
  variation: (a) => a.is_variation,
};

const NOT_A_TERM_FOR_SCHEMA = new Set(['product_type', 'product_visibility', 'product_shipping_class']);

export const catalogResolvers: Resolvers = {
  RootQuery: {
    products: async (_, a, ctx) => {
      if (a.before)
        throw new UserError('Backward pagination (last/before) is not supported; use first/after.');
      return fromPage(
        await listProducts(ctx.db, {
          first: a.first,
          after: a.after,
          last: a.last,
          where: a.where,
          // WooGraphQL sets `no_found_rows` once `after` is given (wp-graphql-woocommerce#956).
          withFound: !a.after,
        }),
      );
    },
    product: async (_, a, ctx) => {
      if (!a.id || a.id.length > 200) throw new UserError('Invalid product id.');
      return findProduct(ctx.db, a.id.trim(), a.idType, (v) =>
        parseId(v, ['product', 'post', 'product_variation'], 'product id'),
      );
    },
    productCategories: async (_, a, ctx) => {
      const w = a.where ?? {};
      const page = await listTerms(ctx.db, ['product_cat'], {
        first: pageSize(a.first, a.last, 10),
        after: a.after,
        hideEmpty: w.hideEmpty ?? false,
        orderby: w.orderby,
        order: w.order,
        slug: w.slug,
        search: w.search,
        include: w.include,
        exclude: w.exclude,
        parent: w.parent,
      });
      return fromPage(page);
    },
    productCategory: async (_, a, ctx) => {
      const type = a.idType ?? 'ID';
      if (type === 'SLUG' || type === 'URI' || type === 'NAME') {
        const value = type === 'URI' ? (a.id.replace(/\/+$/, '').split('/').pop() ?? '') : a.id;
        return findCategory(ctx.db, type === 'NAME' ? 'name' : 'slug', value);
      }
      return findCategory(ctx.db, 'id', parseId(a.id, ['term'], 'category id'));
    },
    terms: async (_, a, ctx) => {
      const w = a.where ?? {};
      // TaxonomyEnum values arrive as taxonomy names (server/attributes.ts): `product_cat`, not PRODUCTCATEGORY.
      const requested: string[] = (w.taxonomies ?? []).filter((t) => t !== null);
      const attributes = requested.length ? [] : await attributeTaxonomyNames(ctx.db);
      const taxonomies = (
        requested.length ? requested : ['product_cat', 'product_tag', ...attributes]
      ).filter((t) => !NOT_A_TERM_FOR_SCHEMA.has(t));
      const page = await listTerms(ctx.db, taxonomies, {
        first: pageSize(a.first, a.last, 10),
        after: a.after,
        hideEmpty: w.hideEmpty ?? false,
        orderby: w.orderby,
        order: w.order,
        slug: w.slug,
        search: w.search,
        include: w.include,
        exclude: w.exclude,
      });
      return fromPage(page);
    },
  },
  SimpleProduct: {
    ...productFields,
    ...pricingFields,
    ...inventoryFields,
    ...dimensionFields,
    ...downloadableFields,
    ...attributeFields,
  },
  VariableProduct: {
    ...productFields,
    ...pricingFields,
    ...inventoryFields,
    ...dimensionFields,
    ...attributeFields,
    variations: async (p, a, ctx) => fromList(await ctx.loaders.variations.load(p.id), a, 100, 100, byId),
  },
  ExternalProduct: {
    ...productFields,
    ...pricingFields,
    ...attributeFields,
    externalUrl: (p) => p.external_url,
    buttonText: (p) => p.button_text,
  },
  SimpleProductVariation: {
    ...productUnionFields,
    ...pricingFields,
    ...inventoryFields,
    ...dimensionFields,
    ...downloadableFields,
    date: (p) => wpDate(p.created_at),
    attributes: async (p, a, ctx) =>
      fromList(await variationAttributes(p.variation_attributes, p.id, ctx), a),
    hasAttributes: (p) => Object.keys(p.variation_attributes).length > 0,
    parent: async (p, _a, ctx) => {
      const parent = p.parent_id ? await ctx.loaders.product.load(p.parent_id) : null;
      return parent ? { cursor: '', node: parent } : null;
    },
  },
  ProductCategory: {
    ...termNodeFields,
    image: async (t, _a, ctx) => (t.image_id ? ctx.loaders.media.load(t.image_id) : null),
    parentDatabaseId: (t) => t.parent_id,
    menuOrder: (t) => t.menu_order,
    parent: async (t, _a, ctx) => {
      const parent = t.parent_id ? await ctx.loaders.term.load(t.parent_id) : null;
      return parent ? { cursor: '', node: parent } : null;
    },
  },
  ProductTag: termNodeFields,
  MediaItem: {
    id: (m) => toGlobalId('post', m.id),
    databaseId: (m) => m.id,
    altText: (m) => m.alt_text,
    title: (m) => m.title,
    caption: () => null,
    slug: (m) => m.slug,
    // Absolute URLs on the store's own origin, as WordPress gives them (wp-graphql src/Registry/Utils/PostObject.php).
    sourceUrl: (m, a, ctx) => mediaSourceUrl(ctx.config.siteUrl, m, a.size),
    mediaItemUrl: (m, _a, ctx) => mediaSourceUrl(ctx.config.siteUrl, m),
    mimeType: () => 'image/png',
    srcSet: (m, a, ctx) => mediaSrcSet(ctx.config.siteUrl, m, a.size),
    sizes: (m, a) => mediaSizes(m, a.size),
  },
  GlobalProductAttribute: {
    ...productAttributeFields,
    slug: (a) => a.name,
    terms: async (a, args, ctx) => {
      const rows = await ctx.loaders.taxonomyTerms.load(a.name);
      return fromList(
        rows.filter((t) => a.options.includes(t.slug)),
        args,
        100,
        100,
        byId,
      );
    },
  },
  LocalProductAttribute: productAttributeFields,
  Comment: {
    id: (r) => toGlobalId('comment', r.id),
    databaseId: (r) => r.id,
    content: (r, a) => (a.format === 'RAW' ? r.content : `<p>${escapeHtml(r.content)}</p>`),
    date: (r) => wpDate(r.created_at),
    status: (r) => COMMENT_STATUS_ENUM[r.status] ?? null,
    approved: (r) => r.status === 'approve',
    parentDatabaseId: () => 0,
    author: (r) => ({
      cursor: '',
      node: {
        id: toGlobalId('comment_author', r.id),
        databaseId: 0,
        name: r.author,
        email: null,
        url: r.author_url,
        avatar: {
          url: gravatar(r.author_email),
          size: 96,
          height: 96,
          width: 96,
          default: 'mm',
          foundAvatar: false,
        },
      },
    }),
  },
  ProductToCommentConnectionEdge: {
    rating: (e) => e.node.rating,
  },
  ProductUnion: { __resolveType: productTypeName },
  Product: { __resolveType: productTypeAmong('SimpleProduct', 'VariableProduct', 'ExternalProduct') },
  ProductWithPricing: { __resolveType: productTypeName },
  InventoriedProduct: {
    __resolveType: productTypeAmong('SimpleProduct', 'VariableProduct', 'SimpleProductVariation'),
  },
  ProductWithDimensions: {
    __resolveType: productTypeAmong('SimpleProduct', 'VariableProduct', 'SimpleProductVariation'),
  },
  DownloadableProduct: { __resolveType: productTypeAmong('SimpleProduct', 'SimpleProductVariation') },
  ProductWithAttributes: {
    __resolveType: productTypeAmong('SimpleProduct', 'VariableProduct', 'ExternalProduct'),
  },
  ProductWithVariations: { __resolveType: productTypeAmong('VariableProduct') },
  ProductVariation: { __resolveType: () => 'SimpleProductVariation' },
  ProductAttribute: {
    __resolveType: (a) => (a.attribute_id ? 'GlobalProductAttribute' : 'LocalProductAttribute'),
  },
  // Reviews are shown under the name their author gave, never as a user.
  Commenter: { __resolveType: () => 'CommentAuthor' },
};

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

/** Gravatar URL (mystery-person fallback) for an e-mail address. */
export function gravatar(email: string): string {
  return `https://secure.gravatar.com/avatar/${createHash('md5').update(email.trim().toLowerCase()).digest('hex')}?s=96&d=mm&r=g`;
}
