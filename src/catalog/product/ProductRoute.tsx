import { getRouteApi } from '@tanstack/react-router';
import { ProductScreen } from './ProductScreen';

const route = getRouteApi('/product/$slug');

/** The `/product/$slug` route component: reads the query its loader started. */
export function ProductRoute() {
  return <ProductScreen queryRef={route.useLoaderData()} />;
}
