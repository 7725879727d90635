import { Suspense } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import type { CartButtonQuery } from '../../__generated__/CartButtonQuery.graphql';
import { useT } from '../i18n/I18nProvider';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import { useHydrated } from '../ui/useHydrated';
import * as styles from './Header.css';
import { useShell } from './hooks';
import { preloadCartPanel, preloadsOnIntent } from './panelCode';

const fragment = graphql`
  fragment CartButton_cart on Cart {
    contents(first: 100) {
      itemCount
    }
  }
`;

function CartButtonView({ count }: { count: number }) {
  const t = useT();
  const shell = useShell();
  return (
    <Button
      variant="ghost"
      className={styles.cartButton}
      aria-label={t('shell.cart.open', { count })}
      {...preloadsOnIntent(preloadCartPanel)}
      onPress={() => shell.send({ type: 'shell.cart.open' })}
    >
      <Icon name="cart" />
      {count > 0 && (
        <Badge className={styles.cartBadge} aria-hidden="true">
          {count}
        </Badge>
      )}
    </Button>
  );
}

function CountedCartButton({ cart }: { cart: CartButton_cart$key | null }) {
  const data = useFragment(fragment, cart);
  return <CartButtonView count={data?.contents?.itemCount ?? 0} />;
}

// The badge reads the session cart from the Relay store with a query of its own that is never sent: the cart machine
// loads the cart with CartQuery (../cart/CartQuery.ts), whose artifact, every cart view's fields, is not part of a
// page's first load. Both select the same `cart` record.
const sessionCartQuery = graphql`
  query CartButtonQuery {
    cart {
      ...CartButton_cart
    }
  }
`;

function SessionCartButton() {
  const data = useLazyLoadQuery<CartButtonQuery>(sessionCartQuery, {}, { fetchPolicy: 'store-only' });
  // While it hydrates, the button draws what the server did (the server never has the session cart). Its Suspense
  // boundary hydrates in a pass of its own, after the page's first commit, and a returning shopper's cart can reach
  // the store in between: read then, the count did not match the server's HTML (React's error 418) and React drew
  // the header's button anew.
  const hydrated = useHydrated();
  return <CountedCartButton cart={hydrated ? (data.cart ?? null) : null} />;
}

/** Opens the cart panel; the badge shows the item count from the session cart only when it is above 0 (spec 2). */
export function CartButton() {
  return (
    <Suspense fallback={<CartButtonView count={0} />}>
      <SessionCartButton />
    </Suspense>
  );
}
