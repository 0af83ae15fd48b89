import { errorCodes } from '@club/shared/api/errors';
import { tokenField } from '@club/shared/api/fields';
import { resetPassword } from '@club/shared/api/users';
import { resetPasswordForm } from '@club/shared/forms/users';
import { pages } from '@club/shared/pages';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { flashMessage } from '../../../lib/flash.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { useUnsavedChangesGuard } from '../../../lib/forms/unsaved-changes.ts';
import { useResetPassword } from '../api/reset-password.ts';
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

type ResetValues = { new_password: string; confirmation: string };

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
  const toBody = (values: ResetValues) => ({ ...values, token });
  const form = useSchemaForm<ResetValues>({
    initialValues: { new_password: '', confirmation: '' },
    // SPEC.md section 5: a new password, equal to its confirmation.
    schema: resetPasswordForm,
    toInput: toBody,
  });
  const linkUnusable = !wellFormed || isLinkError(reset.error);
  // Typed passwords are worth a question only while the link can still use them.
  const guard = useUnsavedChangesGuard(form.isDirty() && !linkUnusable);

  const submit = form.onSubmit((values) => {
    reset.reset();
    reset.mutate(resetPassword.body.parse(toBody(values)), {
      onSuccess: () => {
        // The success travels as a flash: the page itself gives way to home and the connection popup.
        guard.release();
        flashMessage(t('account.resetPassword.success'));
        navigate(pages.home.to(), { replace: true });
        connection.open('connect');
      },
    });
  });

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
                password={form.getInputProps('new_password')}
                confirmation={form.getInputProps('confirmation')}
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
