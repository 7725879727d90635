import type { AuthError } from '../../machines/authTypes';
import { useT } from '../i18n/I18nProvider';
import { StoreText } from '../i18n/StoreText';
import { authErrorText } from './authErrors';

/** An auth flow's error as shown in a form: the spec's message, or the store's reason marked with its language. */
export function AuthErrorText({ error }: { error: AuthError }) {
  const t = useT();
  if (error.code === 'generic' && error.message) return <StoreText text={error.message} />;
  return <>{authErrorText(t, error)}</>;
}
