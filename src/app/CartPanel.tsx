import { Suspense } from 'react';
import { SessionCartPanel } from '../cart/CartPanelContents';
import { useT } from '../i18n/I18nProvider';
import { Drawer } from '../ui/Drawer';
import { Spinner } from '../ui/Spinner';
import { useCartPanelOpen, useShell } from './hooks';

/** The cart panel sliding in from the right, over a dim overlay that closes it. */
export function CartPanel() {
  const t = useT();
  const shell = useShell();
  const isOpen = useCartPanelOpen();
  return (
    <Drawer
      side="right"
      title={t('cart.title')}
      isOpen={isOpen}
      onOpenChange={(open) => shell.send({ type: open ? 'shell.cart.open' : 'shell.overlay.click' })}
    >
      <Suspense fallback={<Spinner />}>
        <SessionCartPanel />
      </Suspense>
    </Drawer>
  );
}
