import { errorCodes } from '@club/shared/api/errors';
import { tokenField } from '@club/shared/api/fields';
import { pages } from '@club/shared/pages';
import { Alert, Anchor, Button, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client.ts';
import { useConnectionModal } from '../../../lib/connection-modal-context.tsx';
import { useValidateAccount } from '../api/validate-account.ts';

/** The layout reads this flag once, shows 'Votre compte a été correctement validé.' and clears it. */
const VALIDATED_FLAG = 'account_validated';

/** /auth/{token}: the link of the validation mail. Validates the account, then goes home. */
export default function AuthTokenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const connection = useConnectionModal();
  const token = useParams().token ?? '';
  // A token that cannot be one is refused here, without a call.
  const wellFormed = tokenField.safeParse(token).success;
  const validation = useValidateAccount(token, wellFormed);

  useEffect(() => {
    if (!validation.isSuccess) return;
    try {
      sessionStorage.setItem(VALIDATED_FLAG, '1');
    } catch {
      // Storage refused (private mode): the account is validated all the same.
    }
    navigate(pages.home.to(), { replace: true });
  }, [validation.isSuccess, navigate]);

  if (wellFormed && !validation.isError) {
    return (
      <Container size="sm" px={0} py="xl">
        <Group gap="sm" justify="center" role="status">
          <Loader size="sm" />
          <Text>{t('account.validate.pending')}</Text>
        </Group>
      </Container>
    );
  }

  const unreachable = validation.isError && !isApiError(validation.error);
  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg">
        <Title order={1}>{t('account.validate.title')}</Title>
        <Alert color="red" role="alert" title={t('account.validate.failedTitle')}>
          {unreachable
            ? t('account.networkError')
            : isApiError(validation.error, errorCodes.rateLimited)
              ? t('account.rateLimited')
              : t('account.validate.invalid')}
        </Alert>
        <Text>{t('account.validate.signInHint')}</Text>
        <Group gap="md">
          <Button onClick={() => connection.open('connect')}>{t('account.signIn')}</Button>
          <Anchor component={Link} to={pages.home.to()}>
            {t('account.backHome')}
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
