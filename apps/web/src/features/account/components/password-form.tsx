import { errorCodes } from '@club/shared/api/errors';
import { changePasswordProfile } from '@club/shared/api/users';
import { changePasswordProfileForm } from '@club/shared/forms/users';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useChangePasswordProfile } from '../api/change-password-profile.ts';
import { NewPasswordInputs } from './new-password-inputs.tsx';

type PasswordValues = { old_password: string; new_password: string; confirmation: string };

/** The password tab: current password, new password and its confirmation. */
export function PasswordForm({ onDirtyChange }: { onDirtyChange(dirty: boolean): void }) {
  const { t } = useTranslation();
  const change = useChangePasswordProfile();
  const [succeeded, setSucceeded] = useState(false);
  // A refusal that belongs to no field (SPEC.md section 8: the password change's error flag).
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<PasswordValues>({
    initialValues: { old_password: '', new_password: '', confirmation: '' },
    // SPEC.md section 5: the new password is not empty and equals its confirmation.
    schema: changePasswordProfileForm,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    setSucceeded(false);
    setFailure(null);
    change.mutate(changePasswordProfile.body.parse(values), {
      onSuccess: () => {
        setSucceeded(true);
        form.reset();
      },
      onError: (error) => {
        const fields = showServerErrors(form, error, {
          codes: {
            [errorCodes.wrongPassword]: {
              field: 'old_password',
              message: t('profile.password.wrongPassword'),
            },
          },
        });
        if (Object.keys(fields).length > 0) return;
        setFailure(
          isApiError(error, errorCodes.rateLimited) ? 'account.rateLimited' : 'profile.password.error',
        );
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <PasswordInput
          label={t('profile.password.old')}
          autoComplete="current-password"
          maxLength={200}
          required
          {...form.getInputProps('old_password')}
        />
        <NewPasswordInputs
          passwordLabel={t('profile.password.new')}
          confirmationLabel={t('profile.password.confirmation')}
          password={form.getInputProps('new_password')}
          confirmation={form.getInputProps('confirmation')}
        />
        {succeeded && (
          <Alert color="teal" role="status">
            {t('profile.password.success')}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {t(failure)}
          </Alert>
        )}
        <Button type="submit" loading={change.isPending} fullWidth size="md">
          {t('profile.password.submit')}
        </Button>
      </Stack>
    </form>
  );
}
