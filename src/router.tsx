import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  notFound,
  type AnyRoute,
  type RouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import type { CategoriesScreenQuery } from '../__generated__/CategoriesScreenQuery.graphql';
import type { HomeScreenQuery } from '../__generated__/HomeScreenQuery.graphql';
import type { ProductScreenQuery } from '../__generated__/ProductScreenQuery.graphql';
import type { CheckoutScreenQuery } from '../__generated__/CheckoutScreenQuery.graphql';
import type { OrderSummaryScreenQuery } from '../__generated__/OrderSummaryScreenQuery.graphql';
import type { AccountRouteQuery } from '../__generated__/AccountRouteQuery.graphql';
import {
  validateAccountSearch,
  validateLostPasswordSearch,
  validateOAuthSearch,
} from './account/accountTabs';
import { tokenStorage } from './relay/credentials';
import { ContentHydrated } from './app/contentHydration';
import { hydratingServerPage } from './ui/deferredHydration';
import { ErrorScreen, NotFoundScreen } from './app/ErrorScreen';
import { Layout } from './app/Layout';
import { validateListSearch } from './catalog/listParams';
import { parsePageNumber } from './catalog/pagination';
import { loadSanitizer } from './catalog/product/useSanitizer';
import type { AppEnvironment } from './relay/environment';
import { preloadRouteQuery, routeQueryData } from './relay/preload';
import { limitPrefetch } from './routePrefetch';
import { once } from './once';
import { routeChunk, type RouteChunk } from './routeChunk';
import { completeMessages } from './i18n/messages';
import { RouteHead, type RouteHeadSpec } from './seo/RouteHead';

/**
 * Each route's query artifact loads with the route's own chunk (its screen reads the same module), not with the
 * entry: the router only needs it once that route loads. Each is asked for once (`once`): the server's loaders run for
 * every page it renders.
 */
const queries = {
  home: once(() => import('../__generated__/HomeScreenQuery.graphql').then((m) => m.default)),
  categories: once(() => import('../__generated__/CategoriesScreenQuery.graphql').then((m) => m.default)),
  product: once(() => import('../__generated__/ProductScreenQuery.graphql').then((m) => m.default)),
  checkout: once(() => import('../__generated__/CheckoutScreenQuery.graphql').then((m) => m.default)),
  order: once(() => import('../__generated__/OrderSummaryScreenQuery.graphql').then((m) => m.default)),
  account: once(() => import('../__generated__/AccountRouteQuery.graphql').then((m) => m.default)),
};

export interface RouterContext {
  relayEnvironment: AppEnvironment;
}

/** The shell, and the head every route starts with (src/seo: title, description, canonical, alternates). */
function Root() {
  return (
    <>
      <RouteHead />
      <Layout />
    </>
  );
}

/**
 * A route's component, followed by the report that it has hydrated: navigations wait for it on the first page
 * (src/app/contentHydration.tsx).
 */
function reporting(Component: RouteComponent): RouteComponent {
  const Reporting: RouteComponent = () => (
    <>
      <Component />
      <ContentHydrated />
    </>
  );
  if (Component.preload) Reporting.preload = Component.preload;
  return Reporting;
}

/**
 * Every screen a route may render inside the page's content (its component, and its own not-found screen) reports its
 * hydration: one that did not would hold the first page's navigations until the hold's time limit.
 */
function reportHydration(route: AnyRoute): void {
  const { component, notFoundComponent } = route.options as {
    component?: RouteComponent;
    notFoundComponent?: RouteComponent;
  };
  route.update({
    ...(component ? { component: reporting(component) } : {}),
    ...(notFoundComponent ? { notFoundComponent: reporting(notFoundComponent) } : {}),
  });
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Root,
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

/**
 * A route's module whose pages show the catalogue's later messages (the account's, checkout's, order and contact
 * pages: src/i18n/messageParts.ts): it loads with them, so its first render, and its title, are translated.
 */
function withLaterMessages<T>(module: RouteChunk<T>): RouteChunk<T> & { laterMessages: true } {
  const load = once(() => Promise.all([module(), completeMessages()]).then(([loaded]) => loaded));
  return Object.assign(load, { chunk: module.chunk, laterMessages: true as const });
}

/**
 * What a route's `staticData` says of its module (the server preloads both): its chunk, and whether it loads with the
 * catalogue's later messages.
 */
function served(module: RouteChunk<unknown> & { laterMessages?: true }): {
  chunk: string;
  laterMessages?: true;
} {
  return module.laterMessages ? { chunk: module.chunk, laterMessages: true } : { chunk: module.chunk };
}

/**
 * The product lists' loader, with their query, in their own chunk (src/catalog/loadList.ts): it starts loading
 * with the list's route chunk, and the page cursors and attributes it needs stay out of every other page.
 */
const lists = routeChunk(() => import('./catalog/loadList'));

/** Each route's component module: its `chunk` is the key the server preloads it by (src/routeChunk.ts). */
const homeModule = routeChunk(() => import('./catalog/HomeRoute'));
const productListModule = routeChunk(() => import('./catalog/ProductListRoutes'));
const categoriesModule = routeChunk(() => import('./catalog/CategoriesRoute'));
const productModule = routeChunk(() => import('./catalog/product/ProductRoute'));
const contactModule = withLaterMessages(routeChunk(() => import('./app/ContactScreen')));
const privacyModule = withLaterMessages(routeChunk(() => import('./app/PrivacyScreen')));
const checkoutModule = withLaterMessages(routeChunk(() => import('./checkout/routes')));
const orderModule = withLaterMessages(routeChunk(() => import('./checkout/orderRoutes')));
const accountModule = withLaterMessages(routeChunk(() => import('./account/AccountRoute')));
const lostPasswordModule = withLaterMessages(routeChunk(() => import('./account/LostPasswordRoute')));
const oauthLoginModule = withLaterMessages(routeChunk(() => import('./account/OAuthLoginRoute')));
const wishlistModule = routeChunk(() => import('./wishlist/WishlistRoute'));
const LIST_CHUNKS = [productListModule.chunk, lists.chunk];

/** Category pages name themselves from their data (src/catalog/ProductListRoutes.tsx). */
const CATEGORY_HEAD: RouteHeadSpec = { notFound: 'list.categoryNotFound' };

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  loader: async ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<HomeScreenQuery>('/', relayEnvironment, await queries.home(), {}),
  staticData: {
    ...served(homeModule),
    head: { title: 'home.heroTitle', description: 'home.heroText' },
  },
  component: lazyRouteComponent(homeModule, 'HomeRoute'),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { relayEnvironment }, deps }) =>
    (await lists()).loadList('/products', relayEnvironment, deps, 1),
  staticData: {
    chunk: LIST_CHUNKS,
    head: { title: 'list.allProducts', description: 'seo.description.products' },
  },
  component: lazyRouteComponent(productListModule, 'ProductsRoute'),
});

const productsPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products/page/$pageNumber',
  params: pageParams,
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { relayEnvironment }, deps, params }) =>
    (await lists()).loadList('/products/page', relayEnvironment, deps, params.pageNumber),
  staticData: {
    chunk: LIST_CHUNKS,
    head: { title: 'list.allProducts', description: 'seo.description.products' },
  },
  component: lazyRouteComponent(productListModule, 'ProductsPageRoute'),
});

const categoriesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/categories',
  loader: async ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<CategoriesScreenQuery>('/categories', relayEnvironment, await queries.categories(), {}),
  staticData: {
    ...served(categoriesModule),
    head: { title: 'categories.title', description: 'seo.description.categories' },
  },
  component: lazyRouteComponent(categoriesModule, 'CategoriesRoute'),
});

const categoryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product-category/$slug',
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { relayEnvironment }, deps, params }) =>
    (await lists()).loadList('/product-category', relayEnvironment, deps, 1, params.slug),
  notFoundComponent: lazyRouteComponent(productListModule, 'CategoryNotFound'),
  staticData: { chunk: LIST_CHUNKS, head: CATEGORY_HEAD },
  component: lazyRouteComponent(productListModule, 'CategoryRoute'),
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
  loader: async ({ context: { relayEnvironment }, deps, params }) =>
    (await lists()).loadList(
      '/product-category/page',
      relayEnvironment,
      deps,
      params.pageNumber,
      params.slug,
    ),
  notFoundComponent: lazyRouteComponent(productListModule, 'CategoryNotFound'),
  staticData: { chunk: LIST_CHUNKS, head: CATEGORY_HEAD },
  component: lazyRouteComponent(productListModule, 'CategoryPageRoute'),
});

const productRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/product/$slug',
  loader: async ({ context: { relayEnvironment }, params }) => {
    const variables = { slug: params.slug };
    // The store HTML's sanitiser: the server renders with it. The browser fetches it beside a page it draws itself,
    // never for the server's page it hydrates: that HTML is sanitised already, and hydration keeps it
    // (src/catalog/product/StoreHtml.tsx).
    if (typeof window === 'undefined') await loadSanitizer();
    else if (!hydratingServerPage()) void loadSanitizer();
    const node = await queries.product();
    const ref = preloadRouteQuery<ProductScreenQuery>('/product', relayEnvironment, node, variables);
    // An unknown slug is a real 404 (spec 8: 'Product not found'), decided before anything renders.
    const data = await routeQueryData<ProductScreenQuery>(relayEnvironment, node, variables);
    if (!data?.product) throw notFound();
    return ref;
  },
  notFoundComponent: lazyRouteComponent(() => import('./catalog/product/ProductNotFound'), 'ProductNotFound'),
  staticData: { ...served(productModule), head: { notFound: 'product.notFound' } },
  component: lazyRouteComponent(productModule, 'ProductRoute'),
});

const contactRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contact',
  staticData: {
    ...served(contactModule),
    head: { title: 'contact.title', description: 'contact.intro' },
  },
  component: lazyRouteComponent(contactModule, 'ContactScreen'),
});

const privacyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/privacy-policy',
  staticData: {
    ...served(privacyModule),
    head: { title: 'privacy.title', description: 'privacy.intro' },
  },
  component: lazyRouteComponent(privacyModule, 'PrivacyScreen'),
});

/** `{orderId}` must be a whole number ≥ 1 (an order's database id); anything else is the spec's fatal 404. */
const orderParams = {
  parse: ({ orderId }: { orderId: string }) => {
    // Order ids are GraphQL Ints: anything beyond 2^31 - 1 names no order.
    if (!/^[1-9]\d{0,9}$/.test(orderId) || Number(orderId) > 2_147_483_647) throw notFound();
    return { orderId: Number(orderId) };
  },
  stringify: ({ orderId }: { orderId: number | string }) => ({ orderId: String(orderId) }),
};

const ORDER_SUMMARY_HEAD: RouteHeadSpec = { title: 'order.summary.title', private: true };

const checkoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout',
  loader: async ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<CheckoutScreenQuery>('/checkout', relayEnvironment, await queries.checkout(), {}),
  staticData: {
    ...served(checkoutModule),
    head: { title: 'checkout.title', private: true },
  },
  component: lazyRouteComponent(checkoutModule, 'CheckoutRoute'),
});

/**
 * A customer reads the order by id; a guest cannot (WooGraphQL refuses guests the root `order` field) and finds it
 * among the session's `customer.orders`, as WooNuxt does. The tokens live in browser storage, so the server render
 * asks as a guest.
 */
function orderQueryVariables(orderId: number | string): OrderSummaryScreenQuery['variables'] {
  const customer = typeof window !== 'undefined' && tokenStorage.expiresIn() !== null;
  return { id: String(orderId), databaseId: Number(orderId), customer };
}

/**
 * The server does not ask for an order at all: its guest answer is not the shopper's, and the screen draws the wait
 * until it has hydrated (OrderSummaryScreen). The browser always asks the store.
 */
const ORDER_FETCH_POLICY = typeof window === 'undefined' ? 'store-only' : 'network-only';

const orderReceivedRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/checkout/order-received/$orderId',
  params: orderParams,
  loader: async ({ context: { relayEnvironment }, params }) =>
    preloadRouteQuery<OrderSummaryScreenQuery>(
      '/order',
      relayEnvironment,
      await queries.order(),
      orderQueryVariables(params.orderId),
      ORDER_FETCH_POLICY,
    ),
  staticData: {
    ...served(orderModule),
    head: { title: 'order.received.title', private: true },
  },
  component: lazyRouteComponent(orderModule, 'OrderReceivedRoute'),
});

const orderSummaryIndexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order-summary',
  staticData: {
    ...served(orderModule),
    head: ORDER_SUMMARY_HEAD,
  },
  component: lazyRouteComponent(orderModule, 'OrderSummaryIndexRoute'),
});

const orderSummaryRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/order-summary/$orderId',
  params: orderParams,
  loader: async ({ context: { relayEnvironment }, params }) =>
    preloadRouteQuery<OrderSummaryScreenQuery>(
      '/order',
      relayEnvironment,
      await queries.order(),
      orderQueryVariables(params.orderId),
      ORDER_FETCH_POLICY,
    ),
  staticData: {
    ...served(orderModule),
    head: ORDER_SUMMARY_HEAD,
  },
  component: lazyRouteComponent(orderModule, 'OrderSummaryRoute'),
});

const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-account',
  validateSearch: validateAccountSearch,
  // Only the public part (login clients) loads here: the customer's data needs the token in browser storage.
  loader: async ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<AccountRouteQuery>('/my-account', relayEnvironment, await queries.account(), {}),
  staticData: {
    ...served(accountModule),
    head: { title: 'account.title', private: true },
  },
  component: lazyRouteComponent(accountModule, 'AccountRoute'),
});

const lostPasswordRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/my-account/lost-password',
  validateSearch: validateLostPasswordSearch,
  staticData: {
    ...served(lostPasswordModule),
    head: { title: 'auth.lost.title', private: true },
  },
  component: lazyRouteComponent(lostPasswordModule, 'LostPasswordRoute'),
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
  staticData: {
    ...served(oauthLoginModule),
    head: { title: 'auth.social.title', private: true },
  },
  component: lazyRouteComponent(oauthLoginModule, 'OAuthLoginRoute'),
});

const wishlistRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wishlist',
  staticData: { ...served(wishlistModule), head: { title: 'wishlist.title', private: true } },
  component: lazyRouteComponent(wishlistModule, 'WishlistRoute'),
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
routeTree.children?.forEach((route: AnyRoute) => reportHydration(route));

/** The typed route tree; one router per browser tab and one per server request. */
export function createAppRouter({
  relayEnvironment,
  history,
  nonce,
}: {
  relayEnvironment: AppEnvironment;
  history?: RouterHistory;
  /** The page's Content-Security-Policy nonce (server render): the router's inline scripts carry it. */
  nonce?: string | undefined;
}) {
  // The router restores the scroll of a page it renders, or puts it at the top. The first render is the hydration of
  // the page the browser loaded and already placed (at its #anchor, where a reload left it): leave it where it is.
  // A shopper who scrolled before the page hydrated, on a slow phone, was thrown back to the top, and a tap in flight
  // landed on whatever was there.
  let rendered = false;
  const router = createRouter({
    routeTree,
    context: { relayEnvironment },
    defaultPreload: 'intent',
    defaultPreloadStaleTime: 0,
    scrollRestoration: () => {
      const restore = rendered;
      rendered = true;
      return restore;
    },
    ...(history ? { history } : {}),
    ...(nonce ? { ssr: { nonce } } : {}),
  });
  // Links preload on intent through this method: spec 9 caps it at 4 pending and skips it on slow or
  // data-saving connections. The same target while pending shares one preload.
  type Target = Parameters<typeof router.buildLocation>[0];
  router.preloadRoute = limitPrefetch(router.preloadRoute, {
    // The same options preloadRoute itself builds its location from (its generics differ only in typing).
    key: (options) => router.buildLocation(options as Target).href,
  });
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface StaticDataRouteOption {
    /** The route component's module (and its loader's, if apart), so the server can `modulepreload` them with the page. */
    chunk?: string | string[];
    /** The route's default title, description and indexing (src/seo/RouteHead). */
    head?: RouteHeadSpec;
    /** Its pages show the catalogue's later messages (src/i18n/messageParts.ts): the server preloads them too. */
    laterMessages?: boolean;
  }
}
