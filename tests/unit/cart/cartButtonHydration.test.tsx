import { act, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { RelayEnvironmentProvider } from 'react-relay';
import { fetchQuery, type Environment } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { CartButton } from '../../../src/app/CartButton';
import { StorefrontProvider } from '../../../src/app/hooks';
import { serverStorefront } from '../../../src/app/storefrontHost';
import { cartQuery } from '../../../src/cart/CartQuery';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';
import { cartQueryAnswer, createTestEnvironment } from './cartTestKit';

function page(environment: Environment, children: ReactNode) {
  return (
    <I18nProvider initialLocale="en_US" initialMessages={enUS}>
      <RelayEnvironmentProvider environment={environment}>
        <StorefrontProvider host={serverStorefront}>{children}</StorefrontProvider>
      </RelayEnvironmentProvider>
    </I18nProvider>
  );
}

describe('the header cart button on a server-rendered page', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('hydrates as the server drew it when the session cart reached the store first, then shows the count', async () => {
    // The server never has the shopper's session cart: its button says the cart is empty.
    const server = createTestEnvironment({});
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(server.environment, <CartButton />));
    document.body.append(container);
    expect(container.querySelector('button')?.getAttribute('aria-label')).toBe('Cart, empty');
    // The button's Suspense boundary hydrates in a pass of its own, after the page's first commit: a returning
    // shopper's cart could load in between (the actor system starts on the first activity).
    const browser = createTestEnvironment({
      CartQuery: () =>
        cartQueryAnswer({ lines: [{ key: 'k1', name: 'Wool Socks', quantity: 2, price: 19 }] }),
    });
    await fetchQuery(browser.environment, cartQuery, {}).toPromise();
    const recovered: unknown[] = [];
    act(() => {
      hydrateRoot(container, page(browser.environment, <CartButton />), {
        onRecoverableError: (error) => recovered.push(error),
      });
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 2 items' })).toBeTruthy());
    // React threw away no server HTML (a mismatch is its error 418, reported here).
    expect(recovered).toEqual([]);
  });
});
