import { useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { WishlistProductsQuery } from '../../__generated__/WishlistProductsQuery.graphql';
import { ProductCard } from '../catalog/ProductCard';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { FormAlert } from '../ui/FormAlert';
import { Centered, QueryBoundary } from '../ui/QueryBoundary';
import { useHydrated } from '../ui/useHydrated';
import { useWishlist } from '../app/hooks';
import * as styles from '../ui/page.css';

const query = graphql`
  query WishlistProductsQuery($ids: [Int]) {
    products(first: 100, where: { include: $ids }) {
      nodes {
        id
        databaseId
        ...ProductCard_product
      }
    }
  }
`;

/** The wishlist's products as cards (each with its remove toggle), in the order they were added. */
export function WishlistProducts() {
  const t = useT();
  const hydrated = useHydrated();
  const { ids } = useWishlist();
  const [queryRef, load, dispose] = useQueryLoader<WishlistProductsQuery>(query);
  useEffect(() => {
    if (ids.length > 0) load({ ids: [...ids] }, { fetchPolicy: 'store-or-network' });
    else dispose();
  }, [ids, load, dispose]);
  if (!hydrated) return <Centered />;
  if (ids.length === 0)
    return (
      <div className={styles.form}>
        <p className={styles.muted}>{t('wishlist.empty')}</p>
        <p className={styles.muted}>
          <Link to="/products">{t('wishlist.browse')}</Link>
        </p>
      </div>
    );
  if (!queryRef) return <Centered />;
  return (
    <QueryBoundary error={<FormAlert>{t('wishlist.error')}</FormAlert>}>
      <Products queryRef={queryRef} ids={ids} />
    </QueryBoundary>
  );
}

function Products({
  queryRef,
  ids,
}: {
  queryRef: PreloadedQuery<WishlistProductsQuery>;
  ids: readonly number[];
}) {
  const data = usePreloadedQuery<WishlistProductsQuery>(query, queryRef);
  const t = useT();
  const nodes = (data.products?.nodes ?? []).filter((node) => ids.includes(node.databaseId));
  nodes.sort((a, b) => ids.indexOf(a.databaseId) - ids.indexOf(b.databaseId));
  return (
    <ul className={styles.grid} aria-label={t('wishlist.title')}>
      {nodes.map((node) => (
        <li key={node.id} className={styles.gridItem}>
          <ProductCard product={node} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
