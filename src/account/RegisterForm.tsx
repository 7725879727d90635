import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { useAnnounced } from '../ui/LiveRegion';
import { TextField } from '../ui/TextField';
import { AuthErrorText } from './AuthErrorText';
import { authErrorText } from './authErrors';
import { newPasswordError } from './NewPasswordFields';
import { useAuthActor, useSelected } from '../app/hooks';
import { FormAlert } from '../ui/FormAlert';
import * as styles from './Account.css';

/** Creates an account and logs in with it (`auth.register`). Typed values stay after a failure. */
export function RegisterForm({
  showError,
  onSubmit,
}: {
  /** This form sent the last request. */ showError: boolean;
  onSubmit: () => void;
}) {
  const t = useT();
  const actor = useAuthActor();
  const registering = useSelected(actor ?? undefined, (s) => s?.matches({ guest: 'registering' }) ?? false);
  const error = useSelected(actor ?? undefined, (s) => s?.context.error ?? null);
  const [email, setEmail] = useState('');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState('');
  // A password the store refuses is shown at the password field while it is still the one sent; other failures
  // above the form.
  const shown = showError ? error : null;
  const refused = shown?.code === 'commonPassword' && password === submitted;
  const validationErrors = useMemo(
    () => (refused && shown ? { password: authErrorText(t, shown) } : undefined),
    [refused, shown, t],
  );
  const passwordError = validationErrors?.password;
  useAnnounced(passwordError);
  return (
    <Form
      className={styles.form}
      validationErrors={validationErrors}
      aria-labelledby="register-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setSubmitted(password);
        actor?.send({
          type: 'auth.register',
          email: email.trim(),
          password,
          ...(username.trim() ? { username: username.trim() } : {}),
        });
      }}
    >
      <h2 id="register-title" className={styles.subtitle}>
        {t('auth.register.title')}
      </h2>
      {shown && shown.code !== 'commonPassword' && shown.code !== 'sessionExpired' && (
        <FormAlert>
          <AuthErrorText error={shown} />
        </FormAlert>
      )}
      <TextField
        name="email"
        type="email"
        label={t('auth.email')}
        autoComplete="email"
        isRequired
        value={email}
        onChange={setEmail}
        errorMessage={({ validationDetails }) =>
          validationDetails.valueMissing ? t('auth.validation.required') : t('auth.validation.email')
        }
      />
      <TextField
        name="username"
        label={t('auth.register.username')}
        description={t('auth.register.usernameHint')}
        autoComplete="username"
        value={username}
        onChange={setUsername}
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        isRequired
        minLength={8}
        value={password}
        onChange={setPassword}
        errorMessage={newPasswordError(t)}
      />
      <div className={styles.actions}>
        {/* No isPending: on success the form unmounts, and react-aria's pending announcement would keep
            pointing at the removed label (an unlabelled live-region image). */}
        <Button type="submit" variant="secondary" isDisabled={!actor}>
          {registering ? t('auth.login.pending') : t('auth.register.submit')}
        </Button>
      </div>
    </Form>
  );
}
