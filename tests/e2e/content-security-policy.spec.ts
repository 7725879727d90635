import { type Page } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { waitForHydration } from './fixtures/page';
import { Shopper } from './fixtures/Shopper';

/**
 * The Content-Security-Policy the server sends (src/server/securityHeaders.ts) blocks nothing the store itself does:
 * pages render, hydrate and take input, and Stripe's card field mounts and confirms, with no violation reported by
 * the browser (`securitypolicyviolation` events and console errors).
 */

/** Collects every CSP violation the page reports, from the first script on. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    const w = window as { __cspViolations?: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations!.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return async () => [
    ...console,
    ...(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

test('pages render and hydrate under the policy without a violation', async ({ page }) => {
  const violations = await watchViolations(page);
  for (const path of ['/', '/products', '/categories', '/product/tote-bag', '/my-account', '/wishlist']) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await waitForHydration(page.getByRole('banner'));
    await page.mouse.wheel(0, 20_000);
    await expect(page.getByRole('contentinfo')).toBeVisible();
  }
  // A client-side navigation loads route chunks and data after hydration.
  await page
    .getByRole('banner')
    .getByRole('link', { name: /products/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/products/);
  expect(await violations()).toEqual([]);
});

test('the Stripe card field mounts and confirms under the policy', async ({ page }) => {
  test.slow();
  const violations = await watchViolations(page);
  const shopper = new Shopper(page);
  await shopper.useStripeStandIn();
  await shopper.addSimpleProduct('wool-socks-3-pairs');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await shopper.fillBilling();
  const stripe = page.getByRole('radio', { name: /Credit Card \(Stripe\)/ });
  await stripe.focus();
  await page.keyboard.press('Space');
  await page
    .getByRole('group', { name: 'Card details' })
    .getByRole('textbox', { name: 'Card number' })
    .fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/checkout\/order-received\/\d+$/);
  expect(await violations()).toEqual([]);
});
