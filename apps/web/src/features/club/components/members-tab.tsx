import { highestAptitudes } from '@club/shared/domain/aptitudes';
import '../../../lib/styles/admin-components.ts';
import type { ManagedUser } from '@club/shared/api/members';
import { LIST_PAGE_SIZE, ROLE } from '@club/shared/constants';
import { pages } from '@club/shared/pages';
import { Button, Group, Modal, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AptitudeBadges } from '../../../components/divers/aptitude-badges.tsx';
import { Loading } from '../../../components/loading.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { unlessUnsaved } from '../../../lib/forms/unsaved-changes.ts';
import { useAllMembers } from '../../../lib/members/get-all-users-by-club.ts';
import { useSession } from '../../../lib/session-context.tsx';
import { useMemberAptitudes } from '../api/member-aptitudes.ts';
import { useRemoveMember } from '../api/members.ts';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { AccountEditor } from './account-editor.tsx';

/** The members tab: paged list; the manager removes a member or edits their profile, password, avatar. */
export function MembersTab({ clubId }: { clubId: number }) {
  const { t } = useTranslation();
  const { user: me } = useSession();
  const members = useAllMembers(clubId);
  const aptitudes = useMemberAptitudes(clubId);
  const remove = useRemoveMember();
  const wide = useWideScreen();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ManagedUser | null>(null);
  const [editorDirty, setEditorDirty] = useState(false);

  if (members.isPending) return <Loading />;
  const all = members.data ?? [];
  const pageCount = Math.max(1, Math.ceil(all.length / LIST_PAGE_SIZE));
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

  const closeEditor = () => {
    setEditing(null);
    setEditorDirty(false);
  };

  const actions = (member: ManagedUser) => {
    const name = `${member.Firstname} ${member.Lastname}`;
    return (
      <Group gap="xs">
        {(member.Role === ROLE.member || member.Id === me?.Id) && (
          <Button
            size="xs"
            variant="light"
            onClick={() => setEditing(member)}
            aria-label={t('clubPages.admin.editNamed', { name })}
          >
            {t('clubPages.admin.edit')}
          </Button>
        )}
        <Button
          size="xs"
          variant="light"
          component={Link}
          to={pages.admin.memberDiverFile.to(member.Id)}
          aria-label={t('papers.manageOf', { name })}
        >
          {t('papers.manage')}
        </Button>
        {member.Role === ROLE.member && (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            onClick={() => confirmRemove(member)}
            aria-label={t('clubPages.admin.removeNamed', { name })}
          >
            {t('clubPages.admin.remove')}
          </Button>
        )}
      </Group>
    );
  };

  // The aptitudes French law reads (issue 34); shown once the club's files have loaded.
  const aptitudesOf = (member: ManagedUser) => {
    const held = aptitudes.data?.get(member.Id);
    if (held === undefined) return null;
    return (
      <AptitudeBadges
        aptitudes={highestAptitudes(held)}
        size="xs"
        label={t('aptitudes.listOf', { name: `${member.Firstname} ${member.Lastname}` })}
      />
    );
  };

  return (
    <Stack>
      {wide ? (
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('clubPages.form.lastname')}</Table.Th>
              <Table.Th>{t('clubPages.form.email')}</Table.Th>
              <Table.Th>{t('aptitudes.title')}</Table.Th>
              <Table.Th>{t('clubPages.admin.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((member) => (
              <Table.Tr key={member.Id} data-testid={`member-${member.Id}`}>
                <Table.Td>{`${member.Firstname} ${member.Lastname}`}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.Email}</Table.Td>
                <Table.Td>{aptitudesOf(member)}</Table.Td>
                <Table.Td>{actions(member)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        // Under the `sm` breakpoint one card per member: the actions stay in view, no sideways scroll.
        <Stack gap="xs">
          {shown.map((member) => (
            <Paper key={member.Id} withBorder p="sm" data-testid={`member-${member.Id}`}>
              <Stack gap={6}>
                <Text fw={600}>{`${member.Firstname} ${member.Lastname}`}</Text>
                <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {member.Email}
                </Text>
                {aptitudesOf(member)}
                {actions(member)}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
      {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={setPage} />}
      <Modal
        opened={editing !== null}
        onClose={() => void unlessUnsaved(editorDirty, closeEditor)}
        title={t('clubPages.admin.editMember')}
        size="lg"
        fullScreen={!wide}
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {editing && (
          <AccountEditor
            key={editing.Id}
            user={editing}
            onSaved={closeEditor}
            onDirtyChange={setEditorDirty}
          />
        )}
      </Modal>
    </Stack>
  );
}
