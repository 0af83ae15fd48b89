import { errorCodes } from '@club/shared/api/errors';
import { deleteMyAccount } from '@club/shared/api/own-data';
import type { User } from '@club/shared/api/users';
import { currentPasswordForm } from '@club/shared/forms/users';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';
import { currentAlias } from '../../../lib/club-alias.ts';
import { useSchemaForm } from '../../../lib/forms/schema-form.ts';
import { showServerErrors } from '../../../lib/forms/server-errors.ts';
import { forgetToken } from '../../../lib/session.ts';
import { useDeleteOwnAccount, useDownloadOwnData } from '../api/own-data.ts';

/** The member's own data: download it as a file, or delete the account. */
export function OwnData({ user }: { user: User }) {
  const { t } = useTranslation();
  const download = useDownloadOwnData();
  const remove = useDeleteOwnAccount();
  const [confirmOpened, confirm] = useDisclosure(false);
  // An account made by a social login has no password to ask for.
  const needsPassword = user.Facebook_id === null;
  const form = useSchemaForm<{ password: string }>({
    initialValues: { password: '' },
    schema: needsPassword ? currentPasswordForm : deleteMyAccount.body,
  });

  const submit = form.onSubmit(async ({ password }) => {
    try {
      await remove.mutateAsync(needsPassword ? password : undefined);
      forgetToken(currentAlias());
      window.location.assign('/');
    } catch (error) {
      // A wrong password shows on its field; other refusals in the dialog.
      showServerErrors(form, error, {
        codes: { [errorCodes.wrongPassword]: { field: 'password', message: t('ownData.wrongPassword') } },
      });
    }
  });

  const closeConfirm = () => {
    form.reset();
    remove.reset();
    confirm.close();
  };

  const deleteError =
    remove.error && !isApiError(remove.error, errorCodes.wrongPassword)
      ? isApiError(remove.error, errorCodes.forbidden)
        ? 'ownData.managerRefused'
        : 'error.content'
      : null;

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Text>{t('ownData.intro')}</Text>
        {download.isError && (
          <Alert color="red" role="alert" variant="light">
            {t('ownData.downloadError')}
          </Alert>
        )}
        <Button
          onClick={() => download.mutate()}
          loading={download.isPending}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('ownData.download')}
        </Button>
      </Stack>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('ownData.deleteTitle')}
        </Title>
        <Text>{t('ownData.deleteIntro')}</Text>
        <Button color="red" variant="outline" onClick={confirm.open} style={{ alignSelf: 'flex-start' }}>
          {t('ownData.deleteButton')}
        </Button>
      </Stack>
      <Modal
        opened={confirmOpened}
        onClose={closeConfirm}
        title={t('ownData.confirmTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            <Text size="sm">{t('ownData.deleteIntro')}</Text>
            {deleteError && (
              <Alert color="red" role="alert" variant="light">
                {t(deleteError)}
              </Alert>
            )}
            {needsPassword && (
              <PasswordInput
                label={t('ownData.password')}
                autoComplete="current-password"
                data-autofocus
                {...form.getInputProps('password')}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={closeConfirm}>
                {t('ownData.cancel')}
              </Button>
              <Button type="submit" color="red" loading={remove.isPending}>
                {t('ownData.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
