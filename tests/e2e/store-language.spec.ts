import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './fixtures/page';
import { operationOf, Shopper } from './fixtures/Shopper';

/**
 * Regression: on a translated page the store's own English (attribute names and values, shipping and payment method
 * names, its refusals) was read with the page's voice, and the refusals the storefront knows were left in English.
 * Now the store's text carries `lang="en"`, and known refusals are said in the page's language.
 */
test.describe('store text on a German page', () => {
  test.beforeEach(async ({ page, context, baseURL }) => {
    // The cart is filled in English; the page is then read in German.
    await new Shopper(page).addVariableProduct('ceramic-mug', { Color: 'White' });
    await context.addCookies([{ name: 'locale', value: 'de_DE', url: baseURL ?? '' }]);
  });

  test('attribute names and values, shipping and payment methods are marked as English', async ({ page }) => {
    await page.goto('/product/ceramic-mug');
    const color = page.getByRole('radiogroup', { name: 'Color' });
    await expect(color.locator('[lang="en"]', { hasText: /^Color$/ })).toHaveCount(1);
    await expect(color.locator('[lang="en"]', { hasText: /^White$/ })).toHaveCount(1);

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
    const payment = page.getByRole('radiogroup', { name: 'Zahlungsart' });
    await expect(payment.getByRole('radio')).not.toHaveCount(0);
    for (const radio of await payment.getByRole('radio').all()) {
      await expect(radio.locator('xpath=ancestor::label[1]').locator('[lang="en"]')).toHaveCount(1);
    }
    await expect(
      page
        .getByRole('main')
        .locator('[lang="en"]', { hasText: /shipping|rate|pickup/i })
        .first(),
    ).toBeVisible();
    // The page's own words are not marked.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('heading', { level: 1 }).locator('[lang]')).toHaveCount(0);
  });

  /**
   * Regression (WCAG 3.1.2): product and category names in the breadcrumb, the cart's lines and the checkout's order
   * review were read with the page's German voice.
   */
  test('product and category names in the breadcrumb, the cart and the order review are marked as English', async ({
    page,
  }) => {
    await page.goto('/product/ceramic-mug');
    const breadcrumb = page.getByRole('navigation').filter({ has: page.locator('[aria-current="page"]') });
    await expect(breadcrumb.locator('[aria-current="page"] [lang="en"]')).toHaveText('Ceramic Mug');
    await expect(breadcrumb.getByRole('link').locator('[lang="en"]')).not.toHaveCount(0);

    await waitForHydration(page.getByRole('main'));
    await page.getByRole('button', { name: /^Warenkorb/ }).click();
    const panel = page.getByRole('dialog', { name: 'Warenkorb' });
    await expect(panel.getByRole('heading', { level: 3 }).locator('[lang="en"]')).toHaveText('Ceramic Mug');

    await page.goto('/checkout');
    const review = page.getByRole('listitem').filter({ hasText: /Ceramic Mug × 1/ });
    await expect(review.locator('[lang="en"]', { hasText: /^Ceramic Mug$/ })).toHaveCount(1);
    // The quantity around it is the page's own German.
    await expect(review.locator('[lang="en"]', { hasText: /×/ })).toHaveCount(0);
  });

  test('a refused coupon is said in German, on screen and to a screen reader', async ({ page }) => {
    await page.goto('/products');
    await waitForHydration(page.getByRole('main'));
    await page.getByRole('button', { name: /^Warenkorb/ }).click();
    const panel = page.getByRole('dialog', { name: 'Warenkorb' });
    const coupon = panel.getByRole('textbox', { name: 'Gutscheincode' });
    await coupon.fill('EXPIRED');
    await panel.getByRole('button', { name: 'Einlösen' }).click();
    await expect(coupon).toHaveAccessibleDescription(/Dieser Gutschein ist abgelaufen\./);
    await expect(page.locator('[role="status"][aria-live] > p').last()).toContainText(
      'Dieser Gutschein ist abgelaufen.',
    );

    await coupon.fill('NOPE-123');
    await panel.getByRole('button', { name: 'Einlösen' }).click();
    await expect(coupon).toHaveAccessibleDescription(/Gutschein „NOPE-123“ existiert nicht!/);
  });

  test('registering with an e-mail that has an account is said in German', async ({ page }) => {
    await page.goto('/my-account');
    const form = page.getByRole('form', { name: 'Konto erstellen' });
    await waitForHydration(form);
    await form.getByRole('textbox', { name: 'E-Mail' }).fill('demo@example.com');
    await form.getByLabel('Passwort').fill('Harder-to-guess-7');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect(form.getByRole('alert')).toContainText(
      'Mit deiner E-Mail-Adresse ist bereits ein Konto registriert. Bitte melde dich an.',
    );
  });
});

/** Answers the page's next `operation` with the store's error `message`, as WooGraphQL sends one. */
async function storeRefuses(page: Page, operation: string, message: string): Promise<void> {
  await page.route('**/graphql', async (route) => {
    if (operationOf(route.request()) !== operation) return route.fallback();
    await route.fulfill({ json: { errors: [{ message }], data: null } });
  });
}

/**
 * Regression: a refused login was said in English on every page (Headless Login's "The user could not be logged
 * in.", given for a wrong password and an unknown user alike, and the lockout message), and a newer WooCommerce's
 * coupon refusals, which name the coupon, were not known either. Known messages are said in the page's language;
 * unknown store text is shown as it came, marked as English.
 */
test.describe('refusals in the page language', () => {
  const pages = {
    de_DE: {
      form: 'Anmelden',
      username: 'Benutzername oder E-Mail',
      password: 'Passwort',
      failed: 'Der Benutzername oder die E-Mail-Adresse ist unbekannt, oder das Passwort ist falsch.',
      lockout: 'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 15 Minuten erneut.',
    },
    fr_FR: {
      form: 'Connexion',
      username: "Nom d'utilisateur ou e-mail",
      password: 'Mot de passe',
      failed: 'Le nom d’utilisateur ou l’adresse e-mail est inconnu, ou le mot de passe est incorrect.',
      lockout: 'Trop de tentatives de connexion échouées. Veuillez réessayer dans 15 minutes.',
    },
  };

  for (const [locale, words] of Object.entries(pages)) {
    test(`${locale}: a wrong password, the lockout and an unknown store message at login`, async ({
      page,
      context,
      baseURL,
    }) => {
      await context.addCookies([{ name: 'locale', value: locale, url: baseURL ?? '' }]);
      await page.goto('/my-account');
      const form = page.getByRole('form', { name: words.form });
      await waitForHydration(form);
      const login = async (username: string) => {
        await form.getByRole('textbox', { name: words.username }).fill(username);
        await form.getByLabel(words.password).fill('not-the-password-26');
        await form.getByLabel(words.password).press('Enter');
      };
      // The reference API answers as Headless Login does: one sentence for both causes.
      await login(`nobody-${locale}@example.com`);
      const alert = form.getByRole('alert');
      await expect(alert).toContainText(words.failed);
      await expect(alert).not.toContainText('could not be logged in');
      await expect(alert.locator('[lang]')).toHaveCount(0);

      await storeRefuses(
        page,
        'LoginMutation',
        'Too many failed login attempts. Please try again in 15 minutes.',
      );
      await login('demo');
      await expect(alert).toContainText(words.lockout);

      // A message the storefront does not know: as the store wrote it, read with an English voice.
      await page.unrouteAll();
      await storeRefuses(page, 'LoginMutation', 'Your account is awaiting approval.');
      await login('demo');
      await expect(alert.locator('[lang="en"]')).toHaveText('Your account is awaiting approval.');
    });
  }

  test('a newer WooCommerce coupon refusal is said in German', async ({ page, context, baseURL }) => {
    await new Shopper(page).addSimpleProduct('wool-socks-3-pairs');
    await context.addCookies([{ name: 'locale', value: 'de_DE', url: baseURL ?? '' }]);
    await page.goto('/products');
    await waitForHydration(page.getByRole('main'));
    await storeRefuses(
      page,
      'ApplyCouponMutation',
      'Coupon &quot;nope-26&quot; cannot be applied because it does not exist.',
    );
    await page.getByRole('button', { name: /^Warenkorb/ }).click();
    const panel = page.getByRole('dialog', { name: 'Warenkorb' });
    const coupon = panel.getByRole('textbox', { name: 'Gutscheincode' });
    await coupon.fill('nope-26');
    await panel.getByRole('button', { name: 'Einlösen' }).click();
    await expect(coupon).toHaveAccessibleDescription(/Gutschein „nope-26“ existiert nicht!/);
    await expect(page.locator('[role="status"][aria-live] > p').last()).toContainText(
      'Gutschein „nope-26“ existiert nicht!',
    );
  });
});

/**
 * Regression (WCAG 3.1.2): on a German page the store's product names, descriptions, reviews and category names
 * were not marked, so a screen reader read English sentences with a German voice. Store text carries lang="en";
 * the storefront's own words stay unmarked, and nothing is marked on an English page.
 */
test.describe('store-authored text is marked with its language', () => {
  test('on a German page: product and category names, descriptions, reviews', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'locale', value: 'de_DE', url: baseURL ?? '' }]);
    await page.goto('/product/ceramic-mug');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    // The description and the reviews, each a block of the store's HTML.
    await expect(main.locator('[lang="en"]', { hasText: 'stoneware' }).first()).toBeVisible();
    await expect(main.getByRole('article').first().locator('[lang="en"]').first()).toBeAttached();

    await page.goto('/');
    const categories = page.getByRole('region', { name: /Kategorie/ });
    await expect(categories.locator('[lang="en"]').first()).toBeVisible();
    const tiles = main.getByRole('article');
    await expect(tiles.first().getByRole('heading')).toHaveAttribute('lang', 'en');

    await page.goto('/product-category/kitchen');
    await expect(main.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
    await page.goto('/products');
    await expect(main.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', /.*/);
  });

  test('on an English page nothing is marked', async ({ page }) => {
    await page.goto('/product/ceramic-mug');
    await expect(page.getByRole('main').locator('[lang]')).toHaveCount(0);
  });
});
