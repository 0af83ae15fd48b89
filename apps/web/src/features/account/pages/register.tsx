import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { RegisterForm } from '../components/register-form.tsx';

/** /register: a visitor creates a member account of this club. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const club = useClub();
  const connection = useConnectionModal();

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={1}>{t('register.title')}</Title>
          <Text c="dimmed">{t('register.intro', { club: club.Name })}</Text>
        </Stack>
        <RegisterForm />
        <Text ta="center" size="sm">
          {t('register.alreadyMember')}{' '}
          <Anchor component="button" type="button" onClick={() => connection.open('connect')}>
            {t('register.signIn')}
          </Anchor>
        </Text>
      </Stack>
    </Container>
  );
}
