import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
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
import { runningStorefront, type Storefront } from '../../../src/app/storefrontHost';
import type { AppEnvironment } from '../../../src/relay/environment';
import { I18nProvider } from '../../../src/i18n/I18nProvider';
import enUS from '../../../src/i18n/messages/en_US.json';
import { GraphQLRequestError } from '../../../src/relay/errors';
import { LiveRegion } from '../../../src/ui/LiveRegion';

// These tests answer operations through a real Environment with a scripted network: one handler per operation name,
// like the reference API would.
export type Handler = (variables: Variables) => GraphQLResponse | Promise<GraphQLResponse>;

/** A GraphQL error answer, as the network layer raises it (spec 8: the first message). */
export function graphQLError(message: string): never {
  throw new GraphQLRequestError(message, 200, [message]);
}

export function createTestEnvironment(handlers: Record<string, Handler>) {
  const operations: { name: string; variables: Variables }[] = [];
  const network = Network.create((params, variables) => {
    operations.push({ name: params.name, variables });
    const handler = handlers[params.name];
    if (!handler) throw new Error(`No handler for ${params.name}`);
    return Observable.from(Promise.resolve().then(() => handler(variables)));
  });
  const environment = new Environment({ network, store: new Store(new RecordSource()) });
  return {
    environment,
    operations,
    count: (name: string) => operations.filter((o) => o.name === name).length,
  };
}

export interface LineSpec {
  key: string;
  name: string;
  quantity: number;
  price: number;
  attributes?: { label: string; value: string }[];
}

export interface CartSpec {
  lines?: LineSpec[];
  coupons?: { code: string; amount: number }[];
  rates?: { id: string; label: string; cost: number }[];
  chosen?: string;
  shipping?: number;
  discount?: number;
  needsShipping?: boolean;
}

const euro = (amount: number) => `€${amount.toFixed(2)}`;

/** A `Cart` answer with every field the cart views select. */
export function cartPayload(spec: CartSpec = {}) {
  const lines = spec.lines ?? [];
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const discount = spec.discount ?? 0;
  const shipping = spec.shipping ?? 0;
  const tax = Math.round((subtotal - discount + shipping) * 19) / 100;
  const total = subtotal - discount + shipping + tax;
  const rates = spec.rates ?? [];
  return {
    isEmpty: lines.length === 0,
    needsShippingAddress: spec.needsShipping ?? lines.length > 0,
    contents: {
      itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
      nodes: lines.map((line, index) => ({
        __typename: 'SimpleCartItem',
        __isCartItem: 'SimpleCartItem',
        id: `item-${line.key}`,
        key: line.key,
        quantity: line.quantity,
        subtotal: euro(line.price * line.quantity),
        product: {
          node: {
            __typename: 'SimpleProduct',
            __isProductWithPricing: 'SimpleProduct',
            __isInventoriedProduct: 'SimpleProduct',
            id: `product-${index + 1}`,
            databaseId: index + 1,
            name: line.name,
            slug: line.name.toLowerCase().replace(/\W+/g, '-'),
            image: {
              id: `media-${index + 1}`,
              sourceUrl: `/images/products/${index + 1}.png`,
              altText: line.name,
            },
            price: line.price.toFixed(2),
            stockQuantity: 10,
            backordersAllowed: false,
          },
        },
        variation: line.attributes
          ? {
              attributes: line.attributes.map((a, i) => ({
                id: `${line.key}-a${i}`,
                label: a.label,
                name: a.label,
                value: a.value,
              })),
              node: {
                __typename: 'SimpleProductVariation',
                id: `variation-${line.key}`,
                databaseId: 100 + index,
                price: line.price.toFixed(2),
                stockQuantity: 5,
                backordersAllowed: false,
                image: null,
              },
            }
          : null,
      })),
    },
    appliedCoupons: spec.coupons?.length
      ? spec.coupons.map((c) => ({ code: c.code, discountAmount: euro(c.amount) }))
      : null,
    chosenShippingMethods: spec.chosen ? [spec.chosen] : rates[0] ? [rates[0].id] : [],
    availableShippingMethods: rates.length
      ? [{ rates: rates.map((r) => ({ id: r.id, label: r.label, cost: r.cost.toFixed(2) })) }]
      : [],
    subtotal: euro(subtotal),
    discountTotal: euro(discount),
    shippingTotal: euro(shipping),
    totalTax: euro(tax),
    total: euro(total),
  };
}

/** The `CartQuery` answer for a guest with this cart. */
export function cartQueryAnswer(spec: CartSpec = {}): GraphQLResponse {
  return { data: { cart: cartPayload(spec), customer: { id: 'customer-guest' }, viewer: null } };
}

/**
 * Renders `ui` inside everything the app gives it (i18n, Relay, router, the storefront's actor system, live region)
 * at `path`; `routes` adds extra screens by path (the order-received screen after checkout). The page counts as
 * hydrated once rendered: auth and wishlist start, as in the browser.
 */
export function renderWithCart(
  ui: ReactNode,
  environment: Environment,
  { path = '/', routes = {} }: { path?: string; routes?: Record<string, () => ReactNode> } = {},
): RenderResult & { storefront: Storefront } {
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <Outlet />
        <LiveRegion />
      </>
    ),
  });
  const children = [
    createRoute({ getParentRoute: () => rootRoute, path, component: () => ui }),
    ...Object.entries(routes).map(([routePath, component]) =>
      createRoute({ getParentRoute: () => rootRoute, path: routePath, component }),
    ),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(children),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  // The test's route tree is smaller than the app's; the system only navigates and listens to it.
  const storefront = createStorefront({
    environment: environment as AppEnvironment,
    router,
  });
  const result = render(
    <I18nProvider initialLocale="en_US" initialMessages={enUS}>
      <RelayEnvironmentProvider environment={environment}>
        <StorefrontProvider host={runningStorefront(storefront)}>
          <RouterProvider router={router} />
        </StorefrontProvider>
      </RelayEnvironmentProvider>
    </I18nProvider>,
  );
  act(() => {
    storefront.hydrated();
  });
  return { ...result, storefront };
}
