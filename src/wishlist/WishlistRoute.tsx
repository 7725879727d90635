import { useAuthStatus } from '../app/hooks';
import { useT } from '../i18n/I18nProvider';
import { WishlistProducts } from './WishlistProducts';
import * as styles from '../ui/page.css';

/** `/wishlist`: the visitor's wishlist, kept in this browser (spec 6); merged into the account at login. */
export function WishlistRoute() {
  const t = useT();
  // A customer's list is kept in their account: only a visitor is told to log in for that. Until the login is known
  // (the server cannot know it, and the page's actor system starts after hydration) the page is a visitor's, as
  // nearly every page here is (a customer's wishlist link leads to their account's tab): drawn with the page, the
  // hint neither moves the page nor paints late (it is the page's largest text on a phone).
  const status = useAuthStatus();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('wishlist.title')}</h1>
      <p className={styles.muted}>
        {t(status === 'authenticated' ? 'wishlist.customerHint' : 'wishlist.visitorHint')}
      </p>
      <WishlistProducts />
    </div>
  );
}
