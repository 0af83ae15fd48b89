import { Badge, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { siteName } from '../../../components/video/video-site-name.ts';
import { VideoThumbnail } from '../../../components/video/video-thumbnail.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { useLastMedia, videoCalls } from '../api/media-queries.ts';
import classes from './last-video-card.module.css';
import { VideoPlayerModal } from './video-player-modal.tsx';

/**
 * The club's newest video, for the home page: its still image or drawn poster; a click anywhere on the
 * card opens that video in the player popup. Nothing while the club has none.
 */
export function LastVideoCard() {
  const { t } = useTranslation();
  const club = useClub();
  const last = useLastMedia(videoCalls, club.Id);
  const [playing, setPlaying] = useState(false);
  if (!last.data) return null;
  const video = last.data;
  return (
    <>
      <Card withBorder radius="md" padding="sm" className={classes.card} data-testid="last-video">
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('media.lastVideo')}
          </Title>
          <Card.Section>
            <UnstyledButton
              className={classes.play}
              onClick={() => setPlaying(true)}
              aria-label={t('media.playOn', { site: siteName(video.Source), name: video.Name })}
            >
              <VideoThumbnail name={video.Name} url={video.Url} source={video.Source} size="lg" />
            </UnstyledButton>
          </Card.Section>
          <Group gap="xs" wrap="nowrap">
            <Text size="sm" c="dimmed" truncate="end" style={{ flex: 1 }}>
              {[video.Spot_name, t('media.views', { count: video.Nb_views })].filter(Boolean).join(' · ')}
            </Text>
            {video.Is_vr && (
              <Badge size="sm" color="grape" style={{ flexShrink: 0 }}>
                {t('media.vr')}
              </Badge>
            )}
          </Group>
        </Stack>
      </Card>
      <VideoPlayerModal video={playing ? video : null} onClose={() => setPlaying(false)} />
    </>
  );
}
