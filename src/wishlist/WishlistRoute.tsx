import { useAuthStatus } from '../app/hooks';
import { useT } from '../i18n/I18nProvider';
import { WishlistProducts } from './WishlistProducts';
import * as styles from '../ui/page.css';

/** `/wishlist`: the visitor's wishlist, kept in this browser (spec 6); merged into the account at login. */
export function WishlistRoute() {
  const t = useT();
  // A customer's list is kept in their account: only a visitor is told to log in for that.
  const status = useAuthStatus();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      {status !== 'unknown' && (
        <p className={styles.muted}>
          {t(status === 'authenticated' ? 'wishlist.customerHint' : 'wishlist.visitorHint')}
        </p>
      )}
      <WishlistProducts />
    </div>
  );
}
