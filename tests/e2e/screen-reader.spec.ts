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

/** What the page's live regions hold now: the storefront's own messages, one per entry. */
async function announcements(page: Page): Promise<string[]> {
  const texts = await page.locator('[role="status"][aria-live] > p').allTextContents();
  return texts.map((text) => text.replace(/\u00a0/g, ' ').trim());
}

/** A short description of the focused element: tag, then its accessible name as the page computes it. */
async function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return 'body';
    const input = element as HTMLInputElement;
    const name =
      element.getAttribute('aria-label') ?? input.labels?.[0]?.textContent ?? element.textContent ?? '';
    return `${element.tagName.toLowerCase()}: ${name.trim()}`;
  });
}

/**
 * Regression: after each client navigation focus stayed on the link the shopper used (or fell to the body when that
 * link went away), nothing announced the new page, and a filter or sort change hid the list with its controls so
 * that focus fell to the top of the document. Here a screen-reader user's journey asserts focus and announcements
 * after every step.
 */
test.describe('screen-reader journey', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Each step waits for a list or page to load on a machine shared with other runs.
  test.describe.configure({ timeout: 90_000 });

  test('filtering page 2 keeps focus on the filter although the list moves to page 1', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.open('/products/page/2');
    const kitchen = page.getByRole('main').getByRole('checkbox', { name: 'Kitchen (21)' });
    await kitchen.focus();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/products\?filter=category%5Bkitchen%5D/);
    await expect.poll(() => announcements(page)).toEqual(['Showing 1 to 21 of 21']);
    await expect(page.getByRole('main').getByRole('checkbox', { name: 'Kitchen (21)' })).toBeFocused();
  });

  test('Proceed to checkout moves focus to the checkout heading and clears the cart messages', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await expect.poll(() => announcements(page)).toContain('1 item added to the cart');
    const panel = await shopper.openCart();
    await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
    await expect.poll(() => focused(page)).toBe('h1: Checkout');
    await expect.poll(() => announcements(page)).toEqual(['Checkout | Storefront']);
  });
});
