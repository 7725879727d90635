import { useEffect, useLayoutEffect, useRef, type FocusEvent } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { WishlistProductsQuery } from '../../__generated__/WishlistProductsQuery.graphql';
import { ProductCard } from '../catalog/ProductCard';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { FormAlert } from '../ui/FormAlert';
import { Centered, QueryBoundary } from '../ui/QueryBoundary';
import { focusMainHeadingIfLost } from '../ui/focusHeading';
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
  // The products last asked for: a removal only hides its card (a new query would suspend the list and drop the
  // focus the shopper had in it); an added product loads the list anew.
  const loaded = useRef<readonly number[]>([]);
  useEffect(() => {
    if (ids.length === 0) {
      loaded.current = [];
      dispose();
    } else if (!ids.every((id) => loaded.current.includes(id))) {
      loaded.current = ids;
      load({ ids: [...ids] }, { fetchPolicy: 'store-or-network' });
    }
  }, [ids, load, dispose]);
  // The last product removed: its card and the focus in it are gone, so focus goes to the page's heading.
  const count = useRef(ids.length);
  useLayoutEffect(() => {
    if (ids.length === 0 && count.current > 0) focusMainHeadingIfLost();
    count.current = ids.length;
  }, [ids]);
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
  const list = useRef<HTMLUListElement>(null);
  /** The place in the list of the card that holds focus, if one does. */
  const focusedAt = useRef<number | null>(null);
  const onFocus = (event: FocusEvent) => {
    const item = event.target.closest('li');
    focusedAt.current = item ? [...(list.current?.children ?? [])].indexOf(item) : null;
  };
  const onBlur = (event: FocusEvent) => {
    // Focus moved on to something else. A card removed with its focus blurs with no next target: that is kept.
    if (event.relatedTarget && !list.current?.contains(event.relatedTarget)) focusedAt.current = null;
  };
  // A card removed while it held focus (its heart pressed): focus goes to the card now in its place (the one after
  // it, or the new last one), on the same control, rather than falling to the page's body.
  useLayoutEffect(() => {
    const at = focusedAt.current;
    const active = document.activeElement;
    if (at === null || (active && active !== document.body && active.isConnected)) return;
    const items = list.current?.children;
    if (!items?.length) return;
    const item = items[Math.min(at, items.length - 1)];
    item?.querySelector<HTMLElement>('[aria-pressed]')?.focus();
  }, [nodes.length]);
  return (
    <ul ref={list} className={styles.grid} aria-label={t('wishlist.title')} onFocus={onFocus} onBlur={onBlur}>
      {nodes.map((node) => (
        <li key={node.id} className={styles.gridItem}>
          <ProductCard product={node} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}
