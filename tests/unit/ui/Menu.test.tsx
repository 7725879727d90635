import { act, fireEvent, screen } from '@testing-library/react';
import type { Key } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { IconButton } from '../../../src/ui/IconButton';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../src/ui/Menu';
import { renderWithI18n } from './renderWithI18n';

describe('Menu', () => {
  it('opens from its trigger and runs the chosen action', async () => {
    const onAction = vi.fn<(key: Key) => void>();
    renderWithI18n(
      <MenuTrigger>
        <IconButton icon="user" aria-label="Account" />
        <Menu onAction={onAction}>
          <MenuItem id="wishlist">Wishlist</MenuItem>
          <MenuItem id="account">My Account</MenuItem>
          <MenuSeparator />
          <MenuItem id="logout">Logout</MenuItem>
        </Menu>
      </MenuTrigger>,
    );
    const trigger = screen.getByRole('button', { name: 'Account' });
    expect(trigger.getAttribute('aria-haspopup')).toBe('true');
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyUp(trigger, { key: 'Enter' });
    const menu = await screen.findByRole('menu');
    expect(menu).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Wishlist',
      'My Account',
      'Logout',
    ]);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(onAction.mock.calls.map(([key]) => key)).toEqual(['logout']);
  });
});
