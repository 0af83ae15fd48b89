import { drawnLayerSample } from '@club/shared/domain/kml/drawn-layer-sample';
import { readKml } from '@club/shared/domain/kml/reader';
import { readShapesFile, shapesUrlOf } from '@club/shared/domain/kml/shapes-file';
import type { Layer } from '@club/shared/domain/kml/types';
import { writeKml } from '@club/shared/domain/kml/writer';
import { parseXmlTree } from '@club/shared/domain/kml/xml-tree';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubWithSpot, type Headers, uploadLayerFile } from './layer-test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const FEATURES = 15_000;

function post(url: string, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

async function fileText(host: string, url: string): Promise<{ status: number; text: string }> {
  const response = await t.app.inject({ url, headers: { host } });
  return { status: response.statusCode, text: response.body };
}

/** What the map and the editor read of a layer: its shapes file, and its KML read as the map reads it. */
async function reopen(host: string, spotId: number, name: string) {
  const list = await t.app.inject({ url: `/api/Spots/getLayers/${spotId}/0`, headers: { host } });
  const layer = (list.json() as { Name: string; Url: string; Version: number }[]).find(
    (candidate) => candidate.Name === name,
  );
  if (!layer) throw new Error(`no layer ${name}`);
  const shapesUrl = shapesUrlOf(layer.Url);
  if (shapesUrl === null) throw new Error(`${layer.Url} is no stored layer`);
  const shapes = await fileText(host, shapesUrl);
  expect(shapes.status).toBe(200);
  const kml = await fileText(host, layer.Url);
  return {
    version: layer.Version,
    fromShapes: readShapesFile(shapes.text),
    fromKml: readKml(parseXmlTree(kml.text)),
  };
}

describe(`a layer of ${FEATURES.toLocaleString('en')} shapes drawn in the editor`, {
  timeout: 120_000,
}, () => {
  it('is saved through the API, reopens identically from its shapes file and its KML, and saves again', async () => {
    const { host, manager, spotId } = await clubWithSpot(t);
    const { shapes } = drawnLayerSample(FEATURES, { lat: 42.99, lng: 6.39 });
    const drawn: Layer = { name: 'Grand plan', shapes };
    const kml = writeKml(drawn);
    expect(kml.length).toBeGreaterThan(5_000_000);

    const created = await post('/api/Spots/uploadKmlFile', manager, {
      Name: 'Grand plan',
      Data: kml,
      Spot_id: spotId,
      Uploaded: 0,
    });
    expect(created.statusCode, created.body.slice(0, 300)).toBe(200);
    const first = await reopen(host, spotId, 'Grand plan');
    expect(first.fromShapes).toEqual(drawn);
    expect(first.fromKml).toEqual(drawn);

    // One marker moved and the layer saved again: a new version, read as saved.
    const moved = shapes.map((shape, index) =>
      index === 0 && shape.type === 'marker' ? { ...shape, position: { lat: 43, lng: 6.4 } } : shape,
    );
    const edited: Layer = { name: 'Grand plan', shapes: moved };
    const saved = await post('/api/Spots/editKmlFile', manager, {
      Name: 'Grand plan',
      Old_name: 'Grand plan',
      Data: writeKml(edited),
      Spot_id: spotId,
      Uploaded: 0,
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(200);
    const second = await reopen(host, spotId, 'Grand plan');
    expect(second.version).toBe(first.version + 1);
    expect(second.fromShapes).toEqual(edited);
    expect(second.fromKml).toEqual(edited);
  });
});

describe('the shapes file beside a layer', () => {
  it('follows an upload, a restore and a delete', async () => {
    const { host, manager, spotId } = await clubWithSpot(t);
    const small = (title: string): Layer => ({
      name: 'Bouées',
      shapes: drawnLayerSample(3, { lat: 42.99, lng: 6.39 }).shapes.map((shape) => ({
        ...shape,
        title,
      })),
    });
    const uploaded = await uploadLayerFile(
      t,
      manager,
      spotId,
      new TextEncoder().encode(writeKml(small('Un'))),
      'a.kml',
    );
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = shapesUrlOf(uploaded.json().Url as string) ?? '';
    expect(readShapesFile((await fileText(host, url)).text)?.shapes.map((o) => o.title)).toEqual([
      'Un',
      'Un',
      'Un',
    ]);
    const edited = await post('/api/Spots/editKmlFile', manager, {
      Name: 'Bouées',
      Old_name: 'Bouées',
      Data: writeKml(small('Deux')),
      Spot_id: spotId,
      Uploaded: 1,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const restored = await post('/api/Spots/restoreLayerVersion', manager, {
      Spot_id: spotId,
      Uploaded: 1,
      Name: 'Bouées',
      Version: 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const restoredUrl = shapesUrlOf(restored.json().Url as string) ?? '';
    expect(restoredUrl).toMatch(/\.overlays\.json\?v=3$/);
    expect(readShapesFile((await fileText(host, restoredUrl)).text)?.shapes[0]?.title).toBe('Un');

    const deleted = await t.app.inject({
      url: `/api/Spots/deleteLayer/${encodeURIComponent('Bouées')}/${spotId}/1`,
      headers: manager,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await fileText(host, restoredUrl)).status).toBe(404);
  });
});
