import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CategoriesScreenQuery } from '../../__generated__/CategoriesScreenQuery.graphql';
import { useT } from '../i18n/I18nProvider';
import { CategoryCard } from './CategoryCard';
import * as styles from './CategoriesScreen.css';

const categoriesScreenQuery = graphql`
  query CategoriesScreenQuery {
    productCategories(first: 100, where: { hideEmpty: true, orderby: COUNT, order: DESC }) {
      nodes {
        id
        ...CategoryCard_category
      }
    }
  }
`;

/** Every non-empty category, most products first. */
export function CategoriesScreen({ queryRef }: { queryRef: PreloadedQuery<CategoriesScreenQuery> }) {
  const t = useT();
  const data = usePreloadedQuery<CategoriesScreenQuery>(categoriesScreenQuery, queryRef);
  return (
    <section>
      <h1>{t('categories.title')}</h1>
      <ul className={styles.grid}>
        {data.productCategories?.nodes.map((node, index) => (
          <li key={node.id}>
            <CategoryCard category={node} priority={index < 4} preload={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
