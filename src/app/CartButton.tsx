import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { CartButton_cart$key } from '../../__generated__/CartButton_cart.graphql';
import { useSessionCart } from '../cart/CartQuery';
import { useT } from '../i18n/I18nProvider';
import { Badge } from '../ui/Badge';
import { Button } from '../ui/Button';
import { Icon } from '../ui/Icon';
import * as styles from './Header.css';
import { useShell } from './hooks';

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

function SessionCartButton() {
  return <CountedCartButton cart={useSessionCart()} />;
}

/** Opens the cart panel; the badge shows the item count from the session cart only when it is above 0 (spec 2). */
export function CartButton() {
  return (
    <Suspense fallback={<CartButtonView count={0} />}>
      <SessionCartButton />
    </Suspense>
  );
}
