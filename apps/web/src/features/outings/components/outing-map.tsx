import type { Outing } from '@club/shared/api/outings';
import { pages } from '@club/shared/pages';
import { Box } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { addSpotMarkers } from '../../../lib/map/spot-markers.ts';
import { useMapConfig } from '../../../lib/spots/get-map-config.ts';

/** Closest zoom when fitting the spots: one spot alone is shown with the coast around it. */
const MAX_FIT_ZOOM = 14;

/**
 * The outing's spots on a small map (a module of its own, loaded once the page is in the browser); a
 * click on a spot opens its sheet. Without imagery the spots and their names stay on a plain sea.
 */
export default function OutingMap({ spots }: { spots: Outing['Spots'] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const tileUrl = config.data?.Tile_url;

  useEffect(() => {
    if (!element.current || tileUrl === undefined || spots.length === 0) return;
    const map = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    const markers = addSpotMarkers(map, {
      onSelect: (spotId) => navigateRef.current(pages.homeSpot.to(spotId)),
      clusterLabel: (count) => t('spots.map.cluster', { count }),
    });
    map.fitBounds(L.latLngBounds(spots.map((spot) => [spot.Latitude, spot.Longitude])), {
      padding: [40, 40],
      maxZoom: MAX_FIT_ZOOM,
    });
    markers.show(spots);
    return () => {
      markers.remove();
      map.remove();
    };
  }, [tileUrl, spots, t]);

  return (
    <Box
      ref={element}
      h={{ base: 220, sm: 300 }}
      style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      role="region"
      aria-label={t('outings.detail.map')}
      data-testid="outing-map"
    />
  );
}
