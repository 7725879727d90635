import { lazy, Suspense } from 'react';
import { graphql, useFragment, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { CheckoutScreenQuery } from '../../__generated__/CheckoutScreenQuery.graphql';
import type { CheckoutScreen_cart$key } from '../../__generated__/CheckoutScreen_cart.graphql';
import { useCartStatus, useCheckout, useLoadCartNow, useShowingOrder, useSelected } from '../app/hooks';
import { useSessionCart } from '../cart';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import { useHydrated } from '../ui/useHydrated';
import * as styles from './CheckoutScreen.css';
import { isPresent } from '../relay/isPresent';
import type { Gateway } from './CheckoutForm';

const loadContent = () => import('./CheckoutForm');
const CheckoutContent = lazy(async () => ({ default: (await loadContent()).CheckoutContent }));
// The form's code loads while the actor system starts and the cart loads, not after them.
if (!import.meta.env.SSR) loadContent().catch(() => {});

const query = graphql`
  query CheckoutScreenQuery {
    paymentGateways(first: 20) {
      # The gateways go to CheckoutForm as plain values.
      nodes {
        # eslint-disable-next-line relay/unused-fields
        id
        title
        # eslint-disable-next-line relay/unused-fields
        description
      }
    }
    allowedCountries
    viewer {
      # eslint-disable-next-line relay/unused-fields -- only whether there is a viewer
      id
    }
  }
`;

const cartFragment = graphql`
  fragment CheckoutScreen_cart on Cart {
    isEmpty
    needsShippingAddress
  }
`;

function CheckoutBody({ data }: { data: CheckoutScreenQuery['response'] }) {
  const t = useT();
  const status = useCartStatus();
  const session = useSessionCart();
  const cartKey: CheckoutScreen_cart$key | null = session;
  const cartState = useFragment(cartFragment, cartKey);
  const checkout = useCheckout();
  // From placing the order to opening it, the form stays: the emptied cart may arrive meanwhile (a new account's
  // login reloads it), and the checkout must not give way to the empty-cart screen before the order shows.
  const ordering = useSelected(checkout ?? undefined, (s) => s?.hasTag('processing') ?? false);
  const showingOrder = useShowingOrder();
  if (!checkout || showingOrder) return <Waiting />;
  if (status === 'failed')
    return (
      <div role="alert" className={styles.centered}>
        <p>{t('checkout.failed')}</p>
      </div>
    );
  if (!session || !cartState) return status === 'loaded' ? <EmptyCheckout /> : <Waiting />;
  if (cartState.isEmpty && !ordering) return <EmptyCheckout />;
  const gateways = (data.paymentGateways?.nodes ?? []).filter(
    (g) => g !== null && g.title !== null,
  ) as Gateway[];
  const countries = (data.allowedCountries ?? []).filter(isPresent);
  return (
    <CheckoutContent
      checkout={checkout}
      gateways={gateways}
      countries={countries}
      isGuest={!data.viewer}
      needsShipping={cartState.needsShippingAddress !== false}
      cart={session}
    />
  );
}

function Waiting() {
  return (
    <div className={styles.centered}>
      <Spinner />
    </div>
  );
}

function EmptyCheckout() {
  const t = useT();
  return (
    <div className={styles.centered}>
      <p>{t('cart.empty')}</p>
      <Link to="/products" variant="button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/**
 * `/checkout` (spec 2): billing, optional shipping address, account creation for guests, order note and payment,
 * driven by the checkout machine. Loads the cart at once (spec 4). The form renders in the browser only: its draft
 * lives in sessionStorage.
 */
export function CheckoutScreen({ queryRef }: { queryRef: PreloadedQuery<CheckoutScreenQuery> }) {
  const t = useT();
  useLoadCartNow();
  const data = usePreloadedQuery<CheckoutScreenQuery>(query, queryRef);
  const isClient = useHydrated();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('checkout.title')}</h1>
      {isClient ? (
        <Suspense fallback={<Waiting />}>
          <CheckoutBody data={data} />
        </Suspense>
      ) : (
        <Waiting />
      )}
    </div>
  );
}
