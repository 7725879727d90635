import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render as renderPlain, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../src/ui/Button';
import { Link, StyledLink } from '../../../src/ui/Link';
import { Menu, MenuLinkItem, MenuTrigger } from '../../../src/ui/Menu';
import { renderWithI18n } from './renderWithI18n';

function renderWithRouter(render: (ui: ReactElement) => unknown = renderPlain) {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <nav>
          <Link to="/">Home</Link>
          <Link to="/products" variant="subtle">
            All products
          </Link>
          <MenuTrigger>
            <Button>Account</Button>
            <Menu>
              <MenuLinkItem to="/products">Wishlist</MenuLinkItem>
            </Menu>
          </MenuTrigger>
        </nav>
        <Outlet />
      </>
    ),
  });
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    component: () => <h1>Home page</h1>,
  });
  const products = createRoute({
    getParentRoute: () => rootRoute,
    path: '/products',
    component: () => <h1>Products page</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([home, products]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('renders router links as anchors with real hrefs and navigates on click', async () => {
    const router = renderWithRouter();
    const link = await screen.findByRole('link', { name: 'All products' });
    expect(link.getAttribute('href')).toBe('/products');
    fireEvent.click(link);
    expect(await screen.findByRole('heading', { name: 'Products page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/products');
  });

  it('marks the current page for assistive technology', async () => {
    renderWithRouter();
    const home = await screen.findByRole('link', { name: 'Home' });
    expect(home.getAttribute('aria-current')).toBe('page');
  });

  it('MenuLinkItem is a menu item that links to a route', async () => {
    renderWithRouter(renderWithI18n);
    const trigger = await screen.findByRole('button', { name: 'Account' });
    act(() => trigger.focus());
    fireEvent.keyDown(trigger, { key: 'Enter' });
    fireEvent.keyUp(trigger, { key: 'Enter' });
    const item = await screen.findByRole('menuitem', { name: 'Wishlist' });
    expect(item.getAttribute('href')).toBe('/products');
  });

  it('StyledLink is a plain styled anchor for external addresses', () => {
    renderPlain(<StyledLink href="https://example.com">Buy at the maker</StyledLink>);
    expect(screen.getByRole('link', { name: 'Buy at the maker' }).getAttribute('href')).toBe(
      'https://example.com',
    );
  });
});
