import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { AddressForm_customer$key } from '../../__generated__/AddressForm_customer.graphql';
import type { CountriesEnum } from '../../__generated__/UpdateCustomerMutation.graphql';
import { useLocale, useT } from '../i18n/I18nProvider';
import { BCP47 } from '../i18n/locales';
import { Button } from '../ui/Button';
import { Select, SelectItem } from '../ui/Select';
import { TextField } from '../ui/TextField';
import { commitUpdateCustomer } from './mutations/UpdateCustomerMutation';
import { SaveStatus } from './PersonalInfoForm';
import { useSave } from '../ui/useSave';
import * as styles from './Account.css';

const fragment = graphql`
  fragment AddressForm_customer on Customer {
    # eslint-disable-next-line relay/unused-fields -- read as data[kind]
    billing {
      firstName
      lastName
      company
      address1
      address2
      city
      postcode
      state
      country
      phone
      email
    }
    # eslint-disable-next-line relay/unused-fields -- read as data[kind]
    shipping {
      firstName
      lastName
      company
      address1
      address2
      city
      postcode
      state
      country
      phone
      email
    }
  }
`;

const TEXT_FIELDS = [
  ['firstName', 'account.field.firstName', 'given-name'],
  ['lastName', 'account.field.lastName', 'family-name'],
  ['company', 'account.field.company', 'organization'],
  ['address1', 'account.field.address1', 'address-line1'],
  ['address2', 'account.field.address2', 'address-line2'],
  ['city', 'account.field.city', 'address-level2'],
  ['postcode', 'account.field.postcode', 'postal-code'],
  ['state', 'account.field.state', 'address-level1'],
] as const;

type Values = Record<(typeof TEXT_FIELDS)[number][0] | 'phone' | 'email' | 'country', string>;

/** The billing or the shipping address (UpdateCustomer); billing also has phone and e-mail. */
export function AddressForm({
  customer,
  kind,
  countries,
}: {
  customer: AddressForm_customer$key;
  kind: 'billing' | 'shipping';
  /** The store's allowed country codes. */
  countries: readonly string[];
}) {
  const data = useFragment(fragment, customer);
  const address = data[kind];
  const t = useT();
  const { locale } = useLocale();
  const environment = useRelayEnvironment();
  const [state, save] = useSave();
  const [values, setValues] = useState<Values>({
    firstName: address?.firstName ?? '',
    lastName: address?.lastName ?? '',
    company: address?.company ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    city: address?.city ?? '',
    postcode: address?.postcode ?? '',
    state: address?.state ?? '',
    country: address?.country ?? '',
    phone: address?.phone ?? '',
    email: address?.email ?? '',
  });
  const names = useMemo(() => new Intl.DisplayNames([BCP47[locale]], { type: 'region' }), [locale]);
  const set = (name: keyof Values) => (value: string) =>
    setValues((previous) => ({ ...previous, [name]: value }));
  const titleId = `${kind}-title`;
  return (
    <Form
      className={styles.form}
      aria-labelledby={titleId}
      onSubmit={(event) => {
        event.preventDefault();
        const { phone, email, country, ...rest } = values;
        const trimmed = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, value.trim()]));
        save(() =>
          commitUpdateCustomer(environment, {
            [kind]: {
              ...trimmed,
              ...(country ? { country: country as CountriesEnum } : {}),
              ...(kind === 'billing' ? { phone: phone.trim(), email: email.trim() } : {}),
            },
          }),
        );
      }}
    >
      <h2 id={titleId} className={styles.subtitle}>
        {t(kind === 'billing' ? 'account.address.billing' : 'account.address.shipping')}
      </h2>
      {TEXT_FIELDS.map(([name, label, autoComplete]) => (
        <TextField
          key={name}
          name={name}
          label={t(label)}
          autoComplete={`${kind} ${autoComplete}`}
          value={values[name]}
          onChange={set(name)}
        />
      ))}
      <Select
        label={t('account.field.country')}
        selectedKey={values.country || null}
        onSelectionChange={(key) => set('country')(String(key ?? ''))}
        placeholder={t('account.field.countryPlaceholder')}
      >
        {countries.map((code) => (
          <SelectItem key={code} id={code}>
            {names.of(code) ?? code}
          </SelectItem>
        ))}
      </Select>
      {kind === 'billing' && (
        <>
          <TextField
            name="phone"
            type="tel"
            label={t('account.field.phone')}
            autoComplete="billing tel"
            value={values.phone}
            onChange={set('phone')}
          />
          <TextField
            name="email"
            type="email"
            label={t('auth.email')}
            autoComplete="billing email"
            value={values.email}
            onChange={set('email')}
          />
        </>
      )}
      <SaveStatus state={state} />
      <div className={styles.actions}>
        <Button type="submit" isPending={state.status === 'saving'}>
          {state.status === 'saving' ? t('account.updating') : t('account.address.save')}
        </Button>
      </div>
    </Form>
  );
}
