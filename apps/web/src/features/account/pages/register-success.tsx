import { pages } from '@club/shared/pages';
import { Alert, Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { RegisterSuccessState } from '../components/register-form.tsx';

function emailOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('email' in state)) return null;
  const { email } = state as RegisterSuccessState;
  return typeof email === 'string' && email !== '' ? email : null;
}

/** /register_success: the account exists; it works once the link of the validation mail is opened. */
export default function RegisterSuccessPage() {
  const { t } = useTranslation();
  const email = emailOf(useLocation().state);

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Title order={1}>{t('register.successTitle')}</Title>
        <Alert color="teal" title={t('register.successHeading')}>
          <Stack gap="xs">
            <Text>{email ? t('register.successTextTo', { email }) : t('register.successText')}</Text>
            <Text size="sm">{t('register.successHint')}</Text>
          </Stack>
        </Alert>
        <Anchor component={Link} to={pages.home.to()}>
          {t('account.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
