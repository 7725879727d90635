import { useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { OrdersTabQuery } from '../../__generated__/OrdersTabQuery.graphql';
import { formatLongDate, formatPrice } from '../i18n/format';
import { useIntl, useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { FormAlert } from '../ui/FormAlert';
import { Centered, QueryBoundary } from '../ui/QueryBoundary';
import * as styles from './Account.css';

const query = graphql`
  query OrdersTabQuery {
    customer {
      orders(first: 100) {
        nodes {
          id
          databaseId
          orderNumber
          date
          status
          total
        }
      }
    }
  }
`;

/** Order history (spec: getOrders, first 100), newest first, each linking to its order summary. */
export function OrdersTab() {
  const t = useT();
  const [queryRef, load] = useQueryLoader<OrdersTabQuery>(query);
  useEffect(() => {
    load({}, { fetchPolicy: 'network-only' });
  }, [load]);
  if (!queryRef) return <Centered />;
  return (
    <QueryBoundary error={<FormAlert>{t('account.orders.error')}</FormAlert>}>
      <Orders queryRef={queryRef} />
    </QueryBoundary>
  );
}

function Orders({ queryRef }: { queryRef: PreloadedQuery<OrdersTabQuery> }) {
  const data = usePreloadedQuery<OrdersTabQuery>(query, queryRef);
  const t = useT();
  const intl = useIntl();
  const orders = (data.customer?.orders?.nodes ?? []).flatMap((order) => (order?.databaseId ? [order] : []));
  if (!data.customer) return <FormAlert>{t('account.orders.error')}</FormAlert>;
  if (orders.length === 0) return <p className={styles.muted}>{t('account.orders.empty')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{t('account.orders.caption', { count: orders.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.orders.order')}</th>
            <th scope="col">{t('account.orders.date')}</th>
            <th scope="col">{t('account.orders.status')}</th>
            <th scope="col">{t('account.orders.total')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row">
                <Link to="/order-summary/$orderId" params={{ orderId: order.databaseId ?? 0 }}>
                  {t('account.orders.number', { number: order.orderNumber ?? String(order.databaseId) })}
                </Link>
              </th>
              <td>{formatLongDate(intl, order.date)}</td>
              <td>{statusLabel(order.status)}</td>
              <td>{formatPrice(intl, order.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** 'ON_HOLD' → 'On hold' (the spec shows no order status texts; WooCommerce's own names, in English). */
function statusLabel(status: string | null | undefined): string {
  if (!status) return '';
  const words = status.toLowerCase().replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
