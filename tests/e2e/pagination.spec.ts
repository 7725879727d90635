import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForListHydration } from './fixtures/page';

/**
 * Regression: page links asked for `base64("arrayconnection:" + offset)`, which a real store reads as a product
 * id: page 2 showed page 1's products, 'Showing 25 to 48 of 24', and no page links. Pages now start after the
 * real cursor of the product before them, and count the list without `after`.
 */

const PER_PAGE = 24;

/** The names of a list in the storefront's default order (newest first), straight from the API. */
async function listNames(request: APIRequestContext, where: Record<string, unknown> = {}) {
  const names: string[] = [];
  let after: string | null = null;
  for (;;) {
    const response = await request.post('/graphql', {
      data: {
        // The where object written out, as the storefront's list query does: its type is named otherwise on 1.x.
        query: `query ($after: String, $orderby: [ProductsOrderbyInput], $categoryIn: [String]) {
          products(first: 100, after: $after, where: { orderby: $orderby, categoryIn: $categoryIn }) {
            pageInfo { hasNextPage endCursor } nodes { name }
          }
        }`,
        variables: { after, ...where, orderby: [{ field: 'DATE', order: 'DESC' }] },
      },
    });
    expect(response.ok()).toBe(true);
    const { data } = (await response.json()) as {
      data: {
        products: { pageInfo: { hasNextPage: boolean; endCursor: string }; nodes: { name: string }[] };
      };
    };
    names.push(...data.products.nodes.map((n) => n.name));
    if (!data.products.pageInfo.hasNextPage) return names;
    after = data.products.pageInfo.endCursor;
  }
}

const cardNames = (page: Page) => page.getByRole('article').getByRole('heading').allTextContents();

async function expectPage(page: Page, all: string[], n: number) {
  const from = (n - 1) * PER_PAGE;
  const shown = all.slice(from, from + PER_PAGE);
  await expect(
    page.getByRole('main').getByText(`Showing ${from + 1} to ${from + shown.length} of ${all.length}`),
  ).toBeVisible();
  expect((await cardNames(page)).map((name) => name.trim())).toEqual(shown);
}

test.describe('pagination with real cursors', { tag: '@store' }, () => {
  test('page 2 shows the 25th to 48th products and links to its neighbours', async ({ page, request }) => {
    const all = await listNames(request);
    expect(all.length).toBeGreaterThan(2 * PER_PAGE);
    await page.goto('/products/page/2');
    await expectPage(page, all, 2);
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await expect(pages.getByRole('link', { name: 'Page 1' })).toBeVisible();
    await expect(pages.getByRole('link', { name: 'Page 3' })).toBeVisible();
  });

  test('a late page is right when opened directly and when reached by its link; past the last is a 404', async ({
    page,
    request,
  }) => {
    const all = await listNames(request);
    const last = Math.ceil(all.length / PER_PAGE);
    expect(last).toBeGreaterThan(3);
    await page.goto(`/products/page/${last}`);
    await expectPage(page, all, last);
    // Client-side: one page back by its link, then forward again.
    await page.goto(`/products/page/${last - 2}`);
    await expectPage(page, all, last - 2);
    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(new RegExp(`/products/page/${last - 1}$`));
    await expectPage(page, all, last - 1);
    expect((await request.get(`/products/page/${last + 1}`)).status()).toBe(404);
  });

  test('a category’s page 2 shows that category’s next products', async ({ page, request }) => {
    const response = await request.post('/graphql', {
      data: {
        query: `{ productCategories(first: 1, where: { hideEmpty: true, orderby: COUNT, order: DESC }) { nodes { slug count } } }`,
      },
    });
    const { data } = (await response.json()) as {
      data: { productCategories: { nodes: { slug: string; count: number }[] } };
    };
    const category = data.productCategories.nodes[0]!;
    expect(category.count).toBeGreaterThan(PER_PAGE);
    const all = await listNames(request, { categoryIn: [category.slug] });
    await page.goto(`/product-category/${category.slug}/page/2`);
    await expectPage(page, all, 2);
  });
});

test.describe('attribute filters from the store', { tag: '@store' }, () => {
  /**
   * Regression: the filters offered only a hard-coded size attribute, and an attribute the store does not have in
   * the URL (`?filter=pa_material[wool]`) made the list an error page.
   */
  test('offer each of the store’s attributes, and ignore one it does not have', async ({ page }) => {
    await page.goto('/products?filter=pa_nosuch[x]');
    await expect(page.getByRole('main').getByText(/Showing 1 to 24 of \d+/)).toBeVisible();
    const filters = page.getByRole('complementary', { name: 'Filters' });
    await expect(filters.getByRole('group', { name: 'Color' })).toBeAttached();
    await expect(filters.getByRole('group', { name: 'Size' })).toBeAttached();
    const response = await page.request.get('/products?filter=pa_nosuch[x],pa_color[red]');
    expect(response.status()).toBe(200);
  });
});

test.describe('page links follow the sort', () => {
  /**
   * Regression: after choosing Alphabetically and flipping it to ascending, the Page 2 link showed page 1's
   * products again ('Baby Blanket' first) under the right address; a reload showed the right page. The page
   * cursors used on client navigation did not follow the sort.
   */
  test('page 2 after a sort and a flip of its direction continues the sorted list', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.goto('/products');
    const main = page.getByRole('main');
    await waitForListHydration(page);
    await main.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Alphabetically' }).click();
    await expect(page).toHaveURL(/orderby=alphabetically/);
    await expect(main.getByText(/^Showing 1 to 24 of \d+$/)).toBeVisible();
    await expect.poll(async () => (await cardNames(page))[0]).toMatch(/^W/);
    const descending = await cardNames(page);
    await main.getByRole('button', { name: 'Sort ascending' }).click();
    await expect(page).toHaveURL(/orderby=alphabetically&order=ASC/);
    await expect.poll(async () => (await cardNames(page))[0]).not.toBe(descending[0]);
    const ascending = await cardNames(page);
    expect(ascending).toEqual([...ascending].sort((a, b) => a.localeCompare(b)));

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\/page\/2\?orderby=alphabetically&order=ASC$/);
    await expect(main.getByText(/^Showing 25 to \d+ of \d+$/)).toBeVisible();

    // The same address loaded afresh is the reference.
    const fresh = await browser.newPage();
    await fresh.goto(page.url());
    const expected = await cardNames(fresh);
    await fresh.close();
    expect(expected[0]).not.toBe(ascending[0]);
    await expect.poll(() => cardNames(page)).toEqual(expected);
  });
});
