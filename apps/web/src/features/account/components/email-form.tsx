import { errorCodes } from '@club/shared/api/errors';
import { askNewEmail } from '@club/shared/api/users';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useAskNewEmail } from '../api/ask-new-email.ts';
import { useFieldErrors } from './form-errors.ts';

function errorKey(error: unknown): string {
  if (isApiError(error, errorCodes.wrongPassword)) return 'profile.email.wrongPassword';
  if (isApiError(error, errorCodes.emailTaken)) return 'profile.email.emailTaken';
  if (isApiError(error, errorCodes.rateLimited)) return 'account.rateLimited';
  return 'profile.email.error';
}

/** The e-mail tab: the new address and the current password; the change waits for the link sent there. */
export function EmailForm({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation();
  const ask = useAskNewEmail();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, setErrors, clear } = useFieldErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    ask.reset();
    setSentTo(null);
    const parsed = askNewEmail.body.safeParse({ new_email: newEmail, password });
    const nextErrors: Record<string, string> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        if (issue.path[0] === 'new_email') nextErrors.new_email = t('account.fieldErrors.Email');
        if (issue.path[0] === 'password') nextErrors.password = t('profile.email.passwordRequired');
      }
    } else if (parsed.data.new_email === currentEmail.toLowerCase()) {
      nextErrors.new_email = t('profile.email.sameEmail');
    }
    setErrors(nextErrors);
    if (!parsed.success || Object.keys(nextErrors).length > 0) return;

    ask.mutate(parsed.data, {
      onSuccess: () => {
        setSentTo(parsed.data.new_email);
        setNewEmail('');
        setPassword('');
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('profile.email.current', { email: currentEmail })}</Text>
        <TextInput
          type="email"
          label={t('profile.email.new')}
          value={newEmail}
          onChange={(event) => {
            setNewEmail(event.currentTarget.value);
            clear('new_email');
          }}
          error={errors.new_email}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
        />
        <PasswordInput
          label={t('profile.email.password')}
          value={password}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            clear('password');
          }}
          error={errors.password}
          autoComplete="current-password"
          maxLength={200}
          required
        />
        {ask.isSuccess && sentTo !== null && (
          <Alert color="teal" role="status">
            {t('profile.email.success', { email: sentTo })}
          </Alert>
        )}
        {ask.isError && (
          <Alert color="red" role="alert">
            {t(errorKey(ask.error))}
          </Alert>
        )}
        <Button type="submit" loading={ask.isPending} fullWidth size="md">
          {t('profile.email.submit')}
        </Button>
      </Stack>
    </form>
  );
}
