import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PlayerFacade } from '../../../components/video/player-facade.tsx';
import type { LiveSource } from './live-source.ts';

/**
 * The plain link to watch a live on the provider's site. Always given with the player: the player may
 * not load (no network, a blocker, a stream that refuses to be embedded), the link still works.
 */
export function WatchLink({ source }: { source: LiveSource }) {
  const { t } = useTranslation();
  return (
    <Button
      component="a"
      href={source.watch}
      target="_blank"
      rel="noopener noreferrer"
      variant={source.embed ? 'light' : 'filled'}
      maw="100%"
      data-testid="live-watch-link"
    >
      {t('clubPages.live.watchOn', { site: source.site })}
    </Button>
  );
}

/**
 * A live's player (YouTube or Vimeo) behind its poster, named by `title` (the club, a spot); nothing for
 * an address that cannot be embedded, and a short note while the live has no address yet.
 */
export function LivePlayer({ source, title }: { source: LiveSource | null; title: string }) {
  const { t } = useTranslation();
  if (!source) {
    return (
      <Text c="dimmed" data-testid="live-no-stream">
        {t('clubPages.live.noStream')}
      </Text>
    );
  }
  if (!source.embed) return null;
  return (
    <PlayerFacade
      embed={source.embed}
      watch={source.watch}
      site={source.site === 'Vimeo' ? 'Vimeo' : 'YouTube'}
      title={t('clubPages.live.player', { name: title })}
    />
  );
}
