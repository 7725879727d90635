import { graphql, useFragment } from 'react-relay';
import type { ProductSku_product$key } from '../../../__generated__/ProductSku_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import * as styles from './ProductMeta.css';

const fragment = graphql`
  fragment ProductSku_product on ProductUnion {
    sku
  }
`;

/** The SKU of the product or of its chosen variation, as a term of the product's meta list. */
export function ProductSku({ product }: { product: ProductSku_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  if (!data.sku) return null;
  return (
    <div className={styles.entry}>
      <dt className={styles.term}>{t('product.sku')}</dt>
      <dd className={styles.value}>{data.sku}</dd>
    </div>
  );
}
