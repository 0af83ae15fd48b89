import { errorCodes } from '@club/shared/api/errors';
import { type User, updateProfile } from '@club/shared/api/users';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { fieldsWithIssues, useFieldErrors } from './form-errors.ts';
import { ProfileFields } from './profile-fields.tsx';
import { type ProfileValues, profileBodyOf, profileValuesOf } from './profile-values.ts';

/** The profile tab: the registration fields without e-mail and password. */
export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const session = useSession();
  const update = useUpdateProfile();
  const [values, setValues] = useState<ProfileValues>(() => profileValuesOf(user));
  const { errors, setErrors, clearProfileFields } = useFieldErrors();

  const change = (patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    clearProfileFields(patch);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    update.reset();
    const parsed = updateProfile.body.safeParse(profileBodyOf(values));
    if (!parsed.success) {
      const nextErrors: Record<string, string> = {};
      for (const field of fieldsWithIssues(parsed.error.issues)) {
        nextErrors[field] = t(`account.fieldErrors.${field}`);
      }
      setErrors(nextErrors);
      return;
    }
    setErrors({});
    update.mutate(parsed.data, {
      onSuccess: async () => {
        flashSuccess(t('profile.saved'));
        // The header shows the name and nickname of the session user.
        await session.refresh();
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileFields values={values} onChange={change} errors={errors} />
        {Object.keys(errors).length > 0 && (
          <Text c="red" size="sm" role="status">
            {t('account.checkFields')}
          </Text>
        )}
        {update.isError && (
          <Alert color="red" role="alert">
            {isApiError(update.error, errorCodes.rateLimited)
              ? t('account.rateLimited')
              : t('profile.submitError')}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending} fullWidth size="md">
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
