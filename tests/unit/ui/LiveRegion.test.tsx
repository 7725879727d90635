import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce, LiveRegion } from '../../../src/ui/LiveRegion';

describe('LiveRegion', () => {
  it('is one polite status region, empty until something is announced', () => {
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('announce() puts the message into the region, and a repeat changes its text so it is read again', () => {
    render(<LiveRegion />);
    const region = screen.getByRole('status');
    act(() => announce('Added to cart'));
    const first = region.textContent;
    expect(first?.trim()).toBe('Added to cart');
    act(() => announce('Added to cart'));
    expect(region.textContent?.trim()).toBe('Added to cart');
    expect(region.textContent).not.toBe(first);
  });

  it('announce() without a mounted region does nothing', () => {
    expect(() => announce('Nobody listens')).not.toThrow();
  });
});
