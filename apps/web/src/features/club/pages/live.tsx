import { pages } from '@club/shared/pages';
import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCarousel } from '../../../lib/club-carousel.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { useLiveNow } from '../../../lib/live-now.ts';
import { useLivePage } from '../api/public-club.ts';
import { Carousel } from '../components/carousel.tsx';
import { clubLiveSource, type LiveSource, spotLiveSource } from '../components/live-source.ts';
import { LivePlayer, WatchLink } from '../components/live-stream.tsx';

/** One live: its badge and name, the link to watch it beside them (under them on a phone), its player. */
function LiveCard({
  labelId,
  source,
  title,
  testId,
  children,
}: {
  labelId: string;
  source: LiveSource | null;
  title: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={labelId} data-testid={testId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start" style={{ minWidth: 0 }}>
            <Badge color="red.9" variant="filled" style={{ flexShrink: 0 }} mt={6}>
              {t('liveBanner.now')}
            </Badge>
            <div style={{ minWidth: 0 }}>{children}</div>
          </Group>
          {source && <WatchLink source={source} />}
        </Group>
        <LivePlayer source={source} title={title} />
      </Stack>
    </Card>
  );
}

/**
 * /live (SPEC.md section 2): what is live now — the club's stream and each spot live, with a link to
 * its spot — then the club's carousel and the live-page texts. When nothing is live, it says so.
 */
export default function LivePage() {
  const { t } = useTranslation();
  const club = useClub();
  const live = useLivePage();
  const carousel = useCarousel(club.Id);
  const { clubLive, liveSpots, isLive } = useLiveNow();
  const streams = (clubLive ? 1 : 0) + liveSpots.length;
  const place = (town: string | null, region: string | null) => [town, region].filter(Boolean).join(', ');

  return (
    <Stack gap="lg">
      <Title order={1}>{t('clubPages.live.title')}</Title>
      {live.data?.Description && (
        <Text style={{ whiteSpace: 'pre-line' }} maw="70ch" data-testid="live-text">
          {live.data.Description}
        </Text>
      )}

      {isLive ? (
        // One stream alone stays at a watchable size rather than the page's whole width.
        <SimpleGrid cols={{ base: 1, md: streams > 1 ? 2 : 1 }} maw={streams > 1 ? undefined : '56rem'}>
          {clubLive && (
            <LiveCard labelId="live-club" source={clubLiveSource(club)} title={club.Name} testId="live-club">
              <Title order={2} size="h3" id="live-club">
                {club.Name}
              </Title>
              <Text>{t('clubPages.live.on')}</Text>
            </LiveCard>
          )}
          {liveSpots.map((spot) => (
            <LiveCard
              key={spot.Id}
              labelId={`live-spot-${spot.Id}`}
              source={spotLiveSource(spot)}
              title={spot.Name}
              testId="live-spot"
            >
              <Title order={2} size="h3" id={`live-spot-${spot.Id}`}>
                <Anchor component={Link} to={pages.homeSpot.to(spot.Id)} inherit>
                  {spot.Name}
                </Anchor>
              </Title>
              {place(spot.Town, spot.Region) && (
                <Text size="sm" c="dimmed">
                  {place(spot.Town, spot.Region)}
                </Text>
              )}
            </LiveCard>
          ))}
        </SimpleGrid>
      ) : (
        <Alert color="gray" title={t('clubPages.live.offTitle')} data-testid="live-off">
          {t('clubPages.live.off')}
        </Alert>
      )}

      <Carousel slides={carousel.data ?? []} />
      {live.data?.Solutions && (
        <Text style={{ whiteSpace: 'pre-line' }} maw="70ch">
          {live.data.Solutions}
        </Text>
      )}
    </Stack>
  );
}
