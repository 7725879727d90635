import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountTabs } from '../../../src/account/AccountTabs';
import { AvatarMenu } from '../../../src/account/AvatarMenu';
import { tokenStorage } from '../../../src/relay/credentials';
import { viewerAnswer } from './authAnswers';
import { renderAccount } from './harness';

afterEach(() => window.localStorage.clear());

const DANA = { id: 7, username: 'demo', firstName: 'Dana', lastName: 'Demo', email: 'demo@example.com' };

const avatarLabel = () => screen.getByRole('button', { name: /^Account menu/ }).getAttribute('aria-label');

// The auth actor loads the viewer into the Relay store once per login; the header's avatar menu and the account
// area's greeting read it there, and the auth machine keeps no copy of it.
describe('the viewer, read from the store', () => {
  it('names the avatar menu and greets the customer once loaded, and forgets them at logout', async () => {
    tokenStorage.save({
      authToken: 'token-1',
      authExpiresAt: Date.now() + 3_600_000,
      refreshToken: 'refresh-1',
    });
    const { operations, storefront } = await renderAccount(
      <>
        <AvatarMenu />
        <AccountTabs tab="wishlist" />
      </>,
      {
        handlers: {
          ViewerQuery: () => viewerAnswer(DANA),
          LogoutMutation: () => ({ data: { logout: { success: true } } }),
        },
      },
    );
    await waitFor(() => expect(avatarLabel()).toBe('Account menu Dana'));
    expect(screen.getByText('Hello, Dana')).toBeDefined();
    // One request, by the auth actor: the views only read the store.
    expect(operations.map((o) => o.name).filter((name) => name !== 'CartQuery')).toEqual(['ViewerQuery']);
    const auth = storefront.actor.getSnapshot().children.auth!;
    expect(auth.getSnapshot().context).not.toHaveProperty('viewer');

    act(() => auth.send({ type: 'auth.logout' }));
    // Logout drops the viewer from the store: the views no longer name anyone.
    await waitFor(() => expect(avatarLabel()).toBe('Account menu '));
    expect(screen.queryByText(/^Hello,/)).toBeNull();
  });

  it('shows the generic avatar and no greeting while no viewer is in the store', async () => {
    await renderAccount(
      <>
        <AvatarMenu />
        <AccountTabs tab="wishlist" />
      </>,
    );
    expect(avatarLabel()).toBe('Account menu ');
    expect(screen.queryByText(/^Hello,/)).toBeNull();
  });
});
