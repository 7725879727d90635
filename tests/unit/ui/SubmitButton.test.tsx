import { act, fireEvent, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LiveRegion } from '../../../src/ui/LiveRegion';
import { SubmitButton } from '../../../src/ui/SubmitButton';
import { renderWithI18n } from './renderWithI18n';

/** A form whose submit is pending until `finish` (the product page's Add to cart, as AddToCartForm.tsx drives it). */
function PendingForm({ onSubmit }: { onSubmit: () => void }) {
  const [pending, setPending] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setPending(true);
  };
  return (
    <>
      <LiveRegion />
      <form onSubmit={submit}>
        <SubmitButton isPending={pending}>{pending ? 'Adding...' : 'Add to cart'}</SubmitButton>
      </form>
      <button type="button" onClick={() => setPending(false)}>
        finish
      </button>
    </>
  );
}

describe('SubmitButton', () => {
  it("is the browser's own submit button, named by its label, drawn as Button is", () => {
    renderWithI18n(<SubmitButton className="extra">Add to cart</SubmitButton>);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' });
    expect(button.type).toBe('submit');
    // No react-aria press handling on it (its pointer events run no script), and so no `data-rac`.
    expect(button.hasAttribute('data-rac')).toBe(false);
    expect(button.className.split(' ')).toContain('extra');
    expect(button.className.split(' ').length).toBeGreaterThan(1);
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('unavailable, stays focusable and says why', () => {
    renderWithI18n(
      <>
        <SubmitButton aria-disabled aria-describedby="why">
          Add to cart
        </SubmitButton>
        <p id="why">Out of stock</p>
      </>,
    );
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' });
    expect(button.disabled).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-describedby')).toBe('why');
  });

  it('pending: a spinner over the label, which stays its name; no second submit; focusable still', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PendingForm onSubmit={onSubmit} />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Add to cart' });
    fireEvent.click(button);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const pending = screen.getByRole<HTMLButtonElement>('button', { name: /Adding\.\.\./ });
    expect(pending).toBe(button);
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    expect(pending.hasAttribute('data-pending')).toBe(true);
    expect(pending.type).toBe('button');
    expect(pending.disabled).toBe(false);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    fireEvent.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    expect(button.type).toBe('submit');
    expect(button.hasAttribute('aria-disabled')).toBe(false);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('says its pending name to a screen reader whose focus is on it, and not to one elsewhere', () => {
    const onSubmit = vi.fn();
    renderWithI18n(<PendingForm onSubmit={onSubmit} />);
    const region = screen.getByRole('status');
    const button = screen.getByRole('button', { name: 'Add to cart' });
    act(() => button.focus());
    fireEvent.click(button);
    expect(region.textContent?.trim()).toBe('Adding...');

    fireEvent.click(screen.getByRole('button', { name: 'finish' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    region.textContent = '';
    // A submit from elsewhere (Enter in the quantity field): the button is not focused, so nothing is said by it.
    fireEvent.submit(button.closest('form')!);
    expect(screen.getByRole('button', { name: /Adding\.\.\./ })).toBe(button);
    expect(region.textContent?.trim()).toBe('');
  });
});
