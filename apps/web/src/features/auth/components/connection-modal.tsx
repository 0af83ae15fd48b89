import { errorCodes } from '@club/shared/api/errors';
import { changePassword, connection } from '@club/shared/api/users';
import { Alert, Anchor, Button, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { callApi, isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import type { ConnectionModalProps } from '../../../lib/connection-modal-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { takeFacebookErrorFlag } from '../api/facebook.ts';
import { FacebookButton } from './facebook-login.tsx';

type LoginError = 'login' | 'notValidated' | 'rateLimited';

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
function ConnectForm({ onForgotten, onClose }: { onForgotten(): void; onClose(): void }) {
  const { t } = useTranslation();
  const club = useClub();
  const { signIn } = useSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [error, setError] = useState<LoginError | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [facebookFailed] = useState(takeFacebookErrorFlag);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = { email: email.trim() === '', password: password === '' };
    setMissing(check);
    if (check.email || check.password) return;
    setSubmitting(true);
    setError(null);
    try {
      const response = await callApi(connection, {
        body: { email: email.trim(), password, club_id: club.Id },
        token: null,
      });
      // An empty answer or the text null is a failed login (SPEC.md section 5).
      const token = response?.token;
      if (!token || token === 'null') {
        setError('login');
        setSubmitting(false);
        return;
      }
      signIn(token);
    } catch (caught) {
      setError(loginErrorOf(caught));
      setSubmitting(false);
    }
  }

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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={missing.email ? t('auth.emailRequired') : undefined}
          withAsterisk
          data-autofocus
        />
        <PasswordInput
          label={t('auth.password')}
          autoComplete="current-password"
          visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
          error={missing.password ? t('auth.passwordRequired') : undefined}
          withAsterisk
        />
        <Button type="submit" loading={submitting} fullWidth>
          {t('auth.submit')}
        </Button>
        <Anchor component="button" type="button" size="sm" onClick={onForgotten} ta="left">
          {t('auth.forgottenLink')}
        </Anchor>
        <FacebookButton />
        <Text size="sm">
          {t('auth.noAccount')}{' '}
          <Anchor component={Link} to={paths.register.to()} onClick={onClose}>
            {t('auth.registerLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}

type ForgottenState = 'editing' | 'sending' | 'success' | 'error';

/** Forgotten-password mode: ends in a success or an error state (SPEC.md section 4). */
function ForgottenForm({ onBack }: { onBack(): void }) {
  const { t } = useTranslation();
  const club = useClub();
  const [email, setEmail] = useState('');
  const [missing, setMissing] = useState(false);
  const [state, setState] = useState<ForgottenState>('editing');
  const [rateLimited, setRateLimited] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty e-mail sends nothing (SPEC.md section 5).
    if (email.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    setState('sending');
    try {
      await callApi(changePassword, { body: { email: email.trim(), club_id: club.Id }, token: null });
      setState('success');
    } catch (caught) {
      setRateLimited(isApiError(caught, errorCodes.rateLimited));
      setState('error');
    }
  }

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
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
          error={missing ? t('auth.emailRequired') : undefined}
          withAsterisk
          data-autofocus
        />
        <Button type="submit" loading={state === 'sending'} fullWidth>
          {t('auth.forgottenSubmit')}
        </Button>
        {backLink}
      </Stack>
    </form>
  );
}

/** The connection popup (SPEC.md section 2): connect mode by default, forgotten-password mode. */
export function ConnectionModal({ opened, mode, onModeChange, onClose }: ConnectionModalProps) {
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
        <ConnectForm onForgotten={() => onModeChange('forgotten')} onClose={onClose} />
      ) : (
        <ForgottenForm onBack={() => onModeChange('connect')} />
      )}
    </Modal>
  );
}
