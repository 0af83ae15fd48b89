import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';

/**
 * A new password (with the rules' hint) and its confirmation, as registration, the profile's password
 * tab and the reset page ask for them; each bound to its form field (`form.getInputProps`).
 */
export function NewPasswordInputs({
  passwordLabel,
  confirmationLabel,
  password,
  confirmation,
}: {
  passwordLabel: string;
  confirmationLabel: string;
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        label={passwordLabel}
        description={t('account.passwordHint')}
        autoComplete="new-password"
        maxLength={200}
        required
        {...password}
      />
      <PasswordInput
        label={confirmationLabel}
        autoComplete="new-password"
        maxLength={200}
        required
        {...confirmation}
      />
    </>
  );
}
