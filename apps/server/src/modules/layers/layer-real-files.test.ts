import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Shape } from '@club/shared/domain/kml/types';
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
function look(shape: Shape) {
  const kept = { ...outline(shape), data: shape.extendedData ?? [] };
  if (shape.type === 'marker') return { ...kept, icon: shape.iconHref, tint: shape.markerColor };
  if (!('style' in shape)) return kept;
  const line = shape.type === 'polyline' || shape.type === 'multi';
  const { strokeColor, strokeWeight, dashArray } = shape.style;
  const opacity = (value: number) => Math.round(value * 100) / 100;
  return {
    ...kept,
    style: { strokeColor, strokeWeight, dashArray, strokeOpacity: opacity(shape.style.strokeOpacity) },
    ...(line ? {} : { fill: [shape.style.fillColor, opacity(shape.style.fillOpacity)] }),
  };
}

describe('files of real tools: uploaded, exported and uploaded again', () => {
  it.each(realFiles)(
    '%s keeps its shapes in every format, and its looks and data where the format holds them',
    async (file) => {
      const { host, manager, spotId } = await clubWithSpot();
      const uploaded = await upload(
        manager,
        spotId,
        readFileSync(path.join(sharedDomain, file)),
        path.basename(file),
      );
      const first = (await storedLayer(host, uploaded.Url)).shapes.filter((shape) => shape.type !== 'image');
      for (const format of ['kml', 'kmz', 'geojson', 'gpx'] as const) {
        const response = await download(host, exportUrl(spotId, 1, uploaded.Name, format));
        expect(response.statusCode, `${format}: ${response.body.slice(0, 200)}`).toBe(200);
        const again = await upload(manager, spotId, response.rawPayload, `again.${format}`);
        const second = (await storedLayer(host, again.Url)).shapes;
        if (format === 'gpx') {
          // GPX holds no style, icon or data but a waypoint's elevation; areas come back as areas.
          const kind = (shape: Shape) => ({
            ...outline(shape),
            type: shape.type === 'marker' ? 'marker' : 'shape',
          });
          const sorted = (shapes: Shape[]) =>
            shapes.map(kind).sort((a, b) => (a.type < b.type ? -1 : a.type > b.type ? 1 : 0));
          expect(sorted(second), format).toEqual(
            sorted(first.filter((shape) => shape.type !== 'network_link')),
          );
        } else {
          const kept = format === 'geojson' ? first.filter((shape) => shape.type !== 'network_link') : first;
          expect(second.filter((shape) => shape.type !== 'image').map(look), format).toEqual(kept.map(look));
        }
      }
    },
  );
});
