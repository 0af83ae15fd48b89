import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { HomeAside } from '../components/home-aside.tsx';
import { HomeHighlights } from '../components/home-highlights.tsx';
import { HomeMap } from '../components/home-map.tsx';
import { HomeSpotsProvider, useHomeSpots } from '../components/home-spots-context.tsx';
import { SpotSheet } from '../components/spot-sheet.tsx';

function SelectedSpotSheet() {
  const { selected } = useHomeSpots();
  return selected ? <SpotSheet key={selected.Id} spot={selected} /> : null;
}

/** Home (`/`, `/home/{spot_id}` and any unknown path): the spots' map, the aside beside it, the selected spot's sheet. */
export default function HomePage() {
  const { i18n } = useTranslation();
  const { spotId } = useParams();
  const parsed = spotId === undefined ? null : Number(spotId);
  const selectedId = parsed !== null && Number.isInteger(parsed) && parsed > 0 ? parsed : null;
  return (
    <HomeSpotsProvider selectedId={selectedId} language={i18n.language}>
      <Stack gap="md">
        <Group align="flex-start" gap="md" wrap="nowrap">
          <HomeMap />
          <HomeAside />
        </Group>
        <SelectedSpotSheet />
        <HomeHighlights />
      </Stack>
    </HomeSpotsProvider>
  );
}
