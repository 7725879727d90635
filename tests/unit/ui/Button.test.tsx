import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { IconButton } from '../../../src/ui/IconButton';
import { renderWithI18n } from './renderWithI18n';

describe('Button', () => {
  it('is a button named by its label and calls onPress', () => {
    const onPress = vi.fn();
    renderWithI18n(<Button onPress={onPress}>Add to cart</Button>);
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('while pending shows a spinner, keeps the label in its name and ignores presses', () => {
    const onPress = vi.fn();
    renderWithI18n(
      <Button isPending onPress={onPress}>
        Add to cart
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Add to cart/ });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.hasAttribute('data-pending')).toBe(true);
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
    expect(button.textContent).toContain('Add to cart');
    fireEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('has no spinner when not pending', () => {
    renderWithI18n(<Button>Save</Button>);
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('marks the disabled state with a data attribute for styling', () => {
    renderWithI18n(<Button isDisabled>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.hasAttribute('data-disabled')).toBe(true);
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('composes a caller className with the recipe class', () => {
    renderWithI18n(<Button className="extra">Save</Button>);
    const classes = screen.getByRole('button', { name: 'Save' }).className.split(' ');
    expect(classes).toContain('extra');
    expect(classes.length).toBeGreaterThan(1);
  });
});

describe('IconButton', () => {
  it('is named by its aria-label and hides its icon', () => {
    renderWithI18n(<IconButton icon="cart" aria-label="Cart, 2 items" />);
    const button = screen.getByRole('button', { name: 'Cart, 2 items' });
    expect(button.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });
});
