import { expect, test, type Page } from '@playwright/test';

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
