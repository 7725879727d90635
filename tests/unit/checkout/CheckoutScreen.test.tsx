import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckoutScreenQuery } from '../../../__generated__/CheckoutScreenQuery.graphql';
import CheckoutScreenQueryNode from '../../../__generated__/CheckoutScreenQuery.graphql';
import { emptyDraft, type CheckoutDraft } from '../../../machines/checkoutValidation';
import { CheckoutScreen } from '../../../src/checkout/CheckoutScreen';
import { DRAFT_KEY } from '../../../src/checkout/draftStorage';
import {
  cartQueryAnswer,
  createTestEnvironment,
  graphQLError,
  renderWithCart,
  type Handler,
} from '../cart/cartTestKit';

const socks = { key: 'k1', name: 'Wool Socks', quantity: 2, price: 19 };

function filledDraft(): CheckoutDraft {
  const draft = emptyDraft();
  draft.billing = {
    ...draft.billing,
    firstName: 'Ada',
    lastName: 'Lovelace',
    address1: 'Hauptstr. 1',
    city: 'Berlin',
    postcode: '10115',
    country: 'DE',
    email: 'ada@example.com',
  };
  draft.paymentMethod = 'cod';
  return draft;
}

function renderCheckout(overrides: Record<string, Handler> = {}, viewer: { id: string } | null = null) {
  const env = createTestEnvironment({
    CheckoutScreenQuery: () => ({
      data: {
        paymentGateways: {
          nodes: [
            { id: 'cod', title: 'Cash on delivery', description: 'Pay with cash upon delivery.' },
            { id: 'bacs', title: 'Direct bank transfer', description: null },
          ],
        },
        allowedCountries: ['DE', 'FR'],
        viewer,
      },
    }),
    CartQuery: () => {
      const answer = cartQueryAnswer({
        lines: [socks],
        rates: [{ id: 'flat_rate:1', label: 'Standard', cost: 4.9 }],
      });
      return { data: { ...(answer as { data: Record<string, unknown> }).data, viewer } };
    },
    CountryStateFieldQuery: () => ({ data: { countryStates: [] } }),
    ChangeShippingCountryMutation: () => ({
      data: { updateCustomer: { customer: { id: 'customer-guest' } } },
    }),
    CheckoutMutation: () => ({
      data: { checkout: { result: 'success', order: { id: 'order-42', databaseId: 42 } } },
    }),
    ...overrides,
  });
  const queryRef = loadQuery<CheckoutScreenQuery>(env.environment, CheckoutScreenQueryNode, {});
  renderWithCart(<CheckoutScreen queryRef={queryRef} />, env.environment, {
    path: '/checkout',
    routes: { '/checkout/order-received/$orderId': () => <p>Order received page</p> },
  });
  return env;
}

const placeOrder = () => screen.findByRole('button', { name: 'Place order' });

afterEach(() => window.sessionStorage.clear());

describe('checkout screen', () => {
  it('loads the cart at once and shows the order review', async () => {
    const env = renderCheckout();
    const review = await screen.findByRole('region', { name: 'Your order' });
    expect(within(review).getByText('Wool Socks × 2')).toBeTruthy();
    expect(env.count('CartQuery')).toBe(1);
    expect(screen.getByRole('radio', { name: /Cash on delivery/ })).toHaveProperty('checked', true);
  });

  it('shows translated field errors on an empty submit, keeps typed values and focuses the first invalid field', async () => {
    const env = renderCheckout();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Last name' }), {
      target: { value: 'Lovelace' },
    });
    fireEvent.click(await placeOrder());
    const firstName = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(3);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Last name' }).value).toBe('Lovelace');
    expect(document.activeElement).toBe(firstName);
    expect(env.count('CheckoutMutation')).toBe(0);
    expect(JSON.parse(window.sessionStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({
      billing: { lastName: 'Lovelace' },
    });
  });

  it('restores the draft after a reload and places exactly one order however often Place order is pressed', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(filledDraft()));
    const env = renderCheckout();
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'First name' })).value).toBe('Ada');
    const button = await placeOrder();
    await waitFor(() => expect(env.count('CartQuery')).toBe(2));
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(await screen.findByText('Order received page')).toBeTruthy();
    expect(env.count('CheckoutMutation')).toBe(1);
    expect(env.operations.find((o) => o.name === 'CheckoutMutation')?.variables).toMatchObject({
      input: { paymentMethod: 'cod', isPaid: false, billing: { firstName: 'Ada', country: 'DE' } },
    });
    expect(window.sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    // The order emptied the cart on the server: it is loaded again once the order screen shows.
    await waitFor(() => expect(env.count('CartQuery')).toBe(3));
  });

  it('drops a guest draft’s account request once the shopper is logged in, and orders without one', async () => {
    window.sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ ...filledDraft(), createAccount: true, account: { username: 'ada', password: '' } }),
    );
    const env = renderCheckout({}, { id: 'user-7' });
    expect(screen.queryByRole('checkbox', { name: /Create an account/ })).toBeNull();
    const button = await placeOrder();
    await waitFor(() => expect(env.count('CartQuery')).toBe(2));
    fireEvent.click(button);
    expect(await screen.findByText('Order received page')).toBeTruthy();
    const input = env.operations.find((o) => o.name === 'CheckoutMutation')?.variables.input as Record<
      string,
      unknown
    >;
    expect(input).not.toHaveProperty('account');
  });

  it('shows the store’s reason when the order fails and keeps every value for another try', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(filledDraft()));
    let fail = true;
    const env = renderCheckout({
      CheckoutMutation: () =>
        fail
          ? graphQLError('Sorry, "Wool Socks" is no longer in stock in the quantity you asked for.')
          : { data: { checkout: { result: 'success', order: { id: 'order-7', databaseId: 7 } } } },
    });
    fireEvent.click(await placeOrder());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Something went wrong');
    expect(alert.textContent).toContain('no longer in stock');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Town / City' }).value).toBe('Berlin');
    fail = false;
    fireEvent.click(await placeOrder());
    expect(await screen.findByText('Order received page')).toBeTruthy();
    expect(env.count('CheckoutMutation')).toBe(2);
  });

  it('tells the store the destination through the cart machine, which reloads the cart with its rates', async () => {
    window.sessionStorage.setItem(DRAFT_KEY, JSON.stringify(filledDraft()));
    const env = renderCheckout();
    await waitFor(() => expect(env.count('ChangeShippingCountryMutation')).toBe(1));
    const destination = { country: 'DE', state: '', postcode: '10115' };
    expect(env.operations.find((o) => o.name === 'ChangeShippingCountryMutation')?.variables).toEqual({
      input: { shipping: destination, billing: destination },
    });
    await waitFor(() => expect(env.count('CartQuery')).toBe(2));

    // A burst of typing sends the postcode once typing pauses.
    const postcode = await screen.findByRole('textbox', { name: 'Postcode / ZIP' });
    for (const value of ['1', '10', '101', '1011', '10117'])
      fireEvent.change(postcode, { target: { value } });
    await waitFor(() => expect(env.count('CartQuery')).toBe(3));
    const sent = env.operations.filter((o) => o.name === 'ChangeShippingCountryMutation');
    expect(
      sent.map((o) => (o.variables.input as { billing: { postcode: string } }).billing.postcode),
    ).toEqual(['10115', '10117']);
    expect(env.operations.at(-1)?.name).toBe('CartQuery');
  });
});
