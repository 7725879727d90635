import { Suspense, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductDescription_product$key } from '../../../__generated__/ProductDescription_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { StoreHtml } from './StoreHtml';
import { useSanitizer } from './useSanitizer';
import * as styles from './ProductDetail.css';

const fragment = graphql`
  fragment ProductDescription_product on Product {
    description
  }
`;

/** The 'Description' section: the store's full description as sanitised HTML; nothing when it is empty. */
export function ProductDescription({ product }: { product: ProductDescription_product$key }) {
  return (
    <Suspense fallback={null}>
      <DescriptionSection product={product} />
    </Suspense>
  );
}

function DescriptionSection({ product }: { product: ProductDescription_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const headingId = useId();
  const sanitizeHtml = useSanitizer();
  if (!sanitizeHtml(data.description).trim()) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('product.description')}
      </h2>
      <StoreHtml html={data.description} className={styles.description} />
    </section>
  );
}
