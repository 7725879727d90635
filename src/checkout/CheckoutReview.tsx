import { graphql, useFragment } from 'react-relay';
import type { CheckoutReview_cart$key } from '../../__generated__/CheckoutReview_cart.graphql';
import { CartTotals } from '../cart/CartTotals';
import { ShippingMethods } from '../cart/ShippingMethods';
import { useRichT, useT } from '../i18n/I18nProvider';
import { StoreName } from '../i18n/StoreName';
import { Price } from '../ui/Price';
import * as styles from './CheckoutScreen.css';
import { isPresent } from '../relay/isPresent';
import { attributeLabel } from '../i18n/attributeLabel';

const fragment = graphql`
  fragment CheckoutReview_cart on Cart {
    contents(first: 100) {
      nodes {
        key
        quantity
        subtotal
        product {
          node {
            name
          }
        }
        variation {
          attributes {
            label
            name
            value
          }
        }
      }
    }
    ...ShippingMethods_cart
    ...CartTotals_cart
  }
`;

/** Your order: each line with quantity and amount, the shipping choice and the totals the order will be placed at. */
export function CheckoutReview({ cart }: { cart: CheckoutReview_cart$key }) {
  const data = useFragment(fragment, cart);
  const t = useT();
  const tRich = useRichT();
  const lines = (data.contents?.nodes ?? []).filter(isPresent);
  return (
    <section className={styles.review} aria-labelledby="checkout-review">
      <h2 id="checkout-review" className={styles.sectionTitle}>
        {t('checkout.review.title')}
      </h2>
      <ul className={styles.reviewLines}>
        {lines.map((line) => {
          const attributes = (line.variation?.attributes ?? []).filter(isPresent);
          return (
            <li key={line.key} className={styles.reviewLine}>
              <span>
                {tRich('checkout.review.line', {
                  name: <StoreName key="name">{line.product?.node.name}</StoreName>,
                  quantity: line.quantity ?? 1,
                })}
                {attributes.length > 0 && (
                  <span className={styles.muted}>
                    {' '}
                    (
                    {attributes
                      .map((a) => `${attributeLabel({ label: a.label, name: a.name })}: ${a.value}`)
                      .join(', ')}
                    )
                  </span>
                )}
              </span>
              <Price price={line.subtotal} size="sm" />
            </li>
          );
        })}
      </ul>
      <ShippingMethods cart={data} />
      <CartTotals cart={data} />
    </section>
  );
}
