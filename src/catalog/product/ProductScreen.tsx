import { notFound } from '@tanstack/react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductScreenQuery } from '../../../__generated__/ProductScreenQuery.graphql';
import { ProductDetail } from './ProductDetail';
import { ProductHead } from './ProductHead';

const productScreenQuery = graphql`
  query ProductScreenQuery($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      id
      ...ProductDetail_product
      ...ProductHead_product
    }
  }
`;

/**
 * `/product/{slug}`: the product page. A slug the store does not know is the route's 'Product not found' (its loader
 * answers it before anything renders; here, for a product gone since), whose code loads only then.
 */
export function ProductScreen({ queryRef }: { queryRef: PreloadedQuery<ProductScreenQuery> }) {
  const data = usePreloadedQuery<ProductScreenQuery>(productScreenQuery, queryRef);
  if (!data.product) throw notFound();
  // Keyed by product: moving to a related product starts with its own defaults and first image.
  return (
    <>
      <ProductHead product={data.product} />
      <ProductDetail key={data.product.id} product={data.product} />
    </>
  );
}
