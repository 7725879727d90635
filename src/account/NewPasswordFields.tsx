import { useT } from '../i18n/I18nProvider';
import { TextField } from '../ui/TextField';

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
        errorMessage={({ validationDetails }) =>
          validationDetails.valueMissing ? t('auth.validation.required') : t('auth.passwordHint')
        }
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
