import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from '../../../src/ui/Badge';
import { Icon, iconNames } from '../../../src/ui/Icon';
import { Spinner } from '../../../src/ui/Spinner';
import { VisuallyHidden } from '../../../src/ui/VisuallyHidden';
import { renderWithI18n } from './renderWithI18n';

describe('Icon', () => {
  it('has the requested glyphs', () => {
    for (const name of [
      'cart',
      'user',
      'search',
      'close',
      'menu',
      'heart',
      'star',
      'plus',
      'minus',
      'trash',
    ]) {
      expect(iconNames).toContain(name);
    }
    expect(iconNames.filter((name) => name.startsWith('chevron'))).toHaveLength(4);
  });

  it('is hidden from assistive technology by default', () => {
    const { container } = render(<Icon name="heart" />);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('becomes an image when labelled', () => {
    render(<Icon name="star" filled aria-label="Rated 5 out of 5" />);
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' }).getAttribute('fill')).toBe('currentColor');
  });
});

describe('Spinner', () => {
  it('is an indeterminate progress bar labelled in the current locale', () => {
    renderWithI18n(<Spinner />, 'de_DE');
    const bar = screen.getByRole('progressbar', { name: 'Wird geladen…' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
  });
});

describe('Badge and VisuallyHidden', () => {
  it('Badge renders its text', () => {
    render(<Badge tone="sale">-20%</Badge>);
    expect(screen.getByText('-20%')).toBeTruthy();
  });

  it('VisuallyHidden keeps text for screen readers', () => {
    render(
      <a href="#main">
        <VisuallyHidden isFocusable>Skip to content</VisuallyHidden>
      </a>,
    );
    expect(screen.getByRole('link', { name: 'Skip to content' })).toBeTruthy();
  });
});
