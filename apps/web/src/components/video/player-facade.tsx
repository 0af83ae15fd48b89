import { AspectRatio, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VideoThumbnail } from './video-thumbnail.tsx';

/**
 * A video site's player behind its poster: the still image (or the drawn poster when it cannot load)
 * with a play sign, and the player itself only once the visitor asks for it. Nothing of the video site
 * loads before that click (no broken frame without network, no third-party cookie before consent,
 * one frame less per video on a list of replays).
 */
export function PlayerFacade({
  embed,
  watch,
  site,
  title,
}: {
  /** The player's address (YouTube's or Vimeo's embed). */
  embed: string;
  /** The video's own address on its site: gives the still image. */
  watch: string;
  site: 'YouTube' | 'Vimeo';
  /** The video's name, for the poster, the button ('Lire sur YouTube : …') and the player's frame. */
  title: string;
}) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(false);
  return (
    <AspectRatio
      ratio={16 / 9}
      bg="dark.8"
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
    >
      {playing ? (
        <iframe
          src={withAutoplay(embed)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          style={{ border: 0 }}
        />
      ) : (
        <UnstyledButton
          aria-label={t('media.playOn', { site, name: title })}
          onClick={() => setPlaying(true)}
          data-testid="player-facade"
        >
          <VideoThumbnail name={title} url={watch} source={site === 'YouTube' ? 1 : 2} size="lg" />
        </UnstyledButton>
      )}
    </AspectRatio>
  );
}

/** The player starts at once: the visitor has just asked for it. */
function withAutoplay(embed: string): string {
  const url = new URL(embed);
  url.searchParams.set('autoplay', '1');
  return url.href;
}
