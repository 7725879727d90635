import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import * as styles from './Header.css';
import { isListPath } from './listPath';

/** Spec 9: the list refreshes 50 ms after the search changes. */
const SEARCH_DELAY_MS = 50;

/**
 * 'Search Products...' with a Clear control. Typing on a product list refines it in place (the
 * search lives in the URL); elsewhere, Enter opens All products with the search.
 */
export function SearchBox({
  fromUrl,
  focusOnMount = false,
}: {
  /**
   * The URL's search, from the header (./Header.tsx): the header's field hydrates when its code comes, maybe after a
   * navigation, and must draw what the server did then (the holder passes its first render's props until then).
   */
  fromUrl: string;
  focusOnMount?: boolean;
}) {
  const t = useT();
  const navigate = useNavigate();
  const onList = useRouterState({
    select: (s) => isListPath(s.location.pathname),
  });
  const [value, setValue] = useState(fromUrl);
  const [shownUrlValue, setShownUrlValue] = useState(fromUrl);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const input = useRef<HTMLInputElement>(null);

  // Opened on purpose by the search toggle on small screens: move focus into the field.
  useEffect(() => {
    if (focusOnMount) input.current?.focus();
  }, [focusOnMount]);

  // The URL changed (back button, a shared link, Clear filters): show its search.
  if (fromUrl !== shownUrlValue) {
    setShownUrlValue(fromUrl);
    setValue(fromUrl);
  }
  useEffect(() => () => clearTimeout(timer.current), []);

  const apply = (search: string, toList: boolean) => {
    const trimmed = search.trim() || undefined;
    if (toList || !onList) {
      void navigate({ to: '/products', search: trimmed ? { search: trimmed } : {} });
      return;
    }
    void navigate({
      to: '.',
      search: (old: Record<string, unknown>) => ({ ...old, search: trimmed }),
      replace: true,
    });
  };

  const change = (next: string) => {
    setValue(next);
    clearTimeout(timer.current);
    if (onList) timer.current = setTimeout(() => apply(next, false), SEARCH_DELAY_MS);
  };

  // The header's field is server-rendered and its code loads when the shopper reaches for it (./Header.tsx): what they
  // typed before it hydrated is in the input, where React leaves it, but not in the state. Take it over as typed now.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) change(typed);
    // Once, when the field has hydrated or mounted.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <SearchField
      aria-label={t('shell.search.label')}
      value={value}
      onChange={change}
      onSubmit={(next) => apply(next, !onList)}
      onClear={() => apply('', false)}
      className={styles.search}
    >
      <Icon name="search" className={styles.searchIcon} />
      <Input ref={input} placeholder={t('shell.search.placeholder')} className={styles.searchInput} />
      {value !== '' && <IconButton icon="close" size="sm" aria-label={t('shell.search.clear')} />}
    </SearchField>
  );
}
