import { Outlet } from '@tanstack/react-router';
import { CartFailureNotice } from '../cart/CartFailureNotice';
import { LiveRegion } from '../ui/LiveRegion';
import { SessionExpiredNotice } from '../account/SessionExpiredNotice';
import { useT } from '../i18n/I18nProvider';
import { Footer } from './Footer';
import { Header } from './Header';
import { InspectorButton } from './InspectorButton';
import { LoadingBar } from './LoadingBar';
import * as styles from './Layout.css';
import { Panels } from './Panels';
import { RouteFocus } from './RouteFocus';
import { useStartWhenHydrated } from './hooks';

/** The shell around every route: header, main content, footer (its language switcher's code loads when near), both panels (loaded on first open) and the live region. */
export function Layout() {
  const t = useT();
  useStartWhenHydrated();
  return (
    <>
      <LoadingBar />
      <a href="#main" className={styles.skipLink}>
        {t('shell.skipToContent')}
      </a>
      <div className={styles.page}>
        <Header />
        <main id="main" tabIndex={-1} className={styles.main}>
          <SessionExpiredNotice />
          <CartFailureNotice />
          <Outlet />
        </main>
        <Footer />
      </div>
      <Panels />
      <LiveRegion />
      <RouteFocus />
      {/* Literal conditions, so that a build that cannot inspect drops the control (src/app/inspector.ts). */}
      {(import.meta.env.DEV || import.meta.env.VITE_XSTATE_INSPECT === 'true') && <InspectorButton />}
    </>
  );
}
