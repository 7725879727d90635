import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageCursor } from '../../src/catalog/pagination';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});

interface Ids {
  products: { found: number; nodes: { databaseId: number }[]; pageInfo: { endCursor: string | null } };
}

const LIST = `query ($first: Int, $after: String, $where: RootQueryToProductUnionConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) { found pageInfo { endCursor } nodes { databaseId } }
}`;

async function ids(first: number, after: string | null, where: Record<string, unknown>) {
  const { body } = await server.gql<Ids>(LIST, { first, after, where });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

describe('page-number cursors (/products/page/{n})', () => {
  for (const where of [
    { orderby: [{ field: 'DATE', order: 'DESC' }] },
    { orderby: [{ field: 'PRICE', order: 'ASC' }], onSale: false },
  ]) {
    it(`page n by offset cursor equals walking keyset cursors (${JSON.stringify(where)})`, async () => {
      const perPage = 7;
      const walked: number[][] = [];
      let after: string | null = null;
      for (let page = 1; page <= 3; page += 1) {
        const result = await ids(perPage, after, where);
        walked.push(result.nodes.map((n) => n.databaseId));
        after = result.pageInfo.endCursor;
      }
      for (let page = 1; page <= 3; page += 1) {
        const direct = await ids(perPage, pageCursor(page, perPage), where);
        expect(direct.nodes.map((n) => n.databaseId)).toEqual(walked[page - 1]);
      }
    });
  }

  it('a page past the end is empty, not an error', async () => {
    const result = await ids(24, pageCursor(1000, 24), {});
    expect(result.nodes).toEqual([]);
    expect(result.found).toBeGreaterThan(0);
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
