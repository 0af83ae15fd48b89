import { errorCodes } from '@club/shared/api/errors';
import { tokenField } from '@club/shared/api/fields';
import { resetPassword } from '@club/shared/api/users';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { flashMessage } from '../../../lib/flash.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useFieldErrors } from '../components/form-errors.ts';
import { NewPasswordInputs } from '../components/new-password-inputs.tsx';

const LINK_ERRORS = [
  errorCodes.linkInvalid,
  errorCodes.tokenExpired,
  errorCodes.invalidToken,
  errorCodes.invalidInput,
  errorCodes.notFound,
];

function isLinkError(error: unknown): boolean {
  return LINK_ERRORS.some((code) => isApiError(error, code));
}

function errorKey(error: unknown): string {
  if (isLinkError(error)) return 'account.resetPassword.invalid';
  if (isApiError(error, errorCodes.rateLimited)) return 'account.rateLimited';
  if (!isApiError(error)) return 'account.networkError';
  return 'account.resetPassword.error';
}

/** /reset_password/{token}: the one-time link of a forgotten-password mail sets a new password. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connection = useConnectionModal();
  const token = useParams().token ?? '';
  const wellFormed = tokenField.safeParse(token).success;
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const { errors, setErrors, clear } = useFieldErrors();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset.reset();
    const nextErrors: Record<string, string> = {};
    const parsed = resetPassword.body.safeParse({ token, new_password: password });
    if (password === '') nextErrors.new_password = t('account.resetPassword.required');
    else if (!parsed.success && parsed.error.issues.some((issue) => issue.path[0] === 'new_password')) {
      nextErrors.new_password = t('account.fieldErrors.Password');
    }
    if (password !== confirmation) nextErrors.confirmation = t('account.passwordMismatch');
    setErrors(nextErrors);
    if (Object.keys(nextErrors).length > 0 || !parsed.success) return;

    reset.mutate(parsed.data, {
      onSuccess: () => {
        // The success travels as a flash: the page itself gives way to home and the connection popup.
        flashMessage(t('account.resetPassword.success'));
        navigate(paths.home.to(), { replace: true });
        connection.open('connect');
      },
    });
  };

  const linkUnusable = !wellFormed || isLinkError(reset.error);

  return (
    <Container size="xs" px={0} py="md">
      <Stack gap="lg">
        <Title order={1}>{t('account.resetPassword.title')}</Title>
        {linkUnusable ? (
          <>
            <Alert color="red" role="alert" title={t('account.resetPassword.failedTitle')}>
              {t('account.resetPassword.invalid')}
            </Alert>
            <Button onClick={() => connection.open('forgotten')}>
              {t('account.resetPassword.askAgain')}
            </Button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text>{t('account.resetPassword.intro')}</Text>
              <NewPasswordInputs
                passwordLabel={t('account.resetPassword.newPassword')}
                confirmationLabel={t('account.resetPassword.confirmation')}
                password={password}
                confirmation={confirmation}
                passwordError={errors.new_password}
                confirmationError={errors.confirmation}
                onPasswordChange={(value) => {
                  setPassword(value);
                  clear('new_password', 'confirmation');
                }}
                onConfirmationChange={(value) => {
                  setConfirmation(value);
                  clear('confirmation');
                }}
              />
              {reset.isError && (
                <Alert color="red" role="alert">
                  {t(errorKey(reset.error))}
                </Alert>
              )}
              <Button type="submit" loading={reset.isPending} fullWidth>
                {t('account.resetPassword.submit')}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
