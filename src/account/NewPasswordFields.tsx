import type { ValidationResult } from 'react-aria-components';
import { useT, type Translate } from '../i18n/I18nProvider';
import { TextField } from '../ui/TextField';

/**
 * The message under a new-password field: required, too short, or the store's refusal that the form passes in
 * `validationErrors` (e.g. a password too common), which react-aria reports as a custom error.
 */
export function newPasswordError(t: Translate) {
  return ({ validationDetails, validationErrors }: ValidationResult): string =>
    validationDetails.valueMissing
      ? t('auth.validation.required')
      : validationDetails.customError && validationErrors.length
        ? validationErrors.join(' ')
        : t('auth.passwordHint');
}

interface NewPasswordFieldsProps {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
}

/** A new password (at least 8 characters) and its confirmation, as the change-password and reset forms ask. */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
}: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        name="password"
        type="password"
        label={t('account.password.new')}
        description={t('auth.passwordHint')}
        autoComplete="new-password"
        isRequired
        minLength={8}
        value={password}
        onChange={onPasswordChange}
        errorMessage={newPasswordError(t)}
      />
      <TextField
        name="confirmation"
        type="password"
        label={t('account.password.confirm')}
        autoComplete="new-password"
        isRequired
        value={confirmation}
        onChange={onConfirmationChange}
        errorMessage={t('auth.validation.required')}
      />
    </>
  );
}
