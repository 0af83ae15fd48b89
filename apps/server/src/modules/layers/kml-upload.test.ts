import { existsSync } from 'node:fs';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { LAYER_MAX_FEATURES } from '@club/shared/domain/layer-files/types';
import { eq } from 'drizzle-orm';
import { Piscina } from 'piscina';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema/reference.ts';
import { layers } from '../../db/schema/spots.ts';
import { KML_MAX_DEPTH, KML_MAX_NODES } from './kml-limits.ts';
import { placemarksKml } from './kml-test-files.ts';

// The server's XML parser, watched: a worker thread has its own copy, so this one sees only what is
// parsed on the event loop.
const xmlTree = vi.hoisted(() => ({ parsed: 0 }));
vi.mock('@club/shared/domain/kml/xml-tree', async (original) => {
  const actual = await original<typeof import('@club/shared/domain/kml/xml-tree')>();
  return {
    ...actual,
    parseXmlTree: (text: string) => {
      xmlTree.parsed += 1;
      return actual.parseXmlTree(text);
    },
  };
});

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;

async function managerWithSpot(): Promise<{ manager: Headers; spotId: number }> {
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({ name: 'Plan', subscriptionMaxSpots: 10 })
    .returning();
  const club = await buildClub(t.db, { subscriptionId: subscription?.id ?? null, hasSpots: true });
  const host = hostOf(club);
  const user = await buildMember(t.db, club, { role: ROLE.manager });
  const manager = { host, authorization: `Bearer ${await signIn(t.app, host, user)}` };
  const spot = await post('/api/Spots/createSpot', manager, {
    Name: 'La Gabinière',
    Latitude: 42.99,
    Longitude: 6.39,
  });
  expect(spot.statusCode, spot.body).toBe(200);
  return { manager, spotId: spot.json().Id };
}

function post(url: string, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}

const upload = (headers: Headers, spotId: number, Data: string) =>
  post('/api/Spots/uploadKmlFile', headers, { Name: 'Fichier', Data, Spot_id: spotId, Uploaded: 1 });

async function storesNothing(spotId: number) {
  expect(await t.db.select().from(layers).where(eq(layers.spotId, spotId))).toEqual([]);
  expect(existsSync(path.join(t.dataDir, 'files', 'Kmls', String(spotId)))).toBe(false);
}

describe('an uploaded KML past the limits', () => {
  it(`is refused when it has more than ${KML_MAX_NODES} elements, and nothing is stored`, async () => {
    const { manager, spotId } = await managerWithSpot();
    const flat = `<kml xmlns="http://www.opengis.net/kml/2.2"><Folder>${'<a/>'.repeat(KML_MAX_NODES)}</Folder></kml>`;
    const response = await upload(manager, spotId, flat);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'not_kml',
      message: 'This KML layer is too big to read: more than 500,000 elements, attributes and comments',
    });
    await storesNothing(spotId);
  });

  it(`is refused when it holds more than ${LAYER_MAX_FEATURES} shapes, and nothing is stored`, async () => {
    const { manager, spotId } = await managerWithSpot();
    const point = '<Placemark><Point><coordinates>6.39,42.99</coordinates></Point></Placemark>';
    const many = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document>${point.repeat(LAYER_MAX_FEATURES + 1)}</Document></kml>`;
    const response = await upload(manager, spotId, many);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'not_kml',
      message: 'This KML layer is too big to read: The file holds 50001 shapes; at most 50000 can be read.',
    });
    await storesNothing(spotId);
  });

  it(`is refused when its elements nest more than ${KML_MAX_DEPTH} deep, and nothing is stored`, async () => {
    const { manager, spotId } = await managerWithSpot();
    const deep = `<kml>${'<Folder>'.repeat(KML_MAX_DEPTH)}${'</Folder>'.repeat(KML_MAX_DEPTH)}</kml>`;
    const response = await upload(manager, spotId, deep);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'not_kml',
      message: 'This KML layer is too big to read: elements nested more than 64 deep',
    });
    await storesNothing(spotId);
  });
});

describe('an uploaded KML is read in a worker thread', () => {
  it('while /healthz answers, and no XML is parsed on the event loop', async () => {
    const { manager, spotId } = await managerWithSpot();
    // The spies only watch; the real parser and pool do the work.
    const parsedBefore = xmlTree.parsed;
    // The moment the upload is handed to a worker: from then on, its reading takes a second or more,
    // and /healthz is asked then, so its answer coming first shows the loop was free meanwhile.
    const handedOver = Promise.withResolvers<'handed over'>();
    const run = Piscina.prototype.run;
    const handOver = vi.spyOn(Piscina.prototype, 'run').mockImplementation(function (
      this: Piscina,
      ...args: Parameters<Piscina['run']>
    ) {
      const reading = run.apply(this, args);
      handedOver.resolve('handed over');
      return reading;
    });
    try {
      const answered: string[] = [];
      const uploading = upload(manager, spotId, placemarksKml(15_000)).then((response) => {
        answered.push('upload');
        return response;
      });
      expect(await Promise.race([handedOver.promise, uploading.then(() => 'answered')])).toBe('handed over');
      const health = await t.app.inject({ url: '/healthz' });
      answered.push('healthz');
      expect(health.statusCode).toBe(200);
      const uploaded = await uploading;
      expect(uploaded.statusCode, uploaded.body).toBe(200);
      expect(answered).toEqual(['healthz', 'upload']);
      expect(xmlTree.parsed).toBe(parsedBefore);
    } finally {
      handOver.mockRestore();
    }
  });
});
