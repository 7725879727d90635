import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { serverWishlist, wishlistStore } from './wishlistStore';

export interface Wishlist {
  /** Product database ids, most recently added first; empty on the server and until hydration. */
  ids: readonly number[];
  has: (productId: number) => boolean;
  add: (productId: number) => void;
  remove: (productId: number) => void;
  /** Adds when absent, removes when present; returns whether the product is now in the list. */
  toggle: (productId: number) => boolean;
}

/**
 * The active wishlist: the visitor's (stored locally, spec 6 `/wishlist`) or, after login, the customer's, into
 * which the visitor's items were merged. For product cards, the product page and the cart's 'Move to wishlist'.
 */
export function useWishlist(): Wishlist {
  const ids = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.snapshot, serverWishlist);
  const has = useCallback((productId: number) => ids.includes(productId), [ids]);
  const toggle = useCallback((productId: number) => {
    if (wishlistStore.snapshot().includes(productId)) {
      wishlistStore.remove(productId);
      return false;
    }
    wishlistStore.add(productId);
    return true;
  }, []);
  return useMemo(
    () => ({ ids, has, add: wishlistStore.add, remove: wishlistStore.remove, toggle }),
    [ids, has, toggle],
  );
}
