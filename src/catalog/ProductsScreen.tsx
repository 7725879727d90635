import { getRouteApi } from '@tanstack/react-router';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { ProductsScreenQuery } from '../../__generated__/ProductsScreenQuery.graphql';
import { ProductCard } from './ProductCard';
import * as styles from './ProductsScreen.css';

export const productsScreenQuery = graphql`
  query ProductsScreenQuery(
    $first: Int!
    $after: String
    $where: RootQueryToProductUnionConnectionWhereArgs
  ) {
    products(first: $first, after: $after, where: $where) {
      found
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`;

/** All products: the grid of the first page. */
export function ProductsScreen({ queryRef }: { queryRef: PreloadedQuery<ProductsScreenQuery> }) {
  const data = usePreloadedQuery<ProductsScreenQuery>(productsScreenQuery, queryRef);
  const nodes = data.products?.nodes ?? [];
  return (
    <section>
      <h1>All products</h1>
      <p>
        Showing {nodes.length === 0 ? 0 : 1} to {nodes.length} of {data.products?.found ?? nodes.length}
      </p>
      <ul className={styles.grid}>
        {nodes.map((node) => (
          <li key={node.id}>
            <ProductCard product={node} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const route = getRouteApi('/products');

/** The `/products` route's screen: reads the query its loader started. */
export function ProductsRouteScreen() {
  return <ProductsScreen queryRef={route.useLoaderData()} />;
}
