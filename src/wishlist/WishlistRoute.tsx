import { useT } from '../i18n/I18nProvider';
import { WishlistProducts } from './WishlistProducts';
import * as styles from '../ui/page.css';

/** `/wishlist`: the visitor's wishlist, kept in this browser (spec 6); merged into the account at login. */
export function WishlistRoute() {
  const t = useT();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      <p className={styles.muted}>{t('wishlist.visitorHint')}</p>
      <WishlistProducts />
    </div>
  );
}
