import { graphql, useFragment } from 'react-relay';
import type { ProductTitle_product$key } from '../../../__generated__/ProductTitle_product.graphql';
import { useStoreLang } from '../../i18n/I18nProvider';
import { settings } from '../../settings';
import { StyledLink } from '../../ui/Link';
import { Rating } from '../Rating';
import * as styles from './ProductTitle.css';

const fragment = graphql`
  fragment ProductTitle_product on Product {
    name
    averageRating
    reviewCount
  }
`;

/** The page heading (the product name) and, with reviews on, its star rating linking to the reviews. */
export function ProductTitle({ product }: { product: ProductTitle_product$key }) {
  const storeLang = useStoreLang();
  const data = useFragment(fragment, product);
  const count = data.reviewCount ?? 0;
  return (
    <div className={styles.header}>
      <h1 className={styles.name} lang={storeLang}>
        {data.name}
      </h1>
      {settings.showReviews && count > 0 && (
        <StyledLink href="#reviews" variant="subtle" className={styles.rating}>
          <Rating value={data.averageRating ?? 0} count={count} />
        </StyledLink>
      )}
    </div>
  );
}
