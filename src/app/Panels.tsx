import { lazy, Suspense, useEffect, useState } from 'react';
import { whenIdle } from '../ui/whenIdle';
import { useCartPanelOpen, useMobileMenuOpen } from './hooks';

const CartPanel = lazy(() => import('./CartPanel').then((m) => ({ default: m.CartPanel })));
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

/** Loads both panels' code once the page is idle, so a first open does not wait for the network. */
function usePreloadWhenIdle() {
  useEffect(
    () =>
      whenIdle(
        () => {
          void import('./CartPanel');
          void import('./MobileMenu');
        },
        { timeout: 4000, fallback: 2000 },
      ),
    [],
  );
}

/**
 * The cart panel and the mobile menu are closed on every first paint, so their code (react-aria's
 * modal machinery) stays out of the first load and mounts on first open; once mounted they stay, so
 * the close animation and focus restoration run normally.
 */
export function Panels() {
  const cartOpen = useCartPanelOpen();
  const menuOpen = useMobileMenuOpen();
  const [cartUsed, setCartUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // Adjusting state while rendering (not in an effect): mounted once, a panel stays mounted.
  if (cartOpen && !cartUsed) setCartUsed(true);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  usePreloadWhenIdle();
  return (
    <Suspense fallback={null}>
      {menuUsed && <MobileMenu />}
      {cartUsed && <CartPanel />}
    </Suspense>
  );
}
