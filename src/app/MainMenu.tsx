import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import * as styles from './Header.css';

/** Home, All products, Categories, Contact; on small screens also Wishlist and My Account. */
export function MainMenu({ withAccountLinks = false }: { withAccountLinks?: boolean }) {
  const t = useT();
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
            <Link to="/wishlist" className={styles.menuLink}>
              {t('shell.menu.wishlist')}
            </Link>
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
