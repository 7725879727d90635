import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductScreenQuery } from '../../../__generated__/ProductScreenQuery.graphql';
import { ProductDetail } from './ProductDetail';
import { ProductHead } from './ProductHead';
import { ProductNotFound } from './ProductNotFound';

const productScreenQuery = graphql`
  query ProductScreenQuery($slug: ID!) {
    product(id: $slug, idType: SLUG) {
      id
      ...ProductDetail_product
      ...ProductHead_product
    }
  }
`;

/** `/product/{slug}`: the product page, or 'Product not found' for a slug the store does not know. */
export function ProductScreen({ queryRef }: { queryRef: PreloadedQuery<ProductScreenQuery> }) {
  const data = usePreloadedQuery<ProductScreenQuery>(productScreenQuery, queryRef);
  if (!data.product) return <ProductNotFound />;
  // Keyed by product: moving to a related product starts with its own defaults and first image.
  return (
    <>
      <ProductHead product={data.product} />
      <ProductDetail key={data.product.id} product={data.product} />
    </>
  );
}
