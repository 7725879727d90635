import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useRelayEnvironment } from 'react-relay';
import { isCommonPasswordError, passwordsMatch } from '../../machines/authTypes';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { useAnnounced } from '../ui/LiveRegion';
import { FormAlert } from '../ui/FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { commitUpdatePassword } from './mutations/UpdatePasswordMutation';
import { SaveStatus } from './PersonalInfoForm';
import { useSave } from '../ui/useSave';
import * as styles from './Account.css';

/** New password and its confirmation (spec 5: they must match); saved with UpdateCustomer. */
export function ChangePasswordForm() {
  const t = useT();
  const environment = useRelayEnvironment();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const [state, save] = useSave();
  // A password the store refuses as too common is shown at the field (cleared once edited, until the next failure).
  const [submitted, setSubmitted] = useState('');
  const refused = state.status === 'failed' && isCommonPasswordError(state.error) && password === submitted;
  const validationErrors = useMemo(
    () => (refused ? { password: t('auth.error.commonPassword') } : undefined),
    [refused, t],
  );
  useAnnounced(validationErrors?.password);
  return (
    <Form
      className={`${styles.form} ${styles.card}`}
      validationErrors={validationErrors}
      aria-labelledby="password-title"
      onSubmit={(event) => {
        event.preventDefault();
        if (!passwordsMatch(password, confirmation)) {
          setMismatch(true);
          return;
        }
        setMismatch(false);
        setSubmitted(password);
        save(async () => {
          await commitUpdatePassword(environment, password);
          setPassword('');
          setConfirmation('');
        });
      }}
    >
      <h2 id="password-title" className={styles.subtitle}>
        {t('account.password.title')}
      </h2>
      {mismatch && <FormAlert>{t('auth.error.passwordMismatch')}</FormAlert>}
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
      />
      {!mismatch && !(state.status === 'failed' && isCommonPasswordError(state.error)) && (
        <SaveStatus state={state} />
      )}
      <div className={styles.actions}>
        <Button type="submit" isPending={state.status === 'saving'}>
          {state.status === 'saving' ? t('account.updating') : t('account.password.submit')}
        </Button>
      </div>
    </Form>
  );
}
