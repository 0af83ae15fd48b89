import type { DiverFile } from '@club/shared/api/diver-files';
import { pages } from '@club/shared/pages';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AptitudeBadges } from '../../../components/divers/aptitude-badges.tsx';
import { paperColor, stateLabel } from '../../../lib/divers/paper-view.ts';
import { useMyDiverFile } from '../api/get-my-diver-file.ts';

const SHOWN = [
  ['medical_certificate', 'Medical_certificate'],
  ['licence', 'Licence'],
  ['membership', 'Membership'],
] as const;

/** On the profile: the member's aptitudes and their papers' states, with the way to "Mes papiers". */
export function MyDiverFileSummary({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const file = useMyDiverFile(userId);
  const papers: DiverFile['Papers'] | undefined = file.data?.Papers;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {t('papers.title')}
        </Title>
        {papers && (
          <Group gap={6} wrap="wrap">
            {SHOWN.map(([kind, field]) => (
              <Badge key={kind} color={paperColor(papers[field].State)} variant="light">
                {t('papers.badge', {
                  paper: t(`papers.short.${kind}`),
                  state: stateLabel(t, papers[field].State),
                })}
              </Badge>
            ))}
          </Group>
        )}
        {file.data && <AptitudeBadges aptitudes={file.data.Aptitudes} />}
        <Text size="sm">
          <Anchor component={Link} to={pages.myDiverFile.to()}>
            {t('papers.profileLink')}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
