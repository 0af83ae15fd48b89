import { pages } from '@club/shared/pages';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { useAllMembers } from '../../../lib/members/get-all-users-by-club.ts';
import { DiverFileEditor } from '../components/diver-file-editor.tsx';

/** /admin/papiers/{user_id}: one member's papers, checked and edited by a manager. */
export default function MemberDiverFilePage() {
  const { t } = useTranslation();
  const club = useClub();
  const userId = Number(useParams().userId);
  const members = useAllMembers(club.Id);
  const member = members.data?.find((candidate) => candidate.Id === userId);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={pages.admin.diverFiles.to()} size="sm">
        {t('diverFilesTable.backToTable')}
      </Anchor>
      <Stack gap={2}>
        <Title order={2}>
          {member
            ? t('diverFilesTable.memberTitle', { name: `${member.Firstname} ${member.Lastname}` })
            : t('diverFilesTable.memberTitleUnknown')}
        </Title>
        {member && (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {member.Email}
          </Text>
        )}
      </Stack>
      {Number.isInteger(userId) && userId > 0 ? (
        <DiverFileEditor key={userId} userId={userId} mode="manager" />
      ) : (
        <Text c="dimmed">{t('diverFilesTable.noSuchMember')}</Text>
      )}
    </Stack>
  );
}
