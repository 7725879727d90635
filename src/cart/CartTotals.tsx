import { graphql, useFragment } from 'react-relay';
import type { CartTotals_cart$key } from '../../__generated__/CartTotals_cart.graphql';
import { parsePrice } from '../i18n/format';
import { useT } from '../i18n/I18nProvider';
import { Price } from '../ui/Price';
import * as styles from './CartPanel.css';

const fragment = graphql`
  fragment CartTotals_cart on Cart {
    subtotal
    discountTotal
    shippingTotal
    totalTax
    total
    needsShippingAddress
  }
`;

const isPositive = (amount: string | null | undefined) => (parsePrice(amount)[0] ?? 0) > 0;

/** Subtotal, discount (when any), shipping (when the cart ships), tax and total, as the server computed them. */
export function CartTotals({ cart }: { cart: CartTotals_cart$key }) {
  const data = useFragment(fragment, cart);
  const t = useT();
  return (
    <dl className={styles.totals}>
      <div className={styles.totalRow}>
        <dt>{t('cart.totals.subtotal')}</dt>
        <dd>
          <Price price={data.subtotal} />
        </dd>
      </div>
      {isPositive(data.discountTotal) && (
        <div className={styles.totalRow}>
          <dt>{t('cart.totals.discount')}</dt>
          <dd className={styles.discount}>
            −<Price price={data.discountTotal} />
          </dd>
        </div>
      )}
      {data.needsShippingAddress && (
        <div className={styles.totalRow}>
          <dt>{t('cart.totals.shipping')}</dt>
          <dd>
            {isPositive(data.shippingTotal) ? <Price price={data.shippingTotal} /> : t('cart.shipping.free')}
          </dd>
        </div>
      )}
      <div className={styles.totalRow}>
        <dt>{t('cart.totals.tax')}</dt>
        <dd>
          <Price price={data.totalTax} />
        </dd>
      </div>
      <div className={styles.grandTotal}>
        <dt>{t('cart.totals.total')}</dt>
        <dd>
          <Price price={data.total} size="lg" />
        </dd>
      </div>
    </dl>
  );
}
