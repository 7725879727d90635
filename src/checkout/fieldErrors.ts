import { useCallback } from 'react';
import type { FieldErrorCode, FieldErrors, FieldPath } from '../../machines/checkoutValidation';
import { useT } from '../i18n/I18nProvider';
import type { MessageId } from '../i18n/messages';

const MESSAGES: Record<FieldErrorCode, MessageId> = {
  required: 'checkout.error.required',
  invalidEmail: 'checkout.error.invalidEmail',
  invalidPhone: 'checkout.error.invalidPhone',
  commonPassword: 'auth.error.commonPassword',
};

/** The translated message of a field's validation error, or undefined when the field is valid. */
export function useFieldError(errors: FieldErrors): (path: FieldPath) => string | undefined {
  const t = useT();
  return useCallback(
    (path: FieldPath) => {
      const code = errors[path];
      return code ? t(MESSAGES[code]) : undefined;
    },
    [errors, t],
  );
}
