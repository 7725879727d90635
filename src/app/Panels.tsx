import { lazy, Suspense, useState } from 'react';
import { useCartPanelOpen, useMobileMenuOpen } from './hooks';
import { loadCartPanel, loadMobileMenu } from './panelCode';

const CartPanel = lazy(() => loadCartPanel().then((m) => ({ default: m.CartPanel })));
const MobileMenu = lazy(() => loadMobileMenu().then((m) => ({ default: m.MobileMenu })));

/**
 * The cart panel and the mobile menu are closed on every first paint, so their code (react-aria's
 * modal machinery) stays out of the first load and mounts on first open; once mounted they stay, so
 * the close animation and focus restoration run normally. Their code loads on the shopper's intent
 * (./panelCode.ts).
 */
export function Panels() {
  const cartOpen = useCartPanelOpen();
  const menuOpen = useMobileMenuOpen();
  const [cartUsed, setCartUsed] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  // Adjusting state while rendering (not in an effect): mounted once, a panel stays mounted.
  if (cartOpen && !cartUsed) setCartUsed(true);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  return (
    <Suspense fallback={null}>
      {menuUsed && <MobileMenu />}
      {cartUsed && <CartPanel />}
    </Suspense>
  );
}
