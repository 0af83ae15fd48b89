import { HOME_MAX_ZOOM_AFTER_FIT, SPOT_ZOOM } from '@club/shared/constants';
import { ActionIcon, Box } from '@mantine/core';
import L from 'leaflet';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { createBaseMap, MAP_STACK_CLASS } from '../../../lib/map/base-map.ts';
import { fetchLayer, layerToLeaflet } from '../../../lib/map/kml-shapes.ts';
import { addSpotMarkers, type SpotMarkers } from '../../../lib/map/spot-markers.ts';
import { useMapConfig } from '../../../lib/spots/get-map-config.ts';
import { useHomeMapHeight } from './home-map-height.ts';
import { useHomeSlots } from './home-slots.tsx';
import { layerKey, useHomeSpots } from './home-spots-context.tsx';

/**
 * The satellite map of the home page: every spot as a labelled marker, clustered where they crowd,
 * fitted to their bounds (zoom capped at 7); the selected spot centred at zoom 17 with its active KML
 * layers.
 */
export function HomeMap() {
  const { t } = useTranslation();
  const { spots, visibleSpots, selected, select, layers, activeLayers, menuOpen, setMenuOpen } =
    useHomeSpots();
  const config = useMapConfig();
  const club = useClub();
  const { MapOfflineButton } = useHomeSlots();
  const element = useRef<HTMLElement>(null);
  // The map is state, not a ref: what depends on it (markers, view, layers) runs again once it exists,
  // whichever of the map's configuration, the spots or the layers answers first.
  const [map, setMap] = useState<L.Map | null>(null);
  const [spotMarkers, setSpotMarkers] = useState<SpotMarkers | null>(null);
  const height = useHomeMapHeight();
  // The markers' click handler calls the latest `select` without rebuilding the map.
  const selectRef = useRef(select);
  selectRef.current = select;

  // Without a selection: fit the visible spots (every spot, or those of the place picked in the
  // search), never closer than zoom 7. With one: zoom 17 on it. Done again only when what it shows
  // changes (not when the same spots are read again, which would undo the reader's moves).
  const viewKey = selected
    ? `spot ${selected.Id} ${selected.Latitude} ${selected.Longitude}`
    : visibleSpots.map((spot) => `${spot.Id} ${spot.Latitude} ${spot.Longitude}`).join(',');
  const appliedView = useRef<string | null>(null);
  /** Sets the view; false when there is nothing to show (no spot), the view then left as it is. */
  const applyView = useRef((_target: L.Map): boolean => false);
  applyView.current = (target) => {
    appliedView.current = viewKey;
    if (selected) {
      target.setView([selected.Latitude, selected.Longitude], SPOT_ZOOM);
      return true;
    }
    if (visibleSpots.length === 0) return false;
    const bounds = L.latLngBounds(
      visibleSpots.map((spot) => [spot.Latitude, spot.Longitude] as [number, number]),
    );
    target.fitBounds(bounds, { padding: [40, 40], maxZoom: HOME_MAX_ZOOM_AFTER_FIT, animate: false });
    return true;
  };
  const tileUrl = config.data?.Tile_url;
  useEffect(() => {
    if (!element.current || tileUrl === undefined) return;
    const created = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    const container = element.current;
    // The view as attributes of the map's box, for the browser tests and the benchmarks.
    const publishView = () => {
      const center = created.getCenter();
      container.dataset.zoom = String(created.getZoom());
      container.dataset.center = `${center.lat.toFixed(5)},${center.lng.toFixed(5)}`;
    };
    created.on('zoomend moveend', publishView);
    // The map's making, its first view and its markers in three tasks: together they were the longest
    // task of the home page on a phone, whose first taps waited for it. Opened on the view it is to
    // show (a world view first, then the spots' bounds, laid out the imagery and markers twice).
    let markers: SpotMarkers | null = null;
    const timers: ReturnType<typeof setTimeout>[] = [];
    timers.push(
      setTimeout(() => {
        if (!applyView.current(created)) created.setView([20, 0], 2);
        publishView();
        setMap(created);
        timers.push(
          setTimeout(() => {
            markers = addSpotMarkers(created, {
              onSelect: (spotId) => selectRef.current(spotId),
              clusterLabel: (count) => t('spots.map.cluster', { count }),
            });
            setSpotMarkers(markers);
          }, 0),
        );
      }, 0),
    );
    return () => {
      for (const timer of timers) clearTimeout(timer);
      markers?.remove();
      created.remove();
      setMap(null);
      setSpotMarkers(null);
    };
  }, [tileUrl, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the map measures itself again when its box changes
  useEffect(() => {
    map?.invalidateSize();
  }, [map, height, menuOpen]);

  // Spot markers with their names, so the map reads even without imagery.
  useEffect(() => {
    spotMarkers?.show(visibleSpots);
  }, [spotMarkers, visibleSpots]);

  useEffect(() => {
    if (map && appliedView.current !== viewKey) applyView.current(map);
  }, [map, viewKey]);

  // Active layers on the map; a layer switched off is removed, a new version replaces the old one.
  const shown = useRef(new Map<string, L.FeatureGroup>());
  useEffect(() => {
    if (!map) return;
    const layersShown = shown.current;
    return () => {
      for (const group of layersShown.values()) group.remove();
      layersShown.clear();
    };
  }, [map]);
  useEffect(() => {
    const container = element.current;
    if (!map || !container) return;
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
      fetchLayer(url, controller.signal)
        .then((kml) => {
          if (controller.signal.aborted || shown.current.has(url)) return;
          shown.current.set(url, layerToLeaflet(kml).addTo(map));
          publish();
        })
        .catch(() => undefined);
    }
    publish();
    return () => controller.abort();
  }, [map, layers, activeLayers]);

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
      {tileUrl !== undefined && (
        <Suspense fallback={null}>
          <MapOfflineButton
            spots={spots}
            clubId={club.Id}
            tileTemplate={tileUrl}
            capMegabytes={club.Offline_area_mb}
            // Under the spots' menu button while it shows (the menu closed), in its place otherwise.
            style={{ position: 'absolute', top: menuOpen ? 10 : 52, right: 10, zIndex: 500 }}
          />
        </Suspense>
      )}
    </Box>
  );
}
