import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Select, SelectItem } from '../../../src/ui/Select';
import { renderWithI18n } from './renderWithI18n';

// In a module graph of its own (vitest.config.ts, UNIT_ISOLATED): the live select loads once per graph, and the first
// tests here look at the light trigger before it has.
const COUNTRIES = [
  { id: 'DE', name: 'Germany' },
  { id: 'FR', name: 'France' },
];

function CountrySelect(props: { onSelectionChange?: (key: unknown) => void; errorMessage?: string }) {
  return (
    <form aria-label="Address">
      <input aria-label="Town" />
      <Select
        label="Country"
        placeholder="Choose a country"
        items={COUNTRIES}
        defaultSelectedKey={undefined}
        isInvalid={props.errorMessage !== undefined}
        errorMessage={props.errorMessage}
        onSelectionChange={props.onSelectionChange}
      >
        {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
      </Select>
    </form>
  );
}

const liveTrigger = (button: HTMLElement) => button.hasAttribute('data-react-aria-pressable');

describe('Select before its live code', () => {
  it('is a light trigger named by its placeholder and label, marked as opening a list box, with its error', () => {
    renderWithI18n(<CountrySelect errorMessage="Please choose a country." />);
    const trigger = screen.getByRole('button', { name: 'Choose a country Country' });
    expect(liveTrigger(trigger)).toBe(false);
    expect(trigger.getAttribute('aria-haspopup')).toBe('listbox');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(trigger.getAttribute('aria-invalid')).toBe('true');
    const describedBy = trigger.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Please choose a country.');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it("takes a browser's autofill through its hidden select, and shows the choice", () => {
    const onSelectionChange = vi.fn();
    const { container } = renderWithI18n(<CountrySelect onSelectionChange={onSelectionChange} />);
    const hidden = container.querySelector('select');
    if (!hidden) throw new Error('no hidden select');
    expect([...hidden.options].map((option) => option.value)).toEqual(['', 'DE', 'FR']);
    fireEvent.change(hidden, { target: { value: 'FR' } });
    expect(onSelectionChange).toHaveBeenCalledWith('FR');
    expect(screen.getByRole('button', { name: 'France Country' })).toBeTruthy();
  });

  it('loads the live select when the shopper reaches for it, and an arrow key that came first opens it', async () => {
    const onSelectionChange = vi.fn();
    renderWithI18n(<CountrySelect onSelectionChange={onSelectionChange} />);
    const trigger = screen.getByRole('button', { name: /Country/ });
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    const live = screen.getByRole('button', { name: /Country/ });
    expect(liveTrigger(live)).toBe(true);
    // Where the focus goes (the trigger, then the list, and back) is checked in Chromium: tests/e2e/checkout-keyboard.spec.ts.
    fireEvent.click(within(listbox).getByRole('option', { name: 'Germany' }));
    expect(onSelectionChange).toHaveBeenCalledWith('DE');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    expect(live.textContent).toContain('Germany');
  });

  it('is live at once where the browser renders it after the code has loaded', () => {
    renderWithI18n(<CountrySelect />);
    expect(liveTrigger(screen.getByRole('button', { name: /Country/ }))).toBe(true);
  });
});
