import type { Layer } from '@club/shared/api/layers';
import type { Replay } from '@club/shared/api/live';
import type { Picture } from '@club/shared/api/pictures';
import type { Spot, SpotInfos } from '@club/shared/api/spots';
import type { Video } from '@club/shared/api/videos';
import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import type { Shape } from '@club/shared/domain/kml/types';
import { MARKER_TYPES } from '@club/shared/domain/marker-types';
import { DOMParser } from '@xmldom/xmldom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoReader, seedDemo } from './demo-seed-test-support.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The seed check (see demo-seed-test-support.ts) of the demo club's spots: their infos, layers, 3D
 * model and lives, and the spots kept empty for the browser tests.
 */

let t: TestApp;
let clubId: number;
let spots: Spot[];

const { getJson, postJson, file } = demoReader(() => t);

const spotNamed = (name: string) => {
  const spot = spots.find((candidate) => candidate.Name === name);
  if (!spot) throw new Error(`no spot ${name}`);
  return spot;
};

beforeAll(async () => {
  t = await createTestApp();
  ({ clubId, spots } = await seedDemo(t));
}, 180_000);

afterAll(async () => {
  await t?.close();
});

describe('the demo club, read through the API', () => {
  it('has at least 6 spots in at least 2 towns, each with its infos in French and in English', async () => {
    expect(spots.length).toBeGreaterThanOrEqual(6);
    const towns = new Map<string, number>();
    for (const spot of spots) towns.set(spot.Town ?? '', (towns.get(spot.Town ?? '') ?? 0) + 1);
    expect([...towns.values()].filter((count) => count >= 2).length).toBeGreaterThanOrEqual(2);
    for (const spot of spots) {
      const french = await getJson<SpotInfos>(`/api/Spots/getInfos/${spot.Id}`, undefined, 'fr');
      const english = await getJson<SpotInfos>(`/api/Spots/getInfos/${spot.Id}`, undefined, 'en');
      expect([french.Language_key, english.Language_key], spot.Name).toEqual(['fr', 'en']);
      expect(french.Description, spot.Name).toBeTruthy();
      expect(english.Description, spot.Name).toBeTruthy();
      expect(english.Description).not.toBe(french.Description);
      expect(french.Required_level && english.Required_level, spot.Name).toBeTruthy();
      expect(french.Access.length + french.Interest_points.length, spot.Name).toBeGreaterThan(0);
    }
  });

  it('has drawn layers on at least two spots (typed markers, a zone, a circle, a route, a site plan) and an uploaded KML', async () => {
    const drawnOn = new Set<number>();
    const shapeTypes = new Set<string>();
    const markerTypes = new Set<string>();
    const pictures = new Set<string>();
    let uploaded = 0;
    for (const spot of spots) {
      for (const flag of [0, 1]) {
        const layers = await getJson<Layer[]>(`/api/Spots/getLayers/${spot.Id}/${flag}`);
        for (const layer of layers) {
          expect(layer.Uploaded).toBe(flag === 1);
          if (flag === 1) uploaded += 1;
          else drawnOn.add(spot.Id);
          const kml = await file(layer.Url);
          expect(kml.status, layer.Url).toBe(200);
          const document = new DOMParser().parseFromString(kml.body.toString('utf8'), 'application/xml');
          const read = readKml(document as unknown as XmlDocument);
          expect(read.shapes.length, layer.Name).toBeGreaterThan(0);
          if (flag === 1) continue;
          for (const shape of read.shapes as Shape[]) {
            shapeTypes.add(shape.type);
            if (shape.type === 'marker' && shape.markerType) markerTypes.add(shape.markerType);
            if (shape.type === 'marker' && shape.image) pictures.add(shape.image);
            if (shape.type === 'image') pictures.add(shape.image);
          }
        }
      }
    }
    expect(drawnOn.size).toBeGreaterThanOrEqual(2);
    for (const shape of ['marker', 'polygon', 'circle', 'polyline', 'image'])
      expect([...shapeTypes], shape).toContain(shape);
    expect(markerTypes.size).toBeGreaterThanOrEqual(5);
    for (const type of markerTypes) expect(MARKER_TYPES as readonly string[]).toContain(type);
    expect(uploaded).toBeGreaterThanOrEqual(1);
    // The site plan and the marker's picture are served from the spot's folder, as pictures.
    expect(pictures.size).toBeGreaterThanOrEqual(2);
    for (const url of pictures) {
      const picture = await file(url);
      expect(picture.status, url).toBe(200);
      expect(picture.type).toBe('image/webp');
    }
  });

  it('has a spot with a 3D model whose address serves a glTF 2.0 binary', async () => {
    const withModel = spots.filter((spot) => spot.File_3d_url);
    expect(withModel.length).toBeGreaterThanOrEqual(1);
    const url = withModel[0]?.File_3d_url as string;
    // The 3D model popup opens .glb and .gltf addresses in the model viewer.
    expect(url).toMatch(/\.glb$/);
    const model = await file(url);
    expect([model.status, model.type]).toEqual([200, 'model/gltf-binary']);
    const glb = model.body;
    expect(glb.toString('latin1', 0, 4)).toBe('glTF');
    expect(glb.readUInt32LE(4)).toBe(2);
    expect(glb.readUInt32LE(8)).toBe(glb.length);
    expect(glb.length).toBeLessThan(64 * 1024);
    const jsonLength = glb.readUInt32LE(12);
    expect(glb.toString('latin1', 16, 20)).toBe('JSON');
    const gltf = JSON.parse(glb.toString('utf8', 20, 20 + jsonLength).trim()) as {
      asset: { version: string };
      meshes: { primitives: { attributes: { POSITION: number }; indices: number }[] }[];
      accessors: { count: number; min?: number[]; max?: number[] }[];
      buffers: { byteLength: number }[];
    };
    expect(gltf.asset.version).toBe('2.0');
    const binaryStart = 20 + jsonLength;
    expect(glb.toString('latin1', binaryStart + 4, binaryStart + 7)).toBe('BIN');
    expect(glb.readUInt32LE(binaryStart)).toBe(gltf.buffers[0]?.byteLength);
    const primitives = gltf.meshes.flatMap((mesh) => mesh.primitives);
    expect(primitives.length).toBeGreaterThanOrEqual(5);
    for (const primitive of primitives) {
      const position = gltf.accessors[primitive.attributes.POSITION];
      expect(position?.min?.length).toBe(3);
      expect(position?.max?.length).toBe(3);
      expect(gltf.accessors[primitive.indices]?.count ?? 0).toBeGreaterThan(0);
    }
  });

  it('has a spot live now and two replays', async () => {
    const live = spots.filter((spot) => spot.Live);
    expect(live.length).toBeGreaterThanOrEqual(1);
    expect(live[0]?.Live_url).toMatch(/^[A-Za-z0-9_-]{6,64}$/);
    let replays: Replay[] = [];
    for (const spot of spots)
      replays = replays.concat(await getJson<Replay[]>(`/api/Spots/getReplays/${spot.Id}/0`));
    expect(replays.length).toBeGreaterThanOrEqual(2);
    for (const replay of replays) expect(Date.parse(replay.Finished_at)).toBeLessThan(Date.now());
  });

  it('keeps La Gabinière and Cap des Mèdes free of layers and Pointe du Vaisseau of pictures (browser tests add theirs)', async () => {
    for (const name of ['La Gabinière', 'Cap des Mèdes']) {
      const spot = spotNamed(name);
      for (const flag of [0, 1])
        expect(await getJson<Layer[]>(`/api/Spots/getLayers/${spot.Id}/${flag}`), name).toEqual([]);
    }
    for (const name of ['La Gabinière', 'Pointe du Vaisseau']) {
      const pictures = await postJson<Picture[]>('/api/Pictures/getPictures', {
        page: 0,
        club_id: clubId,
        spot_id: spotNamed(name).Id,
      });
      expect(pictures, name).toEqual([]);
    }
    const videos = await postJson<Video[]>('/api/Videos/getVideos', {
      page: 0,
      club_id: clubId,
      spot_id: spotNamed('La Gabinière').Id,
    });
    expect(videos).toEqual([]);
  });
});
