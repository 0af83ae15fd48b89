import type { Replay } from '@club/shared/api/live';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { pages } from '@club/shared/pages';
import { Anchor, Button, Card, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PlayerFacade } from '../../../components/video/player-facade.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { keptFormatter } from '../../../lib/kept-formatter.ts';
import { useReplays } from '../api/get-replays.ts';
import { useAdminSpot } from '../components/use-admin-spot.ts';

function ReplayPage({ spotId, page }: { spotId: number; page: number }) {
  const { t, i18n } = useTranslation();
  const replays = useReplays(spotId, page);
  // On the club's clocks, as its outings and news: the server's page and the browser say the same.
  const timeZone = useClub().Time_zone;
  const format = (iso: string | null) =>
    iso
      ? keptFormatter(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
          new Date(iso),
        )
      : '…';
  if (!replays.data) return null;
  return (
    <>
      {replays.data.map((replay: Replay) => (
        <Card key={replay.Id} withBorder padding="sm" data-testid="replay">
          <Card.Section>
            <PlayerFacade
              embed={`https://www.youtube-nocookie.com/embed/${encodeURIComponent(replay.Url)}`}
              watch={`https://www.youtube.com/watch?v=${encodeURIComponent(replay.Url)}`}
              site="YouTube"
              title={t('spots.replays.replayOf', { date: format(replay.Finished_at) })}
            />
          </Card.Section>
          <Text size="sm" mt="xs">
            {t('spots.replays.dates', { start: format(replay.Started_at), end: format(replay.Finished_at) })}
          </Text>
        </Card>
      ))}
    </>
  );
}

/** The replays of a known spot, page after page: no call is made before the spot's id is known. */
function ReplayList({ spotId }: { spotId: number }) {
  const { t } = useTranslation();
  const [pageCount, setPageCount] = useState(1);
  const first = useReplays(spotId, 0);
  const last = useReplays(spotId, pageCount - 1);
  return (
    <>
      {first.data?.length === 0 ? (
        <EmptyState
          testId="replays-empty"
          manage={{ to: pages.admin.spotAdmin.to(spotId, 'live'), label: t('emptyState.replaysManage') }}
        >
          {t('emptyState.replays')}
        </EmptyState>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          {Array.from({ length: pageCount }, (_, page) => page).map((page) => (
            <ReplayPage key={`page-${page}`} spotId={spotId} page={page} />
          ))}
        </SimpleGrid>
      )}
      {last.data?.length === LIST_PAGE_SIZE && (
        <Button variant="light" onClick={() => setPageCount((count) => count + 1)}>
          {t('spots.replays.more')}
        </Button>
      )}
    </>
  );
}

/** /replays/{spot_id}: the spot's past lives, newest first. A missing spot goes home. */
export default function ReplaysPage() {
  const { t } = useTranslation();
  const { spotId } = useParams();
  const { spot, missing } = useAdminSpot(spotId);
  if (missing) return <Navigate to={pages.home.to()} replace />;
  if (!spot)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to={pages.homeSpot.to(spot.Id)}>
        ← {t('spots.common.back')}
      </Anchor>
      <Title order={1}>{t('spots.replays.title', { name: spot.Name })}</Title>
      <ReplayList key={spot.Id} spotId={spot.Id} />
    </Stack>
  );
}
