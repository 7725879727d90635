import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { Shopper } from './fixtures/Shopper';

/**
 * Regression: the store refuses the most common passwords (`COMMON_PASSWORD`), but the forms showed its English
 * text in a box above the form, far from the field and untranslated. Each form now shows the translated message at
 * the password field, reads it out, keeps every typed value, and clears it once the password is edited.
 */

const MESSAGE = 'This password is too common. Please choose one that is harder to guess.';
const unique = (tag: string) =>
  `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

test.describe('a password the store finds too common', () => {
  test('registration shows it at the password field, in the shopper’s language, and keeps the e-mail', async ({
    page,
  }) => {
    await page.goto('/my-account');
    const form = page.getByRole('form', { name: 'Create an account' });
    const email = `${unique('cp')}@example.com`;
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    const password = form.getByLabel('Password');
    await password.fill('password1');
    await form.getByRole('button', { name: 'Register' }).click();

    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(password).toHaveAccessibleDescription(new RegExp(MESSAGE.replace(/\./g, '\\.')));
    await expect(page.getByRole('status').filter({ hasText: MESSAGE })).toBeAttached();
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
    await expectNoA11yViolations(page);

    // Editing the password clears the store's refusal; an uncommon one registers.
    await password.fill('Harder-to-guess-7');
    await expect(password).not.toHaveAttribute('aria-invalid', 'true');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('tab', { name: 'Personal information' })).toBeVisible();
  });

  test('the German registration form says it in German', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'locale', value: 'de_DE', url: baseURL ?? '' }]);
    await page.goto('/my-account');
    const form = page.getByRole('form', { name: 'Konto erstellen' });
    await form.getByRole('textbox', { name: 'E-Mail' }).fill(`${unique('cpde')}@example.com`);
    const password = form.getByLabel('Passwort');
    await password.fill('iloveyou');
    await form.getByRole('button', { name: 'Registrieren' }).click();
    await expect(password).toHaveAccessibleDescription(/Dieses Passwort ist zu verbreitet\./);
  });

  test('checkout account creation shows it at the account password field, focuses it and keeps the order form', async ({
    page,
  }) => {
    test.slow();
    const shopper = new Shopper(page);
    const id = unique('cpco');
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await shopper.openCheckout();
    await shopper.fillBilling({ email: `${id}@example.com` });
    const createAccount = page.getByRole('checkbox', { name: 'Create an account?' });
    await page.locator('label').filter({ has: createAccount }).click();
    await page.getByRole('textbox', { name: 'Username' }).fill(id);
    const password = page.getByLabel('Account password');
    await password.fill('qwertyuiop');
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(password).toBeFocused();
    await expect(password).toHaveAccessibleDescription(new RegExp(MESSAGE.replace(/\./g, '\\.')));
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('textbox', { name: 'Username' })).toHaveValue(id);
    await expectNoA11yViolations(page);

    await password.fill('Harder-to-guess-7');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
  });

  test('the change-password form shows it at the new password field', async ({ page }) => {
    await page.goto('/my-account');
    const register = page.getByRole('form', { name: 'Create an account' });
    await register.getByRole('textbox', { name: 'Email' }).fill(`${unique('cpch')}@example.com`);
    await register.getByLabel('Password').fill('Harder-to-guess-7');
    await register.getByRole('button', { name: 'Register' }).click();
    await page.getByRole('tab', { name: 'Change password' }).click();
    const form = page.getByRole('form', { name: 'Change password' });
    const password = form.getByLabel('New password', { exact: true });
    await password.fill('password1');
    await form.getByLabel('Confirm new password').fill('password1');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expect(password).toHaveAccessibleDescription(new RegExp(MESSAGE.replace(/\./g, '\\.')));
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});
