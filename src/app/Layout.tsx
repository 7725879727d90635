import { Link, Outlet } from '@tanstack/react-router';
import * as styles from './Layout.css';

/** The shell around every route. */
export function Layout() {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link to="/" className={styles.logo}>
          Storefront
        </Link>
        <nav aria-label="Main">
          <Link to="/products">All products</Link>
        </nav>
      </header>
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    </div>
  );
}
