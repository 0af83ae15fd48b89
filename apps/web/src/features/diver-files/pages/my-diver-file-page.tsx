import { pages } from '@club/shared/pages';
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClub } from '../../../lib/club-context.tsx';
import { useSession } from '../../../lib/session-context.tsx';
import { usePaperRules } from '../api/diver-file.ts';
import { DiverFileEditor } from '../components/diver-file-editor.tsx';
import { PaperRulesLine } from '../components/paper-rules-line.tsx';

/** /profile/papiers: the member reads and updates their own papers ("Mes papiers"). */
export default function MyDiverFilePage() {
  const { t } = useTranslation();
  const titleId = useId();
  const { user } = useSession();
  const club = useClub();
  const rules = usePaperRules(club.Id);
  if (user === null) return null;
  return (
    <Container size="sm" px={0} py="md">
      <Stack gap="lg" component="section" aria-labelledby={titleId}>
        <Stack gap="xs">
          <Anchor component={Link} to={pages.profile.to()} size="sm">
            {t('nav.profile')}
          </Anchor>
          <Title order={1} id={titleId}>
            {t('papers.title')}
          </Title>
          <Text size="sm">{t('papers.intro')}</Text>
          {rules.data && <PaperRulesLine rules={rules.data} />}
        </Stack>
        <DiverFileEditor userId={user.Id} mode="self" />
      </Stack>
    </Container>
  );
}
