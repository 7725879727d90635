import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

/**
 * Regression: the API's cursors were its own (offset and JSON keyset cursors), `found` was counted on every
 * page, and a mistyped keyset cursor failed in SQL with 'Unexpected error.'. A real store (WPGraphQL
 * `AbstractConnectionResolver`) names each edge `base64("arrayconnection:" + databaseId)`, starts after the node
 * a cursor names, ignores a cursor naming none, and leaves `found` null once `after` is given.
 */

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

const cursorOf = (key: number | string) => Buffer.from(`arrayconnection:${key}`).toString('base64');

interface Products {
  products: {
    found: number | null;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { databaseId: number } }[];
  };
}

const LIST = `query ($first: Int, $after: String, $where: RootQueryToProductUnionConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) {
    found pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { databaseId } }
  }
}`;

async function products(first: number, after: string | null, where: Record<string, unknown> = {}) {
  const { body } = await server.gql<Products>(LIST, { first, after, where });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

const ids = (p: Products['products']) => p.edges.map((e) => e.node.databaseId);

describe('connection cursors', () => {
  it('name the database id of each product, and page on from the product they name', async () => {
    const where = { orderby: [{ field: 'PRICE', order: 'ASC' }] };
    const all = await products(100, null, where);
    for (const edge of all.edges) expect(edge.cursor).toBe(cursorOf(edge.node.databaseId));
    const tenth = all.edges[9]!;
    const next = await products(5, cursorOf(tenth.node.databaseId), where);
    expect(ids(next)).toEqual(ids(all).slice(10, 15));
    expect(next.pageInfo.hasPreviousPage).toBe(true);
  });

  it('walks the whole catalogue in steps of 100 without gaps or repeats, in every sort', async () => {
    for (const where of [{}, { orderby: [{ field: 'NAME', order: 'ASC' }] }, { search: 'e' }]) {
      const first = await products(1, null, where);
      const seen: number[] = [];
      let after: string | null = null;
      for (;;) {
        const page = await products(100, after, where);
        seen.push(...ids(page));
        if (!page.pageInfo.hasNextPage) break;
        after = page.pageInfo.endCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(first.found);
    }
  });

  it('give `found` only without `after`', async () => {
    const first = await products(24, null);
    expect(first.found).toBeGreaterThan(100);
    const second = await products(24, first.pageInfo.endCursor);
    expect(second.found).toBeNull();
  });

  it('ignore a cursor that names no product: the first page comes back', async () => {
    const first = await products(24, null);
    for (const key of [999_999_999, 99_999_999_999]) {
      const page = await products(24, cursorOf(key));
      expect(ids(page)).toEqual(ids(first));
      expect(page.pageInfo.hasPreviousPage).toBe(false);
      expect(page.found).toBeNull();
    }
  });

  it('refuse a wrongly typed cursor with BAD_USER_INPUT', async () => {
    const keyset = Buffer.from(JSON.stringify(['2024-01-01T00:00:00.000Z', 'x'])).toString('base64url');
    for (const after of [
      'not-a-cursor',
      cursorOf('abc'),
      cursorOf('-5'),
      keyset,
      'YXJyYXljb25uZWN0aW9uOjE=!',
    ]) {
      const { body } = await server.gql(LIST, { first: 2, after });
      expect(body.errors?.[0]?.message, after).toMatch(/^Invalid cursor/);
      expect(body.errors?.[0]?.extensions?.code, after).toBe('BAD_USER_INPUT');
    }
  });

  it('cap `first` at 100', async () => {
    const page = await products(500, null);
    expect(page.edges).toHaveLength(100);
    const { body } = await server.gql<{ terms: { nodes: unknown[] } }>(
      `{ terms(first: 500) { nodes { id } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data!.terms.nodes.length).toBeLessThanOrEqual(100);
  });

  it('work the same way on categories, terms, reviews, variations and gallery images', async () => {
    const { body } = await server.gql<{
      productCategories: { edges: { cursor: string; node: { databaseId: number } }[] };
      product: {
        reviews: { edges: { cursor: string; node: { databaseId: number } }[] };
        variations: { edges: { cursor: string; node: { databaseId: number } }[] };
        galleryImages: { edges: { cursor: string; node: { databaseId: number } }[] };
      };
    }>(`{
      productCategories(first: 100) { edges { cursor node { databaseId } } }
      product(id: "everyday-hoodie", idType: SLUG) {
        reviews(first: 100) { edges { cursor node { databaseId } } }
        ... on VariableProduct {
          variations(first: 100) { edges { cursor node { databaseId } } }
          galleryImages(first: 100) { edges { cursor node { databaseId } } }
        }
      }
    }`);
    expect(body.errors).toBeUndefined();
    const lists = [
      body.data!.productCategories.edges,
      body.data!.product.reviews.edges,
      body.data!.product.variations.edges,
      body.data!.product.galleryImages.edges,
    ];
    for (const edges of lists) {
      expect(edges.length).toBeGreaterThan(0);
      for (const edge of edges) expect(edge.cursor).toBe(cursorOf(edge.node.databaseId));
    }
    // Paging on from the first edge of each list gives the rest; a cursor naming nothing gives the start.
    const paged = await server.gql<{
      productCategories: { nodes: { databaseId: number }[] };
      none: { nodes: { databaseId: number }[] };
      product: {
        reviews: { nodes: { databaseId: number }[] };
        variations: { nodes: { databaseId: number }[] };
      };
    }>(
      `query ($cat: String, $review: String, $variation: String, $none: String) {
        productCategories(first: 100, after: $cat) { nodes { databaseId } }
        none: productCategories(first: 100, after: $none) { nodes { databaseId } }
        product(id: "everyday-hoodie", idType: SLUG) {
          reviews(first: 100, after: $review) { nodes { databaseId } }
          ... on VariableProduct { variations(first: 100, after: $variation) { nodes { databaseId } } }
        }
      }`,
      {
        cat: lists[0]![0]!.cursor,
        review: lists[1]![0]!.cursor,
        variation: lists[2]![0]!.cursor,
        none: cursorOf(999_999_999),
      },
    );
    expect(paged.body.errors).toBeUndefined();
    const rest = (edges: { node: { databaseId: number } }[]) => edges.slice(1).map((e) => e.node.databaseId);
    expect(paged.body.data!.productCategories.nodes.map((n) => n.databaseId)).toEqual(rest(lists[0]!));
    expect(paged.body.data!.product.reviews.nodes.map((n) => n.databaseId)).toEqual(rest(lists[1]!));
    expect(paged.body.data!.product.variations.nodes.map((n) => n.databaseId)).toEqual(rest(lists[2]!));
    expect(paged.body.data!.none.nodes.map((n) => n.databaseId)).toEqual(
      lists[0]!.map((e) => e.node.databaseId),
    );
  });
});

describe('search with an explicit sort', () => {
  /** Regression: the search term was bound even when no sort key ranked by it, and the query failed. */
  it('finds matches case-insensitively, ordered by the requested key', async () => {
    const { body } = await server.gql<{
      products: { found: number; nodes: { name: string; price: string }[] };
    }>(
      `query { products(first: 10, where: { search: "GIFT", orderby: [{ field: PRICE, order: ASC }] }) {
        found nodes { name ... on ProductWithPricing { price(format: RAW) } } } }`,
    );
    expect(body.errors).toBeUndefined();
    const nodes = body.data!.products.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) expect(node.name.toLowerCase()).toContain('gift');
    const prices = nodes.map((n) => Number(n.price.split(',')[0]));
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
  });
});
