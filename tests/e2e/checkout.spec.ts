import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { Shopper } from './fixtures/Shopper';

const STRIPE_STAND_IN = fileURLToPath(new URL('./fixtures/stripe-stand-in.js', import.meta.url));

/**
 * Adds a product and opens /checkout: by address (a server render), or through the cart panel's link (a client-side
 * navigation, whose queries run in the browser where the test can answer them).
 */
async function startCheckout(page: Page, via: 'address' | 'panel' = 'address'): Promise<Shopper> {
  const shopper = new Shopper(page);
  await shopper.addSimpleProduct('wool-socks-3-pairs');
  if (via === 'panel') {
    const panel = await shopper.openCart();
    await panel.getByRole('link', { name: 'Proceed to checkout' }).click();
  } else {
    await page.goto('/checkout');
  }
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your order' })).toBeVisible();
  return shopper;
}

test.describe('checkout', () => {
  test('a guest pays cash on delivery and sees the order-received screen', async ({ page }) => {
    const shopper = await startCheckout(page);
    await expectNoA11yViolations(page);
    await shopper.fillBilling();
    await page.getByRole('textbox', { name: 'Order notes' }).fill('Please ring twice');
    await expect(page.getByRole('radio', { name: /Cash on delivery/ })).toBeChecked();
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order received' })).toBeVisible();
    await expect(page.getByText('Thank you. Your order has been received.')).toBeVisible();
    await expect(page.getByRole('table').getByText('Wool Socks (3 pairs) × 1')).toBeVisible();
    await expect(page.getByText('Cash on delivery')).toBeVisible();
    await expect(page.getByText('Please ring twice')).toBeVisible();
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, empty');
    await shopper.settleAnnouncements();
    await expectNoA11yViolations(page);

    const orderId = /order-received\/(\d+)/.exec(page.url())?.[1] ?? '';
    await page.goto(`/order-summary/${orderId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order summary' })).toBeVisible();
    await expect(page.getByText('Wool Socks (3 pairs) × 1')).toBeVisible();
  });

  test('a double click on Place order creates exactly one order', async ({ page }) => {
    const shopper = await startCheckout(page);
    await shopper.fillBilling();
    await page.getByRole('button', { name: 'Place order' }).dblclick();
    await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
    expect(shopper.count('CheckoutMutation')).toBe(1);
  });

  test('an empty submit shows field messages, keeps typed values, and a reload keeps the draft', async ({
    page,
  }) => {
    const shopper = await startCheckout(page);
    await page.getByRole('textbox', { name: 'Last name' }).fill('Lovelace');
    await page.getByRole('button', { name: 'Place order' }).click();
    const firstName = page.getByRole('textbox', { name: 'First name' });
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('This field is required.').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    expect(shopper.count('CheckoutMutation')).toBe(0);
    await expectNoA11yViolations(page);

    await page.getByRole('textbox', { name: 'Town / City' }).fill('Berlin');
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Last name' })).toHaveValue('Lovelace');
    await expect(page.getByRole('textbox', { name: 'Town / City' })).toHaveValue('Berlin');
  });

  test('Stripe: creates the intent, confirms the card with Stripe.js, then places a paid order', async ({
    page,
  }) => {
    // The reference API enables Stripe only with STRIPE_SECRET_KEY and then calls api.stripe.com, which e2e cannot
    // reach: the gateway, the intent and the paid order are answered here; Stripe.js is the local stand-in.
    await page.addInitScript(() => {
      (window as { __STOREFRONT_CONFIG__?: object }).__STOREFRONT_CONFIG__ = {
        stripePublishableKey: 'pk_test_standin',
      };
    });
    await page.route('https://js.stripe.com/**', (route) =>
      route.fulfill({ path: STRIPE_STAND_IN, contentType: 'text/javascript' }),
    );
    const placed: unknown[] = [];
    await page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as {
        operationName: string;
        variables: { input?: unknown };
      };
      if (body.operationName === 'CheckoutScreenQuery') {
        const response = await route.fetch();
        const json = (await response.json()) as {
          data: { paymentGateways: { nodes: { id: string; title: string; description: string }[] } };
        };
        json.data.paymentGateways.nodes.push({
          id: 'stripe',
          title: 'Credit Card (Stripe)',
          description: 'Pay with your credit card via Stripe.',
        });
        // Only the body changes: the original headers would claim a compressed encoding.
        return route.fulfill({ status: response.status(), contentType: 'application/json', json });
      }
      if (body.operationName === 'StripeIntentQuery')
        return route.fulfill({
          json: {
            data: {
              stripePaymentIntent: {
                id: 'pi_standin_123',
                clientSecret: 'pi_standin_123_secret_abc',
                amount: 2844,
                currency: 'eur',
                error: null,
              },
            },
          },
        });
      if (body.operationName === 'CheckoutMutation') {
        placed.push(body.variables.input);
        return route.fulfill({
          json: {
            data: { checkout: { result: 'success', order: { id: 'b3JkZXI6OTk5OQ==', databaseId: 9999 } } },
          },
        });
      }
      return route.continue();
    });

    const shopper = await startCheckout(page, 'panel');
    await shopper.fillBilling();
    const stripe = page.getByRole('radio', { name: /Credit Card \(Stripe\)/ });
    await stripe.focus();
    await page.keyboard.press('Space');
    await expect(stripe).toBeChecked();
    const card = page
      .getByRole('group', { name: 'Card details' })
      .getByRole('textbox', { name: 'Card number' });

    await card.fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    expect(placed).toHaveLength(0);

    await card.fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/checkout\/order-received\/9999$/);
    expect(placed).toEqual([
      expect.objectContaining({ paymentMethod: 'stripe', transactionId: 'pi_standin_123', isPaid: true }),
    ]);
    // Card data never leaves Stripe's field: not in any API call, not in the stored draft.
    expect(JSON.stringify(placed)).not.toContain('4242');
    expect(await page.evaluate(() => JSON.stringify(window.sessionStorage))).not.toContain('4242');
  });

  test('the summary of an unknown order says it could not be found; a malformed id is a 404', async ({
    page,
  }) => {
    await page.goto('/order-summary/987654');
    await expect(page.getByText('We could not find your order. Please try again later.')).toBeVisible();
    await expectNoA11yViolations(page);
    const response = await page.goto('/order-summary/not-a-number');
    expect(response?.status()).toBe(404);
    await page.goto('/order-summary');
    await expect(page.getByText('We could not find your order. Please try again later.')).toBeVisible();
  });
});
