import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { authErrorText } from './authErrors';
import { useAuthActor, useStorefrontNow, useSelected } from '../app/hooks';
import { FormAlert } from '../ui/FormAlert';
import { Centered } from '../ui/QueryBoundary';
import * as styles from './Account.css';

const route = getRouteApi('/oauth/login/$provider');

/**
 * `/oauth/login/{provider}`: the provider sends the shopper back here with `code` and `state`; the page hands them to
 * the auth machine (`auth.social.complete`) once, then goes to the account. A token without a viewer shows the
 * spec's long message.
 */
export function OAuthLoginRoute() {
  const { provider } = route.useParams();
  const { code, state, error: providerError } = route.useSearch();
  const actor = useAuthActor();
  useStorefrontNow();
  const navigate = useNavigate();
  const t = useT();
  const sent = useRef(false);
  const authenticated = useSelected(actor ?? undefined, (s) => s?.matches('authenticated') ?? false);
  const failed = useSelected(actor ?? undefined, (s) => s?.context.error ?? null);

  useEffect(() => {
    if (!actor || sent.current || !code) return;
    sent.current = true;
    actor.send({ type: 'auth.social.complete', provider, code, state: state ?? '' });
  }, [actor, code, provider, state]);

  useEffect(() => {
    if (authenticated) void navigate({ to: '/my-account', replace: true });
  }, [authenticated, navigate]);

  // `state_mismatch`: the host found no login started in this browser for this return (src/server/oauthBinding.ts).
  const problem =
    providerError === 'state_mismatch'
      ? t('auth.social.notStarted')
      : providerError || !code
        ? t('auth.social.cancelled')
        : failed
          ? authErrorText(t, failed)
          : null;
  return (
    <div className={styles.narrow}>
      <h1 className={styles.title}>{t('auth.social.title')}</h1>
      {problem ? (
        <div className={styles.card}>
          <FormAlert>{problem}</FormAlert>
          <Link to="/my-account">{t('auth.social.back')}</Link>
        </div>
      ) : (
        <>
          <p className={styles.muted}>{t('auth.login.pending')}</p>
          <Centered />
        </>
      )}
    </div>
  );
}
