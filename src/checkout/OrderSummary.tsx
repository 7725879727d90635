import { graphql, useFragment } from 'react-relay';
import type { OrderSummary_order$key } from '../../__generated__/OrderSummary_order.graphql';
import { formatLongDate, parsePrice } from '../i18n/format';
import { useIntl, useRichT, useT } from '../i18n/I18nProvider';
import { StoreName } from '../i18n/StoreName';
import type { MessageId } from '../i18n/messages';
import { StyledLink } from '../ui/Link';
import { Price } from '../ui/Price';
import * as styles from './OrderSummary.css';
import { isPresent } from '../relay/isPresent';

const fragment = graphql`
  fragment OrderSummary_order on Order {
    orderNumber
    date
    datePaid
    status
    paymentMethodTitle
    customerNote
    needsShippingAddress
    subtotal
    discountTotal
    shippingTotal
    totalTax
    total
    billing {
      firstName
      lastName
      company
      address1
      address2
      postcode
      city
      state
      country
      email
      phone
    }
    shipping {
      firstName
      lastName
      company
      address1
      address2
      postcode
      city
      state
      country
    }
    lineItems(first: 100) {
      nodes {
        id
        quantity
        total
        product {
          node {
            name
            # A virtual product is a simple one on every WooGraphQL line (1.x has no virtual on DownloadableProduct).
            ... on SimpleProduct {
              virtual
            }
          }
        }
        variation {
          node {
            name
          }
        }
      }
    }
    downloadableItems(first: 100) {
      nodes {
        id
        name
        url
        downloadsRemaining
        accessExpires
      }
    }
  }
`;

const STATUS: Record<string, MessageId> = {
  CANCELLED: 'order.status.cancelled',
  CHECKOUT_DRAFT: 'order.status.draft',
  COMPLETED: 'order.status.completed',
  FAILED: 'order.status.failed',
  ON_HOLD: 'order.status.onHold',
  PENDING: 'order.status.pending',
  PROCESSING: 'order.status.processing',
  REFUNDED: 'order.status.refunded',
};

interface AddressData {
  firstName?: string | null;
  lastName?: string | null;
  company?: string | null;
  address1?: string | null;
  address2?: string | null;
  postcode?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

function AddressBlock({ title, address }: { title: string; address: AddressData | null | undefined }) {
  const intl = useIntl();
  if (!address) return null;
  const country = address.country
    ? (intl.formatDisplayName(address.country, { type: 'region' }) ?? address.country)
    : '';
  const lines = [
    [address.firstName, address.lastName].filter(Boolean).join(' '),
    address.company,
    address.address1,
    address.address2,
    [address.postcode, address.city].filter(Boolean).join(' '),
    [address.state, country].filter(Boolean).join(', '),
    address.email,
    address.phone,
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return null;
  return (
    <div>
      <h3 className={styles.subTitle}>{title}</h3>
      <address className={styles.address}>
        {lines.map((line, index) => (
          <span key={index}>
            {line}
            <br />
          </span>
        ))}
      </address>
    </div>
  );
}

/** An order as placed: number, date, status, lines, totals, payment method, addresses and downloads. */
export function OrderSummary({ order }: { order: OrderSummary_order$key }) {
  const data = useFragment(fragment, order);
  const t = useT();
  const tRich = useRichT();
  const intl = useIntl();
  const lines = (data.lineItems?.nodes ?? []).filter(isPresent);
  const downloads = (data.downloadableItems?.nodes ?? []).filter(isPresent);
  const status = data.status ? STATUS[data.status] : undefined;
  const hasDiscount = (parsePrice(data.discountTotal)[0] ?? 0) > 0;
  // Gift-card codes and download links are issued once the order is paid (not for cash on delivery before).
  const awaitsPayment = !data.datePaid && lines.some((line) => line.product?.node?.virtual === true);
  return (
    <>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('order.number')}</dt>
          <dd className={styles.factValue}>{data.orderNumber}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('order.date')}</dt>
          <dd className={styles.factValue}>{formatLongDate(intl, data.date)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('order.status')}</dt>
          <dd className={styles.factValue}>{status ? t(status) : data.status}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('order.total')}</dt>
          <dd className={styles.factValue}>
            <Price price={data.total} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('order.paymentMethod')}</dt>
          <dd className={styles.factValue}>{data.paymentMethodTitle}</dd>
        </div>
      </dl>

      {awaitsPayment && <p className={styles.note}>{t('order.afterPayment')}</p>}

      <section className={styles.section} aria-labelledby="order-details">
        <h2 id="order-details" className={styles.sectionTitle}>
          {t('order.details')}
        </h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.th}>
                {t('order.product')}
              </th>
              <th scope="col" className={`${styles.th} ${styles.amount}`}>
                {t('order.lineTotal')}
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.id}>
                <td className={styles.td}>
                  {tRich('checkout.review.line', {
                    name: (
                      <StoreName key="name">{line.variation?.node.name ?? line.product?.node.name}</StoreName>
                    ),
                    quantity: line.quantity ?? 1,
                  })}
                </td>
                <td className={`${styles.td} ${styles.amount}`}>
                  <Price price={line.total} size="sm" />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" className={`${styles.td} ${styles.rowHead}`}>
                {t('cart.totals.subtotal')}
              </th>
              <td className={`${styles.td} ${styles.amount}`}>
                <Price price={data.subtotal} size="sm" />
              </td>
            </tr>
            {hasDiscount && (
              <tr>
                <th scope="row" className={`${styles.td} ${styles.rowHead}`}>
                  {t('cart.totals.discount')}
                </th>
                <td className={`${styles.td} ${styles.amount}`}>
                  −<Price price={data.discountTotal} size="sm" />
                </td>
              </tr>
            )}
            {data.needsShippingAddress && (
              <tr>
                <th scope="row" className={`${styles.td} ${styles.rowHead}`}>
                  {t('cart.totals.shipping')}
                </th>
                <td className={`${styles.td} ${styles.amount}`}>
                  <Price price={data.shippingTotal} size="sm" />
                </td>
              </tr>
            )}
            <tr>
              <th scope="row" className={`${styles.td} ${styles.rowHead}`}>
                {t('cart.totals.tax')}
              </th>
              <td className={`${styles.td} ${styles.amount}`}>
                <Price price={data.totalTax} size="sm" />
              </td>
            </tr>
            <tr className={styles.totalRow}>
              <th scope="row" className={`${styles.td} ${styles.rowHead}`}>
                {t('cart.totals.total')}
              </th>
              <td className={`${styles.td} ${styles.amount}`}>
                <Price price={data.total} />
              </td>
            </tr>
          </tfoot>
        </table>
        {data.customerNote && (
          <p>
            <span className={styles.muted}>{t('checkout.note.label')}: </span>
            {data.customerNote}
          </p>
        )}
      </section>

      {downloads.length > 0 && (
        <section className={styles.section} aria-labelledby="order-downloads">
          <h2 id="order-downloads" className={styles.sectionTitle}>
            {t('order.downloads')}
          </h2>
          <ul className={styles.downloads}>
            {downloads.map((item) => (
              <li key={item.id} className={styles.download}>
                {item.url ? (
                  <StyledLink href={item.url}>
                    <StoreName>{item.name}</StoreName>
                  </StyledLink>
                ) : (
                  <StoreName>{item.name}</StoreName>
                )}
                <span className={styles.muted}>
                  {item.downloadsRemaining === null || item.downloadsRemaining === undefined
                    ? t('order.downloadsUnlimited')
                    : t('order.downloadsRemaining', { remaining: item.downloadsRemaining })}
                </span>
                <span className={styles.muted}>
                  {item.accessExpires
                    ? t('order.expires', { date: formatLongDate(intl, item.accessExpires) })
                    : t('order.neverExpires')}
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className={styles.section} aria-labelledby="order-addresses">
        <h2 id="order-addresses" className={styles.sectionTitle}>
          {t('order.addresses')}
        </h2>
        <div className={styles.addresses}>
          <AddressBlock title={t('checkout.billing.title')} address={data.billing} />
          {data.needsShippingAddress && (
            <AddressBlock title={t('checkout.shipping.title')} address={data.shipping} />
          )}
        </div>
      </section>
    </>
  );
}
