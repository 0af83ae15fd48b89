import type { Club } from '@club/shared/api/clubs';
import { Alert, AspectRatio, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl } from '../../../lib/youtube-embed.ts';

/** The club's live stream when it is live, a clear message when it is not. */
export function LiveStream({ club }: { club: Club }) {
  const { t } = useTranslation();
  if (!club.Is_live) {
    return (
      <Alert color="gray" title={t('clubPages.live.offTitle')} role="status">
        {t('clubPages.live.off')}
      </Alert>
    );
  }
  const channel = club.Youtube_id && /^[\w-]{6,40}$/.test(club.Youtube_id) ? club.Youtube_id : null;
  const embed = club.Live_url
    ? youtubeEmbedUrl(club.Live_url)
    : channel && `https://www.youtube-nocookie.com/embed/live_stream?channel=${channel}`;
  return (
    <Stack gap="xs" aria-label={t('clubPages.live.stream')} role="region">
      <Alert color="red" variant="light" title={t('clubPages.live.onTitle')}>
        {t('clubPages.live.on')}
      </Alert>
      {embed && (
        <AspectRatio ratio={16 / 9}>
          <iframe
            src={embed}
            title={t('clubPages.live.stream')}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
            style={{ border: 0 }}
          />
        </AspectRatio>
      )}
      {club.Live_url && (
        <Button component="a" href={club.Live_url} target="_blank" rel="noopener noreferrer" variant="light">
          {t('clubPages.live.open')}
        </Button>
      )}
    </Stack>
  );
}
