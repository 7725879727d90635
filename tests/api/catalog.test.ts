import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../server/db/connection.ts';
import { catalogLoaders, findProduct } from '../../server/domain/catalog.ts';
import { invalidateCatalogCaches } from '../../server/domain/catalogCache.ts';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';
import { operationText } from './helpers/generatedOperations.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

interface Node {
  databaseId: number;
  name: string;
  slug: string;
  type: string;
  onSale: boolean;
  stockStatus?: string;
  averageRating?: number;
  price?: string | null;
  image?: { sourceUrl: string; altText: string } | null;
}
interface ProductsData {
  products: {
    found: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: Node }[];
    nodes: Node[];
  };
}

const LIST = `query ($first: Int, $after: String, $where: RootQueryToProductUnionConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) {
    found
    pageInfo { hasNextPage endCursor }
    edges { cursor node { databaseId } }
    nodes {
      databaseId name slug type onSale averageRating
      image { sourceUrl altText }
      ... on ProductWithPricing { price(format: RAW) regularPrice salePrice }
      ... on InventoriedProduct { stockStatus }
    }
  }
}`;

async function list(where: Record<string, unknown> = {}, first = 100, after?: string) {
  const r = await server.gql<ProductsData>(LIST, { first, after, where });
  expect(r.body.errors).toBeUndefined();
  return r.body.data!.products;
}

const maxPrice = (raw: string | null | undefined): number => Math.max(...(raw ?? '0').split(',').map(Number));

describe('products listing', () => {
  it('pages through the whole catalogue with cursors, without gaps or repeats', async () => {
    // The demo catalogue has 150+ products in 10 categories (seven pages of 24).
    const first = await list({}, 100);
    const second = await list({}, 100, first.pageInfo.endCursor!);
    expect(second.pageInfo.hasNextPage).toBe(false);
    const all = { found: first.found, nodes: [...first.nodes, ...second.nodes] };
    expect(all.found).toBe(all.nodes.length);
    expect(all.found).toBeGreaterThanOrEqual(150);
    const seen: number[] = [];
    let after: string | undefined;
    for (let page = 0; page < 40; page++) {
      const p = await list({}, 7, after);
      expect(p.found).toBe(after ? null : all.found);
      seen.push(...p.nodes.map((n) => n.databaseId));
      expect(p.edges.map((e) => e.node.databaseId)).toEqual(p.nodes.map((n) => n.databaseId));
      if (!p.pageInfo.hasNextPage) break;
      after = p.pageInfo.endCursor!;
    }
    expect(seen).toEqual(all.nodes.map((n) => n.databaseId));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('orders by price ascending and by name', async () => {
    const byPrice = await list({ orderby: [{ field: 'PRICE', order: 'ASC' }] });
    const prices = byPrice.nodes.map((n) => Number((n.price ?? '0').split(',')[0]));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const byName = await list({ orderby: [{ field: 'NAME', order: 'ASC' }] }, 5);
    const names = byName.nodes.map((n) => n.name);
    expect(names).toEqual([...names].sort());
    const next = await list({ orderby: [{ field: 'NAME', order: 'ASC' }] }, 5, byName.pageInfo.endCursor!);
    expect(next.nodes[0]!.name >= names[4]!).toBe(true);
  });

  it('filters by category slug and reports the count', async () => {
    const kitchen = await list({ categoryIn: ['kitchen'] });
    expect(kitchen.found).toBeGreaterThan(3);
    expect(kitchen.nodes.map((n) => n.slug)).toContain('cast-iron-pan');
    expect(kitchen.nodes.map((n) => n.slug)).not.toContain('everyday-hoodie');
  });

  it('searches case-insensitively, name matches before description matches', async () => {
    const r = await list({ search: 'LINEN' });
    const slugs = r.nodes.map((n) => n.slug);
    expect(slugs).toEqual(expect.arrayContaining(['linen-shirt', 'linen-cushion', 'table-lamp']));
    const firstDescriptionOnly = slugs.indexOf('table-lamp');
    expect(slugs.indexOf('linen-shirt')).toBeLessThan(firstDescriptionOnly);
    expect(slugs.indexOf('linen-cushion')).toBeLessThan(firstDescriptionOnly);
    expect((await list({ search: 'zzz-no-such-thing' })).found).toBe(0);
  });

  it('filters by price range using the highest price of a range', async () => {
    const r = await list({ minPrice: 20, maxPrice: 30 });
    expect(r.found).toBeGreaterThan(0);
    for (const n of r.nodes) {
      expect(maxPrice(n.price)).toBeGreaterThanOrEqual(20);
      expect(maxPrice(n.price)).toBeLessThanOrEqual(30);
    }
  });

  it('filters by stock status, sale flag and minimum rating', async () => {
    const out = await list({ stockStatus: ['OUT_OF_STOCK'] });
    expect(out.found).toBeGreaterThan(0);
    expect(out.nodes.every((n) => n.stockStatus === 'OUT_OF_STOCK')).toBe(true);
    const back = await list({ stockStatus: ['ON_BACKORDER'] });
    expect(back.nodes.map((n) => n.slug)).toContain('denim-jacket');
    const sale = await list({ onSale: true });
    expect(sale.found).toBeGreaterThan(3);
    expect(sale.nodes.every((n) => n.onSale)).toBe(true);
    const rated = await list({ rating: [4] });
    expect(rated.nodes.every((n) => (n.averageRating ?? 0) >= 4)).toBe(true);
  });

  it('filters by attribute terms (taxonomyFilter and attribute/attributeTerm)', async () => {
    const xl = await list({
      taxonomyFilter: { filters: [{ taxonomy: 'PA_SIZE', terms: ['xl'], operator: 'IN' }] },
    });
    expect(xl.nodes.map((n) => n.slug).sort()).toEqual([
      'classic-tee',
      'everyday-hoodie',
      'quilted-vest',
      'rain-jacket',
    ]);
    const pink = await list({ attribute: 'pa_color', attributeTerm: 'pink' });
    expect(pink.nodes.map((n) => n.slug).sort()).toEqual(['ceramic-mug', 'knitted-bunny', 'linen-cushion']);
    const both = await list({
      categoryIn: ['clothing'],
      taxonomyFilter: { filters: [{ taxonomy: 'PA_SIZE', terms: ['xs'] }] },
    });
    expect(both.nodes.map((n) => n.slug)).toEqual(['classic-tee', 'striped-breton-top']);
  });

  it('answers bad input with clear errors', async () => {
    const neg = await server.gql(LIST, { first: -1 });
    expect(neg.body.errors?.[0]?.message).toBe('first must be a non-negative integer.');
    const cursor = await server.gql(LIST, { first: 2, after: 'not-a-cursor' });
    expect(cursor.body.errors?.[0]?.message).toMatch(/^Invalid cursor/);
    const sort = await server.gql(LIST, { where: { orderby: [{ field: 'IN' }] } });
    expect(sort.body.errors?.[0]?.message).toMatch(/not supported/);
    const price = await server.gql(LIST, { where: { minPrice: -5 } });
    expect(price.body.errors?.[0]?.message).toMatch(/Price filters must be numbers from 0/);
    const nested = (depth: number): string =>
      depth === 0 ? 'name' : `related { nodes { ... on SimpleProduct { ${nested(depth - 1)} } } }`;
    const deep = await server.gql(`{ products { nodes { ... on SimpleProduct { ${nested(9)} } } } }`);
    expect(deep.body.errors?.[0]?.message).toMatch(/Query depth limit of 11 exceeded/);
  });

  it('caps page size at 100', async () => {
    const r = await list({}, 9999);
    expect(r.nodes.length).toBeLessThanOrEqual(100);
  });
});

describe('single product', () => {
  const PRODUCT = `query ($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      __typename databaseId name slug type sku description shortDescription averageRating reviewCount totalSales date
      image { sourceUrl altText srcSet }
      galleryImages { nodes { sourceUrl } }
      productCategories { nodes { name slug } }
      terms { nodes { taxonomyName slug } }
      related { nodes { databaseId slug } }
      reviews(first: 20) { averageRating edges { rating node { content author { node { name avatar { url } } } } } }
      ... on SimpleProduct { price regularPrice salePrice stockStatus stockQuantity virtual downloadable attributes { nodes { name } } }
      ... on ExternalProduct { externalUrl buttonText price }
      ... on VariableProduct {
        price regularPrice stockStatus
        attributes { nodes { name label options variation scope } }
        defaultAttributes { nodes { name value } }
        variations(first: 100) { nodes { databaseId name slug price regularPrice salePrice stockStatus stockQuantity hasAttributes image { sourceUrl } attributes { nodes { name attributeId label value } } } }
      }
    }
  }`;

  it('returns a variable product with attributes and variations of their own price, stock and image', async () => {
    const r = await server.gql<{
      product: Record<string, unknown> & {
        variations: { nodes: Record<string, unknown>[] };
        attributes: { nodes: { name: string; options: string[] }[] };
      };
    }>(PRODUCT, { slug: 'everyday-hoodie' });
    expect(r.body.errors).toBeUndefined();
    const p = r.body.data!.product;
    expect(p.__typename).toBe('VariableProduct');
    expect(p.price).toBe('€59.00 - €63.00');
    expect(p.attributes.nodes.map((a) => a.name)).toEqual(['pa_color', 'pa_size']);
    expect(p.attributes.nodes[0]!.options).toEqual(['blue', 'black', 'grey']);
    expect(p.variations.nodes).toHaveLength(12);
    const xl = p.variations.nodes.find((v) => v.slug === 'everyday-hoodie-black-xl')!;
    expect(xl.stockStatus).toBe('OUT_OF_STOCK');
    expect(xl.price).toBe('€63.00');
    expect((xl.image as { sourceUrl: string }).sourceUrl).toBe(
      `${server.url}/wp-content/uploads/products/everyday-hoodie-black.png`,
    );
    expect((xl.attributes as { nodes: unknown[] }).nodes).toEqual([
      { name: 'pa_color', attributeId: 1, label: 'Color', value: 'black' },
      { name: 'pa_size', attributeId: 2, label: 'Size', value: 'xl' },
    ]);
    expect((p.galleryImages as { nodes: unknown[] }).nodes).toHaveLength(3);
    expect((p.related as { nodes: unknown[] }).nodes.length).toBeGreaterThan(0);
    expect((p.related as { nodes: unknown[] }).nodes.length).toBeLessThanOrEqual(5);
  });

  it("reads variations once, within the product's own statement, for a product page's price and variations, and only their prices, within the list's own statement, for a list's cards", async () => {
    // An API of this test's own, whose database calls it can watch (the shared one runs in another process).
    const own = await startApiServer({ env: {} });
    const sent: string[] = [];
    const db = own.db;
    const query = db.query.bind(db);
    const all: string[] = [];
    db.query = (text, params) => {
      all.push(text);
      if (/\bparent_id = ANY/.test(text)) sent.push(text);
      return query(text, params);
    };
    try {
      const page = await own.gql<{ product: { price: string; variations: { nodes: unknown[] } } }>(PRODUCT, {
        slug: 'everyday-hoodie',
      });
      expect(page.body.data?.product.price).toBe('€59.00 - €63.00');
      expect(page.body.data?.product.variations.nodes).toHaveLength(12);
      // No statement of their own: the product's statement brings every column of its variations along (the
      // selection asks for them), and the price range comes from the same rows.
      expect(sent).toHaveLength(0);
      const product = all.filter((text) => /WHERE p\.slug = \$1/.test(text));
      expect(product).toHaveLength(1);
      expect(product[0]).toMatch(/FROM products v WHERE v\.parent_id = p\.id AND v\.status = 'publish'/);
      expect(product[0]).toMatch(/\bv\.description\b/);
      sent.length = 0;
      all.length = 0;
      const cards = await own.gql<ProductsData>(LIST, { first: 24, where: { search: 'hoodie' } });
      expect(cards.body.data?.products.nodes.find((n) => n.slug === 'everyday-hoodie')?.price).toBe(
        '59.00, 63.00',
      );
      // No statement of their own: the listing statement brings the cards' variation prices along, and nothing else
      // of the variations (server/domain/catalog.ts, EXTRAS.prices).
      expect(sent).toHaveLength(0);
      const listing = all.filter((text) => /FROM products v WHERE v\.parent_id = q\.id/.test(text));
      expect(listing).toHaveLength(1);
      expect(
        listing[0]!.match(/SELECT json_agg\(json_build_object\(([^)]*)\)\)\s+FROM products v/)?.[1],
      ).toBe("'price', v.price, 'regular_price', v.regular_price, 'sale_price', v.sale_price");
    } finally {
      db.query = query;
      await own.close();
    }
  }, 60_000);

  it("answers the storefront's product page in 3 statements (the product with its images, terms, attributes and variations, then its reviews and related products), and keeps the related products' ids until the catalogue changes", async () => {
    // The operation relay-compiler wrote for the product page, as the storefront sends it.
    const text = operationText('ProductScreenQuery.graphql.ts')!;
    const own = await startApiServer({ env: {} });
    const db = own.db;
    const query = db.query.bind(db);
    const sent: string[] = [];
    db.query = (sql, params) => {
      // The first request's sweep of expired rows (server/domain/maintenance.ts) is not the page's.
      if (!/^\s*DELETE FROM/.test(sql)) sent.push(sql);
      return query(sql, params);
    };
    try {
      const page = await own.gql<{
        product: {
          galleryImages: { nodes: unknown[] };
          productCategories: { nodes: unknown[] };
          attributes: { nodes: { terms: { nodes: unknown[] } }[] };
          variations: {
            nodes: { image: unknown; attributes: { nodes: { name: string; value: string }[] } }[];
          };
          related: { nodes: { databaseId: number; image: unknown; price: string }[] };
          reviews: { edges: unknown[] };
        };
      }>(text, { slug: 'everyday-hoodie' });
      expect(page.body.errors).toBeUndefined();
      const p = page.body.data!.product;
      // What the brought-along rows answer is there: images, terms, attributes with their terms and labels.
      expect(p.galleryImages.nodes).toHaveLength(3);
      expect(p.productCategories.nodes.length).toBeGreaterThan(0);
      expect(p.attributes.nodes.map((a) => a.terms.nodes.length)).toEqual([3, 4]);
      expect(p.variations.nodes.every((v) => v.image !== null)).toBe(true);
      expect(p.variations.nodes[0]!.attributes.nodes.map((a) => a.name)).toEqual(['pa_color', 'pa_size']);
      expect(p.related.nodes.length).toBeGreaterThan(0);
      expect(p.related.nodes.every((r) => r.image !== null && r.price)).toBe(true);
      expect(p.reviews.edges.length).toBeGreaterThan(0);
      expect(sent).toHaveLength(3);
      expect(sent[0]).toMatch(/WHERE p\.slug = \$1/);
      const relatedSearch = (statements: string[]) =>
        statements.filter((sql) => sql.includes('product_terms a JOIN product_terms b'));
      expect(relatedSearch(sent)).toHaveLength(1);
      // The related products' ids are kept: the page again, and they are read by id, without the search.
      sent.length = 0;
      const again = await own.gql<{ product: { related: { nodes: { databaseId: number }[] } } }>(text, {
        slug: 'everyday-hoodie',
      });
      expect(again.body.data!.product.related.nodes).toEqual(p.related.nodes);
      expect(sent).toHaveLength(3);
      expect(relatedSearch(sent)).toHaveLength(0);
      // A catalogue change (an order, a review, another process's) drops them.
      invalidateCatalogCaches();
      sent.length = 0;
      await own.gql(text, { slug: 'everyday-hoodie' });
      expect(relatedSearch(sent)).toHaveLength(1);
    } finally {
      db.query = query;
      await own.close();
    }
  }, 60_000);

  it("brings along each variable product's variations as the variations loader reads them, column for column (numbers, text, dates, JSON)", async () => {
    const own = await startApiServer({ env: {} });
    try {
      // The seed's variations have dates with microseconds (created_at) and a numeric rating ("0.00", which JSON
      // would make 0): both are compared.
      const variable = await own.db.query<{ id: number; slug: string }>(
        `SELECT id, slug FROM products WHERE type = 'variable' ORDER BY id`,
      );
      // The loaders read through the test's own API's database (its queries only).
      const db: Queryable = {
        query: (text, params) => own.db.query(text, params),
        exec: () => Promise.resolve(),
      };
      let compared = 0;
      for (const { id, slug } of variable) {
        const brought = catalogLoaders(db);
        const product = await findProduct(db, brought, slug, 'SLUG', Number, { variations: true });
        if (!product) continue;
        const read = await catalogLoaders(db).variations.load(id);
        expect(read.length).toBeGreaterThan(0);
        expect(await brought.variations.peek(id)).toStrictEqual(read);
        compared += read.length;
      }
      expect(compared).toBeGreaterThanOrEqual(12);
    } finally {
      await own.close();
    }
  }, 60_000);

  it('returns external and simple products, and null for an unknown slug', async () => {
    const ext = await server.gql<{ product: Record<string, unknown> }>(PRODUCT, {
      slug: 'trail-guidebook-partner-shop',
    });
    expect(ext.body.data!.product).toMatchObject({
      __typename: 'ExternalProduct',
      externalUrl: 'https://example.org/trail-guidebook',
      buttonText: 'Buy at the map shop',
    });
    const clock = await server.gql<{ product: Record<string, unknown> }>(PRODUCT, { slug: 'wall-clock' });
    expect(clock.body.data!.product).toMatchObject({
      __typename: 'SimpleProduct',
      image: null,
      stockQuantity: 11,
      stockStatus: 'IN_STOCK',
    });
    const ebook = await server.gql<{ product: Record<string, unknown> }>(PRODUCT, {
      slug: 'slow-living-e-book',
    });
    expect(ebook.body.data!.product).toMatchObject({ virtual: true, downloadable: true });
    const none = await server.gql<{ product: null }>(PRODUCT, { slug: 'no-such-product' });
    expect(none.body).toEqual({ data: { product: null } });
  });
});

describe('categories and terms', () => {
  it('lists categories by count, hiding empty ones', async () => {
    const r = await server.gql<{
      productCategories: { nodes: { slug: string; count: number; image: { sourceUrl: string } | null }[] };
    }>(
      `{ productCategories(first: 20, where: { orderby: COUNT, order: DESC, hideEmpty: true }) { nodes { slug name count databaseId image { sourceUrl } } } }`,
    );
    const nodes = r.body.data!.productCategories.nodes;
    expect(nodes.length).toBeGreaterThanOrEqual(6);
    const counts = nodes.map((n) => n.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(counts.every((c) => c > 0)).toBe(true);
    expect(nodes[0]!.image?.sourceUrl).toMatch(new RegExp(`^${server.url}/wp-content/uploads/categories/`));
  });

  it('lists terms of the asked taxonomies', async () => {
    const r = await server.gql<{
      terms: { nodes: { taxonomyName: string; slug: string; __typename: string }[] };
    }>(
      `{ terms(first: 100, where: { taxonomies: [PRODUCTCATEGORY, PASIZE], hideEmpty: true }) { nodes { __typename taxonomyName slug name count } } }`,
    );
    const nodes = r.body.data!.terms.nodes;
    expect(new Set(nodes.map((n) => n.taxonomyName))).toEqual(new Set(['product_cat', 'pa_size']));
    expect(nodes.find((n) => n.slug === 'xl')?.__typename).toBe('PaSize');
  });
});

describe('images', () => {
  const uploads = () => `${server.url}/wp-content/uploads/products/everyday-hoodie`;

  it('answers sourceUrl, srcSet and sizes as WordPress does: absolute URLs on the store origin', async () => {
    const { body } = await server.gql<{ product: { image: Record<string, string | null> } }>(
      `query ($slug: ID!) {
        product(id: $slug, idType: SLUG) {
          image {
            sourceUrl
            mediaItemUrl
            medium: sourceUrl(size: MEDIUM)
            thumbnail: sourceUrl(size: THUMBNAIL)
            single: sourceUrl(size: WOOCOMMERCE_SINGLE)
            huge: sourceUrl(size: _2048X2048)
            srcSet
            largeSet: srcSet(size: LARGE)
            sizes
            largeSizes: sizes(size: LARGE)
          }
        }
      }`,
      { slug: 'everyday-hoodie' },
    );
    const image = body.data!.product.image;
    expect(image.sourceUrl).toBe(`${uploads()}.png`);
    expect(image.mediaItemUrl).toBe(`${uploads()}.png`);
    expect(image.medium).toBe(`${uploads()}-300x300.png`);
    expect(image.thumbnail).toBe(`${uploads()}-150x150.png`);
    expect(image.single).toBe(`${uploads()}-600x600.png`);
    // No 2048 file is made from a 1600 px original: WordPress answers the original.
    expect(image.huge).toBe(`${uploads()}.png`);
    // wp_calculate_image_srcset: the requested size first, then image_meta['sizes'] order, the original last.
    expect(image.srcSet).toBe(
      [300, 150, 768, 1024, 1536, 600, 100]
        .map((w) => `${uploads()}-${w}x${w}.png ${w}w`)
        .concat(`${uploads()}.png 1600w`)
        .join(', '),
    );
    expect(image.largeSet?.split(', ')[0]).toBe(`${uploads()}-1024x1024.png 1024w`);
    expect(image.sizes).toBe('(max-width: 300px) 100vw, 300px');
    expect(image.largeSizes).toBe('(max-width: 1024px) 100vw, 1024px');
  });

  it('serves the originals and their WordPress sizes under /wp-content/uploads, and nothing else', async () => {
    const sharp = (await import('sharp')).default;
    const png = await fetch(`${uploads()}.png`);
    expect(png.status).toBe(200);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(1600);
    const medium = await fetch(`${uploads()}-300x300.png`);
    expect(medium.status).toBe(200);
    expect((await sharp(Buffer.from(await medium.arrayBuffer())).metadata()).width).toBe(300);

    // Sizes WordPress would not have made, unknown files and the storefront's own image routes are not the API's.
    for (const path of [
      `/wp-content/uploads/products/everyday-hoodie-500x500.png`,
      `/wp-content/uploads/products/everyday-hoodie-2048x2048.png`,
      `/wp-content/uploads/products/nope.png`,
      `/images/products/everyday-hoodie.png`,
      `/images/placeholder.jpg`,
      `/_image?src=${encodeURIComponent(`${uploads()}.png`)}&w=320`,
    ]) {
      expect((await fetch(`${server.url}${path}`)).status, path).toBe(404);
    }
  });
});
