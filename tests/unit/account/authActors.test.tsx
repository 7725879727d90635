import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { LoginForm } from '../../../src/account/LoginForm';
import { tokenStorage } from '../../../src/relay/credentials';
import { wishlistStore } from '../../../src/wishlist/wishlistStore';
import { loginAnswer, viewerAnswer } from './authAnswers';
import { renderAccount } from './harness';

afterEach(() => window.localStorage.clear());

function Login() {
  const [, setSubmitted] = useState(0);
  return <LoginForm showError onSubmit={() => setSubmitted((n) => n + 1)} />;
}

const DANA = { id: 7, username: 'demo', firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com' };

async function submit(username: string, password: string) {
  const button = await screen.findByRole('button', { name: 'Log in' });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  fireEvent.change(screen.getByRole('textbox', { name: /Username or email/ }), {
    target: { value: username },
  });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  await act(async () => {
    fireEvent.submit(button.closest('form')!);
    await Promise.resolve();
  });
}

// The auth actor as createStorefront wires it: Relay-backed login and viewer load, browser storage for the tokens,
// and its word to the cart and the wishlist through the actor system.
describe('login through the auth actor', () => {
  it('shows the spec message for an unknown user and keeps what was typed', async () => {
    await renderAccount(<Login />, {
      handlers: {
        LoginMutation: () => ({
          data: {},
          errors: [{ message: 'No account found with that username. Sign up for a new account.' }],
        }),
      },
    });
    await submit('nobody', 'secret123');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'No account found with that username. Sign up for a new account.',
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Username or email/ }).value).toBe('nobody');
  });

  it('shows the spec message for a wrong password', async () => {
    await renderAccount(<Login />, {
      handlers: {
        LoginMutation: () => ({ data: {}, errors: [{ message: 'Incorrect password. Please try again.' }] }),
      },
    });
    await submit('demo', 'wrong');
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect password. Please try again.');
  });

  it('stores the trimmed token, refreshes the cart and loads the viewer on success', async () => {
    const { operations } = await renderAccount(<Login />, {
      handlers: {
        LoginMutation: () => loginAnswer({ token: ' token-1 ', refresh: 'refresh-1', userId: 7 }),
        ViewerQuery: () => viewerAnswer(DANA),
      },
    });
    const cartLoads = () => operations.filter((o) => o.name === 'CartQuery').length;
    const guestCartLoads = cartLoads();
    await submit(' demo ', 'demo1234');
    await waitFor(() => expect(operations.map((o) => o.name)).toContain('ViewerQuery'));
    expect(operations.find((o) => o.name === 'LoginMutation')?.variables).toEqual({
      input: { provider: 'PASSWORD', credentials: { username: 'demo', password: 'demo1234' } },
    });
    expect(tokenStorage.authToken()).toBe('token-1');
    expect(tokenStorage.refreshToken()).toBe('refresh-1');
    // The customer's cart replaces the guest's: the cart actor loads it again.
    await waitFor(() => expect(cartLoads()).toBeGreaterThan(guestCartLoads));
  });

  it("moves the visitor's wishlist into the customer's list and merges the list kept on the account", async () => {
    wishlistStore.add(5);
    const { operations } = await renderAccount(<Login />, {
      handlers: {
        LoginMutation: () => loginAnswer({ token: 'token-1', refresh: 'refresh-1', userId: 7 }),
        ViewerQuery: () => viewerAnswer({ ...DANA, metaData: [{ key: 'wishlist', value: '[9]' }] }),
        SaveWishlistMutation: () => ({ data: { updateCustomer: { customer: { id: 'customer:7' } } } }),
      },
    });
    await submit('demo', 'demo1234');
    await waitFor(() => expect(wishlistStore.owner()).toBe(7));
    await waitFor(() => expect([...wishlistStore.snapshot()].sort()).toEqual([5, 9]));
    // The account keeps the merged list too.
    await waitFor(() =>
      expect(operations.find((o) => o.name === 'SaveWishlistMutation')?.variables).toEqual({
        input: { metaData: [{ key: 'wishlist', value: JSON.stringify(wishlistStore.snapshot()) }] },
      }),
    );
  });
});
