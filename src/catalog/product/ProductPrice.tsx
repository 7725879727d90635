import { graphql, useFragment } from 'react-relay';
import type { ProductPrice_product$key } from '../../../__generated__/ProductPrice_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { Badge } from '../../ui/Badge';
import { discountPercent, Price } from '../../ui/Price';
import * as styles from './ProductPrice.css';

const fragment = graphql`
  fragment ProductPrice_product on ProductUnion {
    onSale
    ... on ProductWithPricing {
      price
      regularPrice
      salePrice
    }
  }
`;

/**
 * The price of the product or of its chosen variation: the regular price struck through and the sale
 * price while on sale, with the spec's percent sale badge. A variable product without a choice shows its range.
 */
export function ProductPrice({ product }: { product: ProductPrice_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const onSale = Boolean(data.onSale);
  const discount = onSale ? discountPercent(data.regularPrice, data.salePrice) : undefined;
  return (
    <div className={styles.row}>
      <Price
        price={data.price}
        regularPrice={data.regularPrice}
        salePrice={data.salePrice}
        onSale={onSale}
        size="lg"
      />
      {discount !== undefined && (
        <Badge tone="sale" size="md">
          {t('product.saleBadge', { percent: discount })}
        </Badge>
      )}
    </div>
  );
}
