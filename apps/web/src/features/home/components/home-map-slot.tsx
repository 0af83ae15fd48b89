import { Box } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useHomeMapHeight } from './home-map-height.ts';

/** Leaflet and the KML reader load on demand, after the page has shown (the budget of bench/web-budget.ts). */
const HomeMap = lazy(() => import('./home-map.tsx').then((module) => ({ default: module.HomeMap })));

/** The map's box while its code loads: the same size (no layout shift). */
function MapPlaceholder({ height }: { height: number | string }) {
  return (
    <Box style={{ flex: 1, minWidth: 0 }}>
      <div
        data-testid="home-map-loading"
        style={{
          height,
          width: '100%',
          borderRadius: 8,
          background: 'linear-gradient(160deg, #1d4e89 0%, #2a6f97 55%, #468faf 100%)',
        }}
      />
    </Box>
  );
}

function BrowserMap() {
  const height = useHomeMapHeight();
  return (
    <Suspense fallback={<MapPlaceholder height={height} />}>
      <HomeMap />
    </Suspense>
  );
}

/**
 * The home map, with a box of the same size and the map's sea colour while its code loads (no layout
 * shift). Leaflet needs a window: the server and the hydrating browser draw the box only.
 */
export function HomeMapSlot() {
  const hydrated = useHydrated();
  const height = useHomeMapHeight();
  return hydrated ? <BrowserMap /> : <MapPlaceholder height={height} />;
}
