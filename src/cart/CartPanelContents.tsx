import { useEffect, useRef } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CartPanelContents_cart$key } from '../../__generated__/CartPanelContents_cart.graphql';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import { CartLineItem } from './CartLineItem';
import { useCart, useCartStatus, useCartUpdating } from '../app/hooks';
import { useSessionCart } from './CartQuery';
import { CartTotals } from './CartTotals';
import { CouponForm } from './CouponForm';
import { EmptyCartControl } from './EmptyCartControl';
import { ShippingMethods } from './ShippingMethods';
import * as styles from './CartPanel.css';
import { isPresent } from '../relay/isPresent';

const fragment = graphql`
  fragment CartPanelContents_cart on Cart {
    isEmpty
    contents(first: 100) {
      nodes {
        key
        ...CartLineItem_item
      }
    }
    ...CouponForm_cart
    ...ShippingMethods_cart
    ...CartTotals_cart
  }
`;

/** 'Updating' while a change is on its way; the same line keeps its height when idle so nothing jumps. */
function UpdatingStatus() {
  const t = useT();
  const updating = useCartUpdating();
  return (
    <div className={styles.status}>
      {updating && (
        <>
          <Spinner size="sm" aria-label={t('cart.updating')} />
          <span aria-hidden="true">{t('cart.updating')}</span>
        </>
      )}
    </div>
  );
}

function EmptyCart() {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // The cart emptied, or its last line removed, from the panel: the control pressed is gone, and focus with it.
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) box.current?.querySelector('a')?.focus();
  }, []);
  return (
    <div ref={box} className={styles.empty}>
      {/* A change made before the cart was emptied may still run: the cart says it is busy here too. */}
      <UpdatingStatus />
      <p>{t('cart.empty')}</p>
      <Link to="/products" variant="button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/** The cart's lines, coupons, shipping choice, totals and the way to checkout; the empty state when it has no lines. */
function CartPanelContents({ cart }: { cart: CartPanelContents_cart$key }) {
  const data = useFragment(fragment, cart);
  const t = useT();
  const lines = (data.contents?.nodes ?? []).filter(isPresent);
  if (data.isEmpty || lines.length === 0) return <EmptyCart />;
  return (
    <div className={styles.contents}>
      <UpdatingStatus />
      <ul className={styles.lines} aria-label={t('cart.lines')}>
        {lines.map((line) => (
          <CartLineItem key={line.key} item={line} />
        ))}
      </ul>
      <CouponForm cart={data} />
      <ShippingMethods cart={data} />
      <CartTotals cart={data} />
      <div className={styles.footer}>
        <Link to="/checkout" variant="button">
          {t('cart.checkout')}
        </Link>
        <EmptyCartControl />
      </div>
    </div>
  );
}

/**
 * The session cart in the panel: loads it if nothing has yet (opening the panel is activity), shows a spinner while
 * it loads and 'Something went wrong' with a retry when loading failed.
 */
export function SessionCartPanel() {
  const t = useT();
  const cart = useCart();
  const status = useCartStatus();
  const session = useSessionCart();
  useEffect(() => {
    if (status === 'dormant') cart.send({ type: 'cart.load' });
  }, [cart, status]);

  if (status === 'failed')
    return (
      <div className={styles.empty}>
        <p>{t('cart.failed')}</p>
        <Button variant="secondary" onPress={() => cart.send({ type: 'cart.refresh' })}>
          {t('cart.retry')}
        </Button>
      </div>
    );
  if (!session && status !== 'loaded')
    return (
      <div className={styles.centered}>
        <Spinner />
      </div>
    );
  if (!session) return <EmptyCart />;
  return <CartPanelContents cart={session} />;
}
