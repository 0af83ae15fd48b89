import { PasswordInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A new password (with the rules' hint) and its confirmation, as registration, the profile's password
 * tab and the reset page ask for them. Each change goes to the form, which clears its own errors.
 */
export function NewPasswordInputs({
  passwordLabel,
  confirmationLabel,
  password,
  confirmation,
  passwordError,
  confirmationError,
  onPasswordChange,
  onConfirmationChange,
}: {
  passwordLabel: string;
  confirmationLabel: string;
  password: string;
  confirmation: string;
  passwordError: string | undefined;
  confirmationError: string | undefined;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={t('account.passwordHint')}
        value={password}
        onChange={(event) => onPasswordChange(event.currentTarget.value)}
        error={passwordError}
        autoComplete="new-password"
        maxLength={200}
        required
      />
      <PasswordInput
        label={confirmationLabel}
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.currentTarget.value)}
        error={confirmationError}
        autoComplete="new-password"
        maxLength={200}
        required
      />
    </>
  );
}
