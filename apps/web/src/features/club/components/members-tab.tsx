import type { ManagedUser } from '@club/shared/api/members';
import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { Button, Group, Loader, Modal, Pagination, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useAllMembers, useRemoveMember } from '../api/members.ts';
import { AccountEditor } from './account-editor.tsx';

/** The members tab: paged list; the manager removes a member or edits their profile, password, avatar. */
export function MembersTab({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const members = useAllMembers(clubId);
  const remove = useRemoveMember();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManagedUser | null>(null);

  if (members.isPending) return <Loader aria-label={t('common.loading')} />;
  const all = members.data ?? [];
  const pages = Math.max(1, Math.ceil(all.length / LIST_PAGE_SIZE));
  const shown = all.slice((page - 1) * LIST_PAGE_SIZE, page * LIST_PAGE_SIZE);

  const confirmRemove = (member: ManagedUser) =>
    modals.openConfirmModal({
      title: t('clubPages.admin.removeTitle'),
      children: (
        <Text>{t('clubPages.admin.removeConfirm', { name: `${member.Firstname} ${member.Lastname}` })}</Text>
      ),
      labels: { confirm: t('clubPages.admin.remove'), cancel: t('clubPages.admin.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(member.Id, { onError: () => showErrorDialog() }),
    });

  return (
    <Stack>
      <Table.ScrollContainer minWidth={500}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clubPages.form.lastname')}</Table.Th>
              <Table.Th>{t('clubPages.form.email')}</Table.Th>
              <Table.Th>{t('clubPages.admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((member) => (
              <Table.Tr key={member.Id}>
                <Table.Td>{`${member.Firstname} ${member.Lastname}`}</Table.Td>
                <Table.Td>{member.Email}</Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {(member.Role === ROLE.member || member.Id === me?.Id) && (
                      <Button size="xs" variant="light" onClick={() => setEditing(member)}>
                        {t('clubPages.admin.edit')}
                      </Button>
                    )}
                    {member.Role === ROLE.member && (
                      <Button size="xs" variant="subtle" color="red" onClick={() => confirmRemove(member)}>
                        {t('clubPages.admin.remove')}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && <Pagination total={pages} value={page} onChange={setPage} />}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={t('clubPages.admin.editMember')}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && <AccountEditor key={editing.Id} user={editing} onSaved={() => setEditing(null)} />}
      </Modal>
    </Stack>
  );
}
