import { useT } from '../i18n/I18nProvider';
import { Link } from '../ui/Link';
import { useSessionExpired } from '../app/hooks';
import { FormAlert } from '../ui/FormAlert';

/**
 * Tells the shopper their login ended (the store refused the token and it could not be renewed), on whatever page
 * they are. It stays until the next login attempt clears the auth error.
 */
export function SessionExpiredNotice() {
  const t = useT();
  const expired = useSessionExpired();
  if (!expired) return null;
  return (
    <FormAlert>
      {t('auth.error.sessionExpired')} <Link to="/my-account">{t('auth.sessionExpired.login')}</Link>
    </FormAlert>
  );
}
