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
import type { CheckoutScreenQuery } from '../__generated__/CheckoutScreenQuery.graphql';
import CheckoutScreenQueryNode from '../__generated__/CheckoutScreenQuery.graphql';
import type { OrderSummaryScreenQuery } from '../__generated__/OrderSummaryScreenQuery.graphql';
import OrderSummaryScreenQueryNode from '../__generated__/OrderSummaryScreenQuery.graphql';
import type { AccountRouteQuery } from '../__generated__/AccountRouteQuery.graphql';
import AccountRouteQueryNode from '../__generated__/AccountRouteQuery.graphql';
import {
  validateAccountSearch,
  validateLostPasswordSearch,
  validateOAuthSearch,
} from './account/accountTabs';
import { ErrorScreen, NotFoundScreen } from './app/ErrorScreen';
import { Layout } from './app/Layout';
import { toProductsWhere, validateListSearch, type ListSearch } from './catalog/listParams';
import { pageCursor, parsePageNumber } from './catalog/pagination';
import type { AppEnvironment } from './relay/environment';
import { preloadRouteQuery, routeQueryData } from './relay/preload';
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
  staticData: { chunk: 'src/catalog/HomeRoute.tsx' },
  component: lazyRouteComponent(() => import('./catalog/HomeRoute'), 'HomeRoute'),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps }) => loadList('/products', relayEnvironment, deps, 1),
  staticData: { chunk: 'src/catalog/ProductListRoutes.tsx' },
  component: lazyRouteComponent(() => import('./catalog/ProductListRoutes'), 'ProductsRoute'),
});

const productsPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products/page/$pageNumber',
  params: pageParams,
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps, params }) =>
    loadList('/products/page', relayEnvironment, deps, params.pageNumber),
  staticData: { chunk: 'src/catalog/ProductListRoutes.tsx' },
  component: lazyRouteComponent(() => import('./catalog/ProductListRoutes'), 'ProductsPageRoute'),
});

const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories',
  loader: ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<CategoriesScreenQuery>('/categories', relayEnvironment, CategoriesScreenQueryNode, {}),
  staticData: { chunk: 'src/catalog/CategoriesRoute.tsx' },
  component: lazyRouteComponent(() => import('./catalog/CategoriesRoute'), 'CategoriesRoute'),
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product-category/$slug',
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { relayEnvironment }, deps, params }) =>
    loadList('/product-category', relayEnvironment, deps, 1, params.slug),
  staticData: { chunk: 'src/catalog/ProductListRoutes.tsx' },
  component: lazyRouteComponent(() => import('./catalog/ProductListRoutes'), 'CategoryRoute'),
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
  staticData: { chunk: 'src/catalog/ProductListRoutes.tsx' },
  component: lazyRouteComponent(() => import('./catalog/ProductListRoutes'), 'CategoryPageRoute'),
});

const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$slug',
  loader: async ({ context: { relayEnvironment }, params }) => {
    const variables = { slug: params.slug };
    const ref = preloadRouteQuery<ProductScreenQuery>(
      '/product',
      relayEnvironment,
      ProductScreenQueryNode,
      variables,
    );
    // An unknown slug is a real 404 (spec 8: 'Product not found'), decided before anything renders.
    const data = await routeQueryData<ProductScreenQuery>(
      relayEnvironment,
      ProductScreenQueryNode,
      variables,
    );
    if (!data?.product) throw notFound();
    return ref;
  },
  notFoundComponent: lazyRouteComponent(() => import('./catalog/product/ProductNotFound'), 'ProductNotFound'),
  staticData: { chunk: 'src/catalog/product/ProductRoute.tsx' },
  component: lazyRouteComponent(() => import('./catalog/product/ProductRoute'), 'ProductRoute'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  staticData: { chunk: 'src/app/ContactScreen.tsx' },
  component: lazyRouteComponent(() => import('./app/ContactScreen'), 'ContactScreen'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  staticData: { chunk: 'src/app/PrivacyScreen.tsx' },
  component: lazyRouteComponent(() => import('./app/PrivacyScreen'), 'PrivacyScreen'),
});

/** `{orderId}` must be a whole number ≥ 1 (an order's database id); anything else is the spec's fatal 404. */
const orderParams = {
  parse: ({ orderId }: { orderId: string }) => {
    if (!/^[1-9]\d{0,9}$/.test(orderId)) throw notFound();
    return { orderId: Number(orderId) };
  },
  stringify: ({ orderId }: { orderId: number | string }) => ({ orderId: String(orderId) }),
};

const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  loader: ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<CheckoutScreenQuery>('/checkout', relayEnvironment, CheckoutScreenQueryNode, {}),
  staticData: { chunk: 'src/checkout/routes.tsx' },
  component: lazyRouteComponent(() => import('./checkout/routes'), 'CheckoutRoute'),
});

const orderReceivedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/order-received/$orderId',
  params: orderParams,
  loader: ({ context: { relayEnvironment }, params }) =>
    preloadRouteQuery<OrderSummaryScreenQuery>('/order', relayEnvironment, OrderSummaryScreenQueryNode, {
      id: String(params.orderId),
    }),
  staticData: { chunk: 'src/checkout/routes.tsx' },
  component: lazyRouteComponent(() => import('./checkout/routes'), 'OrderReceivedRoute'),
});

const orderSummaryIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order-summary',
  staticData: { chunk: 'src/checkout/routes.tsx' },
  component: lazyRouteComponent(() => import('./checkout/routes'), 'OrderSummaryIndexRoute'),
});

const orderSummaryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order-summary/$orderId',
  params: orderParams,
  loader: ({ context: { relayEnvironment }, params }) =>
    preloadRouteQuery<OrderSummaryScreenQuery>('/order', relayEnvironment, OrderSummaryScreenQueryNode, {
      id: String(params.orderId),
    }),
  staticData: { chunk: 'src/checkout/routes.tsx' },
  component: lazyRouteComponent(() => import('./checkout/routes'), 'OrderSummaryRoute'),
});

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-account',
  validateSearch: validateAccountSearch,
  // Only the public part (login clients) loads here: the customer's data needs the token in browser storage.
  loader: ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<AccountRouteQuery>('/my-account', relayEnvironment, AccountRouteQueryNode, {}),
  staticData: { chunk: 'src/account/AccountRoute.tsx' },
  component: lazyRouteComponent(() => import('./account/AccountRoute'), 'AccountRoute'),
});

const lostPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-account/lost-password',
  validateSearch: validateLostPasswordSearch,
  staticData: { chunk: 'src/account/LostPasswordRoute.tsx' },
  component: lazyRouteComponent(() => import('./account/LostPasswordRoute'), 'LostPasswordRoute'),
});

const oauthLoginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/oauth/login/$provider',
  params: {
    parse: ({ provider }: { provider: string }) => {
      if (!/^[a-z0-9_-]{2,32}$/i.test(provider)) throw notFound();
      return { provider: provider.toLowerCase() };
    },
    stringify: ({ provider }: { provider: string }) => ({ provider }),
  },
  validateSearch: validateOAuthSearch,
  staticData: { chunk: 'src/account/OAuthLoginRoute.tsx' },
  component: lazyRouteComponent(() => import('./account/OAuthLoginRoute'), 'OAuthLoginRoute'),
});

const wishlistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wishlist',
  staticData: { chunk: 'src/account/WishlistRoute.tsx' },
  component: lazyRouteComponent(() => import('./account/WishlistRoute'), 'WishlistRoute'),
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
  checkoutRoute,
  orderReceivedRoute,
  orderSummaryIndexRoute,
  orderSummaryRoute,
  accountRoute,
  lostPasswordRoute,
  oauthLoginRoute,
  wishlistRoute,
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
  interface StaticDataRouteOption {
    /** The route component's module, so the server can `modulepreload` its chunk with the page. */
    chunk?: string;
  }
}
