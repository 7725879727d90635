import { graphql, useFragment } from 'react-relay';
import type { ShippingMethods_cart$key } from '../../__generated__/ShippingMethods_cart.graphql';
import { parsePrice } from '../i18n/format';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { Price } from '../ui/Price';
import { Radio, RadioGroup } from '../ui/RadioGroup';
import { useCart } from '../app/hooks';
import * as styles from './CartPanel.css';
import { isPresent } from '../relay/isPresent';

const fragment = graphql`
  fragment ShippingMethods_cart on Cart {
    needsShippingAddress
    chosenShippingMethods
    availableShippingMethods {
      rates {
        id
        label
        cost
      }
    }
  }
`;

/** The shipping rates for the cart's destination, each with label and cost; choosing one re-prices the cart. */
export function ShippingMethods({ cart: cartKey }: { cart: ShippingMethods_cart$key }) {
  const data = useFragment(fragment, cartKey);
  const t = useT();
  const storeLang = useStoreLang();
  const cart = useCart();
  if (!data.needsShippingAddress) return null;
  const rates = (data.availableShippingMethods ?? []).flatMap((pack) => pack?.rates ?? []).filter(isPresent);
  if (rates.length === 0) return <p className={styles.note}>{t('cart.shipping.none')}</p>;
  const chosen = data.chosenShippingMethods?.[0] ?? null;
  return (
    <RadioGroup
      label={t('cart.shipping.title')}
      value={chosen}
      onChange={(id) => cart.send({ type: 'cart.shipping.select', shippingMethods: [id] })}
      className={styles.section}
    >
      {rates.map((rate) => (
        <Radio key={rate.id} value={rate.id}>
          <span className={styles.rate}>
            <span lang={storeLang}>{rate.label ?? rate.id}</span>
            {(parsePrice(rate.cost)[0] ?? 0) > 0 ? (
              <Price price={rate.cost} size="sm" />
            ) : (
              <span>{t('cart.shipping.free')}</span>
            )}
          </span>
        </Radio>
      ))}
    </RadioGroup>
  );
}
