import { expect, test } from './fixtures/test';
import { tabTo } from './fixtures/keyboard';
import { holdBack } from './fixtures/page';
import { Shopper } from './fixtures/Shopper';

test.describe('keyboard-only checkout', () => {
  test('fills the form, recovers from a missing field, chooses bank transfer and places the order by keyboard', async ({
    page,
  }) => {
    test.slow();
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await shopper.openCheckout();
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const type = async (name: string, text: string) => {
      await tabTo(page, field(name));
      await page.keyboard.type(text);
    };

    await type('First name', 'Ada');
    await type('Last name', 'Lovelace');
    const country = page.getByRole('button', { name: /Country \/ Region/ });
    await tabTo(page, country);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('Germany');
    await expect(page.getByRole('option', { name: 'Germany' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(country).toContainText('Germany');
    await type('Street address', 'Hauptstr. 1');
    await type('Postcode / ZIP', '10115');
    await type('Town / City', 'Berlin');

    // Submitting without the e-mail moves focus to it.
    const placeOrder = page.getByRole('button', { name: 'Place order' });
    await tabTo(page, placeOrder);
    await page.keyboard.press('Enter');
    const email = field('E-mail address');
    await expect(email).toBeFocused();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await page.keyboard.type('ada@example.com');

    // Tab enters the payment group on the chosen method; the arrow keys choose another.
    const cash = page.getByRole('radio', { name: /Cash on delivery/ });
    await expect(cash).toBeChecked();
    await tabTo(page, cash);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Direct bank transfer/ })).toBeChecked();

    await tabTo(page, placeOrder);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
    const summary = (term: string) =>
      page.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
    await expect(summary('Payment method')).toHaveText('Direct bank transfer');
    await expect(summary('Status')).toHaveText('On hold');
    expect(shopper.count('CheckoutMutation')).toBe(1);
  });

  test('the country list is a light trigger until the shopper reaches the form; an arrow key before its code opens it once in, and Escape gives the focus back', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    const live = await holdBack(page, /\/assets\/SelectControl-[\w-]+\.js$/);
    await shopper.openCheckout();
    const country = page.getByRole('button', { name: /Country \/ Region/ });
    await expect(country).toHaveAttribute('aria-haspopup', 'listbox');
    await page.waitForLoadState('networkidle');
    expect(live.requested).toEqual([]);
    // Tab runs through the form's first fields to the country: the focus in the form asks for the live select.
    await tabTo(page, country);
    await expect.poll(() => live.requested.length).toBe(1);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    live.release();
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.type('France');
    await expect(page.getByRole('option', { name: 'France' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(country).toBeFocused();
  });
});
