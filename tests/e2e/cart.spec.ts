import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { holdBack, waitForHydration } from './fixtures/page';
import { operationOf, Shopper } from './fixtures/Shopper';

test.describe('cart', { tag: '@store' }, () => {
  test('adds a product from its page and shows the line in the panel', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, 1 item');
    const panel = await shopper.openCart();
    const lines = panel.getByRole('list', { name: 'Items in your cart' });
    await expect(lines.getByRole('listitem')).toHaveCount(1);
    await expect(lines.getByRole('link', { name: 'Wool Socks (3 pairs)' })).toBeVisible();
    await expect(panel.getByRole('radiogroup', { name: 'Shipping method' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
    await expectNoA11yViolations(page);
  });

  test('the page works before the actor system has loaded; an add pressed meanwhile lands once it runs', async ({
    page,
  }) => {
    // XState and the machines load after hydration (src/app/storefrontHost.ts): hold their chunk back.
    const { release, requested } = await holdBack(page, /\/assets\/xstate-[\w-]+\.js$/);
    await page.goto('/product/wool-socks-3-pairs');
    const add = page.getByRole('button', { name: 'Add to cart' });
    await waitForHydration(add);
    const answered = page.waitForResponse((r) => operationOf(r.request()) === 'AddCartItemMutation');
    await add.click();
    // The page hydrated without the system; the press started it.
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    release();
    expect((await answered).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  });

  test('a variation and a simple product share the cart; the panel names the chosen options', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addVariableProduct('everyday-hoodie', { Color: 'Grey', Size: 'M' });
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, 2 items');
    const panel = await shopper.openCart();
    const lines = panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const hoodie = lines.filter({ has: page.getByRole('link', { name: 'Everyday Hoodie' }) });
    await expect(hoodie.getByRole('term')).toHaveText([/^Color/, /^Size/]);
    await expect(hoodie.getByRole('definition')).toHaveText([/^grey$/i, /^m$/i]);
    await expect(hoodie.getByText(/Unit price:\s*€59\.00/)).toBeVisible();
    const socks = lines.filter({ has: page.getByRole('link', { name: 'Wool Socks (3 pairs)' }) });
    await expect(socks.getByRole('term')).toHaveCount(0);
    await expectNoA11yViolations(page);
  });

  test('a keyboard quantity change updates the totals and is announced; remove empties the cart', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    const panel = await shopper.openCart();
    const total = shopper.total(panel);
    const before = await total.textContent();
    const quantity = panel.getByRole('textbox', { name: 'Quantity of Wool Socks (3 pairs)' });
    await quantity.focus();
    await page.keyboard.press('ArrowUp');
    await expect(quantity).toHaveValue('2');
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByRole('status').filter({ hasText: 'Quantity changed to 2' })).toHaveCount(1);

    await panel.getByRole('button', { name: 'Remove Wool Socks (3 pairs) from the cart' }).press('Enter');
    await expect(panel.getByText('Your cart is empty.')).toBeVisible();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, empty');
  });

  test('Empty cart asks first, keeps the cart on "Keep items", and empties it by keyboard, announced, with focus kept', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    const panel = await shopper.openCart();
    await panel.getByRole('button', { name: 'Empty cart' }).press('Enter');
    const question = panel.getByRole('group', { name: 'Remove every item from your cart?' });
    // Focus goes to the answer that loses nothing.
    await expect(question.getByRole('button', { name: 'Keep items' })).toBeFocused();
    await expectNoA11yViolations(page);
    await page.keyboard.press('Enter');
    await expect(question).toHaveCount(0);
    await expect(panel.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')).toHaveCount(
      1,
    );

    await panel.getByRole('button', { name: 'Empty cart' }).press('Enter');
    await page.keyboard.press('Tab');
    await expect(question.getByRole('button', { name: 'Empty cart' })).toBeFocused();
    const emptied = page.waitForResponse((r) => operationOf(r.request()) === 'EmptyCartMutation');
    await page.keyboard.press('Enter');
    expect((await emptied).ok()).toBe(true);
    await expect(panel.getByText('Your cart is empty.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Your cart is now empty.' })).toHaveCount(1);
    // The pressed control is gone: focus stays in the panel, on the way back to the shop.
    await expect(panel.getByRole('link', { name: 'Continue shopping' })).toBeFocused();
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, empty');
    await expectNoA11yViolations(page);
    // The store kept nothing: after a new page load, the cart it sends is empty too.
    await page.reload();
    await expect((await shopper.openCart()).getByText('Your cart is empty.')).toBeVisible();
  });

  test('applies a seeded coupon, refuses an unknown one with the reason, and removes the coupon', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    const panel = await shopper.openCart();
    const code = panel.getByRole('textbox', { name: 'Coupon code' });

    await code.fill('NOT-A-COUPON');
    await code.press('Enter');
    await expect(panel.getByText(/Coupon NOT-A-COUPON could not be applied\..*does not exist/)).toBeVisible();
    await expect(code).toHaveValue('NOT-A-COUPON');

    const total = shopper.total(panel);
    const before = await total.textContent();
    await code.fill('WELCOME10');
    await panel.getByRole('button', { name: 'Apply' }).click();
    const applied = panel.getByRole('list', { name: 'Applied coupons' });
    await expect(applied.getByText('WELCOME10')).toBeVisible();
    await expect(code).toHaveValue('');
    await expect(panel.locator('dt', { hasText: 'Discount' })).toBeVisible();
    await expect(total).not.toHaveText(before ?? '');
    await expect(page.getByRole('status')).toHaveText(/Coupon WELCOME10 applied/);
    await expectNoA11yViolations(page);

    await applied.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await expect(applied).toHaveCount(0);
    await expect(total).toHaveText(before ?? '');
  });

  test('choosing another shipping method changes the total', async ({ page }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    const panel = await shopper.openCart();
    const methods = panel.getByRole('radiogroup', { name: 'Shipping method' });
    const radios = methods.getByRole('radio');
    await expect(radios).not.toHaveCount(0);
    expect(await radios.count()).toBeGreaterThan(1);
    const total = shopper.total(panel);
    const before = await total.textContent();
    // Keyboard only: arrow keys move the choice within the radio group.
    await methods.getByRole('radio', { checked: true }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(total).not.toHaveText(before ?? '');
    expect(shopper.count('ChangeShippingMethodMutation')).toBe(1);
  });

  /**
   * Regression (seen once in the full suite): a cart load that got no answer, because the shopper left the page while
   * it ran (the browser cancels the request) or was offline, counted as one the store refused. The session was reset,
   * its token deleted, and the cart was gone on the next page.
   */
  test('a cart load that gets no answer keeps the cart: the panel offers to try again, and then shows it', async ({
    page,
  }) => {
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct('wool-socks-3-pairs');
    const token = await page.evaluate(() => localStorage.getItem('woo-session'));
    expect(token).toBeTruthy();
    let cut = 0;
    await page.route('**/graphql', (route) =>
      operationOf(route.request()) === 'CartQuery' && cut++ === 0
        ? route.abort('internetdisconnected')
        : route.fallback(),
    );
    await page.goto('/products');
    const panel = await shopper.openCart();
    await expect(panel.getByText('Something went wrong')).toBeVisible();
    expect(cut).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('woo-session'))).toBe(token);
    await panel.getByRole('button', { name: 'Try again' }).press('Enter');
    const lines = panel.getByRole('list', { name: 'Items in your cart' });
    await expect(lines.getByRole('link', { name: 'Wool Socks (3 pairs)' })).toBeVisible();
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, 1 item');
  });
});

/**
 * Regression: opening the cart panel moved the page behind it. Scrolled to 600 px on /products, the page was at
 * 136 px once the panel opened, and stayed there after it closed.
 */
test.describe('the page behind the cart panel', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ])
    test(`keeps its scroll while the panel opens and after it closes (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const shopper = new Shopper(page);
      await shopper.addSimpleProduct('wool-socks-3-pairs');
      await shopper.open('/products');
      await page.evaluate(() => window.scrollTo(0, 600));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600);
      const panel = await shopper.openCart();
      await expect(panel.getByRole('list', { name: 'Items in your cart' })).toBeVisible();
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
    });
});
