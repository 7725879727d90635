import { useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { RelatedProducts_product$key } from '../../../__generated__/RelatedProducts_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { ProductCard } from '../ProductCard';
import * as styles from './ProductDetail.css';
import { RELATED_PRODUCTS_ID } from './productIds';

const fragment = graphql`
  fragment RelatedProducts_product on Product {
    related(first: 5) {
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`;

/** Up to five related products (spec 9) as product cards; nothing when the store has none. */
export function RelatedProducts({ product }: { product: RelatedProducts_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const headingId = useId();
  const nodes = data.related?.nodes ?? [];
  if (nodes.length === 0) return null;
  return (
    <section id={RELATED_PRODUCTS_ID} aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('product.related')}
      </h2>
      <ul className={styles.related}>
        {nodes.slice(0, 5).map((node) => (
          <li key={node.id}>
            <ProductCard product={node} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}
