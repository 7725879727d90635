import { useRouterState } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AccountMenu } from '../account/AccountMenu';
import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import { Link } from '../ui/Link';
import { CartButton } from './CartButton';
import * as styles from './Header.css';
import { MainMenu } from './MainMenu';
import { KEEPS_FOCUS } from '../ui/keepsFocus';
import { Deferred } from '../ui/Deferred';
import { deferredComponent } from '../ui/deferredHydration';
import { useSearchShown, useShell } from './hooks';
import { preloadMobileMenu, preloadsOnIntent } from './panelCode';

// react-aria's SearchField with its form validation and strings. A wide screen shows the field in the header and
// loads its code as the page starts (`loadIfShown`), as it did beside the page. A phone hides it behind
// the search toggle, and loads the code when the shopper reaches for that toggle (hovered, focused or pressed): a
// first visit that never searches never downloads it. The toggled field, rendered in the browser only, shows once
// the code is in; what is typed into the server's field before its code is in is kept (./SearchBox.tsx).
const SEARCH_ID = 'header-search';
const SearchBox = deferredComponent(() => import('./SearchBox'), 'SearchBox', {
  near: () => document.getElementById(SEARCH_ID),
  loadIfShown: true,
});

/** The URL's search, which the search field shows. */
function useUrlSearch(): string {
  const current = useRouterState({
    select: (s) => (s.location.search as { search?: unknown }).search,
  });
  return typeof current === 'string' ? current : '';
}

/** Spec 2: logo, main menu, search (toggled by an icon on small screens), account and cart. */
export function Header() {
  const t = useT();
  const shell = useShell();
  const searchShown = useSearchShown();
  // The header's field hydrates with the props of the holder's first render (what the server drew), whenever its
  // code comes: a phone's hidden field after a search from the toggled one had changed the URL (React's error 418).
  const fromUrl = useUrlSearch();
  const inHeader = useMemo(() => ({ fromUrl }), [fromUrl]);
  const toggled = useMemo(() => ({ fromUrl, focusOnMount: true }), [fromUrl]);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <IconButton
          icon="menu"
          aria-label={t('shell.menu.open')}
          className={styles.mobileOnly}
          {...preloadsOnIntent(preloadMobileMenu)}
          onPress={() => shell.send({ type: 'shell.menu.open' })}
        />
        <Link to="/" className={styles.logo} aria-label={t('shell.home')}>
          <span aria-hidden="true" className={styles.logoMark}>
            S
          </span>
          <span className={styles.logoText}>{t('shell.siteName')}</span>
        </Link>
        <nav aria-label={t('shell.menu.label')} className={styles.desktopOnly}>
          <MainMenu />
        </nav>
        <div className={styles.actions}>
          <div id={SEARCH_ID} className={styles.desktopOnly} {...KEEPS_FOCUS}>
            <Deferred component={SearchBox} props={inHeader} />
          </div>
          <IconButton
            icon="search"
            aria-label={t(searchShown ? 'shell.search.hide' : 'shell.search.show')}
            aria-expanded={searchShown}
            className={styles.mobileOnly}
            {...preloadsOnIntent(SearchBox.release)}
            onPress={() => shell.send({ type: 'shell.search.toggle' })}
          />
          <AccountMenu
            signedOut={
              <Link to="/my-account" className={styles.iconLink} aria-label={t('shell.signIn')}>
                <Icon name="user" />
              </Link>
            }
          />
          <CartButton />
        </div>
      </div>
      {searchShown && (
        <div className={styles.mobileSearch} {...KEEPS_FOCUS}>
          <Deferred component={SearchBox} props={toggled} />
        </div>
      )}
    </header>
  );
}
