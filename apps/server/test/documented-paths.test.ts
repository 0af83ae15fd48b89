import type { ApiCall, CallAlias } from '@club/shared/api/contract';
import { buildPath, pathParamNames } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema/clubs.ts';
import { layers } from '../src/db/schema/spots.ts';
import { users } from '../src/db/schema/users.ts';
import { buildOpenApiDocument } from '../src/modules/docs/openapi.ts';
import { present } from './assertions.ts';
import { buildMember, DEFAULT_PASSWORD, hostOf, signIn } from './factories.ts';
import { expectedAllowed, outcomeOf } from './matrix/expected.ts';
import { type CallFixture, type CallRequest, fixtures } from './matrix/fixtures.ts';
import {
  ACTORS,
  type ActorKind,
  buildWorld,
  freshActor,
  type SignedActor,
  type World,
} from './matrix/world.ts';
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

const keyOf = (call: { method: string; path: string }) => `${call.method} ${call.path}`;
const withoutTrailingSlash = (path: string) => path.replace(/\/$/, '');

/** The contract's call answering a verb and path, at its path (the router ignores a trailing slash) or an alias. */
function servingCall(method: string, path: string): { call: ApiCall; alias: CallAlias | null } | null {
  for (const call of allCalls) {
    if (call.method === method && withoutTrailingSlash(call.path) === withoutTrailingSlash(path)) {
      return { call, alias: null };
    }
    const alias = call.aliases?.find(
      (candidate) =>
        candidate.method === method && withoutTrailingSlash(candidate.path) === withoutTrailingSlash(path),
    );
    if (alias) return { call, alias };
  }
  return null;
}

/** The person a call's access rule asks for, signed in on club A's site. */
const actorFor: Record<ApiCall['access'], ActorKind> = {
  public: 'anonymous',
  member: 'member',
  manager: 'manager',
  superadmin: 'superAdmin',
};

const isPlain = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** As SPEC.md says the web app sends them: form-encoded (a list as JSON text). */
function formEncoded(body: Record<string, unknown>): string {
  return new URLSearchParams(
    Object.entries(body).map(([name, value]): [string, string] => [
      name,
      value === null ? '' : isPlain(value) ? String(value) : JSON.stringify(value),
    ]),
  ).toString();
}

async function multipart(data: Buffer, fields: Record<string, string | number> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('file', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

type Carry = 'query' | 'field';

/**
 * Makes a call's request at `path` (its own or an alias). A placeholder of the call's path that
 * `path` lacks travels in the query string (`carry: 'query'`) or, for a file call, in a multipart
 * field before the file (`carry: 'field'`).
 */
async function send(
  call: ApiCall,
  method: 'GET' | 'POST',
  path: string,
  request: CallRequest,
  headers: Record<string, string>,
  carry: Carry = 'query',
) {
  const inPath = new Set(pathParamNames(path));
  const allParams = request.params ?? {};
  const missing = Object.fromEntries(Object.entries(allParams).filter(([name]) => !inPath.has(name)));
  const url = buildPath(path, allParams);
  const query = new URLSearchParams();
  if (carry === 'query' || call.bodyKind !== 'file') {
    for (const [name, value] of Object.entries(missing)) query.set(name, String(value));
  }
  if (call.bodyKind === 'file') {
    for (const [name, value] of Object.entries(request.body ?? {})) query.set(name, String(value));
    const file = await multipart(world.jpeg, carry === 'field' ? missing : {});
    return t.app.inject({
      method,
      url: query.size ? `${url}?${query}` : url,
      headers: { ...headers, 'content-type': file.contentType },
      payload: file.payload,
    });
  }
  const fullUrl = query.size ? `${url}?${query}` : url;
  if (method === 'GET') return t.app.inject({ method, url: fullUrl, headers });
  const body = request.body ?? {};
  if (Object.values(body).every(isPlain)) {
    return t.app.inject({
      method,
      url: fullUrl,
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: formEncoded(body),
    });
  }
  return t.app.inject({ method, url: fullUrl, headers, payload: body });
}

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

const aliased = allCalls.flatMap((call) => (call.aliases ?? []).map((alias) => [call, alias] as const));

describe('aliases: the same rules as their call', () => {
  it('exist for the documented forms issue 18 found missing, and clash with no other call', () => {
    expect(aliased.map(([, alias]) => keyOf(alias)).sort()).toEqual([
      'GET /api/Users/generateNewToken/',
      'GET /calendar.ics',
      'POST /api/News/editImageUrl',
      'POST /api/Users/editManagerAvatar',
    ]);
    const primary = new Set(
      allCalls.map((call) => keyOf({ method: call.method, path: withoutTrailingSlash(call.path) })),
    );
    for (const [, alias] of aliased) {
      expect(primary.has(keyOf({ method: alias.method, path: withoutTrailingSlash(alias.path) }))).toBe(
        false,
      );
    }
  });

  it('are listed in the OpenAPI document, on their call', () => {
    const document = buildOpenApiDocument(allCalls);
    for (const [call, alias] of aliased) {
      const operation = document.paths[call.path]?.[call.method.toLowerCase()] as {
        description: string;
        'x-aliases': { method: string; path: string }[];
      };
      expect(operation['x-aliases']).toContainEqual(
        expect.objectContaining({ method: alias.method, path: alias.path }),
      );
      expect(operation.description).toContain(`Also answers at ${alias.method} ${alias.path}`);
    }
  });

  // The authorization matrix of test/authorization-matrix.test.ts, made at each alias.
  it.each(aliased.map(([call, alias]) => [keyOf(alias), call, alias] as const))(
    '%s lets in and refuses exactly as its call',
    async (_label, call, alias) => {
      const fixture = present(fixtures[keyOf(call)], keyOf(call)) as CallFixture;
      const wrong: string[] = [];
      for (const column of ['own', 'foreign'] as const) {
        if (column === 'foreign' && !fixture.rows) continue;
        const side = column === 'own' ? world.a : world.b;
        const expected = expectedAllowed(call, fixture, column);
        for (const kind of ACTORS) {
          const actor = fixture.freshActor ? await freshActor(world, kind) : world.actors[kind];
          for (const carry of ['query', 'field'] as const) {
            if (carry === 'field' && call.bodyKind !== 'file') continue;
            const request = await fixture.build({ world, side, actor });
            const response = await send(call, alias.method, alias.path, request, actor.headers, carry);
            const outcome = outcomeOf(response.statusCode, fixture, column);
            const want = expected.has(kind) ? 'allowed' : 'refused';
            if (outcome !== want) {
              wrong.push(
                `${column} ${kind} (${carry}): expected ${want}, got ${response.statusCode} ${response.body}`,
              );
            }
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('GET /api/Users/generateNewToken/', () => {
  it("hands over the club named by ?clubId=, else the host's club", async () => {
    const admin = world.actors.superAdmin.headers;
    const named = await t.app.inject({
      url: `/api/Users/generateNewToken/?clubId=${world.b.club.id}`,
      headers: admin,
    });
    expect(named.statusCode, named.body).toBe(200);
    expect(named.json<{ url: string }>().url).toContain(world.b.club.alias);
    const host = await t.app.inject({ url: '/api/Users/generateNewToken/', headers: admin });
    expect(host.statusCode, host.body).toBe(200);
    expect(host.json<{ url: string }>().url).toContain(world.a.club.alias);
    // The redeemed token is a session on that club's site.
    const redeemed = await t.app.inject({
      method: 'POST',
      url: '/api/Users/redeemHandOverToken',
      headers: { host: world.a.host },
      payload: { token: host.json<{ token: string }>().token },
    });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
  });

  it('asks for the club on a host without one', async () => {
    const token = await signIn(t.app, 'localhost:3000', {
      email: world.superAdmin.email,
      password: DEFAULT_PASSWORD,
    });
    const named = await t.app.inject({
      url: `/api/Users/generateNewToken/?clubId=${world.b.club.id}`,
      headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
    });
    expect(named.statusCode, named.body).toBe(200);
    const response = await t.app.inject({
      url: '/api/Users/generateNewToken/',
      headers: { host: 'localhost:3000', authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
  });
});

describe('POST /api/Users/editManagerAvatar and POST /api/News/editImageUrl without the id in the path', () => {
  it("replace the member's avatar, the id in the query string or in a field before the file", async () => {
    const member = await buildMember(t.db, world.a.club);
    for (const carry of ['query', 'field'] as const) {
      const call = present(servingCall('POST', '/api/Users/editManagerAvatar'), 'editManagerAvatar').call;
      const response = await send(
        call,
        'POST',
        '/api/Users/editManagerAvatar',
        { params: { id: member.id } },
        world.actors.manager.headers,
        carry,
      );
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.avatarUrl).toBe(response.json<{ Avatar_url: string }>().Avatar_url);
    }
  });

  it('answer invalid_input without an id, and change nothing', async () => {
    for (const path of ['/api/Users/editManagerAvatar', '/api/News/editImageUrl']) {
      const call = present(servingCall('POST', path), path).call;
      const response = await send(call, 'POST', path, {}, world.actors.manager.headers);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
  });

  it("replace a news item's picture", async () => {
    const call = present(servingCall('POST', '/api/News/editImageUrl'), 'editImageUrl').call;
    const response = await send(
      call,
      'POST',
      '/api/News/editImageUrl',
      { params: { id: world.a.news.id } },
      world.actors.manager.headers,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ Id: number; Picture: string | null }>()).toMatchObject({ Id: world.a.news.id });
    expect(response.json<{ Picture: string | null }>().Picture).toMatch(/^\/files\//);
  });
});

describe('POST /api/Clubs/createClub with the payload SPEC.md documents', () => {
  const admin = () => world.actors.superAdmin.headers;

  it('creates the club and its manager from club_name, email, firstname, lastname, function, phone, languages, password', async () => {
    const email = `documented${process.pid}@example.org`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Clubs/createClub',
      headers: { ...admin(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: formEncoded({
        club_name: `Plongée Côte ${process.pid}`,
        email,
        firstname: 'Jeanne',
        lastname: 'Baret',
        function: 'Présidente',
        phone: '+33 4 94 00 00 00',
        languages: ['fr', 'en'],
        password: 'documented password',
      }),
    });
    expect(response.statusCode, response.body).toBe(200);
    const club = response.json<{ Id: number; Alias: string; Name: string; Spot: boolean; Phone: string }>();
    expect(club).toMatchObject({
      Alias: `plongeecote${process.pid}`,
      Spot: false,
      Phone: '+33 4 94 00 00 00',
    });
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, club.Id));
    const manager = present(
      (await t.db.select().from(users).where(eq(users.email, email)))[0],
      'manager account',
    );
    expect(manager).toMatchObject({ clubId: club.Id, role: ROLE.clubManager, firstname: 'Jeanne' });
    expect(row?.managerId).toBe(manager.id);
    // The manager signs in on the new club's site with the documented e-mail and password.
    await signIn(t.app, hostOf({ alias: club.Alias }), { email, password: 'documented password' });
  });

  it("takes the Club entity's names too (Name, Alias, Phone, Languages as { Language_key })", async () => {
    const alias = `entity${process.pid}`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Clubs/createClub',
      headers: admin(),
      payload: {
        Name: 'Club entité',
        Alias: alias,
        Spot: true,
        Subscription_id: world.subscriptionId,
        Phone: '0102030405',
        Languages: [{ Id: 1, Language_key: 'en' }],
        email: `entity${process.pid}@example.org`,
        firstname: 'Ada',
        lastname: 'Byron',
        password: 'documented password',
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Name: 'Club entité',
      Alias: alias,
      Spot: true,
      Phone: '0102030405',
    });
  });

  it('refuses a documented payload with a bad field as before, creating nothing', async () => {
    const email = `refused${process.pid}@example.org`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Clubs/createClub',
      headers: admin(),
      payload: { club_name: 'Sans mot de passe', email, firstname: 'A', lastname: 'B', languages: ['fr'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
    expect(await t.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });
});

describe('POST /api/Spots/editSpotInfos with optional fields sent as null (SPEC.md section 3)', () => {
  const nulls = {
    Description: null,
    Access: null,
    Interest_points: null,
    Best_hours: null,
    Required_level: null,
    Accessibility: null,
    Visibility: null,
    Dominant_flux: null,
    Dominant_flux_orientation: null,
    Dominant_wind: null,
    Dominant_wind_orientation: null,
    Best_month_from: null,
    Best_month_to: null,
    Difficulty: null,
  };

  it('writes the sheet with empty lists, sent as JSON null or as the form text null', async () => {
    for (const [name, payload, type] of [
      ['json', { Spot_id: world.a.spot.id, Language_key: 'fr', ...nulls }, 'application/json'],
      [
        'form',
        new URLSearchParams({
          Spot_id: String(world.a.spot.id),
          Language_key: 'en',
          ...Object.fromEntries(Object.keys(nulls).map((key) => [key, 'null'])),
        }).toString(),
        'application/x-www-form-urlencoded',
      ],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/Spots/editSpotInfos',
        headers: { ...world.a.managerHeaders, 'content-type': type },
        payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      });
      expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
      expect(response.json()).toMatchObject({
        Access: [],
        Interest_points: [],
        Best_hours: [],
        Description: null,
        Best_month_from: null,
        Difficulty: null,
      });
    }
  });

  it('still refuses a list value out of range', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/Spots/editSpotInfos',
      headers: world.a.managerHeaders,
      payload: { Spot_id: world.a.spot.id, Language_key: 'fr', ...nulls, Access: [9] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_input' });
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
