import { errorCodes } from '@club/shared/api/errors';
import { askNewEmail } from '@club/shared/api/users';
import { Alert, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { useAskNewEmail } from '../api/ask-new-email.ts';

type EmailValues = { new_email: string; password: string };

/** The e-mail tab: the new address and the current password; the change waits for the link sent there. */
export function EmailForm({
  currentEmail,
  onDirtyChange,
}: {
  currentEmail: string;
  onDirtyChange(dirty: boolean): void;
}) {
  const { t } = useTranslation();
  const ask = useAskNewEmail();
  const [sentTo, setSentTo] = useState<string | null>(null);
  // A refusal that belongs to no field (SPEC.md section 8: the e-mail change's error flag).
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm<EmailValues>({
    initialValues: { new_email: '', password: '' },
    schema: askNewEmail.body,
  });
  const dirty = form.isDirty();
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.onSubmit((values) => {
    setSentTo(null);
    setFailure(null);
    const body = askNewEmail.body.parse(values);
    if (body.new_email === currentEmail.toLowerCase()) {
      form.setFieldError('new_email', t('profile.email.sameEmail'));
      return;
    }
    ask.mutate(body, {
      onSuccess: () => {
        setSentTo(body.new_email);
        form.reset();
      },
      onError: (error) => {
        const fields = showServerErrors(form, error, {
          codes: {
            [errorCodes.wrongPassword]: { field: 'password', message: t('profile.email.wrongPassword') },
            [errorCodes.emailTaken]: { field: 'new_email', message: t('profile.email.emailTaken') },
          },
        });
        if (Object.keys(fields).length > 0) return;
        setFailure(isApiError(error, errorCodes.rateLimited) ? 'account.rateLimited' : 'profile.email.error');
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('profile.email.current', { email: currentEmail })}</Text>
        <TextInput
          type="email"
          label={t('profile.email.new')}
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          {...form.getInputProps('new_email')}
        />
        <PasswordInput
          label={t('profile.email.password')}
          autoComplete="current-password"
          maxLength={200}
          required
          {...form.getInputProps('password')}
        />
        {sentTo !== null && (
          <Alert color="teal" role="status">
            {t('profile.email.success', { email: sentTo })}
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {t(failure)}
          </Alert>
        )}
        <Button type="submit" loading={ask.isPending} fullWidth size="md">
          {t('profile.email.submit')}
        </Button>
      </Stack>
    </form>
  );
}
