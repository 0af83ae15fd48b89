import { Group, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeAside } from '../components/home-aside.tsx';
import { HomeMapSlot } from '../components/home-map-slot.tsx';
import { spotPanel } from '../components/home-parts.ts';
import { useHomeSlots } from '../components/home-slots.tsx';
import { HomeSpotsProvider, useHomeSpots } from '../components/home-spots-context.tsx';

/** The club's picture strip arrives with its picture, after the page's first paint. */
const ClubStrip = lazy(() =>
  import('../components/club-strip.tsx').then((module) => ({ default: module.ClubStrip })),
);

function SelectedSpotPanel() {
  const { selected } = useHomeSpots();
  if (!selected) return null;
  return (
    <Suspense fallback={null}>
      <spotPanel.Part key={selected.Id} spot={selected} />
    </Suspense>
  );
}

/**
 * Home (`/`, `/home/{spot_id}` and any unknown path): the spots' map, the aside beside it, the selected
 * spot's panel.
 */
export default function HomePage() {
  const { i18n } = useTranslation();
  // The club's last news, picture and video sit under the map, below the fold: they load beside the page.
  const { Highlights } = useHomeSlots();
  const { spotId } = useParams();
  const parsed = spotId === undefined ? null : Number(spotId);
  const selectedId = parsed !== null && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  return (
    <HomeSpotsProvider selectedId={selectedId} language={i18n.language}>
      <Stack gap="md">
        <Suspense fallback={null}>
          <ClubStrip />
        </Suspense>
        <Group align="flex-start" gap="md" wrap="nowrap">
          <HomeMapSlot />
          <HomeAside />
        </Group>
        <SelectedSpotPanel />
        <Suspense fallback={null}>
          <Highlights />
        </Suspense>
      </Stack>
    </HomeSpotsProvider>
  );
}
