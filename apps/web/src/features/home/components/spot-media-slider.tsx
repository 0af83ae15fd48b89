import type { Media } from '@club/shared/api/spots';
import { MEDIA_TYPE } from '@club/shared/constants';
import { pages } from '@club/shared/pages';
import { ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { siteName } from '../../../components/video/video-site-name.ts';
import { VideoThumbnail } from '../../../components/video/video-thumbnail.tsx';
import { useSpotMedia } from '../../../lib/spots/get-media.ts';
import { useHomeSlots } from './home-slots.tsx';
import classes from './spot-media-slider.module.css';

/**
 * A horizontal strip of the spot's pictures and videos, tiles of one readable size (9 x 6 rem) that
 * never shrink: a picture opens the spot's gallery, a video opens its player popup.
 */
export function SpotMediaSlider({ spotId }: { spotId: number }) {
  const { t } = useTranslation();
  const media = useSpotMedia(spotId);
  const [playing, setPlaying] = useState<Media | null>(null);
  const { SpotVideoPlayer } = useHomeSlots();
  if (!media.data || media.data.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600} id={`spot-media-${spotId}`}>
        {t('spots.media.title')}
      </Text>
      <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x">
        <ul className={classes.strip} data-testid="spot-media" aria-labelledby={`spot-media-${spotId}`}>
          {media.data.map((item) =>
            item.Type === MEDIA_TYPE.picture ? (
              <li key={`p${item.Id}`} className={classes.tile} data-testid="spot-media-tile">
                <Link
                  to={pages.galleryFiltered.to(spotId, 0)}
                  className={classes.link}
                  aria-label={t('media.open', { name: item.Name })}
                >
                  <img className={classes.picture} src={item.url} alt="" loading="lazy" />
                  <span className={classes.caption} aria-hidden="true">
                    {item.Name}
                  </span>
                </Link>
              </li>
            ) : (
              <li key={`v${item.Id}`} className={classes.tile} data-testid="spot-media-tile">
                <UnstyledButton
                  className={classes.link}
                  onClick={() => setPlaying(item)}
                  aria-label={t('media.playOn', { site: siteName(item.Source ?? 0), name: item.Name })}
                >
                  <VideoThumbnail name={item.Name} url={item.url} source={item.Source ?? 0} />
                </UnstyledButton>
              </li>
            ),
          )}
        </ul>
      </ScrollArea>
      <Suspense fallback={null}>
        <SpotVideoPlayer spotId={spotId} media={playing} onClose={() => setPlaying(null)} />
      </Suspense>
    </Stack>
  );
}
