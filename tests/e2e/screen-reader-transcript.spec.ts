import { readFileSync } from 'node:fs';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForHydration, waitForListHydration } from './fixtures/page';
import { Shopper } from './fixtures/Shopper';
import { BCP47, LOCALE_COOKIE, type Locale } from '../../src/i18n/locales';

/**
 * A screen-reader user's whole visit, in English and in German: browse, sort, paginate, filter, search, a product,
 * add to cart, the wishlist, a quantity change in the cart, checkout, login, logout and the wishlist page. Every
 * text the page's live region takes is recorded as it changes (what a screen reader reads), step by step; a step
 * that says nothing, or says it in the wrong language, fails with the transcript so far.
 */

type Catalogue = Record<string, string>;
const catalogue = (locale: Locale): Catalogue =>
  JSON.parse(
    readFileSync(new URL(`../../src/i18n/messages/${locale}.json`, import.meta.url), 'utf8'),
  ) as Catalogue;

/** The catalogue's message `key` with `values`, as the page shows it. */
function say(
  messages: Catalogue,
  locale: Locale,
  key: string,
  values: Record<string, string | number> = {},
): string {
  const source = messages[key];
  if (source === undefined) throw new Error(`no message ${key}`);
  return String(new IntlMessageFormat(source, BCP47[locale]).format(values)).replace(/\u00a0/g, ' ');
}

/** A pattern for the message `key` whatever its values: each ICU argument (a plural block too) matches any text. */
function shape(messages: Catalogue, key: string): RegExp {
  const source = messages[key];
  if (source === undefined) throw new Error(`no message ${key}`);
  let out = '';
  let depth = 0;
  for (const char of source) {
    if (char === '{') {
      if (depth === 0) out += '.+';
      depth++;
    } else if (char === '}') depth--;
    else if (depth === 0) out += char.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  }
  return new RegExp(out);
}

/** Records every text the page's polite live region takes, from the first paint of every document on. */
async function recordLiveRegion(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const said: string[] = [];
    (window as { __said?: string[] }).__said = said;
    let shown: string[] = [];
    const plain = (line: string) => line.replace(/\u00a0/g, ' ').trim();
    // The whole document is watched, so that a region drawn anew is heard too. A message added to the ones shown
    // (messages a second apart are read one after the other) is recorded alone; a message shown again is drawn with
    // a trailing no-break space, and is recorded again.
    new MutationObserver(() => {
      const now = [...document.querySelectorAll('[role="status"][aria-live="polite"] > p')].map(
        (p) => p.textContent ?? '',
      );
      if (now.join('\n') === shown.join('\n')) return;
      const kept = shown.length <= now.length && shown.every((line, i) => plain(line) === plain(now[i]!));
      const added = kept ? now.slice(shown.length) : now;
      const repeated = kept && added.length === 0 ? now.slice(-1) : [];
      shown = now;
      for (const line of [...added, ...repeated]) if (plain(line)) said.push(plain(line));
    }).observe(document, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => [...((window as { __said?: string[] }).__said ?? [])]);
}

for (const locale of ['en_US', 'de_DE'] as const) {
  test.describe(`what a screen reader hears, step by step (${locale})`, () => {
    test.use({ viewport: { width: 1280, height: 900 }, locale: BCP47[locale] });
    test.describe.configure({ timeout: 180_000 });

    test('every step of a visit says something, in the page language', async ({ page, context }) => {
      const m = catalogue(locale);
      const t = (key: string, values?: Record<string, string | number>) => say(m, locale, key, values);
      await context.addCookies([
        {
          name: LOCALE_COOKIE.name,
          value: locale,
          url: test.info().project.use.baseURL ?? 'http://localhost',
        },
      ]);
      const said = await recordLiveRegion(page);
      let documents = 0;
      page.on('request', (request) => {
        if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) documents++;
      });
      const transcript: string[] = [];
      let heard = 0;
      /** Runs `action`, then waits until the region has said each of `expected` (in any order) since it began. */
      const step = async (name: string, expected: RegExp[], action: () => Promise<void>) => {
        const offset = heard;
        await action();
        let lines: string[] = [];
        const heardAll = async () => {
          const all = await said();
          // A full page load would start a new record: the whole of it is this step's.
          lines = all.slice(all.length < offset ? 0 : offset);
          return expected.every((pattern) => lines.some((line) => pattern.test(line)));
        };
        await expect
          .poll(heardAll)
          .toBe(true)
          .catch(() => {
            throw new Error(
              `step "${name}" said ${JSON.stringify(lines)}, expected ${expected.join(', ')} ` +
                `(documents loaded: ${documents}); before it: ${transcript.join(' / ')}`,
            );
          });
        heard = (await said()).length;
        transcript.push(`${name}: ${lines.join(' ‖ ')}`);
      };
      const escape = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      /** The page title the region says on arrival: the page's own title (and what follows it), then the site. */
      const title = (key: string, values?: Record<string, string | number>) =>
        new RegExp(
          `^${escape(t('seo.title', { page: '\u0000', site: '\u0001' }))
            .replace('\u0000', `${escape(t(key, values))}.*`)
            .replace('\u0001', '.+')}`,
        );
      const showing = shape(m, 'list.showing');
      const shopper = new Shopper(page);
      const main = page.getByRole('main');
      const banner = page.getByRole('banner');

      await shopper.open('/');
      await expect(page.locator('html')).toHaveAttribute('lang', BCP47[locale]);

      await step('browse', [title('list.allProducts'), showing], async () => {
        await banner
          .getByRole('link', { name: t('shell.menu.products'), exact: true })
          .first()
          .click();
        await expect(page).toHaveURL(/\/products$/);
      });

      await step('sort', [showing], async () => {
        const sort = main.getByRole('button', { name: new RegExp(t('sort.label')) });
        await waitForListHydration(page);
        await sort.press('Enter');
        await page
          .getByRole('option', { name: t('sort.price') })
          .first()
          .press('Enter');
        await expect(page).toHaveURL(/orderby=price/);
      });

      await step(
        'paginate',
        [title('seo.paged', { title: t('list.allProducts'), page: 2 }), showing],
        async () => {
          await main.getByRole('link', { name: t('pagination.page', { page: 2 }) }).press('Enter');
          await expect(page).toHaveURL(/\/products\/page\/2/);
        },
      );

      await step('filter', [showing], async () => {
        const filter = main.getByRole('checkbox', { name: /^Kitchen/ });
        await filter.focus();
        await page.keyboard.press('Space');
        await expect(page).toHaveURL(/filter=category%5Bkitchen%5D/);
      });

      // From a list the search is a new selection of the same list: focus stays in the box, the new count is said.
      await step('search', [showing], async () => {
        const search = banner.getByRole('searchbox', { name: t('shell.search.label') });
        await search.fill('mug');
        await search.press('Enter');
        await expect(page).toHaveURL(/search=mug/);
      });

      await step('open a product', [/^Ceramic Mug/], async () => {
        await main
          .getByRole('link', { name: /^Ceramic Mug/ })
          .first()
          .press('Enter');
        await expect(page).toHaveURL(/\/product\/ceramic-mug/);
      });

      await step('add to cart', [new RegExp(`^${t('product.addedToCart', { count: 1 })}$`)], async () => {
        const add = main.getByRole('button', { name: t('product.addToCart'), exact: true });
        await waitForHydration(add);
        await add.press('Enter');
      });

      await step(
        'add to the wishlist',
        [new RegExp(`^${t('wishlist.added', { name: 'Ceramic Mug' })}`)],
        async () => {
          await main.getByRole('button', { name: t('wishlist.addShort'), exact: true }).press('Enter');
        },
      );

      await step('change a quantity in the cart', [shape(m, 'cart.line.quantityChanged')], async () => {
        await banner.getByRole('button', { name: t('shell.cart.open', { count: 1 }) }).press('Enter');
        const panel = page.getByRole('dialog', { name: t('cart.title') });
        const quantity = panel.getByRole('textbox', {
          name: t('cart.line.quantityOf', { name: 'Ceramic Mug' }),
        });
        await quantity.focus();
        await page.keyboard.press('ArrowUp');
        await expect(quantity).toHaveValue('2');
      });

      await step('go to checkout', [title('checkout.title')], async () => {
        await page
          .getByRole('dialog', { name: t('cart.title') })
          .getByRole('link', { name: t('cart.checkout') })
          .press('Enter');
        await expect(page).toHaveURL(/\/checkout$/);
      });

      await step('place an order with empty fields', [shape(m, 'checkout.error.summary')], async () => {
        const place = main.getByRole('button', { name: t('checkout.placeOrder') });
        await waitForHydration(place);
        await place.press('Enter');
      });

      // A guest's wishlist link is in the phone menu; at this width the shopper opens the page by its address.
      await shopper.open('/wishlist');
      heard = 0;

      await step(
        'remove from the wishlist',
        [new RegExp(`^${t('wishlist.removed', { name: 'Ceramic Mug' })}`)],
        async () => {
          await main
            .getByRole('button', { name: t('wishlist.remove', { name: 'Ceramic Mug' }) })
            .press('Enter');
        },
      );

      await step('open the account page', [title('account.title')], async () => {
        await banner.getByRole('link', { name: t('shell.signIn') }).press('Enter');
        await expect(page).toHaveURL(/\/my-account/);
      });

      await step('log in', [new RegExp(`^${t('auth.announce.loggedIn').replace('.', '\\.')}`)], async () => {
        const form = main.getByRole('form', { name: t('auth.login.title') });
        await waitForHydration(form);
        await form.getByRole('textbox', { name: t('auth.login.username') }).fill('demo');
        await form.getByLabel(t('auth.password'), { exact: true }).fill('demo1234');
        await form.getByLabel(t('auth.password'), { exact: true }).press('Enter');
      });

      await step(
        'log out',
        [new RegExp(`^${t('auth.announce.loggedOut').replace('.', '\\.')}`)],
        async () => {
          await banner
            .getByRole('button', { name: new RegExp(`^${t('account.menu.label', { name: '' }).trim()}`) })
            .press('Enter');
          await page.getByRole('menuitem', { name: t('auth.logout') }).press('Enter');
        },
      );

      test.info().annotations.push({ type: 'transcript', description: transcript.join('\n') });
      expect(transcript).toHaveLength(15);
    });
  });
}
