import { useLocale, useT } from '../i18n/I18nProvider';
import { LOCALES, LOCALE_NAMES, type Locale } from '../i18n/locales';
import { Link } from '../ui/Link';
import { Select, SelectItem } from '../ui/Select';
import * as styles from './Footer.css';

/** Links, the language switcher and the copyright line. */
export function Footer() {
  const t = useT();
  const { locale, setLocale } = useLocale();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.label')}>
          <ul className={styles.links}>
            <li>
              <Link to="/products">{t('shell.menu.products')}</Link>
            </li>
            <li>
              <Link to="/categories">{t('shell.menu.categories')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('shell.menu.contact')}</Link>
            </li>
            <li>
              <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
        <Select
          label={t('footer.language')}
          selectedKey={locale}
          onSelectionChange={(key) => void setLocale(key as Locale)}
          items={LOCALES.map((id) => ({ id, name: LOCALE_NAMES[id] }))}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
