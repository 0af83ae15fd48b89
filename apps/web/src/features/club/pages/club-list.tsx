import '../../../lib/styles/admin-components.ts';
import type { ClubListItem } from '@club/shared/api/clubs-super-administrator';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { pages } from '@club/shared/pages';
import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { flashMessage, showErrorDialog } from '../../../lib/flash.ts';
import { postHandOver } from '../../../lib/hand-over.ts';
import { useClubsPage, useDeleteClub, useHandOver } from '../api/super-administrator.ts';
import { useWideScreen } from '../hooks/use-wide-screen.ts';

/** /admin/list_club: every club, by pages; edit, open its admin (hand-over) or delete it. */
export default function ClubListPage() {
  const { t } = useTranslation();
  const site = useClub();
  const [page, setPage] = useState(0);
  const clubs = useClubsPage(page);
  const remove = useDeleteClub();
  const handOver = useHandOver();
  const wide = useWideScreen();

  const confirmDelete = (club: ClubListItem) => {
    if (club.Id === site.Id) {
      // SPEC.md section 5: a club cannot delete itself; a notice, not an error.
      flashMessage(t('clubPages.superAdministrator.ownClub'));
      return;
    }
    modals.openConfirmModal({
      title: t('clubPages.superAdministrator.deleteTitle'),
      children: <Text>{t('clubPages.superAdministrator.deleteConfirm', { name: club.Name })}</Text>,
      labels: { confirm: t('clubPages.superAdministrator.delete'), cancel: t('clubPages.admin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(club.Id, { onError: () => showErrorDialog() }),
    });
  };

  const switchTo = (club: ClubListItem) =>
    handOver.mutate(club.Id, { onSuccess: postHandOver, onError: () => showErrorDialog() });

  const manager = (club: ClubListItem) =>
    club.Manager_id ? (
      <Link to={pages.superAdministrator.managerEdit.to(club.Manager_id)}>{club.Manager_name}</Link>
    ) : (
      '—'
    );

  const actions = (club: ClubListItem) => (
    <Group gap="xs">
      <Button size="xs" variant="light" component={Link} to={pages.superAdministrator.clubEdit.to(club.Id)}>
        {t('clubPages.admin.edit')}
      </Button>
      <Button
        size="xs"
        variant="light"
        onClick={() => switchTo(club)}
        loading={handOver.isPending && handOver.variables === club.Id}
      >
        {t('clubPages.superAdministrator.switch')}
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => confirmDelete(club)}>
        {t('clubPages.superAdministrator.delete')}
      </Button>
    </Group>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{t('admin.clubs')}</Title>
        <Button component={Link} to={pages.superAdministrator.clubCreation.to()}>
          {t('clubPages.superAdministrator.create')}
        </Button>
      </Group>
      {clubs.isPending ? (
        <Loading />
      ) : wide ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clubPages.form.clubName')}</Table.Th>
              <Table.Th>{t('clubPages.form.alias')}</Table.Th>
              <Table.Th>{t('clubPages.superAdministrator.manager')}</Table.Th>
              <Table.Th>{t('clubPages.superAdministrator.members')}</Table.Th>
              <Table.Th>{t('clubPages.admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {clubs.data?.map((club) => (
              <Table.Tr key={club.Id} data-testid={`club-row-${club.Alias}`}>
                <Table.Td>{club.Name}</Table.Td>
                <Table.Td>{club.Alias}</Table.Td>
                <Table.Td>{manager(club)}</Table.Td>
                <Table.Td>{club.Members_count}</Table.Td>
                <Table.Td>{actions(club)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        // Under the `sm` breakpoint one card per club: the actions stay in view, no sideways scroll.
        <Stack gap="xs">
          {clubs.data?.map((club) => (
            <Paper key={club.Id} withBorder p="sm" data-testid={`club-row-${club.Alias}`}>
              <Stack gap={6}>
                <Text fw={600}>{club.Name}</Text>
                <Text size="sm" c="dimmed">
                  {`${club.Alias} · ${t('clubPages.members', { count: club.Members_count })}`}
                </Text>
                <Group gap={6}>
                  <Text size="sm" c="dimmed">
                    {t('clubPages.superAdministrator.manager')}
                  </Text>
                  <Text size="sm">{manager(club)}</Text>
                </Group>
                {actions(club)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      <Group>
        <Button variant="default" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t('clubPages.previousPage')}
        </Button>
        <Button
          variant="default"
          disabled={(clubs.data?.length ?? 0) < LIST_PAGE_SIZE}
          onClick={() => setPage(page + 1)}
        >
          {t('clubPages.nextPage')}
        </Button>
      </Group>
    </Stack>
  );
}
