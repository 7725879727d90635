import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { formatFilters, type ListFilters, type ListSearch } from './listParams';

/** Spec 9: the list refreshes 50 ms after a search or filter change and 100 ms after a sort change. */
export const REFRESH_DELAY = { filter: 50, sort: 100 } as const;

/**
 * Writes list state into the URL after the spec's delay, always back to page 1 of the same list,
 * and scrolls to the top when the list updates. Rapid changes collapse into one navigation.
 */
export function useListNavigation(search: ListSearch, category: string | undefined) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (next: ListSearch, kind: keyof typeof REFRESH_DELAY) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const target = category
          ? ({ to: '/product-category/$slug', params: { slug: category } } as const)
          : ({ to: '/products' } as const);
        void navigate({ ...target, search: stripEmpty(next), resetScroll: true });
      }, REFRESH_DELAY[kind]);
    },
    [category, navigate],
  );
}

/** The list search with filters replaced, dropping empty keys so URLs stay short. */
export function withFilters(search: ListSearch, filters: ListFilters): ListSearch {
  return { ...search, filter: formatFilters(filters) };
}

function stripEmpty(search: ListSearch): ListSearch {
  const kept: ListSearch = Object.fromEntries(
    Object.entries(search).filter(([, v]) => v !== undefined && v !== ''),
  );
  return kept;
}
