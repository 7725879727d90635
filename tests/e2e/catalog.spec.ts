import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { holdBack, openLanguages, waitForHydration, waitForListHydration, pageErrors } from './fixtures/page';

/** The price each product card sorts by, in euros. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('article').allTextContents();
  return texts.map((text) => {
    const amounts = [...text.matchAll(/€\s?([\d,]+\.\d{2})/g)].map((m) =>
      Number((m[1] ?? '').replace(/,/g, '')),
    );
    // A range ("€59.00 – €63.00") sorts by its lowest price; a sale shows the regular price first.
    return (text.includes('–') ? amounts[0] : amounts.at(-1)) ?? Number.NaN;
  });
}

test.describe('catalogue', { tag: '@store' }, () => {
  test('home shows the hero, categories by size and product rails', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shop by category' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'New arrivals' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular products' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('categories list links to category pages that filter by category', async ({ page }) => {
    await page.goto('/categories');
    await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
    const first = page.getByRole('main').getByRole('link').first();
    const name = (await first.locator('span span').first().textContent()) ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/product-category\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('main').getByText(/Showing \d+ to \d+ of \d+/)).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('sorting by price ascending orders the grid and lives in the URL', async ({ page }) => {
    await page.goto('/products');
    // The sort's code loads when the shopper reaches for it; the press that asked for it opens it once it is in.
    await waitForListHydration(page);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price' }).click();
    await expect(page).toHaveURL(/orderby=price/);
    await page.getByRole('button', { name: 'Sort ascending' }).click();
    await expect(page).toHaveURL(/order=ASC/);
    // The previous list stays on screen, marked busy, until the sorted one is in.
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return prices.length > 1 && [...prices].sort((a, b) => a - b).join() === prices.join();
      })
      .toBe(true);
    await page.goBack();
    await expect(page).not.toHaveURL(/order=ASC/);
  });

  test('the on-sale filter narrows the list and Clear filters restores it', async ({ page }) => {
    await page.goto('/products');
    const total = await page
      .getByRole('main')
      .getByText(/Showing \d+ to \d+ of (\d+)/)
      .textContent();
    const onSale = page.getByRole('switch', { name: 'On sale' });
    await waitForHydration(onSale);
    await onSale.click({ force: true });
    await expect(page).toHaveURL(/filter=sale%5Btrue%5D|filter=sale\[true\]/);
    await expect(page.getByRole('main').getByText(/Showing \d+ to \d+ of \d+/)).not.toHaveText(total ?? '');
    const cards = page.getByRole('article');
    for (const card of await cards.all()) await expect(card.locator('del')).toHaveCount(1);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByRole('main').getByText(/Showing \d+ to \d+ of \d+/)).toHaveText(total ?? '');
  });

  test('search from the header finds products case-insensitively, and a miss shows the hint', async ({
    page,
  }) => {
    await page.goto('/products');
    const firstName = (await page.getByRole('article').first().getByRole('heading').textContent()) ?? '';
    const word = firstName.split(' ')[0]?.toUpperCase() ?? '';
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await waitForHydration(search);
    await search.fill(word);
    await expect(page).toHaveURL(new RegExp(`search=${word}`));
    await expect(page.getByRole('article').first()).toBeVisible();
    await search.fill('zzzz-no-such-product');
    await expect(page.getByRole('heading', { name: 'No products found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search or filter')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  test('pages past the first are addressable and invalid page numbers are a 404', async ({
    page,
    request,
  }) => {
    const response = await request.get('/products/page/2');
    expect(response.status()).toBe(200);
    for (const bad of ['/products/page/0', '/products/page/abc', '/products/page/-1']) {
      expect((await request.get(bad)).status(), bad).toBe(404);
    }
    await page.goto('/products/page/0');
    await expect(page.getByRole('heading', { name: 'Error 404' })).toBeVisible();
  });

  test('contact and privacy pages render and pass axe', async ({ page }) => {
    for (const path of ['/contact', '/privacy-policy']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoA11yViolations(page);
    }
  });
});

test.describe('shell', () => {
  test('a wide screen loads the header search and the filters it shows as the page starts, not once it sees them', async ({
    page,
  }) => {
    // An IntersectionObserver that never reports: nothing on show waits for one (a keyboard shopper's Enter on the
    // server's "Clear filters" was lost while the filters waited to be seen near).
    await page.addInitScript(() => {
      class Never {
        readonly root = null;
        readonly rootMargin = '';
        readonly thresholds = [];
        observe() {}
        unobserve() {}
        disconnect() {}
        takeRecords() {
          return [];
        }
      }
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = Never;
    });
    const requested = new Set<string>();
    page.on('request', (request) => {
      const chunk = /\/assets\/(ProductFilters|SearchBox)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk) requested.add(chunk);
    });
    await page.goto('/products');
    await expect.poll(() => [...requested].sort()).toEqual(['ProductFilters', 'SearchBox']);
    await waitForHydration(
      page.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: /^In Stock/ }),
    );
    await waitForHydration(page.getByRole('searchbox', { name: 'Search products' }));
  });

  test("what a shopper types into the header's search before its code is in is kept and searched", async ({
    page,
  }) => {
    // The field's code is held back until the shopper has typed into the server's field.
    const { release } = await holdBack(page, /\/assets\/SearchBox-[\w-]+\.js$/);
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await search.click();
    await page.keyboard.type('hoodie');
    expect(Object.keys(await search.evaluate((el) => ({ ...el }))).some((k) => k.startsWith('__react'))).toBe(
      false,
    );
    release();
    await waitForHydration(search);
    await expect(search).toHaveValue('hoodie');
    // The state took it over: the Clear control shows, and Enter searches for it.
    await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeVisible();
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=hoodie$/);
  });

  test('the footer and its language switcher are in the first HTML; the code of the switcher loads as the footer comes into view', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/contact')).text();
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Privacy policy[\s\S]*Language[\s\S]*<\/footer>/);
    const chunks: string[] = [];
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('request', (r) => {
      if (/\/LanguageSelect-[\w-]+\.js$/.test(r.url())) chunks.push(r.url());
    });
    await page.goto('/products');
    await waitForHydration(page.getByRole('main'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveCount(1);
    await expect(footer.getByRole('button', { name: /Language/ })).toHaveCount(1);
    expect(chunks).toEqual([]);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => chunks.length).toBe(1);
    await openLanguages(page);
    await expect(page.getByRole('option', { name: 'Deutsch' }).locator('[lang="de-DE"]')).toHaveCount(1);
    // The switcher hydrated over the server's HTML without a mismatch.
    expect(errors).toEqual([]);
  });

  test('a press on the sort that begins before its code and ends after it has hydrated opens the list', async ({
    page,
  }) => {
    await page.goto('/products');
    await waitForListHydration(page);
    const { release, requested } = await holdBack(page, /\/assets\/SortSelect-[\w-]+\.js$/);
    const sort = page.getByRole('button', { name: /Sort by/ });
    const box = await sort.boundingBox();
    if (!box) throw new Error('the sort is not laid out');
    // The pointer over it asks for the code; the button goes down on the server's HTML.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => requested.length).toBe(1);
    await page.mouse.down();
    release();
    await waitForHydration(sort);
    // Its code is live before the button comes up: the click alone is no press to react-aria, the held press is.
    await page.mouse.up();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(sort).toBeFocused();
  });

  test('the language switcher translates the page and remembers the choice', async ({ page }) => {
    await page.goto('/contact');
    await page.mouse.wheel(0, 20_000);
    await openLanguages(page);
    await page.getByRole('option', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  });
});

test.describe('shell on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the folded filters load their code only when the shopper reaches for them, then filter', async ({
    page,
  }) => {
    const errors = pageErrors(page);
    const requested: string[] = [];
    page.on('request', (request) => {
      const chunk = /\/assets\/(ProductFilters|SortSelect)-[\w-]+\.js$/.exec(request.url())?.[1];
      if (chunk) requested.push(chunk);
    });
    await page.goto('/products');
    const toggle = page.getByRole('button', { name: 'Show filters' });
    await waitForHydration(toggle);
    await page.waitForLoadState('networkidle');
    // Neither the sort, in view, nor the folded filters: both load when the shopper reaches for them.
    expect(requested).toEqual([]);
    // A tap on the sort asks for its code, and opens it once the code is in: the tap is not lost.
    const { release } = await holdBack(page, /\/assets\/SortSelect-[\w-]+\.js$/);
    await page.getByRole('button', { name: /Sort by/ }).click();
    await expect.poll(() => requested).toEqual(['SortSelect']);
    await expect(page.getByRole('listbox')).toBeHidden();
    release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
    await toggle.click();
    await expect.poll(() => requested).toContain('ProductFilters');
    const onSale = page.getByRole('switch', { name: 'On sale' });
    await expect(onSale).toBeVisible();
    await waitForHydration(onSale);
    await onSale.click({ force: true });
    await expect(page).toHaveURL(/filter=sale%5Btrue%5D|filter=sale\[true\]/);
    // React kept the server's HTML of the panel: no hydration error.
    expect(errors).toEqual([]);
  });

  test('the mobile menu is a modal dialog: focus inside, Escape and the overlay close it, links close it', async ({
    page,
  }) => {
    await page.goto('/contact');
    // A press before the page hydrates is lost, as on any server-rendered page.
    await waitForHydration(page.getByRole('banner'));
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Main menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Wishlist' })).toBeVisible();
    await expect(menu.getByText('Version 4.6.0')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();

    await open.click();
    await page.mouse.click(375, 400);
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole('link', { name: 'All products' }).click();
    await expect(page).toHaveURL(/\/products$/);
    await expect(menu).toBeHidden();
  });

  test("the header's search loads its code only when the shopper reaches for the search icon", async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/SearchBox-[\w-]+\.js$/.test(request.url())) requested.push(request.url());
    });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Show search' });
    await waitForHydration(toggle);
    await page.waitForLoadState('networkidle');
    // The field is hidden on a phone: its code did not come with the page.
    expect(requested).toEqual([]);
    await toggle.click();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeFocused();
    expect(requested).toHaveLength(1);
    await search.fill('socks');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=socks$/);
  });

  test('the search icon toggles the search box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('searchbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Show search' }).click();
    const search = page.getByRole('searchbox', { name: 'Search products' });
    await expect(search).toBeFocused();
    await search.fill('a');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=a/);
  });

  test('the cart panel opens from the right and closes by keyboard', async ({ page }) => {
    await page.goto('/');
    // A press before the header hydrates does nothing (server HTML has no handlers).
    await waitForHydration(page.getByRole('button', { name: /^Cart/ }));
    await page.getByRole('button', { name: /^Cart/ }).click();
    const cart = page.getByRole('dialog', { name: 'Cart' });
    await expect(cart).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
  });

  test('a list page requests its modules only once its first tile image has loaded, then hydrates', async ({
    page,
  }) => {
    await page.goto('/products');
    const firstTile = page.getByRole('article').first();
    await waitForHydration(firstTile.getByRole('link').first());
    const { image, firstModule, modules } = await page.evaluate(() => {
      const lcp = document.querySelector<HTMLImageElement>('#app img[fetchpriority="high"]')!;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const scripts = resources.filter((r) => new URL(r.name).pathname.endsWith('.js'));
      const tile = resources.find((r) => r.name === lcp.currentSrc);
      return {
        image: tile?.responseEnd ?? Number.NaN,
        firstModule: Math.min(...scripts.map((r) => r.startTime)),
        modules: scripts.length,
      };
    });
    expect(modules).toBeGreaterThan(5);
    expect(firstModule).toBeGreaterThanOrEqual(image);
  });
});
