import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fetchQuery, type GraphQLResponse } from 'relay-runtime';
import { CartButton } from '../../../src/app/CartButton';
import { CartPanel } from '../../../src/app/CartPanel';
import { cartQuery } from '../../../src/cart/CartQuery';
import { commitUpdateCartQuantity } from '../../../src/cart/mutations/UpdateCartQuantityMutation';
import {
  cartPayload,
  cartQueryAnswer,
  createTestEnvironment,
  renderWithCart,
  type CartSpec,
  type LineSpec,
} from './cartTestKit';

const socks: LineSpec = { key: 'k1', name: 'Wool Socks', quantity: 1, price: 19 };
const hoodie: LineSpec = { key: 'k2', name: 'Everyday Hoodie', quantity: 1, price: 59 };

/** A store whose quantity changes are answered, or refused, only when the test says. */
function heldShop(initial: CartSpec) {
  let state = initial;
  const pending: { quantity: number; answer: () => void; refuse: () => void }[] = [];
  const env = createTestEnvironment({
    CartQuery: () => cartQueryAnswer(state),
    UpdateCartQuantityMutation: (variables) => {
      const { key, quantity } = (variables.input as { items: { key: string; quantity: number }[] }).items[0]!;
      return new Promise<GraphQLResponse>((resolve, reject) => {
        pending.push({
          quantity,
          answer: () => {
            const lines = (state.lines ?? [])
              .map((line) => (line.key === key ? { ...line, quantity } : line))
              .filter((line) => line.quantity > 0);
            state = { ...state, lines };
            resolve({ data: { updateItemQuantities: { cart: cartPayload(state) } } });
          },
          refuse: () => reject(new Error('The store refused the change')),
        });
      });
    },
  });
  /** The oldest request not yet answered, once it has been sent. */
  const next = async () => {
    await waitFor(() => expect(pending.length).toBeGreaterThan(0));
    return pending.shift()!;
  };
  return { ...env, next };
}

async function openPanel() {
  fireEvent.keyDown(window, { key: 'Tab' });
  fireEvent.click(await screen.findByRole('button', { name: /^Cart,/ }));
  return screen.findByRole('dialog', { name: 'Cart' });
}

function renderCart(shop: ReturnType<typeof heldShop>) {
  return renderWithCart(
    <>
      <CartButton />
      <CartPanel />
    </>,
    shop.environment,
  );
}

const quantityOf = (panel: HTMLElement, name: string) =>
  within(panel).getByRole<HTMLInputElement>('textbox', { name: `Quantity of ${name}` });

describe('quantity changes in the cart panel', () => {
  it('shows the new quantity before the store answers, and its own again when the change fails', async () => {
    const shop = heldShop({ lines: [socks] });
    renderCart(shop);
    const panel = await openPanel();
    await within(panel).findByRole('textbox', { name: 'Quantity of Wool Socks' });
    fireEvent.click(within(panel).getByRole('button', { name: /^Increase/ }));
    expect(quantityOf(panel, 'Wool Socks').value).toBe('2');
    const request = await shop.next();
    expect(request.quantity).toBe(2);
    expect(quantityOf(panel, 'Wool Socks').value).toBe('2');
    // The badge and the totals stay the store's until it answers.
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();

    request.refuse();
    await waitFor(() => expect(quantityOf(panel, 'Wool Socks').value).toBe('1'));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/Your cart could not be updated/),
    );
    expect(screen.getByRole('button', { name: 'Cart, 1 item' })).toBeTruthy();
  });

  it('shows changes that wait behind a running one at once and sends only the last', async () => {
    const shop = heldShop({ lines: [socks] });
    renderCart(shop);
    const panel = await openPanel();
    await within(panel).findByRole('textbox', { name: 'Quantity of Wool Socks' });
    const increase = within(panel).getByRole('button', { name: /^Increase/ });
    fireEvent.click(increase);
    const first = await shop.next();
    fireEvent.click(increase);
    expect(quantityOf(panel, 'Wool Socks').value).toBe('3');
    fireEvent.click(increase);
    expect(quantityOf(panel, 'Wool Socks').value).toBe('4');

    // The first answer repaints the cart; the waiting change still shows over it.
    first.answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy());
    expect(quantityOf(panel, 'Wool Socks').value).toBe('4');
    const second = await shop.next();
    expect(second.quantity).toBe(4);
    second.answer();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeTruthy());
    expect(quantityOf(panel, 'Wool Socks').value).toBe('4');
    expect(shop.count('UpdateCartQuantityMutation')).toBe(2);
  });

  it('takes a removed line off at once and shows it again when the removal fails', async () => {
    const shop = heldShop({ lines: [socks, hoodie] });
    renderCart(shop);
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove Wool Socks from the cart' }));
    expect(within(panel).queryByRole('link', { name: 'Wool Socks' })).toBeNull();
    expect(within(panel).getByRole('link', { name: 'Everyday Hoodie' })).toBeTruthy();
    const removal = await shop.next();
    expect(removal.quantity).toBe(0);
    expect(within(panel).queryByRole('link', { name: 'Wool Socks' })).toBeNull();

    removal.refuse();
    expect(await within(panel).findByRole('link', { name: 'Wool Socks' })).toBeTruthy();
    expect(quantityOf(panel, 'Wool Socks').value).toBe('1');
  });
});

describe('commitUpdateCartQuantity', () => {
  /** The quantity of each line in the store, as every cart view reads it. */
  function storedLines(shop: ReturnType<typeof heldShop>) {
    const source = shop.environment.getStore().getSource();
    const cart = source.get('client:root:cart');
    const contentsId = (cart?.['contents(first:100)'] as { __ref: string } | undefined)?.__ref;
    const nodes = (source.get(contentsId ?? '')?.nodes as { __refs: string[] } | undefined)?.__refs ?? [];
    return Object.fromEntries(
      nodes.map((id) => [String(source.get(id)?.key), source.get(id)?.quantity as unknown]),
    );
  }

  it('writes the quantity to the store optimistically; Relay takes it back when the mutation fails', async () => {
    const shop = heldShop({ lines: [socks, hoodie] });
    await fetchQuery(shop.environment, cartQuery, {}).toPromise();
    expect(storedLines(shop)).toEqual({ k1: 1, k2: 1 });

    const refused = commitUpdateCartQuantity(shop.environment, { key: 'k1', quantity: 5 });
    expect(storedLines(shop)).toEqual({ k1: 5, k2: 1 });
    (await shop.next()).refuse();
    await expect(refused).rejects.toThrow('The store refused the change');
    expect(storedLines(shop)).toEqual({ k1: 1, k2: 1 });

    const removal = commitUpdateCartQuantity(shop.environment, { key: 'k2', quantity: 0 });
    expect(storedLines(shop)).toEqual({ k1: 1 });
    (await shop.next()).refuse();
    await expect(removal).rejects.toThrow();
    expect(storedLines(shop)).toEqual({ k1: 1, k2: 1 });

    const answered = commitUpdateCartQuantity(shop.environment, { key: 'k2', quantity: 3 });
    expect(storedLines(shop)).toEqual({ k1: 1, k2: 3 });
    (await shop.next()).answer();
    await answered;
    expect(storedLines(shop)).toEqual({ k1: 1, k2: 3 });
  });
});
