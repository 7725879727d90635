import { useEffect, useMemo, type ReactNode } from 'react';
import { useCart } from '../cart/CartProvider';
import { MoveToWishlistContext, type MoveToWishlist } from '../cart/wishlistBridge';
import { cartCommands } from './cartCommands';
import { wishlistStore } from '../wishlist/wishlistStore';

/**
 * Connects the account feature to the cart: forwards login's `cart.refresh` and logout's `cart.clear` to the cart
 * actor, and provides the cart's 'Move to wishlist' (adds the product, then removes the line). Mount it inside the
 * cart provider, around everything that renders cart lines.
 */
export function AccountCartBridge({ children }: { children: ReactNode }) {
  const cart = useCart();
  useEffect(() => cartCommands.subscribe((type) => cart.send({ type })), [cart]);
  const moveToWishlist = useMemo<MoveToWishlist>(
    () =>
      ({ productId, key }) => {
        if (productId > 0) wishlistStore.add(productId);
        cart.send({ type: 'cart.line.remove', key });
      },
    [cart],
  );
  return <MoveToWishlistContext.Provider value={moveToWishlist}>{children}</MoveToWishlistContext.Provider>;
}
