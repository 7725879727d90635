import { useState } from 'react';
import { Form } from 'react-aria-components';
import { graphql, useFragment, useRelayEnvironment } from 'react-relay';
import type { PersonalInfoForm_customer$key } from '../../__generated__/PersonalInfoForm_customer.graphql';
import { useT } from '../i18n/I18nProvider';
import { StoreText } from '../i18n/StoreText';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';
import { FormAlert } from '../ui/FormAlert';
import { commitUpdateCustomer } from './mutations/UpdateCustomerMutation';
import { useSave } from '../ui/useSave';
import * as styles from './Account.css';

const fragment = graphql`
  fragment PersonalInfoForm_customer on Customer {
    firstName
    lastName
    email
  }
`;

/** First name, last name and e-mail (UpdateCustomer); 'Updating' while saving. */
export function PersonalInfoForm({ customer }: { customer: PersonalInfoForm_customer$key }) {
  const data = useFragment(fragment, customer);
  const t = useT();
  const environment = useRelayEnvironment();
  const [values, setValues] = useState({
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    email: data.email ?? '',
  });
  const [state, save] = useSave();
  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
  });
  return (
    <Form
      className={styles.form}
      aria-labelledby="personal-title"
      onSubmit={(event) => {
        event.preventDefault();
        save(() =>
          commitUpdateCustomer(environment, {
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            email: values.email.trim(),
          }),
        );
      }}
    >
      <h2 id="personal-title" className={styles.subtitle}>
        {t('account.details.personal')}
      </h2>
      <div className={styles.fieldRow}>
        <TextField {...field('firstName')} label={t('account.field.firstName')} autoComplete="given-name" />
        <TextField {...field('lastName')} label={t('account.field.lastName')} autoComplete="family-name" />
      </div>
      <TextField
        {...field('email')}
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        isRequired
        errorMessage={({ validationDetails }) =>
          validationDetails.valueMissing ? t('auth.validation.required') : t('auth.validation.email')
        }
      />
      <SaveStatus state={state} />
      <div className={styles.actions}>
        <Button type="submit" isPending={state.status === 'saving'}>
          {state.status === 'saving' ? t('account.updating') : t('account.save')}
        </Button>
      </div>
    </Form>
  );
}

/** 'Saved' or 'Failed to update' with the server's reason. */
export function SaveStatus({ state }: { state: ReturnType<typeof useSave>[0] }) {
  const t = useT();
  if (state.status === 'saved') return <FormAlert tone="success">{t('account.saved')}</FormAlert>;
  if (state.status === 'failed')
    return (
      <FormAlert>
        {t('account.updateFailed')}
        {state.message ? (
          <>
            {' '}
            <StoreText text={state.message} />
          </>
        ) : null}
      </FormAlert>
    );
  return null;
}
