import type { Address, FieldErrors, FieldPath } from '../../machines/checkoutValidation';
import { useIntl, useT } from '../i18n/I18nProvider';
import { Select, SelectItem } from '../ui/Select';
import { TextField } from '../ui/TextField';
import { CountryStateField } from './CountryStateField';
import { useFieldError } from './fieldErrors';
import * as styles from './CheckoutScreen.css';

export interface AddressFieldsProps {
  group: 'billing' | 'shipping';
  address: Address;
  errors: FieldErrors;
  /** Country codes the store sells to (`allowedCountries`). */
  countries: readonly string[];
  onChange: (patch: Partial<Address>) => void;
  /** Street, city, postcode and country; off for an all-virtual cart when the store hides them. @default true */
  withAddress?: boolean;
  /** E-mail and phone (billing only). @default false */
  withContact?: boolean;
}

/** Name, company, address with country and state pickers, and (billing) e-mail and phone. */
export function AddressFields({
  group,
  address,
  errors,
  countries,
  onChange,
  withAddress = true,
  withContact = false,
}: AddressFieldsProps) {
  const t = useT();
  const intl = useIntl();
  const errorOf = useFieldError(errors);
  const field = (name: keyof Address, label: string, autoComplete: string, required = false) => {
    const path: FieldPath = `${group}.${name}`;
    const error = errorOf(path);
    return (
      <TextField
        key={name}
        name={path}
        label={label}
        value={address[name]}
        onChange={(value) => onChange({ [name]: value })}
        isRequired={required}
        isInvalid={error !== undefined}
        errorMessage={error}
        autoComplete={`section-${group} ${group} ${autoComplete}`}
        className={styles.fieldCell}
      />
    );
  };
  const countryItems = countries
    .map((code) => ({ id: code, name: intl.formatDisplayName(code, { type: 'region' }) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  const countryError = errorOf(`${group}.country`);

  return (
    <div className={styles.fieldGrid}>
      {field('firstName', t('checkout.field.firstName'), 'given-name', true)}
      {field('lastName', t('checkout.field.lastName'), 'family-name', true)}
      {withAddress && (
        <>
          <div className={styles.fullRow}>
            {field('company', t('checkout.field.company'), 'organization')}
          </div>
          <Select
            label={t('checkout.field.country')}
            placeholder={t('checkout.field.countryPlaceholder')}
            items={countryItems}
            selectedKey={address.country || null}
            onSelectionChange={(key) => onChange({ country: String(key), state: '' })}
            isRequired
            isInvalid={countryError !== undefined}
            errorMessage={countryError}
            className={styles.fullRow}
          >
            {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
          </Select>
          <div className={styles.fullRow}>
            {field('address1', t('checkout.field.address1'), 'address-line1', true)}
          </div>
          <div className={styles.fullRow}>
            {field('address2', t('checkout.field.address2'), 'address-line2')}
          </div>
          {field('postcode', t('checkout.field.postcode'), 'postal-code', true)}
          {field('city', t('checkout.field.city'), 'address-level2', true)}
          <div className={styles.fullRow}>
            <CountryStateField
              label={t('checkout.field.state')}
              placeholder={t('checkout.field.statePlaceholder')}
              country={address.country}
              value={address.state}
              onChange={(state) => onChange({ state })}
              errorMessage={errorOf(`${group}.state`)}
            />
          </div>
        </>
      )}
      {withContact && (
        <>
          {field('email', t('checkout.field.email'), 'email', true)}
          {field('phone', t('checkout.field.phone'), 'tel')}
        </>
      )}
    </div>
  );
}
