import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useAccount } from '../api/members.ts';
import { AccountEditor } from '../components/account-editor.tsx';

/** /admin/edit_manager/{user_id}: the super administrator edits a club manager's account. */
export default function ManagerEditPage() {
  const { t } = useTranslation();
  const userId = Number(useParams().userId);
  const account = useAccount(userId);
  if (account.isError) return <Text>{t('clubPages.notFound')}</Text>;
  if (!account.data) return <Loading />;
  return (
    <Stack gap="md">
      <Title order={2}>
        {t('clubPages.superAdministrator.managerTitle', {
          name: `${account.data.Firstname} ${account.data.Lastname}`,
        })}
      </Title>
      <AccountEditor key={account.data.Id} user={account.data} />
    </Stack>
  );
}
