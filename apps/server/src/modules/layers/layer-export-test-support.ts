import type { Layer, Shape } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { readLayerText } from '@club/shared/domain/layer-files/index';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { clubWithSpot, type Headers, uploadLayerFile } from './layer-test-support.ts';

/** The layer export calls as the export test files make them, and the drawn layer they export. */

export const exportUrl = (spotId: number, uploaded: 0 | 1, name: string, format?: string) =>
  `/api/Spots/exportLayer/${spotId}/${uploaded}/${encodeURIComponent(name)}${format ? `?format=${format}` : ''}`;

/** What every format keeps of a shape: its kind (areas as areas), name and point count. */
export function outline(shape: Shape) {
  const points =
    shape.type === 'polyline'
      ? shape.path.length
      : shape.type === 'polygon'
        ? shape.rings[0]?.length
        : shape.type === 'multi'
          ? shape.paths.length
          : 1;
  return { type: shape.type, title: shape.title, points };
}

const style = {
  strokeColor: '#1e90ff',
  strokeOpacity: 0.8,
  strokeWeight: 5,
  fillColor: '#ffd700',
  fillOpacity: 0.4,
};

/** A drawn layer of a typed marker, a line and an area. */
export const drawn: Layer = {
  name: 'Sentier',
  shapes: [
    {
      type: 'marker',
      title: 'Mouillage',
      description: '',
      position: { lat: 43.0101, lng: 6.3805 },
      markerType: 'fish',
      image: null,
      iconHref: null,
    },
    {
      type: 'polyline',
      title: 'Parcours',
      description: '',
      path: [
        { lat: 43.01, lng: 6.38 },
        { lat: 43.011, lng: 6.382 },
        { lat: 43.012, lng: 6.381 },
      ],
      style,
    },
    {
      type: 'polygon',
      title: 'Herbier',
      description: '',
      rings: [
        [
          { lat: 43, lng: 6.37 },
          { lat: 43.005, lng: 6.372 },
          { lat: 43.002, lng: 6.376 },
        ],
      ],
      style,
    },
  ],
};

/** The calls of the test file whose app `current` gives (made in its `beforeAll`). */
export function layerExportApi(current: () => TestApp) {
  async function upload(headers: Headers, spotId: number, data: Uint8Array, fileName: string) {
    const response = await uploadLayerFile(current(), headers, spotId, data, fileName);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ Name: string; Url: string; Notices: string[] }>();
  }

  async function saveDrawn(headers: Headers, spotId: number, layer: Layer) {
    const response = await current().app.inject({
      method: 'POST',
      url: '/api/Spots/uploadKmlFile',
      headers,
      payload: { Name: layer.name, Data: writeKml(layer), Spot_id: spotId, Uploaded: false },
    });
    expect(response.statusCode, response.body).toBe(200);
  }

  /** An anonymous visitor's download, as the map's link makes it. */
  const download = (host: string, url: string) =>
    current().app.inject({ method: 'GET', url, headers: { host } });

  async function storedLayer(host: string, url: string): Promise<Layer> {
    const response = await download(host, url);
    expect(response.statusCode).toBe(200);
    return readLayerText('stored.kml', response.body).layer;
  }

  return { clubWithSpot: () => clubWithSpot(current()), upload, saveDrawn, download, storedLayer };
}
