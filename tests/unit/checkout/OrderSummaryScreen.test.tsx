import { screen, within } from '@testing-library/react';
import { loadQuery } from 'react-relay';
import { describe, expect, it } from 'vitest';
import type { OrderSummaryScreenQuery } from '../../../__generated__/OrderSummaryScreenQuery.graphql';
import OrderSummaryScreenQueryNode from '../../../__generated__/OrderSummaryScreenQuery.graphql';
import { OrderSummaryScreen } from '../../../src/checkout/OrderSummaryScreen';
import {
  cartQueryAnswer,
  createTestEnvironment,
  graphQLError,
  renderWithCart,
  type Handler,
} from '../cart/cartTestKit';

const address = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  company: null,
  address1: 'Hauptstr. 1',
  address2: null,
  postcode: '10115',
  city: 'Berlin',
  state: null,
  country: 'DE',
};

const order = {
  id: 'order-42',
  orderNumber: '42',
  date: '2024-03-05T10:00:00',
  datePaid: '2024-03-05T10:00:00',
  status: 'PROCESSING',
  paymentMethodTitle: 'Cash on delivery',
  customerNote: 'Leave at the door',
  needsShippingAddress: true,
  subtotal: '€38.00',
  discountTotal: '€0.00',
  shippingTotal: '€4.90',
  totalTax: '€8.15',
  total: '€51.05',
  billing: { ...address, email: 'ada@example.com', phone: null },
  shipping: address,
  lineItems: {
    nodes: [
      {
        id: 'line-1',
        quantity: 2,
        total: '38.00',
        product: {
          node: {
            __typename: 'SimpleProduct',
            __isDownloadableProduct: 'SimpleProduct',
            id: 'product-1',
            name: 'Wool Socks',
            virtual: false,
          },
        },
        variation: null,
      },
    ],
  },
  downloadableItems: {
    nodes: [
      {
        id: 'dl-1',
        name: 'Wallpaper pack',
        url: '/download/abc',
        downloadsRemaining: 3,
        accessExpires: null,
      },
    ],
  },
};

function renderSummary(handler: Handler, received = false, customer = true) {
  const env = createTestEnvironment({ OrderSummaryScreenQuery: handler, CartQuery: () => cartQueryAnswer() });
  const queryRef = loadQuery<OrderSummaryScreenQuery>(env.environment, OrderSummaryScreenQueryNode, {
    id: '42',
    databaseId: 42,
    customer,
  });
  renderWithCart(<OrderSummaryScreen queryRef={queryRef} received={received} />, env.environment);
  return env;
}

describe('order summary screen', () => {
  it('shows number, date, status, lines, totals, payment method, addresses and downloads', async () => {
    const env = renderSummary(() => ({ data: { order } }), true);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order received' })).toBeTruthy();
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.getByText('March 5, 2024')).toBeTruthy();
    expect(screen.getByText('Processing')).toBeTruthy();
    expect(screen.getAllByText('Cash on delivery')).toHaveLength(1);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Wool Socks × 2')).toBeTruthy();
    expect(within(table).getByRole('rowheader', { name: 'Total' }).nextElementSibling?.textContent).toBe(
      '€51.05',
    );
    expect(screen.getByRole('link', { name: 'Wallpaper pack' }).getAttribute('href')).toBe('/download/abc');
    expect(screen.getByText('Downloads remaining: 3')).toBeTruthy();
    expect(screen.getAllByText('Hauptstr. 1')).toHaveLength(2);
    expect(env.count('CartQuery')).toBe(1);
  });

  it('says that gift-card codes and downloads come after payment while the order is unpaid', async () => {
    const AFTER = 'Gift card codes and downloads are sent to you once we have received your payment.';
    const card = {
      id: 'line-2',
      quantity: 1,
      total: '25.00',
      product: {
        node: {
          __typename: 'SimpleProduct',
          __isDownloadableProduct: 'SimpleProduct',
          id: 'product-2',
          name: 'Gift Card €25',
          virtual: true,
        },
      },
      variation: null,
    };
    const unpaid = {
      ...order,
      datePaid: null,
      lineItems: { nodes: [card] },
      downloadableItems: { nodes: [] },
    };
    renderSummary(() => ({ data: { order: unpaid } }), true);
    expect(await screen.findByText(AFTER)).toBeTruthy();
  });

  it('shows no payment note for a paid order or one without gift cards and downloads', async () => {
    renderSummary(() => ({ data: { order: { ...order, datePaid: null } } }), true);
    expect(await screen.findByText('42')).toBeTruthy();
    expect(screen.queryByText(/once we have received your payment/)).toBeNull();
  });

  it('shows the not-found message for an unknown or foreign order', async () => {
    renderSummary(() => graphQLError('Not authorized to access this order'));
    expect(await screen.findByText('We could not find your order. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Order summary' })).toBeTruthy();
  });

  it('shows the not-found message when the store answers with no order', async () => {
    renderSummary(() => ({ data: { order: null } }));
    expect(await screen.findByText('We could not find your order. Please try again later.')).toBeTruthy();
  });

  /**
   * Regression: a guest's order-received page asked the root `order` field, which WooGraphQL refuses to guests,
   * so every guest checkout ended on the not-found message.
   */
  it("finds a guest's order among the session customer's orders", async () => {
    const env = renderSummary(
      () => ({
        data: {
          customer: {
            id: 'customer-guest',
            orders: {
              nodes: [
                { ...order, id: 'order-41', databaseId: 41 },
                { ...order, databaseId: 42 },
              ],
            },
          },
        },
      }),
      true,
      false,
    );
    expect(await screen.findByText('42')).toBeTruthy();
    expect(env.operations.find((o) => o.name === 'OrderSummaryScreenQuery')?.variables).toEqual({
      id: '42',
      databaseId: 42,
      customer: false,
    });
  });

  it("shows the not-found message when the order is not among a guest's orders", async () => {
    renderSummary(
      () => ({
        data: { customer: { id: 'customer-guest', orders: { nodes: [{ ...order, databaseId: 7 }] } } },
      }),
      false,
      false,
    );
    expect(await screen.findByText('We could not find your order. Please try again later.')).toBeTruthy();
  });
});
