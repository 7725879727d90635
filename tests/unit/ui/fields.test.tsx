import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../src/ui/Checkbox';
import { NumberField, type NumberFieldProps } from '../../../src/ui/NumberField';
import { Radio, RadioGroup } from '../../../src/ui/RadioGroup';
import { Select, SelectItem } from '../../../src/ui/Select';
import { Slider } from '../../../src/ui/Slider';
import { Switch } from '../../../src/ui/Switch';
import { TextArea } from '../../../src/ui/TextArea';
import { TextField } from '../../../src/ui/TextField';
import { renderWithI18n } from './renderWithI18n';

describe('TextField', () => {
  it('labels the input and describes it', () => {
    renderWithI18n(<TextField label="Email" description="We never share it." type="email" />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    const describedBy = input.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ').map((id) => document.getElementById(id)?.textContent)).toContain(
      'We never share it.',
    );
  });

  it('shows the error message when invalid', () => {
    renderWithI18n(
      <TextField label="Password" isInvalid errorMessage="Incorrect password. Please try again." />,
    );
    expect(screen.getByRole('textbox', { name: 'Password' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Incorrect password. Please try again.')).toBeTruthy();
  });

  it('reports changes', () => {
    const onChange = vi.fn();
    renderWithI18n(<TextField label="Coupon code" onChange={onChange} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Coupon code' }), { target: { value: 'SAVE10' } });
    expect(onChange).toHaveBeenCalledWith('SAVE10');
  });
});

describe('TextArea', () => {
  it('is a labelled multi-line textbox', () => {
    renderWithI18n(<TextArea label="Order note" />);
    const textbox = screen.getByRole('textbox', { name: 'Order note' });
    expect(textbox.tagName).toBe('TEXTAREA');
  });
});

describe('Checkbox and Switch', () => {
  it('Checkbox toggles', () => {
    const onChange = vi.fn();
    renderWithI18n(<Checkbox onChange={onChange}>On sale</Checkbox>);
    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', { name: 'On sale' });
    fireEvent.click(checkbox);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(checkbox.checked).toBe(true);
  });

  it('Switch toggles', () => {
    renderWithI18n(<Switch>Ship to a different address?</Switch>);
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: 'Ship to a different address?' });
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    expect(toggle.checked).toBe(true);
  });
});

describe('RadioGroup', () => {
  it('is a labelled group with one choice', () => {
    const onChange = vi.fn();
    renderWithI18n(
      <RadioGroup label="Shipping method" defaultValue="flat" onChange={onChange}>
        <Radio value="flat">Flat rate</Radio>
        <Radio value="pickup">Local pickup</Radio>
      </RadioGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Shipping method' })).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Flat rate' }).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Local pickup' }));
    expect(onChange).toHaveBeenCalledWith('pickup');
  });
});

describe('NumberField', () => {
  /** The field as the buy box and the cart use it: controlled, with the committed value kept by its holder. */
  function Quantity({
    onChange,
    ...props
  }: Omit<NumberFieldProps, 'value' | 'onChange'> & { onChange?: (n: number) => void }) {
    const [value, setValue] = useState(1);
    return (
      <NumberField
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    );
  }

  it('steps the quantity with translated Increase/Decrease buttons within bounds', () => {
    const onChange = vi.fn();
    renderWithI18n(<Quantity label="Quantity" minValue={1} maxValue={3} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toBeTruthy();
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(decrease.hasAttribute('disabled') || decrease.getAttribute('aria-disabled') === 'true').toBe(true);
    expect(increase.getAttribute('tabindex')).toBe('-1');
    fireEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(2);
    fireEvent.click(increase);
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(increase.hasAttribute('disabled')).toBe(true);
  });

  it('steps with the arrow keys and Home/End, within bounds', () => {
    const onChange = vi.fn();
    renderWithI18n(<Quantity label="Quantity" maxValue={5} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' });
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('2');
    fireEvent.keyDown(input, { key: 'End' });
    expect(input.value).toBe('5');
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    expect(input.value).toBe('5');
    fireEvent.keyDown(input, { key: 'Home' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(input.value).toBe('1');
    expect(onChange.mock.calls).toEqual([[2], [5], [1]]);
  });

  it('keeps typed text until Enter or blur, then commits it clamped; non-numbers go back', () => {
    const onChange = vi.fn();
    renderWithI18n(<Quantity label="Quantity" maxValue={10} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '4' } });
    expect(input.value).toBe('4');
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(4);
    fireEvent.change(input, { target: { value: '99' } });
    fireEvent.blur(input);
    expect(onChange).toHaveBeenLastCalledWith(10);
    expect(input.value).toBe('10');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(input.value).toBe('');
    fireEvent.blur(input);
    expect(input.value).toBe('10');
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('steps from what was typed, not yet committed', () => {
    const onChange = vi.fn();
    renderWithI18n(<Quantity label="Quantity" maxValue={10} onChange={onChange} />);
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Quantity' });
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(5);
    expect(input.value).toBe('5');
  });

  it('gets German stepper labels under de_DE', () => {
    renderWithI18n(<Quantity label="Menge" />, 'de_DE');
    expect(screen.getByRole('button', { name: 'Menge erhöhen' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menge verringern' })).toBeTruthy();
  });
});

describe('Select', () => {
  it('opens a listbox and selects an option', async () => {
    const onSelectionChange = vi.fn();
    renderWithI18n(
      <Select label="Sort by" defaultSelectedKey="date" onSelectionChange={onSelectionChange}>
        <SelectItem id="date">Latest</SelectItem>
        <SelectItem id="title">Alphabetically</SelectItem>
      </Select>,
    );
    const trigger = screen.getByRole('button', { name: /Sort by/ });
    expect(trigger.textContent).toContain('Latest');
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'ArrowDown' });
    fireEvent.keyUp(trigger, { key: 'ArrowDown' });
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: 'Alphabetically' }));
    expect(onSelectionChange).toHaveBeenCalledWith('title');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  });
});

describe('Slider', () => {
  it('as a price range has two labelled thumbs and shows the formatted values', () => {
    renderWithI18n(
      <Slider
        label="Price"
        defaultValue={[10, 90]}
        minValue={0}
        maxValue={100}
        formatOptions={{ style: 'currency', currency: 'EUR' }}
      />,
    );
    const sliders = screen.getAllByRole('slider');
    expect(sliders).toHaveLength(2);
    expect(screen.getByRole('slider', { name: /Minimum/ })).toBeTruthy();
    expect(screen.getByRole('slider', { name: /Maximum/ })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Price' }).textContent).toMatch(/€10\.00.*€90\.00/);
  });

  it('moves a thumb with the keyboard', () => {
    const onChange = vi.fn();
    renderWithI18n(<Slider label="Rating" defaultValue={3} minValue={1} maxValue={5} onChange={onChange} />);
    const thumb = screen.getByRole('slider', { name: 'Rating' });
    fireEvent.keyDown(thumb, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenCalledWith(4);
  });
});
