import { createContext, useContext } from 'react';

/** Moves a cart line to the wishlist: the line's product and variation ids. */
export type MoveToWishlist = (line: { productId: number; variationId: number | null; key: string }) => void;

/**
 * Extension point for the wishlist feature: provide a handler here and every cart line shows 'Move to wishlist'
 * (when `showMoveToWishlist` is on). Without a provider the button stays hidden.
 */
export const MoveToWishlistContext = createContext<MoveToWishlist | null>(null);

/** The wishlist handler, or null when no wishlist is provided. */
export function useMoveToWishlist(): MoveToWishlist | null {
  return useContext(MoveToWishlistContext);
}
