import { type Page } from '@playwright/test';
import { expect, onRealStore, test } from './fixtures/test';
import { expectFocusWithin, tabTo } from './fixtures/keyboard';
import { openLanguages, resultCount, showFooter, chooseOption, waitForHydration } from './fixtures/page';

// Seeded by server/db/catalogData.ts and catalogMore.ts. Home & Living is the one category with a second page
// (27 products); 24 are in stock and one is on backorder, so "In Stock or On Backorder" still fills 25. By price
// ascending the last of them is the variable Linen Bedding Set (colour × size, olive L sold out).
const CATEGORY = { name: 'Home & Living', slug: 'home-living' };

/** The list state the URL carries: the filter string (spec 5: `name[value,value]`), sort, order and path. */
function listState(page: Page) {
  const url = new URL(page.url());
  return {
    path: url.pathname,
    filter: url.searchParams.get('filter'),
    orderby: url.searchParams.get('orderby'),
    order: url.searchParams.get('order'),
    search: url.searchParams.get('search'),
  };
}

test.describe('browse journey', { tag: '@store' }, () => {
  test('home → category → filter → sort → page 2 → variable product; Back walks the list states in reverse', async ({
    page,
  }) => {
    test.skip(
      onRealStore(),
      'WooGraphQL (0.21 and 1.x) repeats variable products across the pages of a price sort (page 2 of 25 showed 25 to 27)',
    );
    await page.goto('/');
    await waitForHydration(page.getByRole('main'));
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${CATEGORY.name}`) })
      .first()
      .click();
    await expect(page).toHaveURL(`/product-category/${CATEGORY.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: CATEGORY.name })).toBeVisible();
    const count = resultCount(page);
    await expect(count).toHaveText(/^Showing 1 to 24 of \d+$/);
    const unfiltered = (await count.textContent()) ?? '';
    // Sizes come in the store's term order, not alphabetically (L, M, S, XL, XS).
    await expect(page.getByRole('group', { name: 'Size' }).locator('label')).toHaveText([
      'XS',
      'S',
      'M',
      'L',
      'XL',
    ]);

    // Filter: two availability values, written as one `stock[…,…]` pair.
    // The filters hydrate in their own boundary, once their code is in; the sort loads when it is pressed.
    const availability = page.getByRole('group', { name: 'Availability' });
    await waitForHydration(availability);
    await availability.getByText('In Stock', { exact: true }).click();
    await expect.poll(() => listState(page).filter).toBe('stock[instock]');
    await availability.getByText('On Backorder', { exact: true }).click();
    await expect.poll(() => listState(page).filter).toBe('stock[instock,onbackorder]');
    await expect(count).toHaveText('Showing 1 to 24 of 25');
    await expect(availability.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();

    // Sort: by price, then ascending; the filter stays.
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Price' }).click();
    await expect.poll(() => listState(page).orderby).toBe('price');
    await page.getByRole('button', { name: 'Sort ascending' }).click();
    await expect
      .poll(() => listState(page))
      .toMatchObject({
        path: `/product-category/${CATEGORY.slug}`,
        filter: 'stock[instock,onbackorder]',
        orderby: 'price',
        order: 'ASC',
      });
    await expect(page.getByRole('button', { name: 'Sort descending' })).toBeVisible();

    // Page 2 keeps filter and sort.
    const pages = page.getByRole('navigation', { name: 'Pages' });
    await pages.getByRole('link', { name: 'Page 2' }).click();
    await expect
      .poll(() => listState(page))
      .toMatchObject({
        path: `/product-category/${CATEGORY.slug}/page/2`,
        filter: 'stock[instock,onbackorder]',
        orderby: 'price',
        order: 'ASC',
      });
    await expect(count).toHaveText('Showing 25 to 25 of 25');
    await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(1);
    const name = (await cards.first().getByRole('heading').textContent())?.trim() ?? '';
    expect(name).toBe('Linen Bedding Set');

    // The product: each variation repaints price, SKU, stock and image.
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL('/product/linen-bedding-set');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const product = new ProductPage(page);
    await product.choose('Color', 'Grey');
    await product.choose('Size', 'M');
    await expect(product.sku()).toHaveText('LBS-067-GREY-M');
    await expect(product.price()).toHaveText('€149.00');
    await expect(product.stock()).toHaveText('In Stock');
    await expect(product.image()).toHaveAttribute('src', /linen-bedding-set-grey\.png/);
    await expect(product.image()).toHaveAccessibleName(/Grey/);
    await expect(product.addToCart()).toBeEnabled();

    await product.choose('Color', 'Olive');
    await product.choose('Size', 'L');
    await expect(product.sku()).toHaveText('LBS-067-OLIVE-L');
    await expect(product.stock()).toHaveText('Out of Stock');
    await expect(product.image()).toHaveAttribute('src', /linen-bedding-set-olive\.png/);
    await expect(product.addToCart()).toBeDisabled();

    // Back restores each earlier list exactly: page, sort, order, filter.
    await page.goBack();
    await expect.poll(() => listState(page).path).toBe(`/product-category/${CATEGORY.slug}/page/2`);
    await expect(count).toHaveText('Showing 25 to 25 of 25');
    await expect(cards.first().getByRole('heading')).toHaveText(name);
    await page.goBack();
    await expect
      .poll(() => listState(page))
      .toMatchObject({
        path: `/product-category/${CATEGORY.slug}`,
        order: 'ASC',
        orderby: 'price',
      });
    await expect(count).toHaveText('Showing 1 to 24 of 25');
    await page.goBack();
    await expect.poll(() => listState(page)).toMatchObject({ orderby: 'price', order: null });
    await expect(page.getByRole('button', { name: 'Sort ascending' })).toBeVisible();
    await page.goBack();
    await expect
      .poll(() => listState(page))
      .toMatchObject({
        orderby: null,
        filter: 'stock[instock,onbackorder]',
      });
    await page.goBack();
    await expect.poll(() => listState(page).filter).toBe('stock[instock]');
    await expect(availability.getByRole('checkbox', { name: 'On Backorder' })).not.toBeChecked();
    await page.goBack();
    await expect.poll(() => listState(page).filter).toBeNull();
    await expect(count).toHaveText(unfiltered);
  });

  /**
   * Regression: a filter or sort chosen while the list was still loading the previous change was built on the
   * screen's not-yet-updated search params, so it dropped that change (In Stock, then On Backorder, gave only
   * `stock[onbackorder]`).
   */
  test('changes made while the list is loading add up', async ({ page }) => {
    await page.goto(`/product-category/${CATEGORY.slug}`);
    const count = resultCount(page);
    await expect(count).toHaveText(/^Showing 1 to 24 of \d+$/);
    await waitForHydration(page.getByRole('main'));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('ProductListQuery')) await held;
      await route.fallback();
    });

    // The filters hydrate in their own boundary, once their code is in; the sort loads when it is pressed.
    const availability = page.getByRole('group', { name: 'Availability' });
    await waitForHydration(availability);
    await availability.getByText('In Stock', { exact: true }).click();
    await expect.poll(() => listState(page).filter).toBe('stock[instock]');
    await availability.getByText('On Backorder', { exact: true }).click();
    await expect.poll(() => listState(page).filter).toBe('stock[instock,onbackorder]');
    await expect(availability.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
    await page.getByRole('button', { name: /Sort by/ }).click();
    await page.getByRole('option', { name: 'Alphabetically' }).click();
    await page.getByRole('button', { name: 'Sort ascending' }).click();
    await expect
      .poll(() => listState(page))
      .toMatchObject({
        filter: 'stock[instock,onbackorder]',
        orderby: 'alphabetically',
        order: 'ASC',
      });
    // The previous list is still on screen, but its page links already carry the changes in the URL.
    const pageTwo = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' });
    await expect
      .poll(async () => new URL((await pageTwo.getAttribute('href')) ?? '', 'http://x').search)
      .toBe(
        `?${new URLSearchParams({ filter: 'stock[instock,onbackorder]', orderby: 'alphabetically', order: 'ASC' }).toString()}`,
      );

    release();
    await expect(count).toHaveText('Showing 1 to 24 of 25');
    await expect(availability.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();
    await expect(availability.getByRole('checkbox', { name: 'On Backorder' })).toBeChecked();
    await expect(page.getByRole('button', { name: /Sort by/ })).toHaveText(/Alphabetically/);
    await expect(page.getByRole('button', { name: 'Sort descending' })).toBeVisible();
  });

  test('a search with no results inside a filtered category shows the panel and its hint; Clear filters resets', async ({
    page,
  }) => {
    await page.goto('/product-category/kitchen?filter=stock[instock]');
    const count = resultCount(page);
    await expect(count).toHaveText(/^Showing 1 to \d+ of \d+$/);
    await waitForHydration(page.getByRole('searchbox', { name: 'Search products' }));
    await page.getByRole('searchbox', { name: 'Search products' }).fill('zzzz-nothing');
    await expect
      .poll(() => listState(page))
      .toMatchObject({
        path: '/product-category/kitchen',
        filter: 'stock[instock]',
        search: 'zzzz-nothing',
      });
    await expect(page.getByRole('heading', { level: 2, name: 'No products found' })).toBeVisible();
    await expect(
      page.getByText('Try adjusting your search or filter to find what you are looking for.'),
    ).toBeVisible();
    await expect(count).toHaveText('Showing 0 to 0 of 0');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Pages' })).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'No products found' })).toHaveCount(1);

    // The same address loaded afresh renders the same panel on the server.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('No products found');
    await expect(page.getByRole('heading', { level: 2, name: 'No products found' })).toBeVisible();
    await waitForHydration(page.getByRole('link', { name: 'Clear filters' }));
    await page.getByRole('link', { name: 'Clear filters' }).click();
    await expect.poll(() => listState(page)).toMatchObject({ filter: null, search: null });
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
  });
});

test.describe('not found', () => {
  test("an unknown route answers 404 with 'Page not found' and its path", async ({ page }) => {
    const response = await page.goto('/no/such/page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Error 404' })).toBeVisible();
    await expect(page.getByText('Page not found: /no/such/page')).toBeVisible();
    await waitForHydration(page.getByRole('link', { name: 'Go back to Home' }));
    await page.getByRole('link', { name: 'Go back to Home' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test("an unknown product answers 404 with 'Product not found'", async ({ page }) => {
    const response = await page.goto('/product/no-such-product');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all products' })).toHaveAttribute(
      'href',
      '/products',
    );
  });
});

test.describe('locale', () => {
  test('the footer switcher changes language and number/date formats, and the cookie keeps it for a year', async ({
    page,
    context,
  }) => {
    await page.goto('/product/table-lamp');
    const price = new ProductPage(page).price();
    await expect(price).toHaveText(/^€\d+\.\d{2}$/);
    const review = page.getByRole('main').locator('time').first();
    await expect(review).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const footer = await showFooter(page);
    await waitForHydration(footer);

    await openLanguages(page);
    await page.getByRole('option', { name: 'Français' }).click();
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    // fr-FR: comma decimals and the euro sign after the amount (with a no-break space); "5 mars 2024".
    await expect(price).toHaveText(/^\d+,\d{2}\s€$/);
    await expect(review).toHaveText(/^\d{1,2}(er)? [a-zéû]+\.? \d{4}$/);

    const cookie = (await context.cookies()).find((c) => c.name === 'locale');
    expect(cookie).toMatchObject({ value: 'fr_FR', path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);

    // A fresh server render in French: the cookie decides, not Accept-Language.
    const reloaded = await page.reload();
    expect(await reloaded?.text()).toContain('<html lang="fr-FR"');
    await expect(page.getByRole('button', { name: 'Ajouter au panier' })).toBeVisible();
    await expect(price).toHaveText(/^\d+,\d{2}\s€$/);
    await expect(review).toHaveText(/^\d{1,2}(er)? [a-zéû]+\.? \d{4}$/);
  });
});

test.describe('keyboard only', { tag: '@store' }, () => {
  test('skip link, search, product, variation, add to cart, cart panel closed with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForHydration(page.getByRole('banner'));

    // The first Tab reaches the skip link, which moves focus past the header.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);

    // Back up into the header's search, search and open the first result.
    const search = page.getByRole('searchbox', { name: 'Search products' });
    // The field hydrates in its own boundary, once its code is in.
    await waitForHydration(search);
    await tabTo(page, search, { backwards: true });
    await page.keyboard.type('everyday hoodie');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=everyday(\+|%20)hoodie$/);
    const result = page.getByRole('main').getByRole('article').first();
    await expect(result.getByRole('heading')).toHaveText('Everyday Hoodie');
    await tabTo(page, result.getByRole('link').first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/product/everyday-hoodie');
    await expect(page.getByRole('heading', { level: 1, name: 'Everyday Hoodie' })).toBeVisible();

    // Choose a variation with the arrow keys: Tab enters each radio group on its checked option.
    const product = new ProductPage(page);
    const color = page.getByRole('radiogroup', { name: 'Color' });
    await tabTo(page, color.getByRole('radio', { checked: true }));
    await page.keyboard.press('ArrowRight');
    const chosenColor = color.getByRole('radio', { checked: true });
    await expect(chosenColor).toBeFocused();
    const colorName = (await chosenColor.getAttribute('value')) ?? '';
    const size = page.getByRole('radiogroup', { name: 'Size' });
    await page.keyboard.press('Tab');
    await expect(size.getByRole('radio', { checked: true })).toBeFocused();
    const firstSize = await size.getByRole('radio', { checked: true }).getAttribute('value');
    await page.keyboard.press('ArrowRight');
    const chosenSize = size.getByRole('radio', { checked: true });
    await expect(chosenSize).not.toHaveAttribute('value', firstSize ?? '');
    await expect(chosenSize).toBeFocused();
    const sizeName = (await chosenSize.getAttribute('value')) ?? '';
    await expect(product.sku()).toHaveText(new RegExp(`-${colorName}-${sizeName}$`, 'i'));

    // Add to cart with Space; the badge counts it.
    await tabTo(page, product.addToCart());
    const added = page.waitForResponse(
      (r) => r.request().postData()?.includes('AddCartItemMutation') ?? false,
    );
    await page.keyboard.press('Space');
    expect((await added).ok()).toBe(true);
    await expect(page.getByRole('status').filter({ hasText: /1 item added to the cart/ })).toHaveCount(1);
    const cartButton = page.getByRole('banner').getByRole('button', { name: 'Cart, 1 item' });
    await expect(cartButton).toBeVisible();

    // The cart panel opens on Enter with focus inside, and Escape returns focus to the cart button.
    await tabTo(page, cartButton, { backwards: true, max: 60 });
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Cart' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Everyday Hoodie' })).toBeVisible();
    await expectFocusWithin(panel);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(cartButton).toBeFocused();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the menu drawer traps focus, closes on Escape and gives focus back; search opens from its icon', async ({
      page,
    }) => {
      await page.goto('/products');
      await waitForHydration(page.getByRole('banner'));
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

      const open = page.getByRole('button', { name: 'Open menu' });
      await tabTo(page, open);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Main menu' });
      await expect(menu).toBeVisible();
      await expectFocusWithin(menu);
      // Focus never leaves the drawer, in either direction.
      const stops = (await menu.getByRole('link').count()) + 1;
      for (let i = 0; i < stops + 2; i += 1) {
        await page.keyboard.press('Tab');
        await expect(menu.locator(':focus')).toHaveCount(1);
      }
      for (let i = 0; i < stops + 2; i += 1) {
        await page.keyboard.press('Shift+Tab');
        await expect(menu.locator(':focus')).toHaveCount(1);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(open).toBeFocused();

      // A menu link followed with Enter navigates and closes the drawer.
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await tabTo(page, menu.getByRole('link', { name: 'Categories' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/categories');
      await expect(menu).toBeHidden();

      // The search icon shows the field with focus in it; Enter searches.
      await tabTo(page, page.getByRole('button', { name: 'Show search' }));
      await page.keyboard.press('Enter');
      const search = page.getByRole('searchbox', { name: 'Search products' });
      await expect(search).toBeFocused();
      await page.keyboard.type('mug');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/products?search=mug');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    });
  });
});

/** The parts of a product page a shopper reads after choosing a variation. */
class ProductPage {
  constructor(readonly page: Page) {}

  private summary() {
    return this.page.getByRole('main').locator('article').first();
  }

  price() {
    return this.summary()
      .getByText(/^(€\s?\d|\d.*€$)/)
      .first();
  }

  sku() {
    return this.page.getByRole('term').filter({ hasText: 'SKU' }).locator('xpath=following-sibling::dd[1]');
  }

  stock() {
    return this.summary().getByText(/^(In Stock|Out of Stock|On Backorder)$/);
  }

  image() {
    return this.page.getByRole('tabpanel').getByRole('img');
  }

  addToCart() {
    return this.page.getByRole('button', { name: /^(Add to cart|Adding\.\.\.)$/ });
  }

  async choose(attribute: string, option: string) {
    await chooseOption(this.page, attribute, option);
  }
}
