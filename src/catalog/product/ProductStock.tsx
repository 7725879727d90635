import { graphql, useFragment } from 'react-relay';
import type { ProductStock_product$key } from '../../../__generated__/ProductStock_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { Badge, type BadgeProps } from '../../ui/Badge';
import * as styles from './ProductDetail.css';
import { stockMessageId } from './stock';

const fragment = graphql`
  fragment ProductStock_product on ProductUnion {
    ... on InventoriedProduct {
      stockStatus
    }
  }
`;

const TONES: Record<string, BadgeProps['tone']> = {
  IN_STOCK: 'success',
  OUT_OF_STOCK: 'danger',
  ON_BACKORDER: 'warning',
};

/** 'In Stock', 'Out of Stock' or 'On Backorder' for the product or its chosen variation. */
export function ProductStock({ product }: { product: ProductStock_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const id = stockMessageId(data.stockStatus);
  if (!id) return null;
  return (
    <p className={styles.stock}>
      <Badge tone={TONES[data.stockStatus ?? ''] ?? 'neutral'} size="md">
        {t(id)}
      </Badge>
    </p>
  );
}
