import { highestAptitudes } from '@club/shared/domain/aptitudes';
import '../../../lib/styles/admin-components.ts';
import type { DiverFile, Paper } from '@club/shared/api/diver-files';
import { aptitudeLabel } from '@club/shared/domain/aptitudes';
import { pages } from '@club/shared/pages';
import { Anchor, Badge, Paper as Card, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { divingLevelName } from '../../../lib/divers/diving-level-name.ts';
import { paperColor } from '../../../lib/divers/paper-view.ts';
import { papersOf, TABLE_PAPERS, type TablePaper } from './diver-files-table-view.ts';

/** A day `YYYY-MM-DD` as the language writes it short: "09/03/2027". */
export function shortDay(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** Under the badge: until when the paper covers, or how many days it has left. */
function paperDetail(t: TFunction, paper: Paper, language: string): string | null {
  if (paper.Valid_until === null) return null;
  const date = shortDay(paper.Valid_until, language);
  if (paper.State === 'missing') return t('diverFilesTable.detail.notYet', { date });
  if (paper.State === 'expiring' && paper.Days_left !== null)
    return paper.Days_left === 0
      ? t('diverFilesTable.detail.lastDay', { date })
      : t('diverFilesTable.detail.daysLeft', { count: paper.Days_left, date });
  return t('diverFilesTable.detail.until', { date });
}

/** One paper on the table's day: its state as a coloured badge, and its date underneath. */
export function PaperState({ kind, paper, end = false }: { kind: TablePaper; paper: Paper; end?: boolean }) {
  const { t, i18n } = useTranslation();
  const detail = paperDetail(t, paper, i18n.language);
  return (
    <Stack gap={2} align={end ? 'flex-end' : 'flex-start'} data-paper={kind} data-state={paper.State}>
      <Badge color={paperColor(paper.State)} variant="light" radius="sm" tt="none">
        {t(`diverFilesTable.state.${paper.State}`)}
      </Badge>
      {detail !== null && (
        <Text
          size="xs"
          c="dimmed"
          ta={end ? 'right' : undefined}
          style={end ? undefined : { whiteSpace: 'nowrap' }}
        >
          {detail}
        </Text>
      )}
    </Stack>
  );
}

/** The highest aptitudes held; none: a dash in the table, nothing on a card. */
function Aptitudes({ file, dash = true }: { file: DiverFile; dash?: boolean }) {
  const shown = highestAptitudes(file.Aptitudes);
  if (shown.length === 0)
    return dash ? (
      <Text size="sm" c="dimmed">
        —
      </Text>
    ) : null;
  return (
    <Group gap={4}>
      {shown.map((aptitude) => (
        <Badge key={aptitude} variant="default" radius="sm" tt="none" fw={600}>
          {aptitudeLabel(aptitude)}
        </Badge>
      ))}
    </Group>
  );
}

const fullName = (file: DiverFile) => `${file.Firstname} ${file.Lastname}`;

function MemberLink({ file }: { file: DiverFile }) {
  return (
    <Anchor
      component={Link}
      to={pages.admin.memberDiverFile.to(file.User_id)}
      fw={600}
      style={{ overflowWrap: 'anywhere' }}
    >
      {fullName(file)}
    </Anchor>
  );
}

/**
 * The club's table of papers: on a wide screen one row per member with a column per paper; on a
 * phone one card per member (name, level and aptitudes, then each paper on its line), so that a
 * manager at the boat reads a member's whole state without scrolling sideways. A row opens the member.
 */
export function DiverFilesTable({ files, wide }: { files: DiverFile[]; wide: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const withConsent = files.some((file) => file.Papers.Parental_consent !== null);
  const columns = TABLE_PAPERS.filter((kind) => kind !== 'Parental_consent' || withConsent);
  const open = (file: DiverFile) => navigate(pages.admin.memberDiverFile.to(file.User_id));
  // A click on the row opens the member, as the name's link does (a link inside it handles its own).
  const onRowClick = (file: DiverFile) => (event: React.MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) return;
    open(file);
  };

  if (!wide)
    return (
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {files.map((file) => (
          <Card
            key={file.User_id}
            component="li"
            withBorder
            radius="md"
            p="sm"
            data-testid="diver-file-row"
            data-user-id={file.User_id}
            onClick={onRowClick(file)}
            style={{ cursor: 'pointer' }}
          >
            <Stack gap="xs">
              <Stack gap={4}>
                <MemberLink file={file} />
                <Group gap="xs" justify="space-between" wrap="wrap">
                  <Text size="sm" c="dimmed">
                    {divingLevelName(t, file.Organism, file.Diving_level) ?? t('diverFilesTable.noLevel')}
                  </Text>
                  <Aptitudes file={file} dash={false} />
                </Group>
              </Stack>
              <Stack gap={6}>
                {papersOf(file).map(([kind, paper]) => (
                  <Group key={kind} justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
                    <Text size="sm">{t(`diverFilesTable.columns.${kind}`)}</Text>
                    <PaperState kind={kind} paper={paper} end />
                  </Group>
                ))}
              </Stack>
            </Stack>
          </Card>
        ))}
      </Stack>
    );

  return (
    <Table.ScrollContainer minWidth={880}>
      <Table highlightOnHover verticalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('diverFilesTable.columns.name')}</Table.Th>
            <Table.Th>{t('diverFilesTable.columns.level')}</Table.Th>
            <Table.Th>{t('diverFilesTable.columns.aptitudes')}</Table.Th>
            {columns.map((kind) => (
              <Table.Th key={kind}>{t(`diverFilesTable.columns.${kind}`)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr
              key={file.User_id}
              data-testid="diver-file-row"
              data-user-id={file.User_id}
              onClick={onRowClick(file)}
              style={{ cursor: 'pointer' }}
            >
              <Table.Td>
                <MemberLink file={file} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{divingLevelName(t, file.Organism, file.Diving_level) ?? '—'}</Text>
              </Table.Td>
              <Table.Td>
                <Aptitudes file={file} />
              </Table.Td>
              {columns.map((kind) => {
                const paper = file.Papers[kind];
                return (
                  <Table.Td key={kind}>
                    {paper === null ? (
                      <Text size="sm" c="dimmed">
                        —
                      </Text>
                    ) : (
                      <PaperState kind={kind} paper={paper} />
                    )}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
