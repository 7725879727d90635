import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { createStorefront } from '../../../src/app/actors';
import { StorefrontProvider } from '../../../src/app/hooks';
import { runningStorefront } from '../../../src/app/storefrontHost';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';
import type { AppEnvironment } from '../../../src/relay/environment';
import { LiveRegion } from '../../../src/ui/LiveRegion';

// Operations are answered by a real Environment with a scripted network, one handler per operation name (as in
// tests/unit/catalog/product/ProductScreen.test.tsx).
export type Handler = (variables: Variables) => GraphQLResponse | Promise<GraphQLResponse>;

/** A Relay environment whose network answers each operation with `handlers[name]` and records every call. */
export function createTestEnvironment(handlers: Record<string, Handler>) {
  const operations: { name: string; variables: Variables }[] = [];
  const network = Network.create((params, variables) => {
    operations.push({ name: params.name, variables });
    const handler = handlers[params.name];
    if (!handler) return Observable.from(Promise.reject(new Error(`No handler for ${params.name}`)));
    return Observable.from(
      Promise.resolve(handler(variables)).then((response) => {
        const errors = (response as { errors?: { message: string }[] }).errors;
        // Like the app's network layer: GraphQL errors reject with the first message.
        if (errors?.[0]) throw new Error(errors[0].message);
        return response;
      }),
    );
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), operations };
}

/**
 * Renders `ui` at `path` inside what the app gives the account screens: Relay, i18n, the router, the live region
 * and the storefront's actor system, hydrated (auth and wishlist running). Extra `paths` become empty routes so
 * links and navigation resolve.
 */
export async function renderAccount(
  ui: ReactElement,
  {
    handlers = {},
    path = '/my-account',
    paths = ['/', '/my-account/lost-password', '/products'],
  }: {
    handlers?: Record<string, Handler>;
    path?: string;
    paths?: string[];
  } = {},
) {
  // The cart the system loads after hydration is empty unless a test answers CartQuery itself: a failed load
  // would count as a broken session and reset it.
  const { environment, operations } = createTestEnvironment({
    CartQuery: () => ({ data: { cart: null } }),
    ...handlers,
  });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <LiveRegion />
        <Suspense fallback={<p>Loading</p>}>
          <Outlet />
        </Suspense>
      </>
    ),
  });
  const pathname = path.split('?')[0] ?? path;
  const children = [
    createRoute({ getParentRoute: () => rootRoute, path: pathname, component: () => ui }),
    ...paths
      .filter((p) => p !== pathname)
      .map((p) =>
        createRoute({ getParentRoute: () => rootRoute, path: p, component: () => <p>{`page ${p}`}</p> }),
      ),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  // The test's route tree is smaller than the app's; the system only navigates and listens to it.
  const storefront = createStorefront({
    environment: environment as AppEnvironment,
    router,
  });
  await act(async () => {
    render(
      <RelayEnvironmentProvider environment={environment}>
        <I18nProvider initialLocale="en_US" initialMessages={enUS}>
          <StorefrontProvider host={runningStorefront(storefront)}>
            <RouterProvider router={router} />
          </StorefrontProvider>
        </I18nProvider>
      </RelayEnvironmentProvider>,
    );
    await Promise.resolve();
  });
  act(() => {
    storefront.hydrated();
  });
  return { environment, operations, router, storefront };
}
