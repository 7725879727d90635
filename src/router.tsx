import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import type { ProductsScreenQuery } from '../__generated__/ProductsScreenQuery.graphql';
import ProductsScreenQueryNode from '../__generated__/ProductsScreenQuery.graphql';
import { ErrorScreen, NotFoundScreen } from './app/ErrorScreen';
import { Layout } from './app/Layout';
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

const homeRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('./app/HomeScreen'), 'HomeScreen'),
});

const productsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/products',
  loader: ({ context: { relayEnvironment } }) =>
    preloadRouteQuery<ProductsScreenQuery>('/products', relayEnvironment, ProductsScreenQueryNode, {
      first: settings.productsPerPage,
      after: null,
      where: null,
    }),
  component: lazyRouteComponent(() => import('./catalog/ProductsScreen'), 'ProductsRouteScreen'),
});

const routeTree = rootRoute.addChildren([homeRoute, productsRoute]);

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
