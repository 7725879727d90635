import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay';
import type { CouponForm_cart$key } from '../../__generated__/CouponForm_cart.graphql';
import { StoreText } from '../i18n/StoreText';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { IconButton } from '../ui/IconButton';
import { Price } from '../ui/Price';
import { TextField } from '../ui/TextField';
import { useCart, useCouponProblem, useCouponUpdating } from '../app/hooks';
import * as styles from './CartPanel.css';
import { isPresent } from '../relay/isPresent';

const fragment = graphql`
  fragment CouponForm_cart on Cart {
    appliedCoupons {
      code
      discountAmount
    }
  }
`;

/**
 * Coupon entry plus the applied coupons, each removable. A refused code stays in the field with the store's reason
 * under it; an applied one clears the field.
 */
export function CouponForm({ cart: cartKey }: { cart: CouponForm_cart$key }) {
  const data = useFragment(fragment, cartKey);
  const t = useT();
  const cart = useCart();
  const updating = useCouponUpdating();
  const problem = useCouponProblem();
  const [code, setCode] = useState('');
  const [blank, setBlank] = useState(false);
  const applied = (data.appliedCoupons ?? []).filter(isPresent);
  const trimmed = code.trim();
  if (!updating && trimmed && applied.some((coupon) => coupon.code.toLowerCase() === trimmed.toLowerCase()))
    setCode('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (updating) return;
    if (!trimmed) {
      setBlank(true);
      return;
    }
    cart.send({ type: 'cart.coupon.apply', code: trimmed });
  };

  const refused = problem && !updating && problem.code === trimmed ? problem : null;
  const error = blank ? (
    t('cart.coupon.required')
  ) : refused ? (
    <>
      {t('cart.coupon.failed', { code: refused.code })} <StoreText text={refused.message} />
    </>
  ) : undefined;

  return (
    <section className={styles.section} aria-label={t('cart.coupon.title')}>
      <Form className={styles.couponForm} onSubmit={submit} validationBehavior="aria">
        <TextField
          label={t('cart.coupon.label')}
          value={code}
          onChange={(value) => {
            setCode(value);
            setBlank(false);
          }}
          isInvalid={error !== undefined}
          errorMessage={error}
          autoComplete="off"
          className={styles.couponField}
        />
        <Button type="submit" variant="secondary" isPending={updating} className={styles.couponButton}>
          {t('cart.coupon.apply')}
        </Button>
      </Form>
      {applied.length > 0 && (
        <ul className={styles.coupons} aria-label={t('cart.coupon.appliedList')}>
          {applied.map((coupon) => (
            <li key={coupon.code} className={styles.coupon}>
              <span className={styles.couponCode}>{coupon.code.toUpperCase()}</span>
              <span className={styles.discount}>
                −<Price price={coupon.discountAmount} size="sm" />
              </span>
              <IconButton
                icon="close"
                size="sm"
                aria-label={t('cart.coupon.remove', { code: coupon.code.toUpperCase() })}
                onPress={() => cart.send({ type: 'cart.coupon.remove', code: coupon.code })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
