import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Suspense } from 'react';
import { loadQuery, RelayEnvironmentProvider } from 'react-relay';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
  type Variables,
} from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { ProductScreenQuery } from '../../../../__generated__/ProductScreenQuery.graphql';
import ProductScreenQueryNode from '../../../../__generated__/ProductScreenQuery.graphql';
import { createStorefront } from '../../../../src/app/actors';
import { StorefrontProvider } from '../../../../src/app/hooks';
import { runningStorefront } from '../../../../src/app/storefrontHost';
import { CartFailureNotice } from '../../../../src/cart/CartFailureNotice';
import { ProductNotFound } from '../../../../src/catalog/product/ProductNotFound';
import { ProductScreen } from '../../../../src/catalog/product/ProductScreen';
import { loadSanitizer } from '../../../../src/catalog/product/useSanitizer';
import { I18nProvider } from '../../../../src/i18n/I18nProvider';
import enUS from '../../../../src/i18n/messages/en_US.json';
import type { AppEnvironment } from '../../../../src/relay/environment';
import { LiveRegion } from '../../../../src/ui/LiveRegion';

// Operations are answered through a real Environment with a scripted network: one handler per operation name.
type Handler = (variables: Variables) => GraphQLResponse | Promise<GraphQLResponse>;

function createTestEnvironment(handlers: Record<string, Handler>) {
  const operations: { name: string; variables: Variables }[] = [];
  const network = Network.create((params, variables) => {
    operations.push({ name: params.name, variables });
    const handler = handlers[params.name];
    if (!handler) throw new Error(`No handler for ${params.name}`);
    return Observable.from(Promise.resolve(handler(variables)));
  });
  return { environment: new Environment({ network, store: new Store(new RecordSource()) }), operations };
}

const INTERFACES: Record<string, string[]> = {
  VariableProduct: ['Product', 'ProductUnion', 'InventoriedProduct', 'ProductWithPricing'],
  SimpleProduct: ['Product', 'ProductUnion', 'InventoriedProduct', 'ProductWithPricing'],
  SimpleProductVariation: ['ProductUnion', 'InventoriedProduct', 'ProductWithPricing', 'ProductVariation'],
};

/** A product-like payload object with the `__isX` markers Relay selects for abstract type refinements. */
function typed(typename: string, fields: Record<string, unknown>) {
  const markers = Object.fromEntries((INTERFACES[typename] ?? []).map((name) => [`__is${name}`, typename]));
  return { __typename: typename, ...markers, ...fields };
}

const media = (id: number, alt: string) => ({
  id: `media-${id}`,
  databaseId: id,
  sourceUrl: `/images/products/${id}.png`,
  altText: alt,
});

const variation = (
  id: number,
  color: string,
  size: string,
  price: string,
  stock: 'IN_STOCK' | 'OUT_OF_STOCK',
) =>
  typed('SimpleProductVariation', {
    id: `variation-${id}`,
    databaseId: id,
    sku: `HOOD-${color.toUpperCase()}-${size.toUpperCase()}`,
    onSale: false,
    price,
    regularPrice: price,
    salePrice: null,
    stockStatus: stock,
    stockQuantity: stock === 'IN_STOCK' ? 12 : 0,
    backordersAllowed: false,
    image: media(100 + id, `Everyday Hoodie in ${color}`),
    attributes: {
      nodes: [
        { id: `va-${id}-color`, name: 'pa_color', value: color },
        { id: `va-${id}-size`, name: 'pa_size', value: size },
      ],
    },
  });

const attribute = (name: string, label: string, terms: [string, string][]) => ({
  __typename: 'GlobalProductAttribute',
  id: `attr-${name}`,
  name,
  label,
  variation: true,
  options: terms.map(([slug]) => slug),
  terms: {
    nodes: terms.map(([slug, termName]) => ({
      __typename: 'PaColor',
      id: `term-${slug}`,
      slug,
      name: termName,
    })),
  },
});

const hoodie = typed('VariableProduct', {
  id: 'product-1',
  databaseId: 1,
  type: 'VARIABLE',
  name: 'Everyday Hoodie',
  sku: 'HOOD',
  description: '<p>A brushed-back fleece hoodie.</p><script>window.hacked = true</script>',
  shortDescription: '<p onclick="alert(1)">Heavyweight organic cotton.</p>',
  onSale: false,
  price: '€59.00 - €63.00',
  regularPrice: '€59.00 - €63.00',
  salePrice: null,
  stockStatus: 'IN_STOCK',
  stockQuantity: null,
  backordersAllowed: false,
  averageRating: 4.5,
  reviewCount: 2,
  image: media(10, 'Everyday Hoodie'),
  galleryImages: { nodes: [media(11, 'Everyday Hoodie view 2'), media(12, 'Everyday Hoodie view 3')] },
  productCategories: { nodes: [{ id: 'cat-1', name: 'Clothing', slug: 'clothing' }] },
  reviews: {
    averageRating: 4.5,
    edges: [
      {
        rating: 5,
        node: {
          id: 'c1',
          content: '<p>Love it.</p>',
          date: '2024-03-05T10:00:00',
          author: { node: { __typename: 'CommentAuthor', id: 'a1', name: 'Anna' } },
        },
      },
      {
        rating: 4,
        node: {
          id: 'c2',
          content: '<p>Good.</p>',
          date: '2024-03-06T10:00:00',
          author: { node: { __typename: 'CommentAuthor', id: 'a2', name: 'Ben' } },
        },
      },
    ],
  },
  related: { nodes: [] },
  defaultAttributes: { nodes: [] },
  attributes: {
    nodes: [
      attribute('pa_color', 'Color', [
        ['blue', 'Blue'],
        ['black', 'Black'],
      ]),
      attribute('pa_size', 'Size', [
        ['s', 'S'],
        ['xl', 'XL'],
      ]),
    ],
  },
  variations: {
    nodes: [
      variation(21, 'blue', 's', '€59.00', 'IN_STOCK'),
      variation(22, 'blue', 'xl', '€63.00', 'IN_STOCK'),
      variation(23, 'black', 's', '€59.00', 'IN_STOCK'),
      variation(24, 'black', 'xl', '€63.00', 'OUT_OF_STOCK'),
    ],
  },
});

async function renderProduct(product: unknown, extraHandlers: Record<string, Handler> = {}) {
  const { environment, operations } = createTestEnvironment({
    ProductScreenQuery: () => ({ data: { product } }),
    ...extraHandlers,
  });
  const queryRef = loadQuery<ProductScreenQuery>(environment, ProductScreenQueryNode, {
    slug: 'everyday-hoodie',
  });
  // The product route's loader starts loading the store-HTML sanitiser; here it is in before the page renders.
  await loadSanitizer();
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <CartFailureNotice />
        <Suspense fallback={<p>Loading</p>}>
          <ProductScreen queryRef={queryRef} />
        </Suspense>
      </>
    ),
    // As the app's product route: a product the store does not know is its 'Product not found'.
    notFoundComponent: ProductNotFound,
  });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/product/everyday-hoodie'] }),
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
          <LiveRegion />
          <StorefrontProvider host={runningStorefront(storefront)}>
            <RouterProvider router={router} />
          </StorefrontProvider>
        </I18nProvider>
      </RelayEnvironmentProvider>,
    );
    await Promise.resolve();
  });
  // Hydrated, as in the browser: auth (behind the review form) and the wishlist start.
  act(() => {
    storefront.hydrated();
  });
  await screen.findByRole('heading', { level: 1 });
  return { operations };
}

// The first test here loads the store-HTML sanitiser (DOMPurify with jsdom): seconds when the machine is busy.
describe('ProductScreen', { timeout: 20_000 }, () => {
  it('shows the product: name, price range, stock, sanitised descriptions, breadcrumb and reviews', async () => {
    await renderProduct(hoodie);
    expect(screen.getByRole('heading', { level: 1, name: 'Everyday Hoodie' })).toBeTruthy();
    expect(screen.getByText(/€59\.00\s*–\s*€63\.00/)).toBeTruthy();
    expect(screen.getByText('In Stock')).toBeTruthy();
    expect(screen.getByText('Heavyweight organic cotton.').getAttribute('onclick')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Clothing' }).getAttribute('href')).toBe(
      '/product-category/clothing',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Reviews (2)' })).toBeTruthy();
    expect(screen.getByText('Based on 2 reviews')).toBeTruthy();
    expect(screen.getByText('5 stars: 1 review (50%)')).toBeTruthy();
  });

  it('lets the gallery be browsed with buttons and named thumbnails', async () => {
    await renderProduct(hoodie);
    // The tabs' code loads apart from the page's (src/catalog/product/ProductGallery.tsx).
    const thumbnails = await screen.findByRole('tablist', { name: 'Images of Everyday Hoodie' });
    const tabs = within(thumbnails).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Image 1 of 3',
      'Image 2 of 3',
      'Image 3 of 3',
    ]);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('tab', { name: 'Image 2 of 3' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').querySelector('img')?.getAttribute('alt')).toBe(
      'Everyday Hoodie view 2',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('tab', { name: 'Image 3 of 3' }).getAttribute('aria-selected')).toBe('true');
  });

  it('needs a variation before adding, then switches price, SKU, stock and image to it', async () => {
    await renderProduct(hoodie);
    // Unavailable, the button stays focusable (aria-disabled) and is described by the reason.
    const add = screen.getByRole('button', { name: 'Add to cart' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.hasAttribute('disabled')).toBe(false);
    const reason = document.getElementById(add.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Choose your options to add this product to the cart.');
    expect(screen.getByText('HOOD')).toBeTruthy();

    fireEvent.click(await screen.findByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'XL' }));
    expect(screen.getByText('€63.00')).toBeTruthy();
    expect(screen.getByText('HOOD-BLUE-XL')).toBeTruthy();
    expect(screen.getByRole('tabpanel').querySelector('img')?.getAttribute('alt')).toBe(
      'Everyday Hoodie in blue',
    );
    expect(screen.getByRole('button', { name: 'Add to cart' }).hasAttribute('aria-disabled')).toBe(false);

    fireEvent.click(screen.getByRole('radio', { name: 'Black' }));
    expect(screen.getByText('Out of Stock')).toBeTruthy();
    expect(screen.getByText('HOOD-BLACK-XL')).toBeTruthy();
    const outOfStock = screen.getByRole('button', { name: 'Add to cart' });
    expect(outOfStock.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(outOfStock.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This product is out of stock and cannot be added to the cart.',
    );
  });

  it('adds the chosen variation: shows Adding... while pending, then announces success', async () => {
    let answer: (response: GraphQLResponse) => void = () => undefined;
    const { operations } = await renderProduct(hoodie, {
      // The cart machine loads the session cart before its first change.
      CartQuery: () => ({ data: { cart: null } }),
      AddCartItemMutation: () =>
        new Promise<GraphQLResponse>((resolve) => {
          answer = resolve;
        }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.blur(screen.getByRole('textbox', { name: 'Quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));

    const pending = await screen.findByRole('button', { name: /Adding\.\.\./ });
    expect(pending.getAttribute('aria-disabled')).toBe('true');
    const mutation = await waitFor(() => {
      const found = operations.find((operation) => operation.name === 'AddCartItemMutation');
      expect(found).toBeDefined();
      return found;
    });
    expect(mutation?.variables.input).toMatchObject({
      productId: 1,
      variationId: 21,
      quantity: 2,
      variation: [
        { attributeName: 'pa_color', attributeValue: 'blue' },
        { attributeName: 'pa_size', attributeValue: 's' },
      ],
    });

    await act(async () => {
      answer({ data: { addToCart: { cart: null } } });
      await Promise.resolve();
    });
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('2 items added to the cart');
  });

  /** Regression: a failed add to cart was only logged; the shopper saw the button come back and nothing else. */
  it('says when adding to the cart failed, aloud and on screen, until closed', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await renderProduct(hoodie, {
      CartQuery: () => ({ data: { cart: null } }),
      AddCartItemMutation: () => ({ errors: [{ message: 'Internal server error' }] }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Blue' }));
    fireEvent.click(screen.getByRole('radio', { name: 'S' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const close = await screen.findByRole('button', { name: 'Close' });
    const notice = close.parentElement!;
    expect(notice.textContent).toContain('Your cart could not be updated. Please try again.');
    expect(screen.getByRole('status').textContent).toContain('Your cart could not be updated.');
    fireEvent.click(close);
    expect(notice.isConnected).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('shows Product not found for an unknown slug', async () => {
    await renderProduct(null);
    expect(screen.getByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/products');
  });
});
