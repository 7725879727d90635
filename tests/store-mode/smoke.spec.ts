import { expect, test, type Locator, type Page } from '@playwright/test';
import { Shopper } from '../e2e/fixtures/Shopper';
import { resultCount } from '../e2e/fixtures/page';

/**
 * The storefront against a store it does not run: every request goes through its `/graphql` proxy (or its SSR fetch)
 * to the reference API started on another origin by playwright.store.config.ts, as it would to WordPress.
 */

/** Product cards of the list, by their links to a product page. */
const productLinks = (page: Page): Locator => page.getByRole('main').locator('a[href^="/product/"]');

/** Waits until every image inside `scope` has loaded with real pixels (a broken image has naturalWidth 0). */
async function expectImagesLoaded(scope: Locator): Promise<void> {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  await expect
    .poll(() =>
      images.evaluateAll((nodes) =>
        (nodes as HTMLImageElement[])
          .filter((img) => img.loading !== 'lazy' || img.complete)
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

test.describe('store mode (GRAPHQL_URL)', () => {
  test('a list and its page 2 show different products', async ({ page }) => {
    await page.goto('/products');
    await expect(resultCount(page)).toHaveText(/^Showing 1 to \d+ of \d+$/);
    const first = await productLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(first.length).toBeGreaterThan(0);

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/products\/page\/2$/);
    await expect(resultCount(page)).toHaveText(new RegExp(`^Showing ${first.length + 1} to \\d+ of \\d+$`));
    const second = await productLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((href) => first.includes(href))).toEqual([]);
  });

  // The store's absolute sourceUrls, fetched and resized by this storefront's own /_image (the store's origin is GRAPHQL_URL's).
  test("a product page and the list show the store's images", async ({ page, request }) => {
    await page.goto('/products');
    await expectImagesLoaded(page.getByRole('main'));
    await page.goto('/product/wool-socks-3-pairs');
    await expect(page.getByRole('heading', { level: 1, name: 'Wool Socks (3 pairs)' })).toBeVisible();
    await expectImagesLoaded(page.getByRole('main'));
    const src = await page.getByRole('main').locator('img').first().getAttribute('src');
    const image = await request.get(src ?? '');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  });

  test('the cart is kept after a reload', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs', 2);
    await expect(shopper.cartButton()).toHaveAccessibleName(/^Cart, 2 items?/);
    await shopper.open('/products');
    await expect(shopper.cartButton()).toHaveAccessibleName(/^Cart, 2 items?/);
  });

  test('a customer logs in and sees the account', async ({ page }) => {
    await page.goto('/my-account');
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByRole('textbox', { name: 'Username or email' }).fill('demo');
    await form.getByLabel('Password').fill('demo1234');
    await form.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('tab', { name: 'Personal information' })).toBeVisible();
    await page.getByRole('tab', { name: 'Orders' }).click();
    await expect(page.getByRole('tabpanel').getByRole('table')).toBeVisible();
  });

  test('a guest places an order and sees it', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await shopper.openCheckout();
    await shopper.fillBilling();
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    await expect(page.getByRole('table').getByText('Wool Socks (3 pairs) × 1')).toBeVisible();
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, empty');
  });
});
