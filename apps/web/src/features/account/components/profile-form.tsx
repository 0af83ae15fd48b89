import { errorCodes } from '@club/shared/api/errors';
import { type User, updateProfile } from '@club/shared/api/users';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { flashSuccess } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useUpdateProfile } from '../api/update-profile.ts';
import { ProfileFields } from './profile-fields.tsx';
import { type ProfileValues, profileBodyOf, profileFieldOf, profileValuesOf } from './profile-values.ts';

/** The profile tab: the registration fields without e-mail and password. */
export function ProfileForm({ user, onDirtyChange }: { user: User; onDirtyChange(dirty: boolean): void }) {
  const { t } = useTranslation();
  const session = useSession();
  const update = useUpdateProfile();
  // A refusal that belongs to no field (SPEC.md section 8: the submit error).
  const [submitError, setSubmitError] = useState<string | null>(null);
  const form = useSchemaForm<ProfileValues>({
    initialValues: profileValuesOf(user),
    schema: updateProfile.body,
    toInput: profileBodyOf,
    fieldOf: profileFieldOf,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    setSubmitError(null);
    update.mutate(updateProfile.body.parse(profileBodyOf(values)), {
      onSuccess: async (saved) => {
        form.setInitialValues(profileValuesOf(saved));
        form.setValues(profileValuesOf(saved));
        flashSuccess(t('profile.saved'));
        // The header shows the name and nickname of the session user.
        await session.refresh();
      },
      onError: (error) => {
        const fields = showServerErrors(form, error, { fieldOf: profileFieldOf });
        if (Object.keys(fields).length > 0) return;
        setSubmitError(
          isApiError(error, errorCodes.rateLimited) ? 'account.rateLimited' : 'profile.submitError',
        );
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileFields form={form} />
        {Object.keys(form.errors).length > 0 && (
          <Text c="red" size="sm" role="status">
            {t('account.checkFields')}
          </Text>
        )}
        {submitError && (
          <Alert color="red" role="alert">
            {t(submitError)}
          </Alert>
        )}
        <Button type="submit" loading={update.isPending} fullWidth size="md">
          {t('profile.save')}
        </Button>
      </Stack>
    </form>
  );
}
