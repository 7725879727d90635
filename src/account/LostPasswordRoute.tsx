import { getRouteApi } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useRelayEnvironment } from 'react-relay';
import { fromPromise } from 'xstate';
import { passwordResetMachine } from '../../machines/passwordResetMachine';
import { devInspect } from '../app/inspector';
import { useT } from '../i18n/I18nProvider';
import { Button } from '../ui/Button';
import { Link } from '../ui/Link';
import { useAnnounced } from '../ui/LiveRegion';
import { TextField } from '../ui/TextField';
import { AuthErrorText } from './AuthErrorText';
import { authErrorText } from './authErrors';
import { FormAlert } from '../ui/FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { commitResetUserPassword } from './mutations/ResetUserPasswordMutation';
import { commitSendPasswordResetEmail } from './mutations/SendPasswordResetEmailMutation';
import * as styles from './Account.css';

const route = getRouteApi('/my-account/lost-password');

/**
 * `/my-account/lost-password`: without a key, asks for the reset e-mail (neutral reply); with the e-mailed link's
 * `key` and `login`, sets the new password. Runs the password reset machine.
 */
export function LostPasswordRoute() {
  const { key, login } = route.useSearch();
  const environment = useRelayEnvironment();
  const t = useT();
  const actor = useActorRef(
    passwordResetMachine.provide({
      actors: {
        requestReset: fromPromise(({ input }) => commitSendPasswordResetEmail(environment, input.username)),
        resetPassword: fromPromise(({ input }) => commitResetUserPassword(environment, input)),
      },
    }),
    { inspect: devInspect() },
  );
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const requested = useSelector(actor, (s) => s.matches({ form: 'requested' }));
  const reset = useSelector(actor, (s) => s.matches({ form: 'reset' }));
  const error = useSelector(actor, (s) => s.context.error);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const resetting = Boolean(key && login);
  // A new password the store refuses is shown at the password field (cleared once edited, until the next failure).
  const [submitted, setSubmitted] = useState('');
  const refused = error?.code === 'commonPassword' && password === submitted;
  const validationErrors = useMemo(
    () => (refused && error ? { password: authErrorText(t, error) } : undefined),
    [refused, error, t],
  );
  useAnnounced(validationErrors?.password);

  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('auth.lost.title')}</h1>
      {reset ? (
        <div className={styles.card}>
          <FormAlert tone="success">{t('auth.lost.done')}</FormAlert>
          <Link to="/my-account" variant="button">
            {t('auth.login.submit')}
          </Link>
        </div>
      ) : resetting ? (
        <Form
          className={`${styles.form} ${styles.card}`}
          // A submit before the page has hydrated posts, and the server answers with the page again: the fields
          // never go into the address (src/server/host.ts).
          method="post"
          validationErrors={validationErrors}
          aria-labelledby="reset-title"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(password);
            actor.send({
              type: 'password.reset',
              key: key ?? '',
              login: login ?? '',
              password,
              confirmation,
            });
          }}
        >
          <h2 id="reset-title" className={styles.subtitle}>
            {t('auth.lost.resetTitle')}
          </h2>
          {error && error.code !== 'commonPassword' && (
            <FormAlert>
              <AuthErrorText error={error} />
              {error.code === 'resetLinkInvalid' && (
                <>
                  {' '}
                  <Link to="/my-account/lost-password">{t('auth.error.requestNewLink')}</Link>
                </>
              )}
            </FormAlert>
          )}
          <NewPasswordFields
            password={password}
            confirmation={confirmation}
            onPasswordChange={setPassword}
            onConfirmationChange={setConfirmation}
          />
          <div className={styles.actions}>
            {/* No isPending: on success this form unmounts, and react-aria's pending announcement would keep
                pointing at the removed label. */}
            <Button type="submit">{busy ? t('account.updating') : t('auth.lost.resetSubmit')}</Button>
          </div>
        </Form>
      ) : (
        <Form
          className={`${styles.form} ${styles.card}`}
          method="post"
          aria-labelledby="request-title"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'password.request', username });
          }}
        >
          <h2 id="request-title" className={styles.subtitle}>
            {t('auth.lost.requestTitle')}
          </h2>
          <p className={styles.muted}>{t('auth.lost.intro')}</p>
          {requested && <FormAlert tone="success">{t('auth.lost.sent')}</FormAlert>}
          {error && <FormAlert>{authErrorText(t, error)}</FormAlert>}
          <TextField
            name="username"
            label={t('auth.login.username')}
            autoComplete="username"
            isRequired
            value={username}
            onChange={setUsername}
            errorMessage={t('auth.validation.required')}
          />
          <div className={styles.actions}>
            <Button type="submit" isPending={busy}>
              {t('auth.lost.requestSubmit')}
            </Button>
            <Link to="/my-account">{t('auth.lost.back')}</Link>
          </div>
        </Form>
      )}
    </div>
  );
}
