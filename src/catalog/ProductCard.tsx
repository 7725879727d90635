import { graphql, useFragment } from 'react-relay';
import type { ProductCard_product$key } from '../../__generated__/ProductCard_product.graphql';
import * as styles from './ProductCard.css';

const fragment = graphql`
  fragment ProductCard_product on ProductUnion {
    databaseId
    name
    slug
    onSale
    image {
      sourceUrl
      altText
    }
    ... on ProductWithPricing {
      price
      regularPrice
      salePrice
    }
  }
`;

/** A product in a grid: image, name and price, linking to the product page. */
export function ProductCard({ product }: { product: ProductCard_product$key }) {
  const data = useFragment(fragment, product);
  return (
    <article className={styles.card}>
      <a className={styles.link} href={`/product/${data.slug ?? ''}`}>
        <img
          className={styles.image}
          src={data.image?.sourceUrl ?? '/images/placeholder.jpg'}
          alt={data.image?.altText ?? ''}
          width={320}
          height={320}
          loading="lazy"
        />
        <h2 className={styles.name}>{data.name}</h2>
      </a>
      <p className={styles.price}>{data.price}</p>
    </article>
  );
}
