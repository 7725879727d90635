import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChangePasswordForm } from '../../../src/account/ChangePasswordForm';
import { WishlistButton } from '../../../src/wishlist/WishlistButton';
import { renderAccount } from './harness';

describe('change password', () => {
  it("refuses a confirmation that differs, with the spec's message, and sends nothing", async () => {
    const { operations } = await renderAccount(<ChangePasswordForm />);
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'longenough1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'longenough2' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Update password' }).closest('form')!);
      await Promise.resolve();
    });
    expect(screen.getByRole('alert').textContent).toBe('Passwords do not match. Please try again.');
    expect(operations).toEqual([]);
  });

  it('saves a matching password with UpdateCustomer', async () => {
    const { operations } = await renderAccount(<ChangePasswordForm />, {
      handlers: {
        UpdatePasswordMutation: () => ({ data: { updateCustomer: { customer: { id: 'customer:7' } } } }),
      },
    });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'longenough1' } });
    fireEvent.change(screen.getByLabelText(/^Confirm new password/), { target: { value: 'longenough1' } });
    await act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Update password' }).closest('form')!);
      await Promise.resolve();
    });
    await screen.findByText('Your changes have been saved.');
    expect(operations[0]).toEqual({
      name: 'UpdatePasswordMutation',
      variables: { input: { password: 'longenough1' } },
    });
  });
});

describe('wishlist button', () => {
  it('toggles the product in the visitor wishlist and says so', async () => {
    window.localStorage.clear();
    await renderAccount(<WishlistButton productId={12} name="Mug" />);
    const button = await screen.findByRole('button', { name: 'Add Mug to wishlist' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Remove Mug from wishlist' })).toBeTruthy();
    expect(window.localStorage.getItem('wishlist')).toBe('[12]');
  });
});
