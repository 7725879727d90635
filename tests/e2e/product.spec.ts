import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { chooseOption, holdBack, waitForHydration, pageErrors } from './fixtures/page';

// Seeded by server/db/catalogData.ts: a variable hoodie (colour × size, XL costs €4 more, black XL sold out),
// a simple product on sale, and an external product.
const HOODIE = '/product/everyday-hoodie';

/** The product page's parts, found the way a shopper finds them. */
class ProductPage {
  constructor(readonly page: Page) {}

  heading() {
    return this.page.getByRole('heading', { level: 1 });
  }

  sku() {
    return this.page.getByRole('definition').filter({ hasText: /^[A-Z]+-\d{3}/ });
  }

  price() {
    return this.page.getByRole('main').locator('article').first().getByText(/^€\d/).first();
  }

  addToCart() {
    return this.page.getByRole('button', { name: /Add to cart|Adding\.\.\./ });
  }

  async choose(attribute: string, option: string) {
    await chooseOption(this.page, attribute, option);
  }

  thumbnail(index: number, count: number) {
    return this.page.getByRole('tab', { name: `Image ${index} of ${count}` });
  }
}

test.describe('product page', { tag: '@store' }, () => {
  test('opens a product from the list with the keyboard', async ({ page }) => {
    await page.goto('/products');
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await card.getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the server renders the product with its price, stock and gallery', async ({ request }) => {
    const response = await request.get(HOODIE);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Everyday Hoodie</h1>');
    expect(html).toContain('In Stock');
    expect(html).toContain('Image 1 of');
  });

  test("a first visit keeps the server's description and never downloads the sanitiser; a page drawn in the browser sanitises its own", async ({
    page,
  }) => {
    const sanitiser: string[] = [];
    page.on('request', (request) => {
      if (/\/sanitizeHtml-[\w-]+\.js/.test(request.url())) sanitiser.push(request.url());
    });
    await page.goto(HOODIE);
    const description = page.getByRole('region', { name: 'Description' });
    await expect(description.getByText('A brushed-back fleece hoodie with ribbed cuffs.')).toBeVisible();
    await waitForHydration(description.locator('div').first());
    // Settled: hydrated, idle, and a shopper's scroll to the foot of the page (the deferred sections load).
    await page.mouse.wheel(0, 10_000);
    await page.waitForLoadState('networkidle');
    await expect(page.getByText('Heavyweight organic cotton hoodie with a relaxed fit.')).toBeVisible();
    expect(sanitiser).toEqual([]);

    // A related product, reached by its link once the section's code is in (a link pressed before that is an
    // ordinary page load, which the server draws): the browser draws its store HTML, through the sanitiser.
    const related = page
      .getByRole('region', { name: 'Related products' })
      .locator('a[href^="/product/"]:not([href$="/everyday-hoodie"])')
      .first();
    await related.scrollIntoViewIfNeeded();
    await waitForHydration(related);
    const href = (await related.getAttribute('href')) ?? '';
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Everyday Hoodie');
    await expect(page.getByRole('region', { name: 'Description' }).locator('p').first()).toContainText(
      'Designed in small batches',
    );
    expect(sanitiser).toHaveLength(1);
  });

  test('a simple product with one image downloads neither the option radios nor the gallery tabs', async ({
    page,
  }) => {
    const parts: string[] = [];
    page.on('request', (request) => {
      const file = /\/(VariationPicker|GalleryTabs|Tabs)-[\w-]+\.js/.exec(request.url());
      if (file) parts.push(file[1]!);
    });
    await page.goto('/product/cast-iron-pan');
    const add = page.getByRole('button', { name: 'Add to cart' });
    await waitForHydration(add);
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('radiogroup', { name: 'Color' })).toHaveCount(0);
    await expect(page.getByRole('tab')).toHaveCount(0);
    expect(parts).toEqual([]);

    // The variable hoodie with its gallery: the server drew both, and neither's code loads until the shopper reaches
    // for them. A pointer over the options loads theirs, and, live, they ask for the gallery's.
    await page.goto(HOODIE);
    const color = page.getByRole('radiogroup', { name: 'Color' });
    await expect(color).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Image 1 of/ })).toBeVisible();
    await waitForHydration(page.getByRole('button', { name: 'Add to cart' }));
    await page.waitForLoadState('networkidle');
    expect(parts).toEqual([]);
    await color.locator('label').first().hover();
    await expect.poll(() => [...new Set(parts)].sort()).toEqual(['GalleryTabs', 'Tabs', 'VariationPicker']);
    await waitForHydration(page.getByRole('tab', { name: /^Image 1 of/ }));
  });

  test('an arrow key and a press on the options before their code is in are played once it is', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const { release, requested } = await holdBack(page, /\/assets\/VariationPicker-[\w-]+\.js$/);
    await page.goto(HOODIE);
    const product = new ProductPage(page);
    await waitForHydration(page.getByRole('button', { name: 'Add to cart' }));
    const color = page.getByRole('radiogroup', { name: 'Color' });
    const size = page.getByRole('radiogroup', { name: 'Size' });
    const checkedColor = await color.getByRole('radio', { checked: true }).getAttribute('value');
    const colors = await color
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
    const next = colors[(colors.indexOf(checkedColor ?? '') + 1) % colors.length]!;
    // The keyboard: the focus moves into the options (their code is asked for), then an arrow key.
    await color.getByRole('radio', { checked: true }).focus();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await page.keyboard.press('ArrowRight');
    // A pointer: a press on a size.
    await size.locator('label').filter({ hasText: /^M$/ }).click();
    // Nothing moved in the server's radios meanwhile.
    await expect(color.getByRole('radio', { checked: true })).toHaveAttribute('value', checkedColor ?? '');
    await expect(size.getByRole('radio', { name: 'M', exact: true })).not.toBeChecked();
    release();
    await expect(color.locator(`input[value="${next}"]`)).toBeChecked();
    await expect(size.getByRole('radio', { name: 'M', exact: true })).toBeChecked();
    await expect(product.sku()).toHaveText(new RegExp(`-${next}-M$`, 'i'));
    expect(errors).toEqual([]);
  });

  test('Space on an option before its code is in checks it once it is, and leaves the focus where the shopper went on to', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const { release, requested } = await holdBack(page, /\/assets\/VariationPicker-[\w-]+\.js$/);
    await page.goto(HOODIE);
    await waitForHydration(page.getByRole('button', { name: 'Add to cart' }));
    const size = page.getByRole('radiogroup', { name: 'Size' });
    const color = page.getByRole('radiogroup', { name: 'Color' });
    const xl = size.getByRole('radio', { name: 'XL' });
    const black = color.getByRole('radio', { name: 'Black' });
    await xl.focus();
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await page.keyboard.press('Space');
    // The shopper goes on to the colours while the code comes: its press on XL is played there, but the focus stays.
    await black.focus();
    await expect(xl).not.toBeChecked();
    release();
    await expect(xl).toBeChecked();
    await expect(black).toBeFocused();
    await page.keyboard.press('Space');
    await expect(black).toBeChecked();
    await expect(new ProductPage(page).sku()).toHaveText(/-BLACK-XL$/);
    expect(errors).toEqual([]);
  });

  test('browses the gallery with arrow keys and the previous/next buttons', async ({ page }) => {
    const product = new ProductPage(page);
    await page.goto(HOODIE);
    const tabs = page.getByRole('tablist', { name: 'Images of Everyday Hoodie' }).getByRole('tab');
    const count = await tabs.count();
    expect(count).toBeGreaterThan(1);

    // Tabbing into the gallery asks for its code. react-aria builds the tab list anew right after hydrating, and focus
    // on the server's tab goes with it: the first key is tried until it lands on the list that stays.
    await product.thumbnail(1, count).focus();
    await waitForHydration(product.thumbnail(1, count));
    await expect(async () => {
      await product.thumbnail(1, count).focus();
      await page.keyboard.press('ArrowRight');
      await expect(product.thumbnail(2, count)).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
    }).toPass();
    await expect(product.thumbnail(2, count)).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveAttribute('alt', /view 2/);

    await page.getByRole('button', { name: 'Next image' }).focus();
    await page.keyboard.press('Enter');
    await expect(product.thumbnail(3, count)).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('button', { name: 'Previous image' }).focus();
    await page.keyboard.press('Space');
    await expect(product.thumbnail(2, count)).toHaveAttribute('aria-selected', 'true');
  });

  test("the gallery's code loads when the shopper reaches for the options; a variation chosen before it is in shows its image after", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    // The thumbnails' code loads when the shopper reaches for the gallery or the options (ProductGallery.tsx): hold it
    // back.
    const { release, requested: chunks } = await holdBack(page, /\/assets\/GalleryTabs-[\w-]+\.js$/);
    await page.goto('/product/linen-bedding-set');
    const product = new ProductPage(page);
    const image = page.getByRole('tabpanel').getByRole('img');
    const serverImage = await image.getAttribute('src');
    await waitForHydration(page.getByRole('button', { name: 'Add to cart' }));
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    await product.choose('Color', 'Grey');
    await product.choose('Size', 'M');
    await expect(product.sku()).toHaveText('LBS-067-GREY-M');
    // The rest of the page is live; the gallery keeps the server's HTML until its code is in.
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    await expect(image).toHaveAttribute('src', serverImage ?? '');
    release();
    await expect(image).toHaveAttribute('src', /linen-bedding-set-grey\.png/);
    await expect(page.getByRole('tab', { name: /^Image 1 of/ })).toHaveAttribute('aria-selected', 'true');
    // React kept the server's HTML: no hydration error, no boundary rendered anew.
    expect(errors).toEqual([]);
  });

  test("a press on the gallery's next button before its code is in shows the next image once it is", async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const { release, requested: chunks } = await holdBack(page, /\/assets\/GalleryTabs-[\w-]+\.js$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(HOODIE);
    const product = new ProductPage(page);
    const count = await page.getByRole('tab').count();
    await waitForHydration(page.getByRole('button', { name: 'Add to cart' }));
    await page.waitForLoadState('networkidle');
    expect(chunks).toEqual([]);
    // The press asks for the code; the server's button has no handler yet, and the press is kept, not lost.
    await page.getByRole('button', { name: 'Next image' }).click();
    await expect.poll(() => chunks.length).toBeGreaterThan(0);
    await expect(product.thumbnail(1, count)).toHaveAttribute('aria-selected', 'true');
    release();
    await expect(product.thumbnail(2, count)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel').getByRole('img')).toHaveAttribute('alt', /view 2/);
    expect(errors).toEqual([]);
  });

  test('the review form and the related products load their code only when they come near the viewport', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const requested = new Set<string>();
    page.on('request', (request) => {
      const chunk = /\/assets\/(ReviewForm|RelatedProducts|GalleryTabs)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk) requested.add(chunk);
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/product/wool-socks-3-pairs');
    const form = page.getByRole('form', { name: 'Write a review' });
    const related = page.getByRole('region', { name: 'Related products' });
    // The server drew both; the page hydrates and settles without asking for their code (nor for gallery tabs: the
    // socks have one image).
    await expect(form).toBeAttached();
    await expect(related.getByRole('article').first()).toBeAttached();
    await waitForHydration(page.getByRole('button', { name: 'Add to cart' }));
    await page.waitForLoadState('networkidle');
    expect([...requested]).toEqual([]);
    // Half a screen before the form is in view, its code comes, and the form is live.
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.has('ReviewForm')).toBe(true);
    await waitForHydration(form);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Please select a rating.')).toBeVisible();
    await related.scrollIntoViewIfNeeded();
    await expect.poll(() => requested.has('RelatedProducts')).toBe(true);
    await waitForHydration(related.getByRole('button').first());
    // React kept the server's HTML of both: no hydration error.
    expect(errors).toEqual([]);
  });

  test('choosing a variation switches price, SKU and stock', async ({ page }) => {
    const product = new ProductPage(page);
    await page.goto(HOODIE);
    await product.choose('Color', 'Grey');
    await product.choose('Size', 'M');
    await expect(product.price()).toHaveText('€59.00');
    await expect(product.sku()).toHaveText(/-GREY-M$/);
    await expect(page.getByText('In Stock')).toBeVisible();
    await expect(product.addToCart()).toBeEnabled();

    await product.choose('Size', 'XL');
    await expect(product.price()).toHaveText('€63.00');
    await expect(product.sku()).toHaveText(/-GREY-XL$/);

    await product.choose('Color', 'Black');
    await expect(product.sku()).toHaveText(/-BLACK-XL$/);
    await expect(page.getByText('Out of Stock', { exact: true })).toBeVisible();
    await expect(product.addToCart()).toBeDisabled();
  });

  test('add to cart shows Adding... and then confirms', async ({ page }) => {
    const product = new ProductPage(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('AddCartItemMutation')) await held;
      await route.continue();
    });
    await page.goto(HOODIE);
    await product.choose('Color', 'Blue');
    await product.choose('Size', 'L');
    await page.getByRole('textbox', { name: 'Quantity' }).fill('2');

    const answered = page.waitForResponse(
      (response) => response.request().postData()?.includes('AddCartItemMutation') ?? false,
    );
    await product.addToCart().click();
    await expect(page.getByRole('button', { name: /Adding\.\.\./ })).toBeVisible();
    release();
    const response = await answered;
    const body = (await response.json()) as {
      data?: { addToCart?: { cart?: { contents?: { itemCount?: number } } } };
    };
    expect(body.data?.addToCart?.cart?.contents?.itemCount).toBe(2);
    await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
    await expect(page.getByRole('status').filter({ hasText: 'added to the cart' })).toHaveText(
      /2 items added to the cart/,
    );
  });

  test('an external product links to its shop instead of adding to the cart', async ({ page }) => {
    await page.goto('/product/trail-guidebook-partner-shop');
    await expect(page.getByRole('link', { name: 'Buy at the map shop' })).toHaveAttribute(
      'href',
      'https://example.org/trail-guidebook',
    );
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(0);
  });

  test('an unknown slug shows Product not found', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toBeVisible();
  });

  for (const width of [390, 1280]) {
    test(`passes axe at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/product/table-lamp');
      await expect(page.getByRole('heading', { level: 1, name: 'Table Lamp' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: /Reviews/ })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goto(HOODIE);
      await expect(page.getByRole('radiogroup', { name: 'Color' })).toBeVisible();
      await expectNoA11yViolations(page);
    });
  }
});
