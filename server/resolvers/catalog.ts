import { createHash } from 'node:crypto';
import { formatFieldName } from '../attributes.ts';
import type { Ctx } from '../context.ts';
import {
  attributeTaxonomyNames,
  findCategory,
  findProduct,
  listProducts,
  listTerms,
  pageSize,
  productReviews,
  RELATED_MAX,
  type AttributeRow,
  type MediaRow,
  type ProductRow,
  type ProductWhere,
  type ReviewRow,
  type TermRow,
} from '../domain/catalog.ts';
import { UserError } from '../domain/errors.ts';
import { parseId, toGlobalId } from '../domain/ids.ts';
import { price, priceRange, type PriceFormat } from '../domain/money.ts';
import { mediaSizes, mediaSourceUrl, mediaSrcSet } from '../images.ts';
import { fromList, fromPage, type ConnectionArgs } from './connection.ts';

type Args = Record<string, unknown>;
const fmt = (args: Args): PriceFormat => args.format as PriceFormat;

const STOCK_ENUM: Record<string, string> = {
  instock: 'IN_STOCK',
  outofstock: 'OUT_OF_STOCK',
  onbackorder: 'ON_BACKORDER',
};
const TYPE_ENUM: Record<string, string> = {
  simple: 'SIMPLE',
  variable: 'VARIABLE',
  external: 'EXTERNAL',
  variation: 'VARIATION',
};
const GQL_TYPE: Record<string, string> = {
  simple: 'SimpleProduct',
  variable: 'VariableProduct',
  external: 'ExternalProduct',
  variation: 'SimpleProductVariation',
};

/** ISO date without zone, as WPGraphQL prints post dates. */
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

export const wpDate = (d: Date | null | undefined): string | null =>
  d ? d.toISOString().slice(0, 19) : null;

export const productTypeName = (p: ProductRow): string => GQL_TYPE[p.type] ?? 'SimpleProduct';

/** WordPress renders post content; ours is stored rendered, so RAW and RENDERED are the same HTML. */
const formatText = (html: string, _args: Args): string => html;

async function variationPrices(p: ProductRow, ctx: Ctx): Promise<ProductRow[]> {
  return p.type === 'variable' ? ctx.loaders.variations.load(p.id) : [];
}

function range(values: (number | null)[], format: PriceFormat): string | null {
  const v = values.filter((x): x is number => x !== null);
  if (!v.length) return null;
  return priceRange(Math.min(...v), Math.max(...v), format);
}

function attributeNode(a: AttributeRow) {
  return {
    __typename: a.attribute_id ? 'GlobalProductAttribute' : 'LocalProductAttribute',
    id: toGlobalId(a.attribute_id ? 'pa' : 'local_attribute', `${a.product_id}:${a.name}`),
    attributeId: a.attribute_id ?? 0,
    name: a.name,
    label: a.label ?? a.name,
    options: a.options,
    position: a.position,
    scope: a.attribute_id ? 'GLOBAL' : 'LOCAL',
    variation: a.is_variation,
    visible: a.visible,
    slug: a.name,
    productId: a.product_id,
  };
}
type AttributeNode = ReturnType<typeof attributeNode>;

/** Variation attributes in attribute order (jsonb does not keep key order). */
async function variationAttributes(attrs: Record<string, string>, ownerId: number, ctx: Ctx) {
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

const media = (m: MediaRow | null) => m;

/** Lists of database rows: their cursors name the row's id, as WPGraphQL's do. */
const byId = (row: { id: number }) => row.id;

/** Field resolvers shared by SimpleProduct, VariableProduct, ExternalProduct and SimpleProductVariation. */
const productFields = {
  id: (p: ProductRow) => toGlobalId(p.type === 'variation' ? 'product_variation' : 'product', p.id),
  databaseId: (p: ProductRow) => p.id,
  productId: (p: ProductRow) => p.id,
  type: (p: ProductRow) => TYPE_ENUM[p.type],
  sku: (p: ProductRow) => p.sku,
  description: (p: ProductRow, a: Args) => formatText(p.description, a),
  shortDescription: (p: ProductRow, a: Args) => formatText(p.short_description, a),
  date: (p: ProductRow) => wpDate(p.created_at),
  onSale: (p: ProductRow) => p.on_sale,
  averageRating: (p: ProductRow) => Number(p.average_rating),
  reviewCount: (p: ProductRow) => p.review_count,
  totalSales: (p: ProductRow) => p.total_sales,
  reviewsAllowed: (p: ProductRow) => p.reviews_allowed,
  purchasable: (p: ProductRow) => p.type !== 'external' && p.status === 'publish' && p.price !== null,
  featured: (p: ProductRow) => p.featured,
  catalogVisibility: (p: ProductRow) => p.catalog_visibility.toUpperCase(),
  dateOnSaleFrom: (p: ProductRow) => wpDate(p.date_on_sale_from),
  dateOnSaleTo: (p: ProductRow) => wpDate(p.date_on_sale_to),
  menuOrder: (p: ProductRow) => p.menu_order,
  purchaseNote: (p: ProductRow) => p.purchase_note,
  metaData: (p: ProductRow, a: Args) => {
    const keys = [...((a.keysIn as string[] | null) ?? []), ...(a.key ? [a.key as string] : [])];
    const list = p.meta.map((m, i) => ({ id: m.id ?? String(i + 1), key: m.key, value: m.value }));
    const filtered = keys.length ? list.filter((m) => keys.includes(m.key)) : list;
    return a.multiple === false && keys.length ? filtered.slice(0, 1) : filtered;
  },
  image: async (p: ProductRow, _a: Args, ctx: Ctx) => {
    if (p.image_id) return media(await ctx.loaders.media.load(p.image_id));
    if (p.type === 'variation' && p.parent_id) {
      const parent = await ctx.loaders.product.load(p.parent_id);
      return parent?.image_id ? media(await ctx.loaders.media.load(parent.image_id)) : null;
    }
    return null;
  },
  galleryImages: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) => {
    const items = (await Promise.all(p.gallery_ids.map((id) => ctx.loaders.media.load(id)))).filter(
      (m): m is MediaRow => !!m,
    );
    return fromList(items, a, 100, 100, byId);
  },
  price: async (p: ProductRow, a: Args, ctx: Ctx) =>
    p.type === 'variable'
      ? (range(
          (await variationPrices(p, ctx)).map((v) => v.price),
          fmt(a),
        ) ?? price(p.price, fmt(a)))
      : price(p.price, fmt(a)),
  regularPrice: async (p: ProductRow, a: Args, ctx: Ctx) =>
    p.type === 'variable'
      ? range(
          (await variationPrices(p, ctx)).map((v) => v.regular_price),
          fmt(a),
        )
      : price(p.regular_price, fmt(a)),
  salePrice: async (p: ProductRow, a: Args, ctx: Ctx) =>
    p.type === 'variable'
      ? range(
          (await variationPrices(p, ctx)).map((v) => v.sale_price),
          fmt(a),
        )
      : price(p.sale_price, fmt(a)),
  stockStatus: (p: ProductRow) => STOCK_ENUM[p.stock_status],
  stockQuantity: (p: ProductRow) => (p.manage_stock ? p.stock_quantity : null),
  lowStockAmount: (p: ProductRow) => p.low_stock_amount,
  manageStock: (p: ProductRow) => (p.manage_stock ? 'TRUE' : 'FALSE'),
  backorders: (p: ProductRow) => p.backorders.toUpperCase(),
  backordersAllowed: (p: ProductRow) => p.backorders !== 'no',
  soldIndividually: (p: ProductRow) => p.sold_individually,
  weight: (p: ProductRow) => p.weight,
  length: (p: ProductRow) => p.length,
  width: (p: ProductRow) => p.width,
  height: (p: ProductRow) => p.height,
  shippingRequired: (p: ProductRow) => !p.virtual,
  virtual: (p: ProductRow) => p.virtual,
  downloadable: (p: ProductRow) => p.downloadable,
  downloadLimit: (p: ProductRow) => p.download_limit ?? -1,
  downloadExpiry: (p: ProductRow) => p.download_expiry ?? -1,
  downloads: async (p: ProductRow, _a: Args, ctx: Ctx) =>
    (await ctx.loaders.downloads.load(p.id)).map((d) => productDownload(d.id, d.name, d.file)),
  productCategories: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) =>
    fromList(
      (await ctx.loaders.termsOfProduct.load(p.id)).filter((t) => t.taxonomy === 'product_cat'),
      a,
      100,
      100,
      byId,
    ),
  productTags: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) =>
    fromList(
      (await ctx.loaders.termsOfProduct.load(p.id)).filter((t) => t.taxonomy === 'product_tag'),
      a,
      100,
      100,
      byId,
    ),
  terms: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) =>
    fromList(
      (await ctx.loaders.termsOfProduct.load(p.id)).filter((t) => t.taxonomy !== 'product_type'),
      a,
      100,
      100,
      byId,
    ),
  related: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) => {
    const limit = Math.min(pageSize(a.first, a.last, RELATED_MAX), RELATED_MAX);
    const rows = (await ctx.loaders.related.load(p.id)).slice(0, limit);
    return { ...fromList(rows, { first: limit }, limit, limit, byId), found: rows.length };
  },
  reviews: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) => {
    const first = pageSize(a.first, a.last, 10);
    const page = a.after
      ? await productReviews(ctx.db, p.id, first, a.after)
      : await ctx.loaders.firstReviews.load(`${p.id}:${first}`);
    if (!page) throw new Error(`No review page for product ${p.id}.`);
    return { ...fromPage(page), averageRating: Number(p.average_rating) };
  },
  attributes: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) => {
    if (p.type === 'variation')
      return fromList(await variationAttributes(p.variation_attributes, p.id, ctx), a);
    return fromList((await ctx.loaders.attributes.load(p.id)).map(attributeNode), a);
  },
  defaultAttributes: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) =>
    fromList(await variationAttributes(p.default_attributes, p.id, ctx), a),
  variations: async (p: ProductRow, a: ConnectionArgs, ctx: Ctx) =>
    fromList(await ctx.loaders.variations.load(p.id), a, 100, 100, byId),
  hasAttributes: (p: ProductRow) => Object.keys(p.variation_attributes).length > 0,
  parent: async (p: ProductRow, _a: Args, ctx: Ctx) => {
    const parent = p.parent_id ? await ctx.loaders.product.load(p.parent_id) : null;
    return parent ? { cursor: '', node: parent } : null;
  },
  externalUrl: (p: ProductRow) => p.external_url,
  buttonText: (p: ProductRow) => p.button_text,
};

export const termFields = {
  id: (t: TermRow) => toGlobalId('term', t.id),
  databaseId: (t: TermRow) => t.id,
  taxonomyName: (t: TermRow) => t.taxonomy,
  image: async (t: TermRow, _a: Args, ctx: Ctx) => (t.image_id ? ctx.loaders.media.load(t.image_id) : null),
  parentDatabaseId: (t: TermRow) => t.parent_id,
  menuOrder: (t: TermRow) => t.menu_order,
  parent: async (t: TermRow, _a: Args, ctx: Ctx) => {
    const parent = t.parent_id ? await ctx.loaders.term.load(t.parent_id) : null;
    return parent ? { cursor: '', node: parent } : null;
  },
};

/** A global attribute's terms have its own type (`pa_color` → `PaColor`, server/attributes.ts). */
const termTypeName = (t: TermRow): string => {
  if (t.taxonomy === 'product_cat') return 'ProductCategory';
  if (t.taxonomy.startsWith('pa_')) {
    const single = formatFieldName(t.taxonomy);
    return single[0]!.toUpperCase() + single.slice(1);
  }
  return 'ProductTag';
};

const NOT_A_TERM_FOR_SCHEMA = new Set(['product_type', 'product_visibility', 'product_shipping_class']);

export const catalogResolvers = {
  RootQuery: {
    products: async (_: unknown, a: ConnectionArgs & { where?: ProductWhere | null }, ctx: Ctx) => {
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
    product: async (_: unknown, a: { id: string; idType?: string | null }, ctx: Ctx) => {
      if (!a.id || a.id.length > 200) throw new UserError('Invalid product id.');
      return findProduct(ctx.db, a.id.trim(), a.idType, (v) =>
        parseId(v, ['product', 'post', 'product_variation'], 'product id'),
      );
    },
    productCategories: async (
      _: unknown,
      a: ConnectionArgs & { where?: Record<string, unknown> | null },
      ctx: Ctx,
    ) => {
      const w = a.where ?? {};
      const page = await listTerms(ctx.db, ['product_cat'], {
        first: pageSize(a.first, a.last, 10),
        after: a.after,
        hideEmpty: (w.hideEmpty as boolean | undefined) ?? false,
        orderby: w.orderby as string | undefined,
        order: w.order as string | undefined,
        slug: w.slug as string[] | undefined,
        search: w.search as string | undefined,
        include: w.include as string[] | undefined,
        exclude: w.exclude as string[] | undefined,
        parent: w.parent as number | undefined,
      });
      return fromPage(page);
    },
    productCategory: async (_: unknown, a: { id: string; idType?: string | null }, ctx: Ctx) => {
      const type = a.idType ?? 'ID';
      if (type === 'SLUG' || type === 'URI' || type === 'NAME') {
        const value = type === 'URI' ? (a.id.replace(/\/+$/, '').split('/').pop() ?? '') : a.id;
        return findCategory(ctx.db, type === 'NAME' ? 'name' : 'slug', value);
      }
      return findCategory(ctx.db, 'id', parseId(a.id, ['term'], 'category id'));
    },
    terms: async (_: unknown, a: ConnectionArgs & { where?: Record<string, unknown> | null }, ctx: Ctx) => {
      const w = a.where ?? {};
      // TaxonomyEnum values arrive as taxonomy names (server/attributes.ts).
      const requested = ((w.taxonomies as string[] | null) ?? []).filter(Boolean);
      const attributes = requested.length ? [] : await attributeTaxonomyNames(ctx.db);
      const taxonomies = (
        requested.length ? requested : ['product_cat', 'product_tag', ...attributes]
      ).filter((t) => !NOT_A_TERM_FOR_SCHEMA.has(t));
      const page = await listTerms(ctx.db, taxonomies, {
        first: pageSize(a.first, a.last, 10),
        after: a.after,
        hideEmpty: (w.hideEmpty as boolean | undefined) ?? false,
        orderby: w.orderby as string | undefined,
        order: w.order as string | undefined,
        slug: w.slug as string[] | undefined,
        search: w.search as string | undefined,
        include: w.include as string[] | undefined,
        exclude: w.exclude as string[] | undefined,
      });
      return fromPage(page);
    },
  },
  SimpleProduct: productFields,
  VariableProduct: productFields,
  ExternalProduct: productFields,
  SimpleProductVariation: productFields,
  ProductCategory: termFields,
  ProductTag: termFields,
  MediaItem: {
    id: (m: MediaRow) => toGlobalId('post', m.id),
    databaseId: (m: MediaRow) => m.id,
    altText: (m: MediaRow) => m.alt_text,
    title: (m: MediaRow) => m.title,
    caption: () => null,
    slug: (m: MediaRow) => m.slug,
    // Absolute URLs on the store's own origin, as WordPress gives them (wp-graphql src/Registry/Utils/PostObject.php).
    sourceUrl: (m: MediaRow, a: { size?: string | null }, ctx: Ctx) =>
      mediaSourceUrl(ctx.config.siteUrl, m, a.size),
    mediaItemUrl: (m: MediaRow, _a: Args, ctx: Ctx) => mediaSourceUrl(ctx.config.siteUrl, m),
    mimeType: () => 'image/png',
    srcSet: (m: MediaRow, a: { size?: string | null }, ctx: Ctx) =>
      mediaSrcSet(ctx.config.siteUrl, m, a.size),
    sizes: (m: MediaRow, a: { size?: string | null }) => mediaSizes(m, a.size),
  },
  GlobalProductAttribute: {
    terms: async (a: AttributeNode, args: ConnectionArgs, ctx: Ctx) => {
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
  Comment: {
    id: (r: ReviewRow) => toGlobalId('comment', r.id),
    databaseId: (r: ReviewRow) => r.id,
    content: (r: ReviewRow, a: Args) => (a.format === 'RAW' ? r.content : `<p>${escapeHtml(r.content)}</p>`),
    date: (r: ReviewRow) => wpDate(r.created_at),
    status: (r: ReviewRow) => r.status.toUpperCase(),
    approved: (r: ReviewRow) => r.status === 'approve',
    parentDatabaseId: () => 0,
    author: (r: ReviewRow) => ({
      cursor: '',
      node: {
        __typename: 'CommentAuthor',
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
    rating: (e: { node: ReviewRow }) => e.node.rating,
  },
  ProductUnion: { __resolveType: productTypeName },
  Product: { __resolveType: productTypeName },
  ProductWithPricing: { __resolveType: productTypeName },
  InventoriedProduct: { __resolveType: productTypeName },
  ProductWithDimensions: { __resolveType: productTypeName },
  DownloadableProduct: { __resolveType: productTypeName },
  ProductWithAttributes: { __resolveType: productTypeName },
  ProductWithVariations: { __resolveType: productTypeName },
  ProductVariation: { __resolveType: () => 'SimpleProductVariation' },
  TermNode: { __resolveType: termTypeName },
  ProductAttribute: { __resolveType: (a: AttributeNode) => a.__typename },
  Commenter: { __resolveType: (c: { __typename?: string }) => c.__typename ?? 'CommentAuthor' },
};

export { variationAttributes };

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
