import { graphql, useFragment } from 'react-relay';
import type { SocialLoginButtons_query$key } from '../../__generated__/SocialLoginButtons_query.graphql';
import { useT } from '../i18n/I18nProvider';
import { StyledLink } from '../ui/Link';
import { settings } from '../settings';
import * as styles from './Account.css';

const fragment = graphql`
  fragment SocialLoginButtons_query on RootQuery {
    loginClients {
      name
      provider
      isEnabled
      authorizationUrl
    }
  }
`;

/** `GITHUB` → `github`, `OAUTH2_GENERIC` → `oauth2-generic`: the path segment of the start and return pages. */
const slugOf = (provider: string): string => provider.toLowerCase().replace(/_/g, '-');

/**
 * One button per enabled login client (spec 1: `socialLoginsDisplay` 'buttons'). Each leaves for the provider's
 * authorisation page through the host's `/oauth/start/{provider}` (a whole page load), which ties the login's state
 * to this browser (`src/server/oauthBinding.ts`); the provider returns to `/oauth/login/{provider}`. Renders nothing when
 * no provider is enabled.
 */
export function SocialLoginButtons({ query }: { query: SocialLoginButtons_query$key }) {
  const data = useFragment(fragment, query);
  const t = useT();
  const clients = (data.loginClients ?? []).flatMap((client) =>
    client?.isEnabled && client.authorizationUrl && client.provider !== 'PASSWORD' ? [client] : [],
  );
  if (settings.socialLoginsDisplay !== 'buttons' || clients.length === 0) return null;
  return (
    <nav aria-label={t('auth.social.label')} className={styles.form}>
      <p className={styles.divider}>{t('auth.social.or')}</p>
      <ul className={styles.socialList}>
        {clients.map((client) => (
          <li key={client.provider}>
            <StyledLink href={`/oauth/start/${slugOf(client.provider ?? '')}`} variant="buttonSecondary">
              {t('auth.social.continueWith', { provider: client.name ?? client.provider ?? '' })}
            </StyledLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
