import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { useCartFailure } from '../app/hooks';
import * as styles from './CartFailureNotice.css';

/**
 * Says, below the header, that a cart change failed (the live region has read it out already); stays until closed,
 * so a shopper who looked away still sees it.
 */
export function CartFailureNotice() {
  const t = useT();
  const failure = useCartFailure();
  if (failure.failures === 0) return null;
  return (
    <div className={styles.notice}>
      <p className={styles.text}>{t('cart.operationFailed')}</p>
      <Button variant="secondary" size="sm" onPress={failure.dismiss}>
        {t('ui.close')}
      </Button>
    </div>
  );
}
