import { lazy, useEffect } from 'react';
import { graphql, usePreloadedQuery, useQueryLoader, type PreloadedQuery } from 'react-relay';
import type { CustomerDetailsQuery } from '../../__generated__/CustomerDetailsQuery.graphql';
import { useT } from '../i18n/I18nProvider';
import { FormAlert } from '../ui/FormAlert';
import { PersonalInfoForm } from './PersonalInfoForm';
import { Centered, QueryBoundary } from '../ui/QueryBoundary';
import * as styles from './Account.css';

const query = graphql`
  query CustomerDetailsQuery {
    customer {
      ...PersonalInfoForm_customer
      ...AddressForm_customer
    }
    allowedCountries
  }
`;

// The address forms' country and state selects (react-aria's Select with its list box and popover, ~37 KB gzip) load
// with the customer, in parallel, when this tab opens: the account's other tabs never need them.
const loadAddressForm = () => import('./AddressForm');
const AddressForm = lazy(async () => ({ default: (await loadAddressForm()).AddressForm }));

/** The personal information and the two addresses; loads the customer, and the address forms' code, when the tab opens. */
export function CustomerDetails() {
  const t = useT();
  const [queryRef, load] = useQueryLoader<CustomerDetailsQuery>(query);
  useEffect(() => {
    load({}, { fetchPolicy: 'network-only' });
    // A failed load shows when the form renders (the tab's error), not as an unhandled rejection here.
    loadAddressForm().catch(() => {});
  }, [load]);
  if (!queryRef) return <Centered />;
  return (
    <QueryBoundary error={<FormAlert>{t('account.details.error')}</FormAlert>}>
      <Details queryRef={queryRef} />
    </QueryBoundary>
  );
}

function Details({ queryRef }: { queryRef: PreloadedQuery<CustomerDetailsQuery> }) {
  const data = usePreloadedQuery<CustomerDetailsQuery>(query, queryRef);
  const t = useT();
  const countries = (data.allowedCountries ?? []).flatMap((code) => (code ? [code] : []));
  if (!data.customer) return <FormAlert>{t('account.details.error')}</FormAlert>;
  return (
    <div className={styles.form}>
      <section className={styles.card}>
        <PersonalInfoForm customer={data.customer} />
      </section>
      <div className={styles.columns}>
        <section className={styles.card}>
          <AddressForm customer={data.customer} kind="billing" countries={countries} />
        </section>
        <section className={styles.card}>
          <AddressForm customer={data.customer} kind="shipping" countries={countries} />
        </section>
      </div>
    </div>
  );
}
