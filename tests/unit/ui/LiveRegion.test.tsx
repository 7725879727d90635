import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { announce, LiveRegion } from '../../../src/ui/LiveRegion';
import { renderWithI18n } from './renderWithI18n';

describe('LiveRegion', () => {
  it('is one polite status region, empty until something is announced', () => {
    renderWithI18n(<LiveRegion />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('announce() puts the message into the region, and a repeat changes its text so it is read again', () => {
    renderWithI18n(<LiveRegion />);
    const region = screen.getByRole('status');
    act(() => announce('Added to cart'));
    const first = region.textContent;
    expect(first?.trim()).toBe('Added to cart');
    act(() => announce('Added to cart'));
    expect(region.textContent?.trim()).toBe('Added to cart');
    expect(region.textContent).not.toBe(first);
  });

  it('words an announcement given as a function in the page language', () => {
    renderWithI18n(<LiveRegion />, 'de_DE');
    act(() => announce((t) => t('list.noResults')));
    expect(screen.getByRole('status').textContent?.trim()).toBe('Keine Produkte gefunden');
  });

  it('announce() without a mounted region does nothing', () => {
    expect(() => announce('Nobody listens')).not.toThrow();
  });
});
