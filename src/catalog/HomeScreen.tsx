import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { HomeScreenQuery } from '../../__generated__/HomeScreenQuery.graphql';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { CategoryCard } from './CategoryCard';
import { ProductCard } from './ProductCard';
import * as styles from './HomeScreen.css';
import * as railStyles from './ProductRail.css';

const homeScreenQuery = graphql`
  query HomeScreenQuery {
    productCategories(first: 6, where: { hideEmpty: true, orderby: COUNT, order: DESC }) {
      nodes {
        id
        ...CategoryCard_category
      }
    }
    newest: products(first: 8, where: { orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        id
        ...ProductCard_product
      }
    }
    onSale: products(first: 8, where: { onSale: true, orderby: [{ field: DATE, order: DESC }] }) {
      nodes {
        id
        ...ProductCard_product
      }
    }
    popular: products(first: 8, where: { orderby: [{ field: TOTAL_SALES, order: DESC }] }) {
      nodes {
        id
        ...ProductCard_product
      }
    }
  }
`;

type Rail = NonNullable<HomeScreenQuery['response']['newest']>['nodes'];

function ProductRail({ title, nodes, id }: { title: string; nodes: Rail; id: string }) {
  if (nodes.length === 0) return null;
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id}>{title}</h2>
      <ul className={railStyles.rail}>
        {nodes.map((node) => (
          <li key={node.id}>
            <ProductCard product={node} headingLevel={3} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Hero, the biggest categories, and new, on-sale and popular products. */
export function HomeScreen({ queryRef }: { queryRef: PreloadedQuery<HomeScreenQuery> }) {
  const t = useT();
  const data = usePreloadedQuery<HomeScreenQuery>(homeScreenQuery, queryRef);
  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="hero-title">
        <h1 id="hero-title" className={styles.heroTitle}>
          {t('home.heroTitle')}
        </h1>
        <p className={styles.heroText}>{t('home.heroText')}</p>
        <Link to="/products" variant="button">
          {t('home.heroCta')}
        </Link>
      </section>
      {(data.productCategories?.nodes.length ?? 0) > 0 && (
        <section aria-labelledby="home-categories" className={styles.section}>
          <div className={styles.sectionHeading}>
            <h2 id="home-categories">{t('home.categories')}</h2>
            <Link to="/categories">{t('home.viewAll')}</Link>
          </div>
          <ul className={styles.categories}>
            {data.productCategories?.nodes.map((node, index) => (
              <li key={node.id}>
                <CategoryCard category={node} priority={index < 4} preload={index === 0} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <ProductRail id="home-new" title={t('home.newest')} nodes={data.newest?.nodes ?? []} />
      <ProductRail id="home-sale" title={t('home.onSale')} nodes={data.onSale?.nodes ?? []} />
      <ProductRail id="home-popular" title={t('home.popular')} nodes={data.popular?.nodes ?? []} />
    </div>
  );
}
