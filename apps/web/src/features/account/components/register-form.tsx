import { errorCodes } from '@club/shared/api/errors';
import { register } from '@club/shared/api/users';
import { registerForm } from '@club/shared/forms/users';
import { pages } from '@club/shared/pages';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useRegister } from '../api/register.ts';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { emptyProfileValues, type ProfileValues, profileBodyOf, profileFieldOf } from './profile-values.ts';

/** Where the success page finds the address the validation mail went to. */
export interface RegisterSuccessState {
  email: string;
}

type RegisterValues = ProfileValues & { Email: string; Password: string; PasswordConfirmation: string };

const toBody = (values: RegisterValues) => ({
  ...profileBodyOf(values),
  Email: values.Email,
  Password: values.Password,
  PasswordConfirmation: values.PasswordConfirmation,
});

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  // A refusal that belongs to no field (SPEC.md section 8: the server error flag).
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useSchemaForm<RegisterValues>({
    initialValues: { ...emptyProfileValues, Email: '', Password: '', PasswordConfirmation: '' },
    // SPEC.md section 5: the confirmation must equal the password, else the password error.
    schema: registerForm,
    toInput: toBody,
    fieldOf: profileFieldOf,
  });
  const guard = useUnsavedChangesGuard(form.isDirty());

  const submit = form.onSubmit((values) => {
    setServerError(null);
    const body = register.body.parse(toBody(values));
    registration.mutate(body, {
      onSuccess: () => {
        guard.release();
        const state: RegisterSuccessState = { email: body.Email };
        navigate(pages.registerSuccess.to(), { state });
      },
      onError: (error) => {
        const fields = showServerErrors(form, error, {
          codes: { [errorCodes.emailTaken]: { field: 'Email', message: t('register.emailTaken') } },
          fieldOf: profileFieldOf,
        });
        if (Object.keys(fields).length > 0) return;
        setServerError(
          isApiError(error, errorCodes.rateLimited) ? 'account.rateLimited' : 'register.serverError',
        );
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileFields form={form}>
          <TextInput
            type="email"
            label={t('account.fields.email')}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
            {...form.getInputProps('Email')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NewPasswordInputs
              passwordLabel={t('account.fields.password')}
              confirmationLabel={t('account.fields.passwordConfirmation')}
              password={form.getInputProps('Password')}
              confirmation={form.getInputProps('PasswordConfirmation')}
            />
          </SimpleGrid>
        </ProfileFields>

        {Object.keys(form.errors).length > 0 && (
          <Text c="red" size="sm" role="status">
            {t('account.checkFields')}
          </Text>
        )}
        {serverError && (
          <Alert color="red" role="alert" title={t('register.serverErrorTitle')}>
            {t(serverError)}
          </Alert>
        )}
        <Button type="submit" loading={registration.isPending} fullWidth size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
