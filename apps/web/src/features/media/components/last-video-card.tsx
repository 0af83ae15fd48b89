import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { useLastVideo } from '../api/media-queries.ts';
import { siteName } from './video-site-name.ts';

/** The club's newest video, for the home page; a link to the video list. Nothing while the club has none. */
export function LastVideoCard() {
  const { t } = useTranslation();
  const club = useClub();
  const last = useLastVideo(club.Id);
  if (!last.data) return null;
  const video = last.data;
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component={Link}
      to={paths.video.to()}
      aria-label={t('media.lastVideo')}
    >
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('media.lastVideo')}
        </Title>
        <Group gap="xs">
          <Text size="sm" fw={600}>
            {video.Name}
          </Text>
          <Badge size="sm" variant="light">
            {siteName(video.Source)}
          </Badge>
          {video.Is_vr && (
            <Badge size="sm" color="grape">
              {t('media.vr')}
            </Badge>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
