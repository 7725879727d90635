import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type RouterHistory,
} from '@tanstack/react-router';
import type { CategoriesScreenQuery } from '../__generated__/CategoriesScreenQuery.graphql';
import CategoriesScreenQueryNode from '../__generated__/CategoriesScreenQuery.graphql';
import type { HomeScreenQuery } from '../__generated__/HomeScreenQuery.graphql';
import HomeScreenQueryNode from '../__generated__/HomeScreenQuery.graphql';
import type { ProductListQuery } from '../__generated__/ProductListQuery.graphql';
import ProductListQueryNode from '../__generated__/ProductListQuery.graphql';
import type { ProductScreenQuery } from '../__generated__/ProductScreenQuery.graphql';
import ProductScreenQueryNode from '../__generated__/ProductScreenQuery.graphql';
import { ErrorScreen, NotFoundScreen } from './app/ErrorScreen';
import { Layout } from './app/Layout';
import { toProductsWhere, validateListSearch, type ListSearch } from './catalog/listParams';
import { pageCursor, parsePageNumber } from './catalog/pagination';
import type { AppEnvironment } from './relay/environment';
import { preloadRouteQuery } from './relay/preload';
import { settings } from './settings';

export interface RouterContext {
  relayEnvironment: AppEnvironment;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: NotFoundScreen,
  errorComponent: ErrorScreen,
});

/** `{pageNumber}` must be a whole number ≥ 1; anything else is the spec's fatal 404. */
const pageParams = {
  parse: ({ pageNumber }: { pageNumber: string }) => {
    const page = parsePageNumber(pageNumber);
    if (page === undefined) throw notFound();
    return { pageNumber: page };
  },
  stringify: ({ pageNumber }: { pageNumber: number | string }) => ({ pageNumber: String(pageNumber) }),
};

/** Starts a product list's query: server-side filters, search and sort from the URL. */
function loadList(
  routeId: string,
  relayEnvironment: AppEnvironment,
  search: ListSearch,
  page: number,
  category?: string,
) {
  return preloadRouteQuery<ProductListQuery>(routeId, relayEnvironment, ProductListQueryNode, {
    first: settings.productsPerPage,
    after: pageCursor(page, settings.productsPerPage),
    where: toProductsWhere(search, category),
    category: category ?? '',
    hasCategory: Boolean(category),
  });
}

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<HomeScreenQuery>('/', relayEnvironment, HomeScreenQueryNode, {}),
  component: lazyRouteComponent(() => import('./catalog/routes'), 'HomeRoute'),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps }) => loadList('/products', relayEnvironment, deps, 1),
  component: lazyRouteComponent(() => import('./catalog/routes'), 'ProductsRoute'),
});

const productsPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products/page/$pageNumber',
  params: pageParams,
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps, params }) =>
    loadList('/products/page', relayEnvironment, deps, params.pageNumber),
  component: lazyRouteComponent(() => import('./catalog/routes'), 'ProductsPageRoute'),
});

const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories',
  loader: ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<CategoriesScreenQuery>('/categories', relayEnvironment, CategoriesScreenQueryNode, {}),
  component: lazyRouteComponent(() => import('./catalog/routes'), 'CategoriesRoute'),
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product-category/$slug',
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps, params }) =>
    loadList('/product-category', relayEnvironment, deps, 1, params.slug),
  component: lazyRouteComponent(() => import('./catalog/routes'), 'CategoryRoute'),
});

const categoryPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product-category/$slug/page/$pageNumber',
  params: {
    parse: ({ slug, pageNumber }: { slug: string; pageNumber: string }) => ({
      slug,
      ...pageParams.parse({ pageNumber }),
    }),
    stringify: ({ slug, pageNumber }: { slug: string; pageNumber: number | string }) => ({
      slug,
      pageNumber: String(pageNumber),
    }),
  },
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps, params }) =>
    loadList('/product-category/page', relayEnvironment, deps, params.pageNumber, params.slug),
  component: lazyRouteComponent(() => import('./catalog/routes'), 'CategoryPageRoute'),
});

const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$slug',
  loader: ({ context: { relayEnvironment }, params }) =>
    preloadRouteQuery<ProductScreenQuery>('/product', relayEnvironment, ProductScreenQueryNode, { slug: params.slug }),
  component: lazyRouteComponent(() => import('./catalog/product/ProductRoute'), 'ProductRoute'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  component: lazyRouteComponent(() => import('./app/ContactScreen'), 'ContactScreen'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  component: lazyRouteComponent(() => import('./app/PrivacyScreen'), 'PrivacyScreen'),
});

const routeTree = rootRoute.addChildren([
  homeRoute,
  productsRoute,
  productsPageRoute,
  categoriesRoute,
  categoryRoute,
  categoryPageRoute,
  productRoute,
  contactRoute,
  privacyRoute,
]);

/** The typed route tree; one router per browser tab and one per server request. */
export function createAppRouter({
  relayEnvironment,
  history,
}: {
  relayEnvironment: AppEnvironment;
  history?: RouterHistory;
}) {
  return createRouter({
    routeTree,
    context: { relayEnvironment },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    ...(history ? { history } : {}),
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
