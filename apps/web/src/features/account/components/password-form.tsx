import { errorCodes } from '@club/shared/api/errors';
import { changePasswordProfile } from '@club/shared/api/users';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useChangePasswordProfile } from '../api/change-password-profile.ts';
import { useFieldErrors } from './form-errors.ts';
import { NewPasswordInputs } from './new-password-inputs.tsx';

function errorKey(error: unknown): string {
  if (isApiError(error, errorCodes.wrongPassword)) return 'profile.password.wrongPassword';
  if (isApiError(error, errorCodes.rateLimited)) return 'account.rateLimited';
  return 'profile.password.error';
}

/** The password tab: current password, new password and its confirmation. */
export function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePasswordProfile();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    change.reset();
    const nextErrors: Record<string, string> = {};
    if (oldPassword === '') nextErrors.old_password = t('profile.password.oldRequired');
    // SPEC.md section 5: the new password is not empty and equals its confirmation.
    if (newPassword === '') nextErrors.new_password = t('profile.password.newRequired');
    const parsed = changePasswordProfile.body.safeParse({
      new_password: newPassword,
      old_password: oldPassword,
    });
    if (
      newPassword !== '' &&
      !parsed.success &&
      parsed.error.issues.some((issue) => issue.path[0] === 'new_password')
    ) {
      nextErrors.new_password = t('account.fieldErrors.Password');
    }
    if (newPassword !== confirmation) nextErrors.confirmation = t('account.passwordMismatch');
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || !parsed.success) return;

    change.mutate(parsed.data, {
      onSuccess: () => {
        setOldPassword('');
        setNewPassword('');
        setConfirmation('');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('profile.password.old')}
          value={oldPassword}
          onChange={(event) => {
            setOldPassword(event.currentTarget.value);
            clear('old_password');
          }}
          error={errors.old_password}
          autoComplete="current-password"
          maxLength={200}
          required
        />
        <NewPasswordInputs
          passwordLabel={t('profile.password.new')}
          confirmationLabel={t('profile.password.confirmation')}
          password={newPassword}
          confirmation={confirmation}
          passwordError={errors.new_password}
          confirmationError={errors.confirmation}
          onPasswordChange={(value) => {
            setNewPassword(value);
            clear('new_password', 'confirmation');
          }}
          onConfirmationChange={(value) => {
            setConfirmation(value);
            clear('confirmation');
          }}
        />
        {change.isSuccess && (
          <Alert color="teal" role="status">
            {t('profile.password.success')}
          </Alert>
        )}
        {change.isError && (
          <Alert color="red" role="alert">
            {t(errorKey(change.error))}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} fullWidth size="md">
          {t('profile.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
