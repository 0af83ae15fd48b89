import type { ApiCall } from '@club/shared/api/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { layers } from '../src/db/schema/spots.ts';
import { present } from './assertions.ts';
import { documentedCallSender, keyOf, servingCall } from './documented-call-requests.ts';
import { outcomeOf } from './matrix/expected.ts';
import { type CallFixture, fixtures } from './matrix/fixtures.ts';
import { type ActorKind, buildWorld, freshActor, type SignedActor, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * SPEC.md section 7, "The calls it makes": every documented call answers at its documented verb and
 * path (issue 18). The list below is copied from SPEC.md (one entry per call, `{placeholders}` as
 * written there, and the payload fields where SPEC.md names them); the test does not read it from
 * the contract, so a call moved or dropped from the contract fails here.
 */
const documented: readonly (readonly [method: 'GET' | 'POST', path: string, payload?: readonly string[]])[] =
  [
    // Users
    ['GET', '/api/Users/getRole'],
    ['GET', '/api/Users/getUserDetailsByToken'],
    ['POST', '/api/Users/connection/', ['email', 'password', 'club_id']],
    ['GET', '/api/Users/removeToken/{token}'],
    ['POST', '/api/Users/changePassword', ['email', 'club_id']],
    // {Firstname, Lastname, Nickname, Gender, Facebook_id, Club_id}: deliberately not taken from the
    // client (anyone could name any Facebook_id); the server reads them from Facebook (decision in
    // social-login.ts). The call answers at its path; its payload is the one-time code.
    ['POST', '/api/Users/facebook'],
    ['POST', '/api/Users/register'],
    ['POST', '/api/Users/updateProfile'],
    ['POST', '/api/Users/changePasswordProfile', ['new_password', 'old_password']],
    ['POST', '/api/Users/askNewEmail', ['new_email', 'password']],
    ['GET', '/api/Users/getAllUsersByClub/{clubId}'],
    ['GET', '/api/Users/getUsersByMessage'],
    ['GET', '/api/Users/getAllUsersByClubForMessage/{clubId}'],
    ['GET', '/api/Users/countUsersByClub/{clubId}'],
    ['GET', '/api/Users/getUsersByClub/{clubId}/{page}'],
    ['GET', '/api/Users/validate/{token}'],
    ['GET', '/api/Users/setNewEmail/{token}'],
    ['GET', '/api/Users/removeUser/{id}'],
    ['GET', '/api/Users/generateNewToken/'],
    ['GET', '/api/Users/getUserById/{id}'],
    ['POST', '/api/Users/editManager'],
    ['POST', '/api/Users/changeUserPassword', ['new_password', 'id', 'email']],
    ['POST', '/api/Users/editAvatar'],
    ['POST', '/api/Users/editManagerAvatar'],
    // Clubs
    ['GET', '/api/Clubs/getClubByAlias/{alias}'],
    ['GET', '/api/Clubs/getLanguagesByClub/{clubId}'],
    ['GET', '/api/Clubs/getCarousel/{clubId}'],
    ['GET', '/api/Clubs/getInfos/{clubId}'],
    ['GET', '/api/Clubs/getClub/{id}'],
    ['GET', '/api/Clubs/getSubscription/{id}'],
    ['GET', '/api/Clubs/getInfosAdmin/{languageKey}/{clubId}'],
    ['GET', '/api/Clubs/toggleLive/{id}'],
    ['GET', '/api/Clubs/getAllLanguages'],
    ['GET', '/api/Clubs/getAllClubSubscription/'],
    ['GET', '/api/Clubs/getClubsForAdmin/{page}'],
    ['GET', '/api/Clubs/deleteClub/{id}'],
    ['POST', '/api/Clubs/editClub'],
    ['POST', '/api/Clubs/editClubInfos'],
    // SPEC.md section 3: "Creation payload also has club_name, email, firstname, lastname, function, phone, languages, password".
    [
      'POST',
      '/api/Clubs/createClub',
      ['club_name', 'email', 'firstname', 'lastname', 'function', 'phone', 'languages', 'password'],
    ],
    ['POST', '/api/Clubs/editClubByAdmin'],
    ['POST', '/api/Clubs/createCarouselPicture'],
    ['POST', '/api/Clubs/editLogoUrl'],
    // Spots
    ['GET', '/api/Spots/getSpotsByClub/{clubId}'],
    ['GET', '/api/Spots/getSpot/{id}'],
    ['GET', '/api/Spots/getMedia/{spotId}'],
    ['GET', '/api/Spots/getLayers/{spotId}/{uploadedFlag}'],
    ['GET', '/api/Spots/getInfos/{id}'],
    ['GET', '/api/Spots/getInfosAdmin/{languageKey}/{spotId}'],
    ['GET', '/api/Spots/deleteSpot/{id}'],
    ['GET', '/api/Spots/deleteLayer/{name}/{spotId}/{uploadedFlag}'],
    ['GET', '/api/Spots/createLive/{id}'],
    ['GET', '/api/Spots/finishLive/{id}'],
    ['POST', '/api/Spots/uploadKmlFile', ['Name', 'Data', 'Spot_id']],
    ['POST', '/api/Spots/editKmlFile', ['Name', 'Old_name', 'Data', 'Spot_id']],
    ['POST', '/api/Spots/updateLive', ['Spot_id', 'Url']],
    ['POST', '/api/Spots/createSpot'],
    ['POST', '/api/Spots/editSpot'],
    ['POST', '/api/Spots/editSpotInfos'],
    ['POST', '/api/Spots/uploadMarkerPicture'],
    // News
    ['GET', '/api/News/getLastNewsByClub/{clubId}'],
    ['GET', '/api/News/getNewsDetails/{id}'],
    ['GET', '/api/News/getComments/{id}'],
    ['GET', '/api/News/deleteComment/{id}'],
    ['GET', '/api/News/getNewsByClub/{clubId}/{page}'],
    ['GET', '/api/News/getNewsById/{id}'],
    ['GET', '/api/News/deleteNews/{id}'],
    ['POST', '/api/News/addComment', ['news_id', 'comment_content']],
    ['POST', '/api/News/editNewsContent'],
    ['POST', '/api/News/editImageUrl'],
    // Pictures and videos
    ['GET', '/api/Pictures/getLastPicture/{clubId}'],
    ['GET', '/api/Pictures/addView/{id}'],
    ['GET', '/api/Pictures/likePicture/{id}'],
    ['GET', '/api/Pictures/deletePicture/{id}'],
    ['POST', '/api/Pictures/getPictures/'],
    ['POST', '/api/Pictures/uploadPicture'],
    ['GET', '/api/Videos/getLastVideo/{clubId}'],
    ['GET', '/api/Videos/likeVideo/{id}'],
    ['GET', '/api/Videos/addView/{id}'],
    ['GET', '/api/Videos/deleteVideo/{id}'],
    ['POST', '/api/Videos/getVideos/', ['page', 'club_id', 'member_id', 'spot_id', 'order']],
    ['POST', '/api/Videos/createVideo'],
    // Other
    ['GET', '/api/Countries/getAllCountries'],
    ['GET', '/api/Dolphyn/getDolphyn'],
    ['GET', '/api/Dolphyn/getDolphynAdmin/{languageKey}'],
    ['POST', '/api/Dolphyn/updateDolphyn'],
    ['GET', '/api/Imprint/getImprint'],
    ['GET', '/api/Imprint/getImprintAdmin/{languageKey}'],
    ['POST', '/api/Imprint/updateImprint'],
    ['POST', '/api/Imprint/editImageUrl'],
    ['GET', '/api/Messages/getMessages/{userId}/{page}'],
    ['POST', '/api/Messages/sendMessage', ['user_id', 'message']],
  ];

let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

const send = documentedCallSender(() => world);

/** The person a call's access rule asks for, signed in on club A's site. */
const actorFor: Record<ApiCall['access'], ActorKind> = {
  public: 'anonymous',
  member: 'member',
  manager: 'manager',
  superAdministrator: 'superAdministrator',
};

const isRoutingMiss = (status: number, body: string) =>
  status === 405 || (status === 404 && body.includes('No API call'));

describe('the calls of SPEC.md section 7 at their documented paths', () => {
  it('lists each documented call once, and each is served by a call of the contract', () => {
    const keys = documented.map(([method, path]) => `${method} ${path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const unserved = documented.filter(([method, path]) => servingCall(method, path) === null);
    expect(unserved).toEqual([]);
  });

  it('takes the payload fields SPEC.md names', () => {
    const missing: string[] = [];
    for (const [method, path, payload] of documented) {
      if (!payload) continue;
      const served = present(servingCall(method, path), path);
      const shape = Object.keys((served.call.body as { shape?: object }).shape ?? {});
      // createClub's body maps the documented names first (see fromDocumentedCreation).
      if (path === '/api/Clubs/createClub') continue;
      for (const field of payload) if (!shape.includes(field)) missing.push(`${path}: ${field}`);
    }
    expect(missing).toEqual([]);
  });

  it.each(documented.map(([method, path]) => [`${method} ${path}`, method, path] as const))(
    '%s answers, as the call its access rule allows',
    async (_label, method, path) => {
      const { call } = present(servingCall(method, path), path);
      const fixture = present(fixtures[keyOf(call)], `matrix fixture of ${keyOf(call)}`) as CallFixture;
      const kind = actorFor[call.access];
      const actor: SignedActor = fixture.freshActor ? await freshActor(world, kind) : world.actors[kind];
      const request = await fixture.build({ world, side: world.a, actor });
      const response = await send(call, method, path, request, actor.headers, 'field');
      expect(isRoutingMiss(response.statusCode, response.body), response.body).toBe(false);
      expect(
        outcomeOf(response.statusCode, fixture, 'own'),
        `${method} ${path} as ${kind}: ${response.statusCode} ${response.body.slice(0, 300)}`,
      ).toBe('allowed');
    },
  );

  it('serves the KML files of a layer by GET at the Url the layer names', async () => {
    const layer = await t.app.inject({
      method: 'POST',
      url: '/api/Spots/uploadKmlFile',
      headers: world.a.managerHeaders,
      payload: {
        Name: 'Served',
        Data: '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>S</name></Document></kml>',
        Spot_id: world.a.spot.id,
        Uploaded: true,
      },
    });
    expect(layer.statusCode, layer.body).toBe(200);
    const file = await t.app.inject({
      url: layer.json<{ Url: string }>().Url,
      headers: { host: world.a.host },
    });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('<kml');
  });
});

describe('a KMZ sent as a layer', () => {
  // A KMZ is a zip: local file header "PK\3\4", binary fields holding NUL bytes, then doc.kml.
  const kmz = Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x00, 0x00, 0x21, 0x00]),
    Buffer.from('doc.kml'),
    Buffer.from([0x00, 0x00, 0xff, 0xfe, 0x8c, 0x00, 0x3c, 0x6b, 0x6d, 0x6c]),
  ]).toString('utf8');

  const layerCount = async () =>
    (await t.db.select().from(layers).where(eq(layers.spotId, world.a.spot.id))).length;

  it('gets the answer of any other file that is no KML (not_kml), on upload and on edit, and stores nothing', async () => {
    const before = await layerCount();
    const answers: unknown[] = [];
    for (const Data of [kmz, 'plain text, no markup', '\u0089PNG\r\n\u001a\n']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Spots/uploadKmlFile',
        headers: world.a.managerHeaders,
        payload: { Name: 'Zip', Data, Spot_id: world.a.spot.id, Uploaded: true },
      });
      answers.push([response.statusCode, response.json<{ error: string }>().error]);
    }
    expect(answers).toEqual([
      [400, 'not_kml'],
      [400, 'not_kml'],
      [400, 'not_kml'],
    ]);
    const edit = await t.app.inject({
      method: 'POST',
      url: '/api/Spots/editKmlFile',
      headers: world.a.managerHeaders,
      payload: { Name: 'Zip', Old_name: 'Served', Data: kmz, Spot_id: world.a.spot.id, Uploaded: true },
    });
    expect([edit.statusCode, edit.json<{ error: string }>().error]).toEqual([400, 'not_kml']);
    expect(await layerCount()).toBe(before);
  });

  it('refuses a NUL character inside otherwise well-formed KML as not_kml', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Spots/uploadKmlFile',
      headers: world.a.managerHeaders,
      payload: {
        Name: 'Nul',
        Data: '<kml xmlns="http://www.opengis.net/kml/2.2"><Document><name>a\u0000b</name></Document></kml>',
        Spot_id: world.a.spot.id,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'not_kml' });
  });
});
