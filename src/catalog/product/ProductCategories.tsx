import { graphql, useFragment } from 'react-relay';
import type { ProductCategories_product$key } from '../../../__generated__/ProductCategories_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { StoreName } from '../../i18n/StoreName';
import { Link } from '../../ui/Link';
import * as styles from './ProductMeta.css';

const fragment = graphql`
  fragment ProductCategories_product on Product {
    productCategories {
      nodes {
        id
        name
        slug
      }
    }
  }
`;

/** Links to the product's categories, as a term of the product's meta list. */
export function ProductCategories({ product }: { product: ProductCategories_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const categories = (data.productCategories?.nodes ?? []).filter((category) => category.slug);
  if (categories.length === 0) return null;
  return (
    <div className={styles.entry}>
      <dt className={styles.term}>{t('product.categories', { count: categories.length })}</dt>
      <dd className={styles.value}>
        {categories.map((category, index) => (
          <span key={category.id}>
            {index > 0 && ', '}
            <Link to="/product-category/$slug" params={{ slug: category.slug ?? '' }}>
              <StoreName>{category.name}</StoreName>
            </Link>
          </span>
        ))}
      </dd>
    </div>
  );
}
