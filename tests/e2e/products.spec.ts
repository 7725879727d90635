import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { holdBack, waitForHydration } from './fixtures/page';

test.describe('all products', { tag: '@store' }, () => {
  test('the server renders product cards into the first HTML', async ({ request }) => {
    const response = await request.get('/products');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1');
    expect(html).toMatch(/<article[^>]*>/);
    expect(html).toContain('id="__RELAY_RECORDS__"');
  });

  test('a shopper who scrolls before the page hydrates stays there, and the link they tap is followed', async ({
    page,
  }) => {
    // Regression: hydration put the window back at the top (the router's scroll restoration on its first render), so
    // on a slow phone a tap on a link further down landed on whatever the top of the page showed instead.
    const { release } = await holdBack(page, /\/assets\/index-[\w-]+\.js$/);
    // The app's code is held back: the server's page is all there is.
    await page.goto('/products', { waitUntil: 'commit' });
    const pageTwo = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' });
    await pageTwo.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(500);
    release();
    await waitForHydration(pageTwo);
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await pageTwo.click();
    await expect(page).toHaveURL(/\/products\/page\/2$/);
  });

  test('shows product cards without client JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/products');
    await expect(page.getByRole('heading', { level: 1, name: 'All products' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await context.close();
  });

  test('hydrates, lists products, and passes axe', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/products');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('main').getByText(/Showing 1 to \d+ of \d+/)).toBeVisible();
    await expectNoA11yViolations(page);
    expect(errors).toEqual([]);
  });

  test('an unknown route answers 404 with the error page', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('/no-such-page')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go back to Home' })).toBeVisible();
  });

  test('robots.txt points crawlers to a sitemap of every product and category', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toMatch(/Sitemap: .*\/sitemap\.xml/);
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    const products = xml.match(/<loc>[^<]*\/product\/[^<]+<\/loc>/g) ?? [];
    expect(products.length).toBeGreaterThan(100);
    expect(xml).toMatch(/<loc>[^<]*\/product-category\/[^<]+<\/loc>/);
    const first = /<loc>[^<]*(\/product\/[^<]+)<\/loc>/.exec(xml)?.[1] ?? '';
    expect((await request.get(first)).status()).toBe(200);
  });
});
