import { graphql, useFragment } from 'react-relay';
import type { ProductBreadcrumb_product$key } from '../../../__generated__/ProductBreadcrumb_product.graphql';
import { useT } from '../../i18n/I18nProvider';
import { StoreName } from '../../i18n/StoreName';
import { Link } from '../../ui/Link';
import * as styles from './ProductBreadcrumb.css';

const fragment = graphql`
  fragment ProductBreadcrumb_product on Product {
    name
    productCategories {
      nodes {
        name
        slug
      }
    }
  }
`;

/** Home › first category › product, as a breadcrumb landmark; the last item is the current page. */
export function ProductBreadcrumb({ product }: { product: ProductBreadcrumb_product$key }) {
  const data = useFragment(fragment, product);
  const t = useT();
  const category = data.productCategories?.nodes.find((node) => node.slug);
  return (
    <nav aria-label={t('product.breadcrumb.label')} className={styles.breadcrumb}>
      <ol className={styles.list}>
        <li className={styles.item}>
          <Link to="/" variant="subtle">
            {t('product.breadcrumb.home')}
          </Link>
        </li>
        {category && (
          <li className={styles.item}>
            <Link to="/product-category/$slug" params={{ slug: category.slug ?? '' }} variant="subtle">
              <StoreName>{category.name}</StoreName>
            </Link>
          </li>
        )}
        <li className={styles.item}>
          <span aria-current="page" className={styles.current}>
            <StoreName>{data.name}</StoreName>
          </span>
        </li>
      </ol>
    </nav>
  );
}
