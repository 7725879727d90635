import { useEffect, useId, useRef, useState } from 'react';
import { useCart } from '../app/hooks';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import * as styles from './CartPanel.css';

/**
 * Spec 4 (EmptyCart): every line and coupon leaves the cart at once. One press would lose a whole cart by mistake,
 * so the control asks first, in place: the question and its two answers replace the button, and focus moves to
 * "Keep items", the answer that loses nothing, then back to the button once answered. Emptying goes through the
 * cart machine's queue like any change; the store's answer replaces the cart, and the live region says so.
 */
export function EmptyCartControl() {
  const t = useT();
  const cart = useCart();
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);
  // Focus follows the question: to "Keep items" as it is asked, back to the button once it is answered.
  useEffect(() => {
    if (asking) keep.current?.focus();
    else if (asked.current) trigger.current?.focus();
    asked.current = asking;
  }, [asking]);
  if (!asking)
    return (
      <Button ref={trigger} variant="ghost" onPress={() => setAsking(true)}>
        {t('cart.emptyCart')}
      </Button>
    );
  return (
    <div role="group" aria-labelledby={questionId} className={styles.confirm}>
      <p id={questionId}>{t('cart.emptyCart.question')}</p>
      <div className={styles.confirmActions}>
        <Button ref={keep} variant="secondary" onPress={() => setAsking(false)}>
          {t('cart.emptyCart.keep')}
        </Button>
        <Button
          variant="danger"
          onPress={() => {
            setAsking(false);
            cart.send({ type: 'cart.empty' });
          }}
        >
          {t('cart.emptyCart')}
        </Button>
      </div>
    </div>
  );
}
