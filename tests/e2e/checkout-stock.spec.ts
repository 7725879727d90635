import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures/test';
import { expectNoA11yViolations } from './fixtures/a11y';
import { Shopper } from './fixtures/Shopper';

// Seeded by server/db/catalogData.ts with 3 in stock; no other spec buys it.
const SCARCE = { slug: 'canvas-trousers', name: 'Canvas Trousers' };

/** Another shopper in a session of its own, buying through the store's API (no browser). */
class Rival {
  private session: string | null = null;

  constructor(private readonly request: APIRequestContext) {}

  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const response = await this.request.post('/graphql', {
      data: { query, variables },
      headers: this.session ? { 'woocommerce-session': `Session ${this.session}` } : {},
    });
    const renewed = response.headers()['woocommerce-session'];
    if (renewed) this.session = renewed;
    const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors[0]!.message);
    return body.data as T;
  }

  /** Buys every unit the store has left of `slug` and returns how many that was. */
  async buyRemainingStock(slug: string): Promise<number> {
    const { product } = await this.gql<{ product: { databaseId: number; stockQuantity: number } }>(
      'query ($slug: ID!) { product(id: $slug, idType: SLUG) { databaseId ... on SimpleProduct { stockQuantity } } }',
      { slug },
    );
    await this.gql(
      'mutation ($id: Int!, $q: Int) { addToCart(input: { productId: $id, quantity: $q }) { cart { total } } }',
      {
        id: product.databaseId,
        q: product.stockQuantity,
      },
    );
    const billing = {
      firstName: 'Rita',
      lastName: 'Rival',
      address1: 'Ringstr. 2',
      city: 'Hamburg',
      postcode: '20095',
      country: 'DE',
      email: 'rita@example.com',
    };
    await this.gql('mutation ($input: CheckoutInput!) { checkout(input: $input) { order { databaseId } } }', {
      input: { billing, paymentMethod: 'cod' },
    });
    return product.stockQuantity;
  }
}

test.describe('checkout when stock runs out', () => {
  test('another shopper buys the last units meanwhile: a clear error, and the cart and typed values stay', async ({
    page,
    request,
  }) => {
    test.slow();
    const shopper = new Shopper(page);
    await shopper.addSimpleProduct(SCARCE.slug);
    await shopper.openCheckout();
    await shopper.fillBilling({ firstName: 'Grace' });
    await page.getByRole('textbox', { name: 'Order notes' }).fill('Leave it with the neighbours');
    const bankTransfer = page.getByRole('radio', { name: /Direct bank transfer/ });
    // The radio input itself is visually hidden: a shopper clicks its label.
    await page.locator('label').filter({ has: bankTransfer }).click();
    await expect(bankTransfer).toBeChecked();

    expect(await new Rival(request).buyRemainingStock(SCARCE.slug)).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Place order' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
    await expect(alert).toContainText(
      `Sorry, "${SCARCE.name}" is no longer in stock in the quantity you asked for. Please edit your cart and try again.`,
    );
    await expect(page).toHaveURL(/\/checkout$/);
    expect(shopper.count('CheckoutMutation')).toBe(1);

    // Everything the shopper typed or chose is still there, and so is the cart.
    await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Grace');
    await expect(page.getByRole('textbox', { name: 'Town / City' })).toHaveValue('Berlin');
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('ada@example.com');
    await expect(page.getByRole('textbox', { name: 'Order notes' })).toHaveValue(
      'Leave it with the neighbours',
    );
    await expect(bankTransfer).toBeChecked();
    await expect(
      page.getByRole('region', { name: 'Your order' }).getByText(`${SCARCE.name} × 1`),
    ).toBeVisible();
    await expect(shopper.cartButton()).toHaveAccessibleName('Cart, 1 item');
    await expectNoA11yViolations(page);
  });
});
