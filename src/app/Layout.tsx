import { Outlet } from '@tanstack/react-router';
import { LiveRegion } from '../ui/LiveRegion';
import { useT } from '../i18n/I18nProvider';
import { CartPanel } from './CartPanel';
import { Header } from './Header';
import { LazyFooter } from './LazyFooter';
import { LoadingBar } from './LoadingBar';
import * as styles from './Layout.css';
import { MobileMenu } from './MobileMenu';
import { SessionProvider } from './session';
import { ShellProvider } from './shell';

/** The shell around every route: header, main content, lazy footer, both panels and the live region. */
export function Layout() {
  const t = useT();
  return (
    <SessionProvider>
      <ShellProvider>
        <LoadingBar />
        <a href="#main" className={styles.skipLink}>
          {t('shell.skipToContent')}
        </a>
        <div className={styles.page}>
          <Header />
          <main id="main" tabIndex={-1} className={styles.main}>
            <Outlet />
          </main>
          <LazyFooter />
        </div>
        <MobileMenu />
        <CartPanel />
        <LiveRegion />
      </ShellProvider>
    </SessionProvider>
  );
}
