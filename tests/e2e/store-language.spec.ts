import { expect, test } from './fixtures/test';
import { waitForHydration } from './fixtures/page';
import { Shopper } from './fixtures/Shopper';

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
