import { useAuthStatus } from './hooks';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import * as styles from './Header.css';

/** Home, All products, Categories, Contact; on small screens also Wishlist and My Account. */
export function MainMenu({ withAccountLinks = false }: { withAccountLinks?: boolean }) {
  const t = useT();
  const loggedIn = useAuthStatus() === 'authenticated';
  return (
    <ul className={withAccountLinks ? styles.menuVertical : styles.menu}>
      <li>
        <Link to="/" className={styles.menuLink} activeOptions={{ exact: true }}>
          {t('shell.menu.home')}
        </Link>
      </li>
      <li>
        <Link to="/products" className={styles.menuLink}>
          {t('shell.menu.products')}
        </Link>
      </li>
      <li>
        <Link to="/categories" className={styles.menuLink}>
          {t('shell.menu.categories')}
        </Link>
      </li>
      <li>
        <Link to="/contact" className={styles.menuLink}>
          {t('shell.menu.contact')}
        </Link>
      </li>
      {withAccountLinks && (
        <>
          <li>
            {/* Spec 6: customers keep their wishlist in the account tab, visitors at /wishlist. */}
            {loggedIn ? (
              <Link to="/my-account" search={{ tab: 'wishlist' }} className={styles.menuLink}>
                {t('shell.menu.wishlist')}
              </Link>
            ) : (
              <Link to="/wishlist" className={styles.menuLink}>
                {t('shell.menu.wishlist')}
              </Link>
            )}
          </li>
          <li>
            <Link to="/my-account" className={styles.menuLink}>
              {t('shell.menu.account')}
            </Link>
          </li>
        </>
      )}
    </ul>
  );
}
