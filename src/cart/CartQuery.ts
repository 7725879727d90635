import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { CartQuery as CartQueryType } from '../../__generated__/CartQuery.graphql';
import type { CartQuery_cart$data, CartQuery_cart$key } from '../../__generated__/CartQuery_cart.graphql';

/** The spec's `getCart`: the session cart plus who is shopping. Only the cart machine fetches it. */
export const cartQuery = graphql`
  query CartQuery {
    cart {
      ...CartQuery_cart
      # Read by the cart actors after a destination change (src/cart/cartActors.ts): a real store keeps the previous
      # zone's choice, and its total, until a rate is chosen.
      # eslint-disable-next-line relay/unused-fields
      chosenShippingMethods
      # eslint-disable-next-line relay/unused-fields
      availableShippingMethods {
        rates {
          id
        }
      }
    }
    # Asked so that the store holds who is shopping; a session reset or a logout clears them.
    customer {
      # eslint-disable-next-line relay/unused-fields
      id
    }
    viewer {
      # eslint-disable-next-line relay/unused-fields
      id
    }
  }
`;

// Everything any view shows of the cart: every mutation payload spreads it, so one answer repaints all of them.
const fragment = graphql`
  fragment CartQuery_cart on Cart {
    # eslint-disable-next-line relay/must-colocate-fragment-spreads -- the one cart every view reads (see above)
    ...CartButton_cart
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...CartPanelContents_cart
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...CheckoutReview_cart
    # eslint-disable-next-line relay/must-colocate-fragment-spreads
    ...CheckoutScreen_cart
  }
`;

export type SessionCart = CartQuery_cart$data;

/**
 * The session cart as the store holds it, with keys for every cart view; null until the cart machine has loaded it
 * (lazily, spec 4). Never fetches. Suspends only while a first load of a missing cart is in flight.
 */
export function useSessionCart(): SessionCart | null {
  const data = useLazyLoadQuery<CartQueryType>(cartQuery, {}, { fetchPolicy: 'store-only' });
  const cart: CartQuery_cart$key | null = data.cart ?? null;
  return useFragment(fragment, cart) ?? null;
}
