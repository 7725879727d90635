import { useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { DownloadsTabQuery } from '../../__generated__/DownloadsTabQuery.graphql';
import { formatLongDate } from '../i18n/format';
import { useIntl, useT } from '../i18n/I18nProvider';
import { StoreName } from '../i18n/StoreName';
import { StyledLink } from '../ui/Link';
import { FormAlert } from '../ui/FormAlert';
import { Centered, QueryBoundary } from '../ui/QueryBoundary';
import * as styles from './Account.css';

const query = graphql`
  query DownloadsTabQuery {
    customer {
      downloadableItems(first: 100) {
        nodes {
          id
          name
          url
          accessExpires
          downloadsRemaining
          product {
            name
          }
        }
      }
    }
  }
`;

/** Downloads (spec: getDownloads, first 100) with downloads remaining and expiry. */
export function DownloadsTab() {
  const t = useT();
  const [queryRef, load] = useQueryLoader<DownloadsTabQuery>(query);
  useEffect(() => {
    load({}, { fetchPolicy: 'network-only' });
  }, [load]);
  if (!queryRef) return <Centered />;
  return (
    <QueryBoundary error={<FormAlert>{t('account.downloads.error')}</FormAlert>}>
      <Downloads queryRef={queryRef} />
    </QueryBoundary>
  );
}

function Downloads({ queryRef }: { queryRef: PreloadedQuery<DownloadsTabQuery> }) {
  const data = usePreloadedQuery<DownloadsTabQuery>(query, queryRef);
  const t = useT();
  const intl = useIntl();
  const items = (data.customer?.downloadableItems?.nodes ?? []).flatMap((item) => (item ? [item] : []));
  if (!data.customer) return <FormAlert>{t('account.downloads.error')}</FormAlert>;
  if (items.length === 0) return <p className={styles.muted}>{t('account.downloads.empty')}</p>;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className={styles.muted}>{t('account.downloads.caption', { count: items.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('account.downloads.product')}</th>
            <th scope="col">{t('account.downloads.remaining')}</th>
            <th scope="col">{t('account.downloads.expires')}</th>
            <th scope="col">{t('account.downloads.file')}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <th scope="row">
                <StoreName>{item.product?.name ?? item.name}</StoreName>
              </th>
              <td>
                {item.downloadsRemaining === null || item.downloadsRemaining === undefined
                  ? t('account.downloads.unlimited')
                  : intl.formatNumber(item.downloadsRemaining)}
              </td>
              <td>
                {item.accessExpires ? formatLongDate(intl, item.accessExpires) : t('account.downloads.never')}
              </td>
              <td>
                {item.url && (
                  <StyledLink
                    href={item.url}
                    download
                    aria-label={t('account.downloads.download', { name: item.name ?? '' })}
                  >
                    {t('account.downloads.get')}
                  </StyledLink>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
