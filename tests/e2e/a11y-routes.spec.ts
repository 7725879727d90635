import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { resultCount, showFooter, waitForHydration, waitForListHydration } from './fixtures/page';
import { Shopper } from './fixtures/Shopper';

/**
 * axe-core on every route of the spec at a phone and a desktop width: one page load per route and width, checked
 * whole once it has hydrated and the footer is on screen (its language switcher hydrates as it comes into view); then popovers and drawers opened on that page are
 * checked on their own. The order-received and order-summary screens of a real order and the logged-in account
 * tabs are checked by checkout.spec.ts and account.spec.ts at the end of their flows.
 */

type Width = 390 | 1280;

interface RouteCase {
  path: string;
  /** The status the server answers with. @default 200 */
  status?: number;
  /** Waits for the content that shows the route has rendered. */
  ready: (page: Page) => Promise<void>;
  /** Unfolds what the width hides before the whole page is checked. */
  unfold?: { width: Width; run: (page: Page) => Promise<void> };
  /** Popovers or drawers opened afterwards; each is checked alone (the page behind is hidden from assistive tech). */
  overlays?: { name: string; width?: Width; selector: string; open: (page: Page) => Promise<void> }[];
}

const heading = (name?: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, ...(name ? { name } : {}) })).toBeVisible();
};

const list = (name: string, from: number) => async (page: Page) => {
  await heading(name)(page);
  await expect(resultCount(page)).toHaveText(new RegExp(`^Showing ${from} to \\d+ of \\d+$`));
};

/** Phones fold the filters behind a toggle; wide screens always show them. */
const unfoldFilters = {
  width: 390,
  run: async (page: Page) => {
    await page.getByRole('button', { name: 'Show filters' }).click();
    await expect(page.getByRole('group', { name: 'Availability' })).toBeVisible();
  },
} as const;

const ROUTES: RouteCase[] = [
  {
    path: '/',
    ready: heading(),
    unfold: {
      width: 390,
      run: async (page) => {
        await page.getByRole('button', { name: 'Show search' }).click();
        await expect(page.getByRole('searchbox', { name: 'Search products' })).toBeFocused();
      },
    },
  },
  {
    path: '/products',
    ready: list('All products', 1),
    unfold: unfoldFilters,
    overlays: [
      {
        name: 'sort listbox',
        selector: '[role="listbox"]',
        open: async (page) => {
          await waitForListHydration(page);
          await page.getByRole('button', { name: /Sort by/ }).click();
          await expect(page.getByRole('listbox')).toBeVisible();
        },
      },
    ],
  },
  { path: '/products/page/2', ready: list('All products', 25) },
  {
    path: '/categories',
    ready: heading('Categories'),
    overlays: [
      {
        name: 'mobile menu',
        width: 390,
        selector: '[role="dialog"]',
        open: async (page) => {
          await page.getByRole('button', { name: 'Open menu' }).click();
          const menu = page.getByRole('dialog', { name: 'Main menu' });
          await expect(menu.getByRole('link', { name: 'My Account' })).toBeVisible();
        },
      },
    ],
  },
  // Home & Living has 27 products, the one seeded category with a second page of 24.
  { path: '/product-category/home-living', ready: list('Home & Living', 1), unfold: unfoldFilters },
  { path: '/product-category/home-living/page/2', ready: list('Home & Living', 25) },
  { path: '/product/wool-socks-3-pairs', ready: heading('Wool Socks (3 pairs)') },
  {
    path: '/product/everyday-hoodie',
    ready: async (page) => {
      await heading('Everyday Hoodie')(page);
      await expect(page.getByRole('radiogroup', { name: 'Color' })).toBeVisible();
    },
  },
  {
    path: '/product/trail-guidebook-partner-shop',
    ready: async (page) => {
      await expect(page.getByRole('link', { name: 'Buy at the map shop' })).toBeVisible();
    },
  },
  {
    path: '/contact',
    ready: heading('Contact'),
    overlays: [
      {
        name: 'language listbox',
        selector: '[role="listbox"]',
        open: async (page) => {
          await page
            .getByRole('contentinfo')
            .getByRole('button', { name: /Language/ })
            .click();
          await expect(page.getByRole('listbox')).toBeVisible();
        },
      },
    ],
  },
  { path: '/privacy-policy', ready: heading() },
  {
    path: '/no-such-page',
    status: 404,
    ready: async (page) => {
      await heading('Error 404')(page);
      await expect(page.getByText('Page not found: /no-such-page')).toBeVisible();
    },
  },
  { path: '/product/no-such-product', status: 404, ready: heading('Product not found') },
  {
    path: '/my-account',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /Log in/i }).first()).toBeVisible();
    },
  },
  { path: '/my-account/lost-password', ready: heading() },
  { path: '/wishlist', ready: heading() },
  { path: '/order-summary', ready: heading() },
  { path: '/oauth/login/github', ready: heading() },
];

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const) {
  const applies = (width?: Width) => width === undefined || width === viewport.width;

  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    // One axe pass over a grid of 24 cards with its filters takes seconds when the machine is busy.
    test.describe.configure({ timeout: 60_000 });

    for (const route of ROUTES) {
      test(route.path, async ({ page }) => {
        // Images need not have arrived for axe; `ready` waits for the content itself.
        const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(route.status ?? 200);
        await route.ready(page);
        await waitForHydration(page.getByRole('main'));
        await showFooter(page);
        if (route.unfold && applies(route.unfold.width)) await route.unfold.run(page);
        await expectNoA11yViolations(page);
        for (const overlay of route.overlays?.filter((o) => applies(o.width)) ?? []) {
          await test.step(overlay.name, async () => {
            await overlay.open(page);
            await expectNoA11yViolations(page, { include: overlay.selector });
            await page.keyboard.press('Escape');
          });
        }
      });
    }

    test('cart panel with an item, then checkout through its link', async ({ page }) => {
      const shopper = new Shopper(page);
      await shopper.addSimpleProduct('wool-socks-3-pairs');
      const panel = await shopper.openCart();
      await expect(panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(
        1,
      );
      await expectNoA11yViolations(page, { include: '[role="dialog"]' });
      await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
      await expect(panel).toBeHidden();
      // The add button's pending state leaves react-aria's announcer pointing at a gone label for a few seconds.
      await shopper.settleAnnouncements();
      await expectNoA11yViolations(page);
    });
  });
}

/**
 * The same routes in a second language (German: the longest labels of the six), at both widths: translated names,
 * `lang` on the store's English and longer words must not break a rule. The page is checked whole once its main
 * content is in; the popovers are checked in English above.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const) {
  test.describe(`axe in German at ${viewport.width} px`, () => {
    test.use({ viewport, locale: 'de-DE' });
    test.describe.configure({ timeout: 60_000 });
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'locale', value: 'de_DE', url: baseURL ?? '' }]);
    });

    for (const route of ROUTES) {
      test(route.path, async ({ page }) => {
        const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
        expect(response?.status()).toBe(route.status ?? 200);
        await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
        const main = page.getByRole('main');
        await expect(main.locator('h1, form, a').first()).toBeVisible();
        if (route.path.includes('product')) await expect(main.locator('article, h1').first()).toBeVisible();
        await waitForHydration(main);
        await showFooter(page);
        await expectNoA11yViolations(page);
      });
    }
  });
}

/**
 * Forced colors (Windows High Contrast): the system's palette replaces the page's colours, so what the page draws
 * with backgrounds and shadows alone disappears. Every route is checked whole in that mode, and the order-received
 * page after a real order, placed by the keyboard and the form as a shopper would.
 */
test.describe('axe in forced colors at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  for (const route of ROUTES) {
    test(route.path, async ({ page }) => {
      const response = await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      expect(response?.status()).toBe(route.status ?? 200);
      await route.ready(page);
      await waitForHydration(page.getByRole('main'));
      await showFooter(page);
      await expectNoA11yViolations(page);
    });
  }

  test('the order-received page of a real order', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await shopper.openCheckout();
    await shopper.fillBilling();
    await expectNoA11yViolations(page);
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
    await expect(page.getByRole('table').getByText('Wool Socks (3 pairs) × 1')).toBeVisible();
    await shopper.settleAnnouncements();
    await expectNoA11yViolations(page);
  });
});

/** Relative luminance of a CSS `rgb(…)` colour (WCAG 2.x). */
function luminance(rgb: string): number {
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const c = Number(part) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * Regression (WCAG 1.4.3): the header search's placeholder kept the browser's grey, 4.41:1 on its background. axe
 * does not check placeholders, so the ratio is computed here.
 */
test('the header search placeholder has 4.5:1 contrast', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await expect(search).toHaveAttribute('placeholder', 'Search Products...');
  const [text, background] = await search.evaluate((input) => [
    getComputedStyle(input, '::placeholder').color,
    getComputedStyle(input).backgroundColor,
  ]);
  const [light, dark] = [luminance(text), luminance(background)].sort((a, b) => b - a);
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(4.5);
});
