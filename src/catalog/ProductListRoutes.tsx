import { getRouteApi } from '@tanstack/react-router';
import { usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductListQuery } from '../../__generated__/ProductListQuery.graphql';
import { useLocale, useT } from '../i18n/I18nProvider';
import { usePageHead, useSiteUrl } from '../seo/HeadProvider';
import { localizedUrl } from '../seo/pageHead';
import { breadcrumbJsonLd, DESCRIPTION_LENGTH, plainText, truncate } from '../seo/structuredData';
import { Link } from '../ui/Link';
import { productListQuery, ProductListScreen } from './ProductListScreen';
import * as styles from './ProductListScreen.css';

// The product list routes: each reads the query its loader started (one chunk for every list).

const products = getRouteApi('/products');
export function ProductsRoute() {
  return <ProductListScreen queryRef={products.useLoaderData()} page={1} search={products.useSearch()} />;
}

const productsPage = getRouteApi('/products/page/$pageNumber');
export function ProductsPageRoute() {
  return (
    <ProductListScreen
      queryRef={productsPage.useLoaderData()}
      page={productsPage.useParams().pageNumber}
      search={productsPage.useSearch()}
    />
  );
}

const category = getRouteApi('/product-category/$slug');
export function CategoryRoute() {
  const queryRef = category.useLoaderData();
  const { slug } = category.useParams();
  return (
    <>
      <CategoryHead queryRef={queryRef} page={1} slug={slug} />
      <ProductListScreen queryRef={queryRef} page={1} search={category.useSearch()} category={slug} />
    </>
  );
}

const categoryPage = getRouteApi('/product-category/$slug/page/$pageNumber');
export function CategoryPageRoute() {
  const queryRef = categoryPage.useLoaderData();
  const params = categoryPage.useParams();
  return (
    <>
      <CategoryHead queryRef={queryRef} page={params.pageNumber} slug={params.slug} />
      <ProductListScreen
        queryRef={queryRef}
        page={params.pageNumber}
        search={categoryPage.useSearch()}
        category={params.slug}
      />
    </>
  );
}

/** A category's head: its name (and page) as title, its description, canonical URL and breadcrumb JSON-LD. */
function CategoryHead({
  queryRef,
  page,
  slug,
}: {
  queryRef: PreloadedQuery<ProductListQuery>;
  page: number;
  slug: string;
}) {
  const data = usePreloadedQuery<ProductListQuery>(productListQuery, queryRef);
  const t = useT();
  const { locale } = useLocale();
  const siteUrl = useSiteUrl() ?? '';
  const found = data.productCategory;
  const name = found?.name ?? slug;
  const categoryPath = `/product-category/${encodeURIComponent(slug)}`;
  usePageHead(
    found
      ? {
          title: page > 1 ? t('seo.paged', { title: name, page }) : name,
          description:
            truncate(plainText(found.description), DESCRIPTION_LENGTH) ||
            t('seo.description.category', { category: name }),
          path: page > 1 ? `${categoryPath}/page/${page}` : categoryPath,
          jsonLd: [
            breadcrumbJsonLd([
              { name: t('product.breadcrumb.home'), url: localizedUrl(siteUrl, '/', locale) },
              { name: t('categories.title'), url: localizedUrl(siteUrl, '/categories', locale) },
              { name, url: localizedUrl(siteUrl, categoryPath, locale) },
            ]),
          ],
        }
      : null,
  );
  return null;
}

/** An unknown `/product-category/{slug}` (answered with HTTP 404): 'Category not found' and the way to all categories. */
export function CategoryNotFound() {
  const t = useT();
  return (
    <section className={styles.empty}>
      <h1>{t('list.categoryNotFound')}</h1>
      <Link to="/categories" variant="button">
        {t('shell.menu.categories')}
      </Link>
    </section>
  );
}
