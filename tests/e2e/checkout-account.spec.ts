import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { Shopper } from './fixtures/Shopper';

/** A username and e-mail no other test uses. */
const uniqueShopper = () => {
  const id = `co${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  return { username: id, email: `${id}@example.com`, password: 'Checkout-pass-1' };
};

test.describe('checkout with account creation', { tag: '@store' }, () => {
  test('a guest creates an account while ordering; the new account logs in and sees the order', async ({
    page,
  }) => {
    test.slow();
    const shopper = new Shopper(page);
    const account = uniqueShopper();
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await shopper.openCheckout();
    await shopper.fillBilling({ email: account.email });
    const createAccount = page.getByRole('checkbox', { name: 'Create an account?' });
    // The checkbox input itself is visually hidden: a shopper clicks its label.
    await page.locator('label').filter({ has: createAccount }).click();
    await expect(createAccount).toBeChecked();
    await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
    await page.getByLabel('Account password').fill(account.password);
    await expectNoA11yViolations(page);

    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    const orderNumber = (
      (await page
        .locator('dt', { hasText: 'Order number' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? ''
    ).trim();
    expect(orderNumber).toMatch(/^\d+$/);
    // The password went to the store only: never into the stored draft.
    expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain(account.password);

    // The order belongs to the new account, which is logged in to see it.
    await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
    await expect(page.getByRole('table').getByText('Wool Socks (3 pairs) × 1')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Account menu/ })).toBeVisible();

    // Logged out, the account's own credentials log in again, and its order history lists the order.
    await page.goto('/my-account');
    await page.getByRole('button', { name: 'Logout' }).click();
    const login = page.getByRole('form', { name: 'Log in' });
    await login.getByRole('textbox', { name: 'Username or email' }).fill(account.username);
    await login.getByLabel('Password').fill(account.password);
    await login.getByRole('button', { name: 'Log in' }).click();
    const ordersTab = page.getByRole('tab', { name: 'Orders' });
    await ordersTab.click();
    const order = page.getByRole('link', { name: `Order #${orderNumber}` });
    await expect(order).toBeVisible();
    await order.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await expect(page.getByText('Wool Socks (3 pairs) × 1')).toBeVisible();
  });
});
