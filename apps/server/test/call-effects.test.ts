import type { ApiCall, CallEffect } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, createFingerprint } from './fuzz/fingerprint.ts';
import { fixtures } from './matrix/fixtures.ts';
import { sendCall } from './matrix/send.ts';
import { type ActorKind, buildWorld, freshActor, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * The read cache trusts each call's declared effect (`effect` in the shared contract): a call said
 * to read must change no row, or a cached answer could outlive the change. Each such call is made
 * here, successfully, with the authorization matrix's request, and the database compared before and
 * after.
 */
let t: TestApp;
let world: World;
let fingerprint: () => Promise<string>;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
  fingerprint = await createFingerprint(t.db);
}, 60_000);
afterAll(() => t.close());

/** The tables a call of each effect may change; undefined: any. */
const tablesAllowedToChange: Record<CallEffect, readonly string[]> = {
  read: [],
  cachedRead: [],
  counter: ['pictures', 'videos', 'page_views', 'picture_likes', 'video_likes'],
  privateWrite: [
    'sessions',
    'one_time_tokens',
    'messages',
    'diver_files',
    // Dive plans and their kept safety sheets: no cached answer shows them.
    'outing_dive_roles',
    'outing_dives',
    'dive_palanquees',
    'dive_palanquee_members',
    'dive_wishes',
    'safety_sheets',
  ],
};

const callerOf: Record<ApiCall['access'], ActorKind> = {
  public: 'anonymous',
  member: 'member',
  manager: 'manager',
  superAdministrator: 'superAdministrator',
};

const declared = allCalls.filter((call) => call.effect !== undefined);

describe('declared call effects', () => {
  it.each(declared.map((call) => [`${call.effect} ${call.method} ${call.path}`, call] as const))(
    '%s',
    async (_name, call) => {
      const fixture = fixtures[`${call.method} ${call.path}`];
      if (!fixture || !call.effect) throw new Error('no fixture');
      const kind = fixture.caller ?? callerOf[call.access];
      const actor = fixture.freshActor ? await freshActor(world, kind) : world.actors[kind];
      const request = await fixture.build({ world, side: world.a, actor });
      const before = await fingerprint();
      const response = await sendCall(world, call, request, actor);
      const succeeded = response.statusCode < 400 || fixture.allowedStatuses?.includes(response.statusCode);
      expect(succeeded, `${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
      const changed = changedTables(before, await fingerprint());
      expect(
        changed.filter((table) => !tablesAllowedToChange[call.effect ?? 'read'].includes(table)),
      ).toEqual([]);
      if (call.effect === 'cachedRead') {
        // The kept answer is the one a fresh read gives, byte for byte.
        const again = await sendCall(world, call, request, actor);
        expect(again.statusCode).toBe(response.statusCode);
        expect(again.headers['content-type']).toBe(response.headers['content-type']);
        expect(again.body).toBe(response.body);
      }
    },
  );
});
