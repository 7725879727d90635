import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CartButton } from '../../../src/app/CartButton';
import { CartPanel } from '../../../src/app/CartPanel';
import {
  cartPayload,
  cartQueryAnswer,
  createTestEnvironment,
  graphQLError,
  renderWithCart,
  type CartSpec,
} from './cartTestKit';

const socks = { key: 'k1', name: 'Wool Socks', quantity: 1, price: 19 };
const hoodie = {
  key: 'k2',
  name: 'Everyday Hoodie',
  quantity: 1,
  price: 59,
  attributes: [
    { label: 'Color', value: 'blue' },
    { label: 'Size', value: 'm' },
  ],
};
const rates = [
  { id: 'flat_rate:1', label: 'Standard shipping', cost: 4.9 },
  { id: 'local_pickup:2', label: 'Pick up in store', cost: 0 },
];

function shop(initial: CartSpec) {
  let state: CartSpec = initial;
  const answer = (field: string, next: CartSpec) => {
    state = next;
    return { data: { [field]: { cart: cartPayload(state) } } };
  };
  const env = createTestEnvironment({
    CartQuery: () => cartQueryAnswer(state),
    UpdateCartQuantityMutation: (variables) => {
      const { key, quantity } = (variables.input as { items: { key: string; quantity: number }[] }).items[0]!;
      const lines = (state.lines ?? [])
        .map((line) => (line.key === key ? { ...line, quantity } : line))
        .filter((line) => line.quantity > 0);
      return answer('updateItemQuantities', { ...state, lines });
    },
    ApplyCouponMutation: (variables) => {
      const { code } = variables.input as { code: string };
      if (code.toLowerCase() !== 'welcome10') graphQLError(`Coupon "${code}" does not exist!`);
      const next = { ...state, coupons: [{ code: 'welcome10', amount: 1.9 }], discount: 1.9 };
      return {
        data: {
          applyCoupon: { applied: { code: 'welcome10', discountAmount: '€1.90' }, cart: cartPayload(next) },
        },
      };
    },
    RemoveCouponsMutation: () => answer('removeCoupons', { ...state, coupons: [], discount: 0 }),
    ChangeShippingMethodMutation: (variables) => {
      const [chosen] = (variables.input as { shippingMethods: string[] }).shippingMethods;
      return answer('updateShippingMethod', {
        ...state,
        chosen,
        shipping: chosen === 'local_pickup:2' ? 0 : 4.9,
      });
    },
  });
  return env;
}

async function openPanel() {
  fireEvent.keyDown(window, { key: 'Tab' });
  fireEvent.click(await screen.findByRole('button', { name: /^Cart,/ }));
  return screen.findByRole('dialog', { name: 'Cart' });
}

describe('cart panel', () => {
  it('makes no cart request before the first user activity, then shows the count badge', async () => {
    const env = shop({ lines: [socks, { ...hoodie, quantity: 2 }], rates, shipping: 4.9 });
    renderWithCart(<CartButton />, env.environment);
    await screen.findByRole('button', { name: 'Cart, empty' });
    expect(env.count('CartQuery')).toBe(0);
    act(() => void fireEvent.scroll(window));
    expect(await screen.findByRole('button', { name: 'Cart, 3 items' })).toBeTruthy();
    expect(env.count('CartQuery')).toBe(1);
  });

  it('lists lines with variation attributes, unit price, shipping rates and totals', async () => {
    const env = shop({ lines: [socks, hoodie], rates, shipping: 4.9 });
    renderWithCart(
      <>
        <CartButton />
        <CartPanel />
      </>,
      env.environment,
    );
    const panel = await openPanel();
    const lines = await within(panel).findByRole('list', { name: 'Items in your cart' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    expect(within(lines).getByRole('link', { name: 'Everyday Hoodie' })).toBeTruthy();
    expect(within(lines).getByText('Color:')).toBeTruthy();
    expect(within(lines).getByText('blue')).toBeTruthy();
    expect(within(panel).getByRole('radio', { name: /Standard shipping/ })).toHaveProperty('checked', true);
    expect(within(panel).getByText('Total').nextElementSibling?.textContent).toBe('€98.65');
    expect(within(panel).getByRole('link', { name: 'Proceed to checkout' }).getAttribute('href')).toBe(
      '/checkout',
    );
  });

  it('changes a quantity with the stepper, repaints the totals and announces the change', async () => {
    const env = shop({ lines: [socks], rates, shipping: 4.9 });
    renderWithCart(
      <>
        <CartButton />
        <CartPanel />
      </>,
      env.environment,
    );
    const panel = await openPanel();
    const quantity = await within(panel).findByRole('textbox', { name: 'Quantity of Wool Socks' });
    fireEvent.click(within(panel).getByRole('button', { name: /Increase/ }));
    await waitFor(() => expect(env.count('UpdateCartQuantityMutation')).toBe(1));
    expect(env.operations.at(-1)?.variables).toEqual({ input: { items: [{ key: 'k1', quantity: 2 }] } });
    await waitFor(() =>
      expect(within(panel).getByText('Total').nextElementSibling?.textContent).toBe('€51.05'),
    );
    expect((quantity as HTMLInputElement).value).toBe('2');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Quantity changed to 2\. Cart total €51\.05/),
    );
    expect(await screen.findByRole('button', { name: 'Cart, 2 items' })).toBeTruthy();
  });

  it('removes a line and shows the empty state when it was the last', async () => {
    const env = shop({ lines: [socks], rates });
    renderWithCart(
      <>
        <CartButton />
        <CartPanel />
      </>,
      env.environment,
    );
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove Wool Socks from the cart' }));
    expect(await within(panel).findByText('Your cart is empty.')).toBeTruthy();
    expect(env.operations.at(-1)?.variables).toEqual({ input: { items: [{ key: 'k1', quantity: 0 }] } });
    // The panel shows the removal at once (optimistic); the badge keeps the store's count until it answers.
    expect(await screen.findByRole('button', { name: 'Cart, empty' })).toBeTruthy();
  });

  it('keeps a refused coupon code with the reason, then applies and removes a valid one', async () => {
    const env = shop({ lines: [socks], rates, shipping: 4.9 });
    renderWithCart(
      <>
        <CartButton />
        <CartPanel />
      </>,
      env.environment,
    );
    const panel = await openPanel();
    const field = await within(panel).findByRole('textbox', { name: 'Coupon code' });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(await within(panel).findByText('Enter a coupon code.')).toBeTruthy();
    expect(env.count('ApplyCouponMutation')).toBe(0);

    fireEvent.change(field, { target: { value: 'NOPE' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(
      await within(panel).findByText(/Coupon NOPE could not be applied\. Coupon "NOPE" does not exist!/),
    ).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('NOPE');

    fireEvent.change(field, { target: { value: 'welcome10' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    const applied = await within(panel).findByRole('list', { name: 'Applied coupons' });
    expect(within(applied).getByText('WELCOME10')).toBeTruthy();
    await waitFor(() => expect((field as HTMLInputElement).value).toBe(''));
    expect(within(panel).getByText('Discount')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Coupon WELCOME10 applied/));

    fireEvent.click(within(panel).getByRole('button', { name: 'Remove coupon WELCOME10' }));
    await waitFor(() => expect(within(panel).queryByRole('list', { name: 'Applied coupons' })).toBeNull());
    expect(env.operations.at(-1)?.variables).toEqual({ input: { codes: ['welcome10'] } });
  });

  it('changing the shipping method re-prices the cart', async () => {
    const env = shop({ lines: [socks], rates, shipping: 4.9 });
    renderWithCart(
      <>
        <CartButton />
        <CartPanel />
      </>,
      env.environment,
    );
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('radio', { name: /Pick up in store/ }));
    await waitFor(() =>
      expect(within(panel).getByText('Total').nextElementSibling?.textContent).toBe('€22.61'),
    );
    expect(env.operations.at(-1)?.variables).toEqual({ input: { shippingMethods: ['local_pickup:2'] } });
  });

  it('offers a retry when the cart cannot be loaded', async () => {
    let fail = true;
    const env = createTestEnvironment({
      CartQuery: () => (fail ? graphQLError('Internal server error') : cartQueryAnswer({ lines: [socks] })),
      LogoutMutation: () => ({ data: { logout: { success: true } } }),
    });
    renderWithCart(
      <>
        <CartButton />
        <CartPanel />
      </>,
      env.environment,
    );
    const panel = await openPanel();
    expect(await within(panel).findByText('Something went wrong')).toBeTruthy();
    fail = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByRole('link', { name: 'Wool Socks' })).toBeTruthy();
  });
});
