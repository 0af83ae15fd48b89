import { errorCodes } from '@club/shared/api/errors';
import { register } from '@club/shared/api/users';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useRegister } from '../api/register.ts';
import { fieldsWithIssues, useFieldErrors } from './form-errors.ts';
import { NewPasswordInputs } from './new-password-inputs.tsx';
import { ProfileFields } from './profile-fields.tsx';
import { emptyProfileValues, type ProfileValues, profileBodyOf } from './profile-values.ts';

/** Where the success page finds the address the validation mail went to. */
export interface RegisterSuccessState {
  email: string;
}

function serverErrorKey(error: unknown): string {
  if (isApiError(error, errorCodes.emailTaken)) return 'register.emailTaken';
  if (isApiError(error, errorCodes.rateLimited)) return 'account.rateLimited';
  return 'register.serverError';
}

export function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const registration = useRegister();
  const [values, setValues] = useState<ProfileValues>(emptyProfileValues);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear, clearProfileFields } = useFieldErrors();

  const change = (patch: Partial<ProfileValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    clearProfileFields(patch);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    registration.reset();
    const parsed = register.body.safeParse({ ...profileBodyOf(values), Email: email, Password: password });
    const nextErrors: Record<string, string> = {};
    if (!parsed.success) {
      for (const field of fieldsWithIssues(parsed.error.issues)) {
        nextErrors[field] = t(`account.fieldErrors.${field}`);
      }
    }
    // SPEC.md section 5: the confirmation must equal the password, else the password error.
    if (password !== confirmation) nextErrors.PasswordConfirmation = t('account.passwordMismatch');
    setErrors(nextErrors);
    if (!parsed.success || Object.keys(nextErrors).length > 0) return;

    registration.mutate(parsed.data, {
      onSuccess: () => {
        const state: RegisterSuccessState = { email: parsed.data.Email };
        navigate(paths.registerSuccess.to(), { state });
      },
    });
  };

  const hasFieldErrors = Object.keys(errors).length > 0;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ProfileFields values={values} onChange={change} errors={errors}>
          <TextInput
            type="email"
            label={t('account.fields.email')}
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              clear('Email');
            }}
            error={errors.Email}
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NewPasswordInputs
              passwordLabel={t('account.fields.password')}
              confirmationLabel={t('account.fields.passwordConfirmation')}
              password={password}
              confirmation={confirmation}
              passwordError={errors.Password}
              confirmationError={errors.PasswordConfirmation}
              onPasswordChange={(value) => {
                setPassword(value);
                clear('Password', 'PasswordConfirmation');
              }}
              onConfirmationChange={(value) => {
                setConfirmation(value);
                clear('PasswordConfirmation');
              }}
            />
          </SimpleGrid>
        </ProfileFields>

        {hasFieldErrors && (
          <Text c="red" size="sm" role="status">
            {t('account.checkFields')}
          </Text>
        )}
        {registration.isError && (
          <Alert color="red" role="alert" title={t('register.serverErrorTitle')}>
            {t(serverErrorKey(registration.error))}
          </Alert>
        )}
        <Button type="submit" loading={registration.isPending} fullWidth size="md">
          {t('register.submit')}
        </Button>
      </Stack>
    </form>
  );
}
