import { useRouterState } from '@tanstack/react-router';
import { useT } from '../i18n/I18nProvider';
import { Icon } from '../ui/Icon';
import { Link } from '../ui/Link';
import { validateListSearch, type ListSearch } from './listParams';
import * as styles from './Pagination.css';

/** The page numbers to show: first, last, and a window around the current page, with gaps as null. */
function pageWindow(page: number, pages: number, radius = 1): (number | null)[] {
  const shown = new Set([1, pages]);
  for (let p = page - radius; p <= page + radius; p += 1) if (p >= 1 && p <= pages) shown.add(p);
  const sorted = [...shown].sort((a, b) => a - b);
  return sorted.flatMap((p, i) => (i > 0 && p - (sorted[i - 1] ?? p) > 1 ? [null, p] : [p]));
}

interface PaginationProps {
  page: number;
  pages: number;
  search: ListSearch;
  category?: string | undefined;
}

/**
 * Page links (real anchors, so crawlers and no-JS readers can page too). While a sort or filter change of this list
 * is still loading, the screen shows the previous list but the URL already holds the change: the links carry the
 * URL's search, so following one right away keeps that change.
 */
export function Pagination({ page, pages, search: shown, category }: PaginationProps) {
  const t = useT();
  const listPath = category ? `/product-category/${category}` : '/products';
  const latest = useRouterState({
    select: (state) =>
      state.location.pathname === listPath || state.location.pathname.startsWith(`${listPath}/page/`)
        ? state.location.search
        : null,
  });
  const search = latest ? validateListSearch(latest) : shown;
  if (pages <= 1) return null;
  const linkTo = (target: number) =>
    category
      ? target === 1
        ? ({ to: '/product-category/$slug', params: { slug: category }, search } as const)
        : ({
            to: '/product-category/$slug/page/$pageNumber',
            params: { slug: category, pageNumber: String(target) },
            search,
          } as const)
      : target === 1
        ? ({ to: '/products', search } as const)
        : ({ to: '/products/page/$pageNumber', params: { pageNumber: String(target) }, search } as const);

  return (
    <nav aria-label={t('pagination.label')} className={styles.nav}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link {...linkTo(page - 1)} className={styles.item} aria-label={t('pagination.previous')}>
              <Icon name="chevronLeft" />
            </Link>
          </li>
        )}
        {pageWindow(page, pages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                {...linkTo(p)}
                className={styles.item}
                aria-label={t('pagination.page', { page: p })}
                aria-current={p === page ? 'page' : undefined}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link {...linkTo(page + 1)} className={styles.item} aria-label={t('pagination.next')}>
              <Icon name="chevronRight" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
