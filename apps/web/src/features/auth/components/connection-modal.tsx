import { errorCodes } from '@club/shared/api/errors';
import { changePassword, connection } from '@club/shared/api/users';
import { pages } from '@club/shared/pages';
import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import type { ConnectionModalProps } from '../../../lib/connection-modal-context.tsx';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { askPasswordReset, connect } from '../api/connection.ts';
import { takeFacebookErrorFlag } from '../api/facebook.ts';
import { FacebookButton } from './facebook-login.tsx';

type LoginError = 'login' | 'notValidated' | 'rateLimited';

type ConnectValues = { email: string; password: string };

function loginErrorOf(error: unknown): LoginError {
  if (isApiError(error, errorCodes.accountNotValidated)) return 'notValidated';
  if (isApiError(error, errorCodes.rateLimited)) return 'rateLimited';
  return 'login';
}

const loginErrorKeys: Record<LoginError, string> = {
  login: 'auth.loginError',
  notValidated: 'auth.accountNotValidated',
  rateLimited: 'auth.rateLimited',
};

/** Connect mode: e-mail and password; a good answer stores the token and reloads (SPEC.md section 4). */
function ConnectForm({
  returnTo,
  onForgotten,
  onClose,
}: {
  returnTo: string | null;
  onForgotten(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const club = useClub();
  const { signIn } = useSession();
  // The outcome of the last try; which of the two fields was wrong is not told (SPEC.md section 8).
  const [error, setError] = useState<LoginError | null>(null);
  const [facebookFailed] = useState(takeFacebookErrorFlag);
  const toBody = (values: ConnectValues) => ({ ...values, club_id: club.Id });
  const form = useSchemaForm<ConnectValues>({
    initialValues: { email: '', password: '' },
    schema: connection.body,
    toInput: toBody,
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const response = await connect(toBody(values));
      // An empty answer or the text null is a failed login (SPEC.md section 5).
      const token = response?.token;
      if (!token || token === 'null') {
        setError('login');
        return;
      }
      signIn(token, returnTo);
    } catch (caught) {
      setError(loginErrorOf(caught));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {facebookFailed && !error && (
          <Alert color="red" role="alert" variant="light">
            {t('socialLogin.error')}
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" variant="light">
            {t(loginErrorKeys[error])}
          </Alert>
        )}
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="username"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          withAsterisk
          {...form.getInputProps('password')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onForgotten} ta="left">
          {t('auth.forgottenLink')}
        </Anchor>
        <FacebookButton />
        <Text size="sm">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={pages.register.to()} onClick={onClose}>
            {t('auth.registerLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

type ForgottenState = 'editing' | 'success' | 'error';

/** Forgotten-password mode: ends in a success or an error state (SPEC.md section 4). */
function ForgottenForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const club = useClub();
  const [state, setState] = useState<ForgottenState>('editing');
  const [rateLimited, setRateLimited] = useState(false);
  const toBody = (values: { email: string }) => ({ ...values, club_id: club.Id });
  // An empty or malformed e-mail sends nothing (SPEC.md section 5).
  const form = useSchemaForm<{ email: string }>({
    initialValues: { email: '' },
    schema: changePassword.body,
    toInput: toBody,
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await askPasswordReset(toBody(values));
      setState('success');
    } catch (caught) {
      setRateLimited(isApiError(caught, errorCodes.rateLimited));
      setState('error');
    }
  });

  const backLink = (
    <Anchor component="button" type="button" size="sm" onClick={onBack} ta="left">
      {t('auth.backToLogin')}
    </Anchor>
  );

  if (state === 'success') {
    return (
      <Stack gap="sm">
        <Alert color="green" role="status" variant="light">
          {t('auth.forgottenSuccess')}
        </Alert>
        {backLink}
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {state === 'error' && (
          <Alert color="red" role="alert" variant="light">
            {t(rateLimited ? 'auth.rateLimited' : 'auth.forgottenError')}
          </Alert>
        )}
        <Text size="sm">{t('auth.forgottenIntro')}</Text>
        <TextInput
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          withAsterisk
          data-autofocus
          {...form.getInputProps('email')}
        />
        <Button type="submit" loading={form.submitting} fullWidth>
          {t('auth.forgottenSubmit')}
        </Button>
        {backLink}
      </Stack>
    </form>
  );
}

/** The connection popup (SPEC.md section 2): connect mode by default, forgotten-password mode. */
export function ConnectionModal({ opened, mode, returnTo, onModeChange, onClose }: ConnectionModalProps) {
  const { t } = useTranslation();
  // The modal unmounts its content when closed, so each opening starts with fresh forms.
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={mode === 'connect' ? t('auth.title') : t('auth.forgottenTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {mode === 'connect' ? (
        <ConnectForm returnTo={returnTo} onForgotten={() => onModeChange('forgotten')} onClose={onClose} />
      ) : (
        <ForgottenForm onBack={() => onModeChange('connect')} />
      )}
    </Modal>
  );
}
