import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './fixtures/page';
import { Shopper } from './fixtures/Shopper';

/**
 * Regression: a screen-reader user met controls that named nothing or the wrong thing. Two lines of one product had
 * identically named controls, breadcrumb separators were read between the links, the sale badge was read before
 * the product's name, the country select said its label twice and could not be marked invalid, and a product with
 * a single image showed it as a 72 px thumbnail beside an empty column. Each test reads what assistive technology
 * gets (Playwright's accessibility snapshot and accessible names), as a screen reader would.
 */

test.describe('names a screen reader hears', () => {
  test('two lines of one product name their controls after the variation', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addVariableProduct('ceramic-mug', { Color: 'White' });
    await shopper.addVariableProduct('ceramic-mug', { Color: 'Blue' });
    const panel = await shopper.openCart();
    const lines = panel.getByRole('list', { name: 'Items in your cart' });
    for (const color of ['White', 'Blue']) {
      const line = `Ceramic Mug (Color: ${color})`;
      await expect(lines.getByRole('button', { name: `Remove ${line} from the cart` })).toHaveCount(1);
      await expect(lines.getByRole('textbox', { name: `Quantity of ${line}` })).toHaveCount(1);
      await expect(lines.getByRole('button', { name: `Move to wishlist: ${line}` })).toHaveCount(1);
    }
  });

  test('breadcrumb separators are silent and the sale badge follows the product name', async ({ page }) => {
    await page.goto('/product/sourdough-course');
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb).toBeVisible();
    expect(await breadcrumb.ariaSnapshot()).not.toContain('›');

    await page.goto('/product-category/digital');
    const card = page.getByRole('main').getByRole('link', { name: /^Sourdough Course/ });
    await expect(card).toHaveAccessibleName(/^Sourdough Course\s*-\d+%$/);
  });

  test('the country select says its label once and is marked invalid', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await shopper.openCheckout();
    await waitForHydration(page.getByRole('main'));
    await page.getByRole('button', { name: /Place order/ }).click();
    const billing = page.getByRole('group', { name: 'Billing details' });
    const country = billing.getByRole('button', { name: /Country \/ Region/ });
    await expect(country).toHaveAttribute('aria-invalid', 'true');
    await expect(country).toHaveAccessibleDescription('This field is required.');
    const snapshot = await billing.ariaSnapshot();
    expect(snapshot.match(/Country \/ Region/g)).toHaveLength(1);
  });
});

/** The widest image the product's gallery shows, in CSS pixels. */
async function mainImageWidth(page: Page): Promise<number> {
  const gallery = page.getByRole('main').locator('img').first();
  await expect(gallery).toBeVisible();
  return page
    .getByRole('main')
    .locator('img')
    .evaluateAll((images) =>
      Math.max(0, ...images.slice(0, 6).map((image) => image.getBoundingClientRect().width)),
    );
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const) {
  test.describe(`gallery at ${viewport.width} px`, () => {
    test.use({ viewport });
    // One image (no gallery), two, and five: the large image fills its column every time.
    for (const [slug, name, thumbnails] of [
      ['sourdough-course', 'Sourdough Course', 0],
      ['merino-base-layer', 'Merino Base Layer', 2],
      ['rain-jacket', 'Rain Jacket', 5],
    ] as const) {
      test(`${name}: the main image fills the gallery column`, async ({ page }) => {
        await page.goto(`/product/${slug}`);
        const column = viewport.width === 1280 ? 500 : 340;
        expect(await mainImageWidth(page)).toBeGreaterThan(column);
        await expect(page.getByRole('main').getByRole('tab')).toHaveCount(thumbnails);
      });
    }
  });
}
