import { getRouteApi } from '@tanstack/react-router';
import { ProductListScreen } from './ProductListScreen';

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
  return (
    <ProductListScreen
      queryRef={category.useLoaderData()}
      page={1}
      search={category.useSearch()}
      category={category.useParams().slug}
    />
  );
}

const categoryPage = getRouteApi('/product-category/$slug/page/$pageNumber');
export function CategoryPageRoute() {
  const params = categoryPage.useParams();
  return (
    <ProductListScreen
      queryRef={categoryPage.useLoaderData()}
      page={params.pageNumber}
      search={categoryPage.useSearch()}
      category={params.slug}
    />
  );
}
