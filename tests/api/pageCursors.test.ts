import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { forgetWalks, pageAfter, PAST_END } from '../../src/catalog/ProductListCursors';
import { createRelayEnvironment } from '../../src/relay/environment';
import type { ProductsWhere as Where } from '../../src/catalog/listParams';
import { startApiServer, type ApiServer } from './helpers/apiServer.ts';

/**
 * Regression: `/products/page/{n}` asked for `after: base64("arrayconnection:" + offset)`, a cursor only this
 * project's API understood. On a real store the offset names a product id, so page 2 showed page 1 (or the
 * products after whichever product had that id). The storefront now walks real cursors to the page.
 */

let server: ApiServer;
beforeAll(async () => {
  server = await startApiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => forgetWalks());

interface Ids {
  products: {
    found: number | null;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    nodes: { databaseId: number }[];
  };
}
const LIST = `query ($first: Int, $after: String, $where: RootQueryToProductUnionConnectionWhereArgs) {
  products(first: $first, after: $after, where: $where) { found pageInfo { hasNextPage endCursor } nodes { databaseId } }
}`;

async function page(first: number, after: string | null, where: Where) {
  const { body } = await server.gql<Ids>(LIST, { first, after, where });
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}

async function everything(where: Where): Promise<number[]> {
  const all: number[] = [];
  let after: string | null = null;
  for (;;) {
    const p = await page(100, after, where);
    all.push(...p.nodes.map((n) => n.databaseId));
    if (!p.pageInfo.hasNextPage) return all;
    after = p.pageInfo.endCursor;
  }
}

/** A Relay environment on the real API that counts its requests and the page sizes asked for. */
function environment() {
  const asked: number[] = [];
  const env = createRelayEnvironment({
    endpoint: `${server.url}/graphql`,
    fetch: (input, init) => {
      const body = JSON.parse(init?.body as string) as { variables: { first: number } };
      asked.push(body.variables.first);
      return fetch(input, init);
    },
  });
  return { env, asked };
}

describe('page cursors walked from the API', () => {
  const lists: Where[] = [
    { orderby: [{ field: 'DATE', order: 'DESC' }] },
    { orderby: [{ field: 'PRICE', order: 'ASC' }], onSale: false },
    { orderby: [{ field: 'NAME', order: 'ASC' }], categoryIn: ['clothing'] },
  ];
  for (const where of lists) {
    it(`page n starts where the n-th slice of the whole list starts (${JSON.stringify(where)})`, async () => {
      const perPage = 7;
      const all = await everything(where);
      const pages = Math.ceil(all.length / perPage);
      const { env } = environment();
      for (const n of [1, 2, 3, pages - 1, pages]) {
        const after = await pageAfter(env, where, perPage, n);
        expect(after).not.toBe(PAST_END);
        const shown = await page(perPage, after as string | null, where);
        expect(
          shown.nodes.map((p) => p.databaseId),
          `page ${n}`,
        ).toEqual(all.slice((n - 1) * perPage, n * perPage));
      }
      expect(await pageAfter(env, where, perPage, pages + 1)).toBe(PAST_END);
      expect(await pageAfter(env, where, perPage, pages + 50)).toBe(PAST_END);
    });
  }

  it('walks in steps of at most 100 and continues from the cursors it already knows', async () => {
    const where: Where = { orderby: [{ field: 'DATE', order: 'DESC' }] };
    const { env, asked } = environment();
    await pageAfter(env, where, 24, 2);
    expect(asked).toEqual([24]);
    asked.length = 0;
    await pageAfter(env, where, 24, 6); // position 119: on from position 23
    expect(asked).toEqual([96]);

    asked.length = 0;
    await pageAfter(env, where, 24, 7);
    expect(asked).toEqual([24]);
    asked.length = 0;
    await pageAfter(env, where, 24, 6);
    expect(asked).toEqual([]);
    // A fresh list walks from the start in steps of 100: position 149 of a 10-per-page list.
    await pageAfter(env, { orderby: [{ field: 'NAME', order: 'ASC' }] } satisfies Where, 10, 16);
    expect(asked).toEqual([100, 50]);
  });

  it('knows a page past the last without asking again', async () => {
    const where = { categoryIn: ['no-such-category'] };
    const { env, asked } = environment();
    expect(await pageAfter(env, where, 24, 2)).toBe(PAST_END);
    expect(asked).toEqual([24]);
    expect(await pageAfter(env, where, 24, 3)).toBe(PAST_END);
    expect(asked).toEqual([24]);
  });
});
