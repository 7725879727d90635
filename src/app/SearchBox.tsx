import { useNavigate, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { Input, SearchField } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import { IconButton } from '../ui/IconButton';
import * as styles from './Header.css';

/** Spec 9: the list refreshes 50 ms after the search changes. */
const SEARCH_DELAY_MS = 50;

/**
 * 'Search Products...' with a Clear control. Typing on a product list refines it in place (the
 * search lives in the URL); elsewhere, Enter opens All products with the search.
 */
export function SearchBox({ autoFocus = false }: { autoFocus?: boolean }) {
  const t = useT();
  const navigate = useNavigate();
  const current = useRouterState({
    select: (s) => (s.location.search as { search?: unknown }).search,
  });
  const onList = useRouterState({ select: (s) => /^\/(products|product-category)\b/.test(s.location.pathname) });
  const [value, setValue] = useState(typeof current === 'string' ? current : '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => setValue(typeof current === 'string' ? current : ''), [current]);
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

  return (
    <SearchField
      aria-label={t('shell.search.label')}
      value={value}
      onChange={(next) => {
        setValue(next);
        clearTimeout(timer.current);
        if (onList) timer.current = setTimeout(() => apply(next, false), SEARCH_DELAY_MS);
      }}
      onSubmit={(next) => apply(next, !onList)}
      onClear={() => apply('', false)}
      className={styles.search}
    >
      <Icon name="search" className={styles.searchIcon} />
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- opened on purpose by the search toggle */}
      <Input placeholder={t('shell.search.placeholder')} className={styles.searchInput} autoFocus={autoFocus} />
      {value !== '' && <IconButton icon="close" size="sm" aria-label={t('shell.search.clear')} />}
    </SearchField>
  );
}
