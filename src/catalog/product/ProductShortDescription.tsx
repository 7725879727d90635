import { graphql, useFragment } from 'react-relay';
import type { ProductShortDescription_product$key } from '../../../__generated__/ProductShortDescription_product.graphql';
import { StoreHtml } from './StoreHtml';
import * as styles from './ProductDetail.css';

const fragment = graphql`
  fragment ProductShortDescription_product on Product {
    shortDescription
  }
`;

/** The store's short description (sanitised HTML), shown beside the price. */
export function ProductShortDescription({ product }: { product: ProductShortDescription_product$key }) {
  const data = useFragment(fragment, product);
  return <StoreHtml html={data.shortDescription} className={styles.shortDescription} />;
}
