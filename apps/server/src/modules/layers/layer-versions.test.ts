import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClub, buildMember, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema/reference.ts';
import { layerVersions } from '../../db/schema/spots.ts';
import { createLocalFileStore, type FileStore } from '../../platform/files/storage.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { saveLayer } from './service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function buildSpotClub() {
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({ name: 'Plan', subscriptionMaxSpots: 5 })
    .returning();
  const club = await buildClub(t.db, { subscriptionId: subscription?.id ?? null, hasSpots: true });
  const host = hostOf(club);
  const signedIn = async (role: number, firstname: string) => {
    const user = await buildMember(t.db, club, { role, firstname, lastname: 'Cousteau' });
    return { host, authorization: `Bearer ${await signIn(t.app, host, user)}` } as Headers;
  };
  const manager = await signedIn(ROLE.manager, 'Jacques');
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/Spots/createSpot',
    headers: manager,
    payload: { Name: 'La Gabinière', Latitude: 42.99, Longitude: 6.39 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return {
    host,
    spotId: response.json().Id as number,
    manager,
    otherManager: await signedIn(ROLE.manager, 'Philippe'),
    member: await signedIn(ROLE.member, 'Simone'),
  };
}

const kmlNamed = (name: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><kml xmlns="http://www.opengis.net/kml/2.2"><Document>` +
  `<Placemark><name>${name}</name><Point><coordinates>6.39,42.99,0</coordinates></Point></Placemark></Document></kml>`;

function post(url: string, headers: Headers, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers, payload });
}
const get = (url: string, headers: Headers) => t.app.inject({ url, headers });

async function save(headers: Headers, spotId: number, content: string, name = 'Tombant', oldName = name) {
  const response = await post('/api/Spots/editKmlFile', headers, {
    Name: name,
    Old_name: oldName,
    Data: kmlNamed(content),
    Spot_id: spotId,
    Uploaded: 0,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function create(headers: Headers, spotId: number, content: string, name = 'Tombant') {
  const response = await post('/api/Spots/uploadKmlFile', headers, {
    Name: name,
    Data: kmlNamed(content),
    Spot_id: spotId,
    Uploaded: 0,
  });
  expect(response.statusCode, response.body).toBe(200);
}

const versionsUrl = (spotId: number, name = 'Tombant') =>
  `/api/Spots/getLayerVersions/${spotId}/0/${encodeURIComponent(name)}`;
const versionUrl = (spotId: number, version: number, name = 'Tombant') =>
  `/api/Spots/getLayerVersion/${spotId}/0/${encodeURIComponent(name)}/${version}`;

async function versionFiles(spotId: number): Promise<string[]> {
  return readdir(path.join(t.dataDir, 'files', 'Kmls', String(spotId), 'versions')).catch(() => []);
}

describe('layer versions', () => {
  it('a save keeps the previous content with its date and author; the version reads back', async () => {
    const club = await buildSpotClub();
    await create(club.manager, club.spotId, 'premier');
    expect((await get(versionsUrl(club.spotId), club.manager)).json()).toEqual([]);
    const before = Date.now();
    await save(club.otherManager, club.spotId, 'second');

    const listed = await get(versionsUrl(club.spotId), club.manager);
    expect(listed.statusCode, listed.body).toBe(200);
    const [version, ...rest] = listed.json();
    expect(rest).toEqual([]);
    // The kept content is the first one: written by Jacques, before the second save.
    expect(version).toMatchObject({ Version: 1, Saved_by: 'Jacques Cousteau' });
    expect(version.Size).toBe(
      Buffer.byteLength((await get(versionUrl(club.spotId, 1), club.manager)).json().Data),
    );
    expect(Date.parse(version.Saved_at)).toBeLessThanOrEqual(before);

    const read = await get(versionUrl(club.spotId, 1), club.manager);
    expect(read.json()).toMatchObject({ Version: 1 });
    expect(read.json().Data).toContain('<name>premier</name>');
    expect((await get(versionUrl(club.spotId, 2), club.manager)).statusCode).toBe(404);
  });

  it('keeps the last 20 versions and removes the files of older ones', async () => {
    const club = await buildSpotClub();
    await create(club.manager, club.spotId, 'v1');
    for (let index = 2; index <= 22; index++) await save(club.manager, club.spotId, `v${index}`);
    const listed = (await get(versionsUrl(club.spotId), club.manager)).json();
    expect(listed.map((version: { Version: number }) => version.Version)).toEqual(
      Array.from({ length: 20 }, (_, index) => 21 - index),
    );
    expect(await versionFiles(club.spotId)).toHaveLength(20);
    expect((await get(versionUrl(club.spotId, 1), club.manager)).statusCode).toBe(404);
    expect((await get(versionUrl(club.spotId, 2), club.manager)).json().Data).toContain('<name>v2</name>');
  });

  it('restoring brings the old content back and keeps the current one as a version', async () => {
    const club = await buildSpotClub();
    await create(club.manager, club.spotId, 'ancien');
    await save(club.manager, club.spotId, 'récent');
    const restored = await post('/api/Spots/restoreLayerVersion', club.manager, {
      Spot_id: club.spotId,
      Uploaded: 0,
      Name: 'Tombant',
      Version: 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ Name: 'Tombant', Version: 3 });
    expect((await get(restored.json().Url, { host: club.host })).body).toContain('<name>ancien</name>');
    const listed = (await get(versionsUrl(club.spotId), club.manager)).json();
    expect(listed.map((version: { Version: number }) => version.Version)).toEqual([2, 1]);
    expect((await get(versionUrl(club.spotId, 2), club.manager)).json().Data).toContain(
      '<name>récent</name>',
    );

    const missing = await post('/api/Spots/restoreLayerVersion', club.manager, {
      Spot_id: club.spotId,
      Uploaded: 0,
      Name: 'Tombant',
      Version: 9,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('a rename carries the versions; deleting the layer removes them and their files', async () => {
    const club = await buildSpotClub();
    await create(club.manager, club.spotId, 'un');
    await save(club.manager, club.spotId, 'deux', 'Tombant est', 'Tombant');
    const listed = (await get(versionsUrl(club.spotId, 'Tombant est'), club.manager)).json();
    expect(listed.map((version: { Version: number }) => version.Version)).toEqual([1]);
    expect(await versionFiles(club.spotId)).toHaveLength(1);

    const removed = await get(
      `/api/Spots/deleteLayer/${encodeURIComponent('Tombant est')}/${club.spotId}/0`,
      club.manager,
    );
    expect(removed.statusCode).toBe(200);
    expect(await t.db.select().from(layerVersions).where(eq(layerVersions.spotId, club.spotId))).toEqual([]);
    expect(await versionFiles(club.spotId)).toEqual([]);
  });

  it('deleting the spot removes the version files', async () => {
    const club = await buildSpotClub();
    await create(club.manager, club.spotId, 'un');
    await save(club.manager, club.spotId, 'deux');
    expect(await versionFiles(club.spotId)).toHaveLength(1);
    expect((await get(`/api/Spots/deleteSpot/${club.spotId}`, club.manager)).statusCode).toBe(200);
    expect(await versionFiles(club.spotId)).toEqual([]);
  });

  it("is the manager's only: a member gets 403, a visitor 401, another club's manager finds no such spot", async () => {
    const club = await buildSpotClub();
    const other = await buildSpotClub();
    await create(club.manager, club.spotId, 'un');
    await save(club.manager, club.spotId, 'deux');
    const restore = { Spot_id: club.spotId, Uploaded: 0, Name: 'Tombant', Version: 1 };

    for (const [headers, status] of [
      [club.member, 403],
      [{ host: club.host }, 401],
    ] as const) {
      expect((await get(versionsUrl(club.spotId), headers)).statusCode).toBe(status);
      expect((await get(versionUrl(club.spotId, 1), headers)).statusCode).toBe(status);
      expect((await post('/api/Spots/restoreLayerVersion', headers, restore)).statusCode).toBe(status);
    }
    // Another club's manager, on their own site, asks for this club's spot.
    expect((await get(versionsUrl(club.spotId), other.manager)).statusCode).toBe(404);
    expect((await get(versionUrl(club.spotId, 1), other.manager)).statusCode).toBe(404);
    expect((await post('/api/Spots/restoreLayerVersion', other.manager, restore)).statusCode).toBe(404);
    expect((await get(versionsUrl(club.spotId), club.manager)).json()).toHaveLength(1);
  });

  it('a save that fails after copying the previous content leaves neither a version nor its file', async () => {
    const [subscription] = await t.db
      .insert(subscriptions)
      .values({ name: 'Plan', subscriptionMaxSpots: 5 })
      .returning();
    const club: ClubRow = await buildClub(t.db, { subscriptionId: subscription?.id ?? null, hasSpots: true });
    const user = await buildMember(t.db, club, { role: ROLE.manager });
    const scope = {
      club,
      actor: { userId: user.id, role: ROLE.manager, clubId: club.id, sessionId: 0, languageKey: 'fr' },
    };
    const manager = {
      host: hostOf(club),
      authorization: `Bearer ${await signIn(t.app, hostOf(club), user)}`,
    };
    const created = await post('/api/Spots/createSpot', manager, { Name: 'Sec', Latitude: 43, Longitude: 6 });
    const spotId: number = created.json().Id;
    await create(manager, spotId, 'un');
    const files = createLocalFileStore(path.join(t.dataDir, 'files'));
    // The layer's own file cannot be written: the save fails once the version's copy is made.
    const failing: FileStore = {
      ...files,
      put: (key, data) =>
        key.includes('/versions/') ? files.put(key, data) : Promise.reject(new Error('disk full')),
    };
    const input = { name: 'Tombant', oldName: 'Tombant', data: kmlNamed('deux'), spotId, uploaded: false };
    await expect(saveLayer(t.db, failing, scope, input)).rejects.toThrow('disk full');
    expect(await t.db.select().from(layerVersions).where(eq(layerVersions.spotId, spotId))).toEqual([]);
    expect(await versionFiles(spotId)).toEqual([]);
  });
});
