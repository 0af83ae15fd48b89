import type { Video } from '@club/shared/api/videos';
import { parseVideoUrl, videoEmbedUrl } from '@club/shared/domain/video-url';
import { Anchor, AspectRatio, Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { siteName } from '../../../components/video/video-site-name.ts';
import { useNestedPopup } from '../../../lib/nested-popups.tsx';
import { useViewMedia, videoCalls } from '../api/media-queries.ts';
import { LikeButton } from './like-button.tsx';

/**
 * The video player popup for video site A (YouTube) or B (Vimeo), built from the stored address.
 * When the site cannot be reached the frame stays empty; the direct link below still works.
 * Opening it counts one view. `finding` opens it before the video itself is known (a spot's media
 * list names it, the video list is still being read): its name as the title, a loader, or 'cannot be
 * played here' when the list does not hold it. Above the spots' drawer (a phone opens it from there).
 */
export function VideoPlayerModal({
  video,
  finding = null,
  onClose,
}: {
  video: Video | null;
  finding?: { name: string; missing: boolean } | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { mutate: countView } = useViewMedia(videoCalls);
  const videoId = video?.Id ?? null;
  useEffect(() => {
    if (videoId !== null) countView(videoId);
  }, [videoId, countView]);
  const ref = video ? parseVideoUrl(video.Url) : null;

  useNestedPopup(video !== null || finding !== null);
  return (
    <Modal
      opened={video !== null || finding !== null}
      onClose={onClose}
      title={video?.Name ?? finding?.name}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {!video &&
        finding &&
        (finding.missing ? (
          <Text c="dimmed">{t('media.playerUnavailable')}</Text>
        ) : (
          <Group justify="center" py="xl">
            <Loading label={t('media.playerLoading')} />
          </Group>
        ))}
      {video && (
        <Stack gap="sm">
          {ref ? (
            <AspectRatio ratio={16 / 9}>
              <iframe
                src={videoEmbedUrl(ref)}
                title={t('media.playerOf', { name: video.Name, site: siteName(video.Source) })}
                allow="autoplay; fullscreen; picture-in-picture; encrypted-media; gyroscope; accelerometer"
                allowFullScreen
                referrerPolicy="strict-origin-when-cross-origin"
                style={{ border: 0, background: 'var(--mantine-color-dark-7)' }}
              />
            </AspectRatio>
          ) : (
            <Text c="dimmed">{t('media.playerUnavailable')}</Text>
          )}
          <Group justify="space-between" wrap="wrap">
            <Group gap="xs">
              <Badge variant="light">{siteName(video.Source)}</Badge>
              {video.Is_vr && <Badge color="grape">{t('media.vr')}</Badge>}
              <Anchor href={video.Url} target="_blank" rel="noopener noreferrer" size="sm">
                {t('media.watchOn', { site: siteName(video.Source) })}
              </Anchor>
            </Group>
            <Group gap="sm">
              <Text size="sm">{t('media.views', { count: video.Nb_views })}</Text>
              <LikeButton calls={videoCalls} item={video} />
            </Group>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
