import type { AuthError } from '../../machines/authTypes';
import type { Translate } from '../i18n/I18nProvider';
import { localizeStoreMessage, plainStoreText } from '../i18n/storeMessages';

/** The spec's message (section 8) for an auth flow's error, in the active locale; `generic` shows the server's
 * text, in the page's language where the storefront knows it. */
export function authErrorText(t: Translate, error: AuthError): string {
  switch (error.code) {
    case 'unknownUser':
      return t('auth.error.unknownUser');
    case 'incorrectPassword':
      return t('auth.error.incorrectPassword');
    case 'noViewer':
      return t('auth.error.noViewer');
    case 'passwordMismatch':
      return t('auth.error.passwordMismatch');
    case 'resetLinkInvalid':
      return t('auth.error.resetLinkInvalid');
    case 'resetEmailFailed':
      return t('auth.error.resetEmailFailed');
    case 'resetFailed':
      return t('auth.error.resetFailed');
    case 'sessionExpired':
      return t('auth.error.sessionExpired');
    case 'commonPassword':
      return t('auth.error.commonPassword');
    case 'generic':
      return error.message
        ? (localizeStoreMessage(t, error.message) ?? plainStoreText(error.message))
        : t('auth.error.generic');
  }
}
