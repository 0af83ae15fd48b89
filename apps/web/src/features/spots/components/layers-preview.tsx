import type { Layer } from '@club/shared/api/layers';
import type { Spot } from '@club/shared/api/spots';
import L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBaseMap } from '../../../lib/map/base-map.ts';
import { fetchLayer, layerToLeaflet, markerIcon } from '../../../lib/map/kml-shapes.ts';
import { useMapConfig } from '../../../lib/spots/get-map-config.ts';
import { showLayer } from './layer-view.ts';

export const layerKey = (layer: Pick<Layer, 'Name' | 'Uploaded'>) =>
  `${layer.Uploaded ? 1 : 0}/${layer.Name}`;

/**
 * A layer the preview should bring into view once it is drawn: `always` after an import, `outside`
 * when it is switched on (only if none of it is in view). `serial` tells two requests apart.
 */
export interface PreviewFocus {
  key: string;
  when: 'always' | 'outside';
  serial: number;
}

/** A map of the spot showing the layers switched on; it moves to the layer of `focus` once drawn. */
export function LayersPreview({
  spot,
  layers,
  shown,
  focus,
}: {
  spot: Spot;
  layers: Layer[];
  shown: ReadonlySet<string>;
  focus: PreviewFocus | null;
}) {
  const { t } = useTranslation();
  const config = useMapConfig();
  const element = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const groups = useRef(new Map<string, L.FeatureGroup>());
  const [ready, setReady] = useState(false);
  /**
   * Read when a layer arrives (its file is fetched after the request); done once per serial. A focus
   * always comes with a change of `shown`, which runs the effect below.
   */
  const pendingFocus = useRef<PreviewFocus | null>(null);
  const focusDone = useRef(0);
  if (focus && focus.serial > focusDone.current) pendingFocus.current = focus;

  useEffect(() => {
    const tileUrl = config.data?.Tile_url;
    if (!element.current || tileUrl === undefined) return;
    const created = createBaseMap(element.current, {
      tileUrl,
      unavailableLabel: t('spots.map.imageryUnavailable'),
    });
    created.setView([spot.Latitude, spot.Longitude], 16);
    L.marker([spot.Latitude, spot.Longitude], { icon: markerIcon('diving'), title: spot.Name }).addTo(
      created,
    );
    map.current = created;
    const layerGroups = groups.current;
    setReady(true);
    return () => {
      created.remove();
      layerGroups.clear();
      map.current = null;
      setReady(false);
    };
  }, [config.data?.Tile_url, spot.Latitude, spot.Longitude, spot.Name, t]);

  useEffect(() => {
    const current = map.current;
    if (!current || !ready || !element.current) return;
    const container = element.current;
    const urlOf = new Map(layers.map((layer) => [layerKey(layer), layer.Url]));
    const wanted = new Set(layers.filter((layer) => shown.has(layerKey(layer))).map((layer) => layer.Url));
    for (const [url, group] of groups.current) {
      if (!wanted.has(url)) {
        group.remove();
        groups.current.delete(url);
      }
    }
    const controller = new AbortController();
    const publish = () => {
      container.dataset.activeLayers = String(groups.current.size);
    };
    const focusOn = (url: string, group: L.FeatureGroup) => {
      const request = pendingFocus.current;
      if (!request || urlOf.get(request.key) !== url) return;
      pendingFocus.current = null;
      focusDone.current = request.serial;
      showLayer(current, group.getBounds(), request.when);
    };
    for (const url of wanted) {
      const drawn = groups.current.get(url);
      if (drawn) {
        focusOn(url, drawn);
        continue;
      }
      fetchLayer(url, controller.signal)
        .then((kml) => {
          if (controller.signal.aborted) return;
          const group = layerToLeaflet(kml).addTo(current);
          groups.current.set(url, group);
          focusOn(url, group);
          publish();
        })
        .catch(() => undefined);
    }
    publish();
    return () => controller.abort();
  }, [layers, shown, ready]);

  return <div ref={element} data-testid="layers-preview" style={{ height: 360, borderRadius: 8 }} />;
}
