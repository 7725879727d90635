import { Suspense, use, useId } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ProductDescription_product$key } from '../../../__generated__/ProductDescription_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { StoreHtml } from './StoreHtml';
import { loadSanitizer, useServerElement } from './useSanitizer';
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
  // Hydrating, the server decided: its heading is there. Drawn in the browser, HTML that sanitises to nothing (only a
  // script, say) shows no section, as on the server; only then is the sanitiser needed here.
  const onServer = useServerElement(headingId) !== null;
  if (!data.description?.trim()) return null;
  if (!onServer && !use(loadSanitizer())(data.description).trim()) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t('product.description')}
      </h2>
      <StoreHtml html={data.description} className={styles.description} />
    </section>
  );
}
