import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Overlay } from '@club/shared/domain/kml/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { exportUrl, layerExportApi, outline } from './layer-export-test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const { clubWithSpot, upload, download, storedLayer } = layerExportApi(() => t);

const sharedDomain = path.resolve(import.meta.dirname, '../../../../../packages/shared/src/domain');
const realFiles = [
  'kml/fixtures/google-earth-port-cros.kml',
  'kml/fixtures/google-my-maps-extended-data.kml',
  'kml/fixtures/google-my-tracks-gx-track.kml',
  'kml/fixtures/qgis-schema-data.kml',
  'kml/fixtures/umap-export.kml',
  'kml/fixtures/umap-options.kml',
  'layer-files/fixtures/garmin-descent-dive.gpx',
  'layer-files/fixtures/osmand-track.gpx',
  'layer-files/fixtures/subsurface-dive-sites.gpx',
  'layer-files/fixtures/geojson-io.geojson',
  'layer-files/fixtures/umap-export.geojson',
];

/** What KML, KMZ and GeoJSON keep of a shape: its outline, look, icon and data (opacities to 1/100). */
function look(overlay: Overlay) {
  const shape = { ...outline(overlay), data: overlay.extendedData ?? [] };
  if (overlay.type === 'marker') return { ...shape, icon: overlay.iconHref, tint: overlay.markerColor };
  if (!('style' in overlay)) return shape;
  const line = overlay.type === 'polyline' || overlay.type === 'multi';
  const { strokeColor, strokeWeight, dashArray } = overlay.style;
  const opacity = (value: number) => Math.round(value * 100) / 100;
  return {
    ...shape,
    style: { strokeColor, strokeWeight, dashArray, strokeOpacity: opacity(overlay.style.strokeOpacity) },
    ...(line ? {} : { fill: [overlay.style.fillColor, opacity(overlay.style.fillOpacity)] }),
  };
}

describe('files of real tools: imported, exported and imported again', () => {
  it.each(realFiles)(
    '%s keeps its shapes in every format, and its looks and data where the format holds them',
    async (file) => {
      const { host, manager, spotId } = await clubWithSpot();
      const imported = await upload(
        manager,
        spotId,
        readFileSync(path.join(sharedDomain, file)),
        path.basename(file),
      );
      const first = (await storedLayer(host, imported.Url)).overlays.filter(
        (overlay) => overlay.type !== 'image',
      );
      for (const format of ['kml', 'kmz', 'geojson', 'gpx'] as const) {
        const response = await download(host, exportUrl(spotId, 1, imported.Name, format));
        expect(response.statusCode, `${format}: ${response.body.slice(0, 200)}`).toBe(200);
        const again = await upload(manager, spotId, response.rawPayload, `again.${format}`);
        const second = (await storedLayer(host, again.Url)).overlays;
        if (format === 'gpx') {
          // GPX holds no style, icon or data but a waypoint's elevation; areas come back as areas.
          const kind = (overlay: Overlay) => ({
            ...outline(overlay),
            type: overlay.type === 'marker' ? 'marker' : 'shape',
          });
          const sorted = (overlays: Overlay[]) =>
            overlays.map(kind).sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
          expect(sorted(second), format).toEqual(
            sorted(first.filter((overlay) => overlay.type !== 'network_link')),
          );
        } else {
          const kept =
            format === 'geojson' ? first.filter((overlay) => overlay.type !== 'network_link') : first;
          expect(second.filter((overlay) => overlay.type !== 'image').map(look), format).toEqual(
            kept.map(look),
          );
        }
      }
    },
  );
});
