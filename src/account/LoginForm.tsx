import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { TextField } from '../ui/TextField';
import { AuthErrorText } from './AuthErrorText';
import { useAuthActor, useSelected } from '../app/hooks';
import { FormAlert } from '../ui/FormAlert';
import * as styles from './Account.css';

/**
 * Username (or e-mail) and password. Sends `auth.login`; shows 'Logging you in...' while the machine is logging in
 * and the spec's error afterwards. Typed values stay after a failure.
 */
export function LoginForm({
  showError,
  onSubmit,
}: {
  /** This form sent the last request. */ showError: boolean;
  onSubmit: () => void;
}) {
  const t = useT();
  const actor = useAuthActor();
  const loggingIn = useSelected(actor ?? undefined, (s) => s?.matches({ guest: 'loggingIn' }) ?? false);
  const error = useSelected(actor ?? undefined, (s) => s?.context.error ?? null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Form
      className={styles.form}
      aria-labelledby="login-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        actor?.send({ type: 'auth.login', username: username.trim(), password });
      }}
    >
      <h2 id="login-title" className={styles.subtitle}>
        {t('auth.login.title')}
      </h2>
      {/* An expired login is told by the shell's notice, on every page (src/account/SessionExpiredNotice.tsx). */}
      {showError && error && error.code !== 'sessionExpired' && (
        <FormAlert>
          <AuthErrorText error={error} />
        </FormAlert>
      )}
      <TextField
        name="username"
        label={t('auth.login.username')}
        autoComplete="username"
        isRequired
        value={username}
        onChange={setUsername}
        errorMessage={t('auth.validation.required')}
      />
      <TextField
        name="password"
        type="password"
        label={t('auth.password')}
        autoComplete="current-password"
        isRequired
        value={password}
        onChange={setPassword}
        errorMessage={t('auth.validation.required')}
      />
      <div className={styles.actions}>
        {/* No isPending: on success the form unmounts, and react-aria's pending announcement would keep
            pointing at the removed label (an unlabelled live-region image). */}
        <Button type="submit" isDisabled={!actor}>
          {loggingIn ? t('auth.login.pending') : t('auth.login.submit')}
        </Button>
        <Link to="/my-account/lost-password">{t('auth.login.lostPassword')}</Link>
      </div>
    </Form>
  );
}
