import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useLocale, useT } from '../i18n/I18nProvider';
import { BCP47, LOCALE_NAMES } from '../i18n/locales';
import * as fieldStyles from '../ui/Field.css';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import * as selectStyles from '../ui/Select.css';
import * as styles from './Footer.css';
import { switcherWanted, wantSwitcher } from './languageGate';

/**
 * Spec 2 has the footer load lazily when it becomes visible; a screen reader or a Tab run must still always reach
 * it. So the footer, its links and the language switcher are in the server's HTML, and only the switcher's code
 * (react-aria's Select, listbox and popover) waits: its boundary stays as the server rendered it until `wanted`
 * resolves (see ./languageGate), then hydrates. The server renders it at once.
 */
const LanguageSelect = lazy(async () => {
  if (!import.meta.env.SSR) await switcherWanted;
  // The live select beside it: the switcher hydrates over the server's light trigger and is live at once after.
  const [module] = await Promise.all([
    import('./LanguageSelect'),
    import('../ui/Select').then((select) => select.loadSelect()),
  ]);
  return { default: module.LanguageSelect };
});

/** Links, the language switcher and the copyright line. */
export function Footer() {
  const t = useT();
  const footer = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = footer.current;
    if (!element) return;
    // As spec 2 says, when the footer becomes visible, not ahead of it: on a page as short as /categories, a margin
    // loaded the switcher's 47 KB on every phone visit, with the footer still below the fold. A press that comes
    // before the code is kept (./languageGate), and pointing at or focusing the footer loads it too.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && wantSwitcher(),
    );
    observer.observe(element);
    element.addEventListener('focusin', wantSwitcher);
    element.addEventListener('pointerenter', wantSwitcher);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', wantSwitcher);
      element.removeEventListener('pointerenter', wantSwitcher);
    };
  }, []);
  return (
    <footer ref={footer} className={styles.footer}>
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
        <Suspense fallback={<LanguageButton />}>
          <LanguageSelect />
        </Suspense>
        <p className={styles.copyright}>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}

/**
 * Shown only when the browser renders the footer itself before the switcher's code is in (a render without server
 * HTML, or an update that reached the footer before it hydrated): the same label and button, which load the
 * switcher when focused or pointed at.
 */
function LanguageButton() {
  const t = useT();
  const { locale } = useLocale();
  const id = useId();
  return (
    <div className={fieldStyles.field}>
      <span id={`${id}-label`} className={fieldStyles.label} aria-hidden="true">
        {t('footer.language')}
      </span>
      <button
        type="button"
        className={selectStyles.trigger}
        aria-haspopup="listbox"
        aria-labelledby={`${id}-value ${id}-label`}
      >
        <span id={`${id}-value`} className={selectStyles.value} lang={BCP47[locale]}>
          {LOCALE_NAMES[locale]}
        </span>
        <Icon name="chevronDown" />
      </button>
    </div>
  );
}
