import { HOME_MAX_ZOOM_AFTER_FIT, SPOT_ZOOM } from '@club/shared/constants';
import { ActionIcon, Box } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { createBaseMap, MAP_STACK_CLASS } from '../../../lib/map/base-map.ts';
import { fetchKml, layerToLeaflet, markerIcon } from '../../../lib/map/kml-overlays.ts';
import { useMapConfig } from '../../../lib/spots/queries.ts';
import { useHomeMapHeight } from './home-map-height.ts';
import { layerKey, useHomeSpots } from './home-spots-context.tsx';

/**
 * The satellite map of the home page: every spot as a labelled marker, fitted to their bounds (zoom
 * capped at 7); the selected spot centred at zoom 17 with its active KML layers.
 */
export function HomeMap() {
  const { t } = useTranslation();
  const { spots, visibleSpots, selected, select, layers, activeLayers, menuOpen, setMenuOpen } =
    useHomeSpots();
  const config = useMapConfig();
  const element = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const markers = useRef<L.LayerGroup | null>(null);
  const shown = useRef(new Map<string, L.FeatureGroup>());
  const height = useHomeMapHeight();

  const tileUrl = config.data?.Tile_url;
  useEffect(() => {
    if (!element.current || tileUrl === undefined) return;
    const created = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    created.setView([20, 0], 2);
    const container = element.current;
    const publishZoom = () => {
      container.dataset.zoom = String(created.getZoom());
    };
    created.on('zoomend moveend', publishZoom);
    publishZoom();
    markers.current = L.layerGroup().addTo(created);
    map.current = created;
    const layersShown = shown.current;
    return () => {
      created.remove();
      map.current = null;
      layersShown.clear();
    };
  }, [tileUrl, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map measures itself again when its box changes
  useEffect(() => {
    map.current?.invalidateSize();
  }, [height, menuOpen]);

  // Spot markers with their names always shown, so the map reads even without imagery.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tileUrl re-runs this once the map exists
  useEffect(() => {
    const group = markers.current;
    if (!group) return;
    group.clearLayers();
    for (const spot of visibleSpots) {
      L.marker([spot.Latitude, spot.Longitude], {
        icon: markerIcon('diving'),
        title: spot.Name,
        alt: spot.Name,
      })
        .bindTooltip(spot.Name, {
          permanent: true,
          direction: 'right',
          offset: [12, -18],
          className: 'spot-label',
        })
        .on('click', () => select(spot.Id))
        .addTo(group);
    }
  }, [visibleSpots, select, tileUrl]);

  // Without a selection: fit every visible spot, never closer than zoom 7. With one: zoom 17 on it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: tileUrl re-runs this once the map exists
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (selected) {
      current.setView([selected.Latitude, selected.Longitude], SPOT_ZOOM);
      return;
    }
    if (visibleSpots.length === 0) return;
    const bounds = L.latLngBounds(
      visibleSpots.map((spot) => [spot.Latitude, spot.Longitude] as [number, number]),
    );
    current.fitBounds(bounds, { padding: [40, 40], maxZoom: HOME_MAX_ZOOM_AFTER_FIT, animate: false });
  }, [selected, visibleSpots, tileUrl]);

  // Active layers on the map; a layer switched off is removed, a new version replaces the old one.
  useEffect(() => {
    const current = map.current;
    if (!current || !element.current) return;
    const container = element.current;
    const wanted = new Map(
      layers.filter((layer) => activeLayers.has(layerKey(layer))).map((layer) => [layer.Url, layer]),
    );
    for (const [url, group] of shown.current) {
      if (!wanted.has(url)) {
        group.remove();
        shown.current.delete(url);
      }
    }
    const publish = () => {
      container.dataset.activeLayers = String(shown.current.size);
    };
    const controller = new AbortController();
    for (const [url] of wanted) {
      if (shown.current.has(url)) continue;
      fetchKml(url, controller.signal)
        .then((kml) => {
          if (controller.signal.aborted || shown.current.has(url)) return;
          const group = layerToLeaflet(kml).addTo(current);
          shown.current.set(url, group);
          publish();
        })
        .catch(() => undefined);
    }
    publish();
    return () => controller.abort();
  }, [layers, activeLayers]);

  return (
    <Box className={MAP_STACK_CLASS} style={{ flex: 1, minWidth: 0 }}>
      <section
        ref={element}
        data-testid="home-map"
        aria-label={t('spots.map.label')}
        style={{ height, width: '100%', borderRadius: 8 }}
      />
      {spots.length === 0 && config.isSuccess && (
        <Box
          pos="absolute"
          top={12}
          left="50%"
          style={{ transform: 'translateX(-50%)', zIndex: 500 }}
          c="white"
          fw={600}
        >
          {t('spots.map.noSpots')}
        </Box>
      )}
      {!menuOpen && (
        <ActionIcon
          pos="absolute"
          top={10}
          right={10}
          size="lg"
          variant="white"
          style={{ zIndex: 500 }}
          onClick={() => setMenuOpen(true)}
          aria-label={t('spots.menu.open')}
        >
          ☰
        </ActionIcon>
      )}
    </Box>
  );
}
