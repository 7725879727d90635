import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductListQuery } from '../../__generated__/ProductListQuery.graphql';
import { useStoreLang, useT } from '../i18n/I18nProvider';
import { settings } from '../settings';
import { announce } from '../ui/LiveRegion';
import { isListChange } from '../ui/listChange';
import { Button } from '../ui/Button';
import { KEEPS_FOCUS } from '../ui/keepsFocus';
import { Link } from '../ui/Link';
import { hasActiveFilters, parseFilters, type ListSearch } from './listParams';
import { Pagination } from './Pagination';
import { pageRange } from './pagination';
import { ProductCard } from './ProductCard';
import * as styles from './ProductListScreen.css';
import { Deferred } from '../ui/Deferred';
import { deferredComponent } from '../ui/deferredHydration';
import { SORT_ID } from './sortId';

// react-aria's heaviest widgets here (Select, ListBox, Popover, Slider, checkbox and radio groups). The sort is in
// view on every screen, but most visits never sort: its code loads when the shopper points at it, presses it or
// tabs to it (src/ui/Deferred.tsx), and the press that asked for it opens it once it is in. The filters load as the
// page starts where they are on show (a wide screen, beside the list); on a small one, where "Show filters" opens
// the panel, when that button is hovered, focused or pressed, or the panel opens and comes near the viewport
// (src/ui/Deferred.tsx), so a shopper who never filters never downloads them.
const FILTERS_PANEL_ID = 'product-filters';
const ProductFilters = deferredComponent(() => import('./ProductFilters'), 'ProductFilters', {
  near: () => document.getElementById(FILTERS_PANEL_ID),
  loadIfShown: true,
});
const SortSelect = deferredComponent(() => import('./SortSelect'), 'SortSelect', {
  near: () => document.getElementById(SORT_ID),
  onIntent: true,
});

export const productListQuery = graphql`
  query ProductListQuery(
    $first: Int!
    $after: String
    $orderby: [ProductsOrderbyInput]
    $categoryIn: [String]
    $search: String
    $minPrice: Float
    $maxPrice: Float
    $onSale: Boolean
    $rating: [Int]
    $stockStatus: [StockStatusEnum]
    $taxonomyFilter: ProductTaxonomyInput
    $category: ID!
    $hasCategory: Boolean!
    $paged: Boolean!
    $attributeTaxonomies: [TaxonomyEnum]
    $hasAttributes: Boolean!
  ) {
    productCategory(id: $category, idType: SLUG) @include(if: $hasCategory) {
      name
      # eslint-disable-next-line relay/unused-fields -- CategoryHead (ProductListRoutes.tsx) reads it from this query
      description
    }
    products(
      first: $first
      after: $after
      where: {
        orderby: $orderby
        categoryIn: $categoryIn
        search: $search
        minPrice: $minPrice
        maxPrice: $maxPrice
        onSale: $onSale
        rating: $rating
        stockStatus: $stockStatus
        taxonomyFilter: $taxonomyFilter
      }
    ) {
      found
      nodes {
        id
        ...ProductCard_product
      }
    }
    # WooGraphQL counts only without after: later pages count the same list from its start.
    counted: products(
      first: 1
      where: {
        orderby: $orderby
        categoryIn: $categoryIn
        search: $search
        minPrice: $minPrice
        maxPrice: $maxPrice
        onSale: $onSale
        rating: $rating
        stockStatus: $stockStatus
        taxonomyFilter: $taxonomyFilter
      }
    ) @include(if: $paged) {
      found
    }
    ...ProductFilters_query
  }
`;

export interface ProductListScreenProps {
  queryRef: PreloadedQuery<ProductListQuery>;
  page: number;
  search: ListSearch;
  /** Set on `/product-category/{slug}` lists. */
  category?: string | undefined;
}

/** All products and category lists: filters, sort, 'Showing X to Y of Z', the grid and page links. */
export function ProductListScreen({ queryRef, page, search, category }: ProductListScreenProps) {
  const t = useT();
  const storeLang = useStoreLang();
  // While a filter, sort or search change loads, the current list stays on screen with its controls (a suspended
  // screen would be hidden, and the control the shopper used would lose focus); the new list replaces it when in.
  // The page number is deferred with the list, so 'Showing X to Y' always describes the products on screen.
  const shownRef = useDeferredValue(queryRef);
  const shownPage = useDeferredValue(page);
  const loading = shownRef !== queryRef;
  const data = usePreloadedQuery<ProductListQuery>(productListQuery, shownRef);
  const nodes = data.products?.nodes ?? [];
  const perPage = settings.productsPerPage;
  const found = (data.counted ?? data.products)?.found;
  const range = pageRange(
    shownPage,
    perPage,
    nodes.length,
    found ?? (shownPage - 1) * perPage + nodes.length,
  );
  const filtered = hasActiveFilters(parseFilters(search.filter)) || Boolean(search.search);
  const countText = t('list.showing', range);
  // Small screens fold the filters behind a toggle so the products come first; wide screens always show them.
  const [filtersOpen, setFiltersOpen] = useState(false);

  // Once per list that comes in (a new sort may show the same count), never while the next one loads. A list that
  // mounts says its count only for a list change that kept focus on its control (a filter on page 2 opens page 1):
  // a new page's count is said by RouteFocus after its title (data-page-summary), and the server's page is read by
  // the screen reader itself. The same products again (Back reloads the list it returns to) say nothing more.
  const announcement = nodes.length === 0 ? t('list.noResults') : countText;
  const shownList = `${announcement} ${nodes.map((node) => node.id).join()}`;
  const said = useRef(isListChange() ? null : shownList);
  useEffect(() => {
    if (loading || said.current === shownList) return;
    said.current = shownList;
    announce(announcement);
  }, [announcement, shownList, loading]);

  if (category && !data.productCategory) {
    return (
      <section className={styles.empty}>
        <h1>{t('list.categoryNotFound')}</h1>
        <Link to="/categories" variant="button">
          {t('shell.menu.categories')}
        </Link>
      </section>
    );
  }

  const title = data.productCategory?.name ?? t('list.allProducts');
  return (
    <section className={styles.layout}>
      <div className={styles.heading}>
        {/* A category's name is the store's text; 'All products' is the storefront's. */}
        <h1 className={styles.title} lang={data.productCategory?.name ? storeLang : undefined}>
          {title}
        </h1>
        {search.search && (
          <p className={styles.searchNote}>{t('list.searchFor', { search: search.search })}</p>
        )}
      </div>
      {settings.showFilters && (
        <aside className={styles.sidebar} aria-label={t('filters.label')} {...KEEPS_FOCUS}>
          <Button
            variant="secondary"
            fullWidth
            className={styles.filtersToggle}
            aria-expanded={filtersOpen}
            aria-controls={FILTERS_PANEL_ID}
            onHoverStart={ProductFilters.release}
            onFocus={ProductFilters.release}
            onPressStart={ProductFilters.release}
            onPress={() => setFiltersOpen((open) => !open)}
          >
            {t(filtersOpen ? 'filters.hide' : 'filters.show')}
          </Button>
          <div id={FILTERS_PANEL_ID} className={styles.filtersPanel} data-open={filtersOpen || undefined}>
            <Deferred component={ProductFilters} props={{ query: data, search, category }} />
          </div>
        </aside>
      )}
      <div className={styles.results} aria-busy={loading || undefined}>
        <div className={styles.toolbar} {...KEEPS_FOCUS}>
          <p className={styles.count} data-page-summary={announcement}>
            {countText}
          </p>
          {settings.showOrderByDropdown && <Deferred component={SortSelect} props={{ search, category }} />}
        </div>
        {nodes.length === 0 ? (
          <div className={styles.empty}>
            <h2>{t('list.noResults')}</h2>
            <p>{t('list.noResultsHint')}</p>
            {filtered && (
              <Link to="." search={{}} variant="button">
                {t('filters.clear')}
              </Link>
            )}
          </div>
        ) : (
          <ul className={styles.grid}>
            {nodes.map((node, index) => (
              <li key={node.id}>
                <ProductCard product={node} priority={index < 4} preload={index === 0} />
              </li>
            ))}
          </ul>
        )}
        <Pagination page={page} pages={range.pages} search={search} category={category} />
      </div>
    </section>
  );
}
