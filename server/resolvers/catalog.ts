/**
 * The catalogue's resolvers: the product, category and term queries, each product type assembled from the shared
 * field maps (server/resolvers/productFields.ts), media items, attributes and reviews.
 */
import type { CommentStatusEnum, Resolvers } from '../__generated__/resolvers.ts';
import { attributeTaxonomyNames, findCategory, findProduct, listTerms } from '../domain/catalog.ts';
import { UserError } from '../domain/errors.ts';
import { parseId, toGlobalId } from '../domain/ids.ts';
import { pageSize } from '../domain/paging.ts';
import { listProducts } from '../domain/productListing.ts';
import { mediaSizes, mediaSourceUrl, mediaSrcSet } from '../wpMedia.ts';
import { fromList, fromPage } from './connection.ts';
import { selects } from './selection.ts';
import {
  attributeFields,
  byId,
  dimensionFields,
  downloadableFields,
  inventoryFields,
  pricingFields,
  productAttributeFields,
  productFields,
  productTypeAmong,
  productTypeName,
  productUnionFields,
  termNodeFields,
} from './productFields.ts';
import { escapeHtml, gravatar, variationAttributes, wpDate } from './wordpress.ts';

const COMMENT_STATUS_ENUM: Partial<Record<string, CommentStatusEnum>> = {
  approve: 'APPROVE',
  hold: 'HOLD',
  spam: 'SPAM',
  trash: 'TRASH',
};

const NOT_A_TERM_FOR_SCHEMA = new Set(['product_type', 'product_visibility', 'product_shipping_class']);

export const catalogResolvers: Resolvers = {
  RootQuery: {
    products: async (_, a, ctx) => {
      if (a.before)
        throw new UserError('Backward pagination (last/before) is not supported; use first/after.');
      return fromPage(
        await listProducts(ctx.db, ctx.loaders, {
          first: a.first,
          after: a.after,
          last: a.last,
          where: a.where,
          // WooGraphQL sets `no_found_rows` once `after` is given (wp-graphql-woocommerce#956).
          withFound: !a.after,
        }),
      );
    },
    product: async (_, a, ctx, info) => {
      if (!a.id || a.id.length > 200) throw new UserError('Invalid product id.');
      return findProduct(
        ctx.db,
        ctx.loaders,
        a.id.trim(),
        a.idType,
        (v) => parseId(v, ['product', 'post', 'product_variation'], 'product id'),
        { variations: selects(info, 'variations') },
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
