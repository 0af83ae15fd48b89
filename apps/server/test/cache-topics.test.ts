import type { ApiCall, CacheTopic, TopicRef } from '@club/shared/api/contract';
import { allCalls } from '@club/shared/api/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, createFingerprint } from './fuzz/fingerprint.ts';
import { fixtures } from './matrix/fixtures.ts';
import { sendCall } from './matrix/send.ts';
import { type ActorKind, buildWorld, freshActor, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/**
 * A write of a club forgets only the cached answers showing the topics it declares (`changes` in the
 * shared contract, docs/decisions/008). Each such write is made here with the authorization matrix's
 * request, and every table it changed must belong to a topic it declares: a write that changes the
 * club's row without saying `club` would leave the host's cached club, and every answer made from it,
 * stale for up to 10 s.
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

/** The topics whose answers show each table; a table absent here is shown by no cached answer. */
const topicsOfTable: Record<string, readonly CacheTopic[]> = {
  clubs: ['club'],
  club_languages: ['club'],
  club_infos: ['clubInfos'],
  carousel_slides: ['carousel'],
  club_texts: ['legalNotice', 'livePage'],
  news: ['news'],
  news_contents: ['news'],
  comments: ['comments'],
  spots: ['spots'],
  spot_infos: ['spotInfos'],
  layers: ['layers'],
  layer_versions: ['layers'],
  spot_replays: ['replays'],
  pictures: ['pictures'],
  picture_likes: ['pictures'],
  videos: ['videos'],
  video_likes: ['videos'],
  users: ['members'],
  platform_texts: ['platform'],
  languages: ['platform'],
  countries: ['platform'],
  subscriptions: ['platform'],
  outings: ['outings'],
  outing_contents: ['outings'],
  outing_spots: ['outings'],
  outing_participants: ['outings'],
};
/** Tables no cached answer shows; jobs and sent reminders are the job queue's bookkeeping. */
const privateTables = new Set([
  'sessions',
  'one_time_tokens',
  'messages',
  'page_views',
  'jobs',
  'outing_reminders_sent',
]);

const callerOf: Record<ApiCall['access'], ActorKind> = {
  public: 'anonymous',
  member: 'member',
  manager: 'manager',
  superAdministrator: 'superAdministrator',
};

const topicOf = (ref: TopicRef): CacheTopic => (typeof ref === 'string' ? ref : ref.topic);
const narrowing = allCalls.filter((call) => call.effect === undefined && call.changes !== undefined);

describe('topics a write declares', () => {
  it.each(narrowing.map((call) => [`${call.method} ${call.path}`, call] as const))(
    '%s',
    async (key, call) => {
      const fixture = fixtures[key];
      if (!fixture) throw new Error('no fixture');
      const kind = callerOf[call.access];
      const actor = fixture.freshActor ? await freshActor(world, kind) : world.actors[kind];
      const request = await fixture.build({ world, side: world.a, actor });
      const before = await fingerprint();
      const response = await sendCall(world, call, request, actor);
      const succeeded = response.statusCode < 400 || fixture.allowedStatuses?.includes(response.statusCode);
      expect(succeeded, `${response.statusCode} ${response.body.slice(0, 200)}`).toBe(true);
      const declared = new Set((call.changes ?? []).map(topicOf));
      if (declared.has('club')) return; // forgets every answer of the club
      const undeclared = changedTables(before, await fingerprint()).filter(
        (table) =>
          !privateTables.has(table) &&
          !(topicsOfTable[table] ?? ['club']).some((topic) => declared.has(topic)),
      );
      expect(undeclared, `${key} changes tables of topics it does not declare`).toEqual([]);
    },
  );
});
