import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useRef } from 'react';
import { validateListSearch, type ListSearch } from './listParams';

/** Spec 9: the list refreshes 50 ms after a search or filter change and 100 ms after a sort change. */
export const REFRESH_DELAY = { filter: 50, sort: 100 } as const;

/**
 * Writes list state changes into the URL after the spec's delay, always back to page 1 of the same list, and
 * scrolls to the top when the list updates. A change is a patch of the search params, applied to the URL as it is
 * when the delay ends: rapid changes collapse into one navigation, and a change made while an earlier one is
 * still loading (when the screen's `search` prop is not yet the URL's) keeps that earlier one.
 */
export function useListNavigation(category: string | undefined) {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<Partial<ListSearch>>({});
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback(
    (patch: Partial<ListSearch>, kind: keyof typeof REFRESH_DELAY) => {
      pending.current = { ...pending.current, ...patch };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const changes = pending.current;
        pending.current = {};
        const target = category
          ? ({ to: '/product-category/$slug', params: { slug: category } } as const)
          : ({ to: '/products' } as const);
        void navigate({
          ...target,
          search: (latest: Record<string, unknown>) =>
            stripEmpty({ ...validateListSearch(latest), ...changes }),
          resetScroll: true,
        });
      }, REFRESH_DELAY[kind]);
    },
    [category, navigate],
  );
}

function stripEmpty(search: ListSearch): ListSearch {
  const kept: ListSearch = Object.fromEntries(
    Object.entries(search).filter(([, v]) => v !== undefined && v !== ''),
  );
  return kept;
}
