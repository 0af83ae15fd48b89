import { allCalls } from '@club/shared/api/registry';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users.ts';
import { buildOpenApiDocument } from '../src/modules/docs/openapi.ts';
import { present } from './assertions.ts';
import {
  documentedCallSender,
  keyOf,
  servingCall,
  withoutTrailingSlash,
} from './documented-call-requests.ts';
import { buildMember, DEFAULT_PASSWORD, signIn } from './factories.ts';
import { expectedAllowed, outcomeOf } from './matrix/expected.ts';
import { type CallFixture, fixtures } from './matrix/fixtures.ts';
import { ACTORS, buildWorld, freshActor, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The documented forms of calls issue 18 found missing, served as aliases of a call of the contract:
 * each lets in and refuses exactly as its call, and takes the id the documented path lacks.
 */
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

const send = documentedCallSender(() => world);

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
    const admin = world.actors.superAdministrator.headers;
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
      email: world.superAdministrator.email,
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
