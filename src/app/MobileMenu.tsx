import { useT } from '../i18n/I18nProvider';
import { settings } from '../settings';
import { Drawer } from '../ui/Drawer';
import * as styles from './Header.css';
import { MainMenu } from './MainMenu';
import { useMobileMenuOpen, useShell } from './hooks';

/** The mobile menu sliding in from the left, with the front-end version in its footer. */
export function MobileMenu() {
  const t = useT();
  const shell = useShell();
  const isOpen = useMobileMenuOpen();
  return (
    <Drawer
      side="left"
      title={t('shell.menu.label')}
      isOpen={isOpen}
      onOpenChange={(open) => shell.send({ type: open ? 'shell.menu.open' : 'shell.overlay.click' })}
    >
      <nav aria-label={t('shell.menu.label')} className={styles.mobileNav}>
        <MainMenu withAccountLinks />
      </nav>
      <p className={styles.version}>{t('shell.version', { version: settings.version })}</p>
    </Drawer>
  );
}
