import { Component, Suspense, type ReactNode } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { OrderSummaryScreenQuery } from '../../__generated__/OrderSummaryScreenQuery.graphql';
import { useLoadCartNow } from '../app/hooks';
import { useAnnounced } from '../ui/LiveRegion';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { Spinner } from '../ui/Spinner';
import { useHydrated } from '../ui/useHydrated';
import { OrderSummary } from './OrderSummary';
import * as styles from './OrderSummary.css';

const query = graphql`
  query OrderSummaryScreenQuery($id: ID!, $databaseId: Int!, $customer: Boolean!) {
    order(id: $id, idType: DATABASE_ID) @include(if: $customer) {
      orderNumber
      ...OrderSummary_order
    }
    customer @skip(if: $customer) {
      orders(first: 1, where: { include: [$databaseId] }) {
        nodes {
          databaseId
          orderNumber
          ...OrderSummary_order
        }
      }
    }
  }
`;

/** Spec 8: an unknown order, or one that belongs to someone else, gets this message. */
function OrderNotFound() {
  const t = useT();
  return (
    <div className={styles.centered}>
      <p role="alert">{t('order.notFound')}</p>
      <Link to="/products" variant="button">
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}

/** The store answers an unknown or foreign order id with an error: show the not-found message instead. */
class OrderErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <OrderNotFound /> : this.props.children;
  }
}

function OrderContents({
  queryRef,
  received,
}: {
  queryRef: PreloadedQuery<OrderSummaryScreenQuery>;
  received: boolean;
}) {
  const t = useT();
  const data = usePreloadedQuery<OrderSummaryScreenQuery>(query, queryRef);
  const id = Number(queryRef.variables.id);
  const order = data.order ?? data.customer?.orders?.nodes.find((o) => o.databaseId === id) ?? null;
  // Straight after checkout, screen-reader users hear the outcome with its number once the order is in (after the
  // page title, which the route change announces).
  useAnnounced(received && order ? t('order.announce.placed', { number: order.orderNumber ?? id }) : null);
  return order ? <OrderSummary order={order} /> : <OrderNotFound />;
}

/**
 * The screen shared by `/order-summary/{orderId}` and `/checkout/order-received/{orderId}` (spec 2); the latter adds
 * the thank-you line. Loads the cart at once (spec 4).
 */
export function OrderSummaryScreen({
  queryRef,
  received = false,
}: {
  queryRef: PreloadedQuery<OrderSummaryScreenQuery> | null;
  /** Reached straight after checkout. @default false */
  received?: boolean;
}) {
  const t = useT();
  useLoadCartNow();
  // Whose order it is lives in browser storage (the session, the login), so the server and the hydrating render
  // show the wait: drawing the server's guest answer ("not found") flashed that message before the shopper's own
  // order, and its mismatch threw React's hydration error (number 418).
  const hydrated = useHydrated();
  const waiting = (
    <div className={styles.centered}>
      <Spinner />
    </div>
  );
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(received ? 'order.received.title' : 'order.summary.title')}</h1>
      {received && <p className={styles.thanks}>{t('order.received.thanks')}</p>}
      {queryRef ? (
        <OrderErrorBoundary key={String(queryRef.variables.id)}>
          <Suspense fallback={waiting}>
            {hydrated ? <OrderContents queryRef={queryRef} received={received} /> : waiting}
          </Suspense>
        </OrderErrorBoundary>
      ) : (
        <OrderNotFound />
      )}
    </div>
  );
}
