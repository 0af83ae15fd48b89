import { errorCodes } from '@club/shared/api/errors';
import { tokenField } from '@club/shared/api/fields';
import { pages } from '@club/shared/pages';
import { Alert, Anchor, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useSetNewEmail } from '../api/set-new-email.ts';

/** /change_email/{token}: the link sent to a new address confirms it. */
export default function ChangeEmailPage() {
  const { t } = useTranslation();
  const session = useSession();
  const token = useParams().token ?? '';
  const wellFormed = tokenField.safeParse(token).success;
  const confirmation = useSetNewEmail(token, wellFormed);

  // A signed-in person sees the new address at once (header, profile).
  const signedIn = session.user !== null;
  const { refresh } = session;
  useEffect(() => {
    if (confirmation.isSuccess && signedIn) void refresh();
  }, [confirmation.isSuccess, signedIn, refresh]);

  if (wellFormed && confirmation.isPending) {
    return (
      <Container size="sm" px={0} py="xl">
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" />
          <Text>{t('account.changeEmail.pending')}</Text>
        </Group>
      </Container>
    );
  }

  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Title order={1}>{t('account.changeEmail.title')}</Title>
        {confirmation.isSuccess ? (
          <Alert color="teal" role="status" title={t('account.changeEmail.successTitle')}>
            {t('account.changeEmail.success')}
          </Alert>
        ) : (
          <Alert color="red" role="alert" title={t('account.changeEmail.failedTitle')}>
            {confirmation.isError && !isApiError(confirmation.error)
              ? t('account.networkError')
              : isApiError(confirmation.error, errorCodes.emailTaken)
                ? t('account.changeEmail.emailTaken')
                : isApiError(confirmation.error, errorCodes.rateLimited)
                  ? t('account.rateLimited')
                  : t('account.changeEmail.invalid')}
          </Alert>
        )}
        <Anchor component={Link} to={pages.home.to()}>
          {t('account.backHome')}
        </Anchor>
      </Stack>
    </Container>
  );
}
