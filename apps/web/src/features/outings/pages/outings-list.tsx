import { pages } from '@club/shared/pages';
import { Alert, Anchor, Button, Center, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { InfiniteSentinel } from '../../../components/infinite-sentinel.tsx';
import { Loading } from '../../../components/loading.tsx';
import { useClub } from '../../../lib/club-context.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { CALENDAR_FEED_PATH, calendarFeedWebcalUrl } from '../api/get-outing-calendar-file.ts';
import { useOutingsList } from '../api/get-outings.ts';
import { MonthView } from '../components/month-view.tsx';
import { OutingCard } from '../components/outing-card.tsx';

function OutingsCards({ clubId, past }: { clubId: number; past: boolean }) {
  const { t } = useTranslation();
  const list = useOutingsList(clubId, past);
  const items = list.data?.pages.flat() ?? [];
  if (list.isPending)
    return (
      <Center py="xl">
        <Loading />
      </Center>
    );
  if (list.isError && items.length === 0)
    return (
      <Alert color="red" role="alert">
        {t('outings.loadError')}
      </Alert>
    );
  if (items.length === 0)
    return (
      <EmptyState
        testId="outings-empty"
        manage={past ? undefined : { to: pages.admin.outingCreation.to(), label: t('outings.admin.create') }}
      >
        {past ? t('outings.nonePast') : t('outings.none')}
      </EmptyState>
    );
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {items.map((outing) => (
          <OutingCard key={outing.Id} outing={outing} past={past} />
        ))}
      </SimpleGrid>
      <InfiniteSentinel list={list} />
    </>
  );
}

/**
 * /sorties: the club's upcoming outings as cards, or as a month; `?past=1` lists past ones. The
 * calendar feed (`/calendar.ics`) is offered to subscribe to.
 */
export default function OutingsListPage() {
  const { t } = useTranslation();
  const club = useClub();
  const [searchParams] = useSearchParams();
  const past = searchParams.get('past') === '1';
  const [view, setView] = useState<'list' | 'month'>('list');
  const hydrated = useHydrated();
  // A calendar application subscribes to a webcal: address; the server does not know the page's origin.
  const feed = hydrated ? calendarFeedWebcalUrl(window.location.origin) : CALENDAR_FEED_PATH;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{past ? t('outings.pastTitle') : t('outings.title')}</Title>
        <Group gap="md">
          <Anchor href={feed} size="sm" fw={600}>
            {t('outings.subscribe')}
          </Anchor>
          <Anchor component={Link} to={pages.outings.to(!past)} size="sm" fw={600}>
            {past ? t('outings.showUpcoming') : t('outings.showPast')}
          </Anchor>
        </Group>
      </Group>
      {!past && (
        // Two buttons rather than a segmented control: their styles are in the page's one stylesheet,
        // so the server's page shows them as they will be.
        <Group gap={0} role="group" aria-label={t('outings.view.label')}>
          {(['list', 'month'] as const).map((shown, index) => (
            <Button
              key={shown}
              size="sm"
              variant={view === shown ? 'filled' : 'default'}
              aria-pressed={view === shown}
              onClick={() => setView(shown)}
              style={
                index === 0
                  ? { borderTopRightRadius: 0, borderBottomRightRadius: 0 }
                  : { borderTopLeftRadius: 0, borderBottomLeftRadius: 0 }
              }
            >
              {t(`outings.view.${shown}`)}
            </Button>
          ))}
        </Group>
      )}
      {view === 'month' && !past ? (
        <MonthView clubId={club.Id} />
      ) : (
        <OutingsCards key={past ? 'past' : 'upcoming'} clubId={club.Id} past={past} />
      )}
    </Stack>
  );
}
