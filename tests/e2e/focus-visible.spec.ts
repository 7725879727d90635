import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';

/**
 * Regression (WCAG 2.4.11): moving focus backwards through a long page scrolled each control to the top of the
 * window, under the sticky header, where it could not be seen.
 */

/** How far the focused element's top lies below the header's bottom (negative: hidden under it). */
function clearance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    const focused = document.activeElement!.getBoundingClientRect();
    return focused.top - header.bottom;
  });
}

for (const width of [1280, 390]) {
  test(`focus moving up a long list stays clear of the sticky header at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/products');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('main').getByRole('article').last().getByRole('link').first().focus();
    let checked = 0;
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Shift+Tab');
      const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
      if (!inMain) break;
      expect(await clearance(page), `step ${i}`).toBeGreaterThanOrEqual(0);
      checked++;
    }
    expect(checked).toBeGreaterThan(5);
  });
}

/**
 * Regression (WCAG 1.4.10 reflow): at 320 px with text at 200 % the header's icons ran off the screen (Cart could
 * not be reached without scrolling sideways), and long headings, buttons, the sort box, ratings and the page links
 * widened the page. Text is enlarged as a browser's text-size setting does it: the root font size, which every rem
 * of the design follows.
 */
test.describe('320 px with text at 200 %', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const path of ['/', '/products', '/product/everyday-hoodie', '/contact', '/checkout', '/my-account']) {
    test(`${path}: Sign in and Cart stay on screen, nothing scrolls sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
      const banner = page.getByRole('banner');
      for (const control of [
        banner.getByRole('link', { name: 'Sign in' }),
        banner.getByRole('button', { name: /^Cart/ }),
      ]) {
        await expect(control).toBeInViewport({ ratio: 1 });
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(1);
      // Keyboard: the cart is still reached by Tab from the top of the page.
      await page.locator('body').focus();
      let reached = false;
      for (let i = 0; i < 12 && !reached; i++) {
        await page.keyboard.press('Tab');
        reached = await banner
          .getByRole('button', { name: /^Cart/ })
          .evaluate((el) => el === document.activeElement);
      }
      expect(reached).toBe(true);
    });
  }
});
