import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './fixtures/page';

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

/**
 * Regression (WCAG 2.4.7 in forced colors): text fields, the review box and the quantity field drew their focus ring
 * as a box-shadow with `outline: none`; forced colors (Windows High Contrast) drop box-shadows, so focus vanished.
 * Every Tab stop must show an outline, on itself or on the group it sits in (the quantity stepper's frame).
 */
test.describe('forced colors', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of ['/product/ceramic-mug', '/my-account']) {
    test(`${path}: every Tab stop in the page shows focus`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active' });
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await main.locator('input, textarea').first().waitFor();
      // The page has hydrated; a widget whose code waits for the shopper's reach (a product's options) may still be
      // the server's HTML when Tab reaches it, and must ring focus as it is.
      await waitForHydration(main.getByRole('heading', { level: 1 }).first());
      await page.locator('#main').evaluate((element) => {
        element.tabIndex = -1;
        element.focus();
      });
      const missing: string[] = [];
      let stops = 0;
      for (let i = 0; i < 60; i++) {
        await page.keyboard.press('Tab');
        const stop = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          if (!active || !active.closest('main')) return null;
          const outlined = (element: Element | null) => {
            if (!element) return false;
            const style = getComputedStyle(element);
            return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          };
          // On the control, on the group it sits in (the quantity stepper's frame), or on a part of its label (a
          // radio's circle, ringed by CSS from its input's :focus-visible).
          const shown =
            outlined(active) ||
            outlined(active.closest('[data-focus-within]')) ||
            [...(active.closest('label')?.querySelectorAll('*') ?? [])].some(outlined);
          const name = active.getAttribute('aria-label') ?? active.getAttribute('name') ?? active.textContent;
          return { shown, name: `${active.tagName.toLowerCase()} ${name?.trim().slice(0, 40) ?? ''}` };
        });
        if (!stop) break;
        stops++;
        if (!stop.shown) missing.push(stop.name);
      }
      expect(stops).toBeGreaterThan(2);
      expect(missing).toEqual([]);
    });
  }
});

/**
 * A section whose code loads near the viewport (src/ui/Deferred.tsx) may take the keyboard's focus before it has
 * hydrated: its server HTML rings focus by itself (`:focus-visible`), not only once react-aria marks it.
 */
test('a related product reached by Tab before its code is in shows focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Held back for the whole test: the related products keep their server HTML.
  await page.route(/\/assets\/RelatedProducts-[\w-]+\.js$/, () => {});
  await page.goto('/product/ceramic-mug');
  const related = page.getByRole('region', { name: 'Related products' });
  const first = related.getByRole('link').first();
  await expect(first).toBeAttached();
  await related.getByRole('heading', { level: 2 }).scrollIntoViewIfNeeded();
  // The focus comes by Tab from the section's heading (a keyboard's move: focus-visible).
  await related.getByRole('heading', { level: 2 }).evaluate((heading: HTMLElement) => {
    heading.tabIndex = -1;
    heading.focus();
  });
  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  expect(Object.keys(await first.evaluate((el) => ({ ...el }))).some((k) => k.startsWith('__react'))).toBe(
    false,
  );
  const outline = await first.evaluate((el) => {
    const style = getComputedStyle(el);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});
