import { access, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import {
  buildClub,
  buildMember,
  buildOuting,
  type ClubRow,
  hostOf,
  signIn,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { divePalanqueeMembers, divePalanquees, dives, diveWishes } from '../../db/schema/dive-plans.ts';
import { pictures, videos } from '../../db/schema/media.ts';
import { messages } from '../../db/schema/messages.ts';
import { comments, news } from '../../db/schema/news.ts';
import { outingParticipants } from '../../db/schema/outings.ts';
import { users } from '../../db/schema/users.ts';
import { thumbnailKeyOf } from '../pictures/file-keys.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** A member with a message to and from a friend, a comment, a picture (on disk) and a video. */
async function memberWithData(club: ClubRow) {
  const me = await buildMember(t.db, club);
  const friend = await buildMember(t.db, club);
  const headers = as(hostOf(club), await signIn(t.app, hostOf(club), me));
  await t.db.insert(messages).values([
    { clubId: club.id, senderId: me.id, recipientId: friend.id, content: 'Bonjour' },
    { clubId: club.id, senderId: friend.id, recipientId: me.id, content: 'Salut' },
  ]);
  const [item] = await t.db.insert(news).values({ clubId: club.id }).returning();
  await t.db
    .insert(comments)
    .values({ clubId: club.id, newsId: item?.id ?? 0, userId: me.id, content: 'Super sortie' });
  const fileKey = `pictures/${me.id}-mine.webp`;
  const filePath = path.join(t.dataDir, 'files', fileKey);
  const thumbnailPath = path.join(t.dataDir, 'files', thumbnailKeyOf(fileKey));
  await mkdir(path.dirname(filePath), { recursive: true });
  await writeFile(filePath, 'picture bytes');
  await writeFile(thumbnailPath, 'thumbnail bytes');
  await t.db
    .insert(pictures)
    .values({ clubId: club.id, userId: me.id, name: 'Mérou', fileKey, width: 10, height: 10 });
  await t.db
    .insert(videos)
    .values({ clubId: club.id, userId: me.id, name: 'Tombant', source: 1, url: 'https://youtu.be/abc' });
  const outing = await buildOuting(t.db, club, { title: 'Sortie aux Moines' });
  await t.db
    .insert(outingParticipants)
    .values({ clubId: club.id, outingId: outing.id, userId: me.id, status: 'waiting' });
  return { me, friend, headers, filePath, thumbnailPath, outing };
}

describe('download my data', () => {
  it('gives the profile, messages, comments and media of the member only, as a file', async () => {
    const club = await buildClub(t.db);
    const { me, headers, outing } = await memberWithData(club);
    await memberWithData(club); // someone else's data, which must not appear
    const response = await t.app.inject({ url: '/api/Users/exportMyData', headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.profile).toMatchObject({ Id: me.id, Email: me.email });
    expect(data.profile).not.toHaveProperty('passwordHash');
    expect(data.messages.map((m: { Message_content: string }) => m.Message_content)).toEqual([
      'Bonjour',
      'Salut',
    ]);
    expect(data.comments.map((c: { Comment_content: string }) => c.Comment_content)).toEqual([
      'Super sortie',
    ]);
    expect(data.pictures).toHaveLength(1);
    expect(data.videos).toHaveLength(1);
    expect(data.outings).toEqual([
      expect.objectContaining({
        Outing_id: outing.id,
        Title: 'Sortie aux Moines',
        Start: outing.startsAt.toISOString(),
        Status: 'waiting',
        Attended: false,
      }),
    ]);
  });

  it('gives the dive wishes of the member and the palanquées they were in, not their buddy’s', async () => {
    const club = await buildClub(t.db);
    const { me, friend, headers } = await memberWithData(club);
    const outing = await buildOuting(t.db, club, { title: 'Journée bateau à Port-Cros' });
    await t.db.insert(outingParticipants).values(
      [me, friend].map((user) => ({
        clubId: club.id,
        outingId: outing.id,
        userId: user.id,
        status: 'confirmed',
      })),
    );
    await t.db.insert(diveWishes).values([
      {
        clubId: club.id,
        outingId: outing.id,
        userId: me.id,
        intent: 'train',
        trainingToward: 'PE40',
        gas: 'nitrox',
        buddyUserId: friend.id,
        tankLitres: 15,
      },
      { clubId: club.id, outingId: outing.id, userId: friend.id, intent: 'explore', gas: 'air' },
    ]);
    const start = new Date(outing.startsAt.getTime() + 30 * 60_000);
    const [dive] = await t.db
      .insert(dives)
      .values({
        clubId: club.id,
        outingId: outing.id,
        diveIndex: 2,
        startsAt: start,
        activity: 'teaching',
        gas: 'nitrox',
        plannedDepth: 25,
        plannedDuration: 45,
      })
      .returning();
    const [palanquee] = await t.db
      .insert(divePalanquees)
      .values({
        clubId: club.id,
        diveId: dive?.id ?? 0,
        number: 3,
        activity: 'teaching',
        gas: 'nitrox',
        plannedDepth: 25,
        plannedDuration: 45,
      })
      .returning();
    await t.db.insert(divePalanqueeMembers).values([
      { clubId: club.id, palanqueeId: palanquee?.id ?? 0, userId: friend.id, role: 'guide' },
      { clubId: club.id, palanqueeId: palanquee?.id ?? 0, userId: me.id, role: 'diver' },
    ]);

    const data = (await t.app.inject({ url: '/api/Users/exportMyData', headers })).json();
    expect(data.dive_wishes).toEqual([
      {
        Outing_id: outing.id,
        Title: 'Journée bateau à Port-Cros',
        Intent: 'train',
        Training_toward: 'PE40',
        Gas: 'nitrox',
        Buddy_id: friend.id,
        Buddy_name: `${friend.firstname} ${friend.lastname}`,
        Tank_litres: 15,
      },
    ]);
    expect(data.palanquees).toEqual([
      {
        Outing_id: outing.id,
        Title: 'Journée bateau à Port-Cros',
        Dive_index: 2,
        Start: start.toISOString(),
        Number: 3,
        Role: 'diver',
      },
    ]);
  });

  it('needs a signed-in member', async () => {
    const club = await buildClub(t.db);
    const response = await t.app.inject({ url: '/api/Users/exportMyData', headers: { host: hostOf(club) } });
    expect(response.statusCode).toBe(401);
  });
});

describe('delete my account', () => {
  it("gives the member's outing seats to the first waiting members", async () => {
    const club = await buildClub(t.db);
    const { me, headers } = await memberWithData(club);
    const outing = await buildOuting(t.db, club, { seats: 1 });
    const next = await buildMember(t.db, club);
    await t.db.insert(outingParticipants).values([
      { clubId: club.id, outingId: outing.id, userId: me.id, status: 'confirmed' },
      { clubId: club.id, outingId: outing.id, userId: next.id, status: 'waiting' },
    ]);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/Users/deleteMyAccount',
      headers,
      payload: { password: me.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const left = await t.db
      .select()
      .from(outingParticipants)
      .where(eq(outingParticipants.outingId, outing.id));
    expect(left.map((row) => [row.userId, row.status])).toEqual([[next.id, 'confirmed']]);
  });

  it('needs the password, then anonymises messages and comments and removes media', async () => {
    const club = await buildClub(t.db);
    const { me, friend, headers, filePath, thumbnailPath } = await memberWithData(club);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/Users/deleteMyAccount',
      headers,
      payload: { password: 'not the password' },
    });
    expect(wrong.json().error).toBe('wrong_password');
    expect(await t.db.select().from(users).where(eq(users.id, me.id))).toHaveLength(1);

    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/Users/deleteMyAccount',
      headers,
      payload: { password: me.password },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, me.id))).toEqual([]);
    const kept = await t.db.select().from(messages).where(eq(messages.clubId, club.id));
    expect(kept.map((m) => m.content).sort()).toEqual(['Bonjour', 'Salut']);
    expect(kept.every((m) => m.senderId !== me.id && m.recipientId !== me.id)).toBe(true);
    expect(kept.some((m) => m.senderId === friend.id)).toBe(true);
    const [comment] = await t.db.select().from(comments).where(eq(comments.clubId, club.id));
    expect(comment).toMatchObject({ content: 'Super sortie', userId: null });
    expect(await t.db.select().from(pictures).where(eq(pictures.clubId, club.id))).toEqual([]);
    expect(await t.db.select().from(videos).where(eq(videos.clubId, club.id))).toEqual([]);
    expect(await exists(filePath)).toBe(false);
    expect(await exists(thumbnailPath)).toBe(false);
    // The session went with the account.
    const after = await t.app.inject({ url: '/api/Users/getUserDetailsByToken', headers });
    expect(after.statusCode).toBe(401);
  });

  it('keeps the club manager, and the other members, in place', async () => {
    const club = await buildClub(t.db);
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
    const headers = as(hostOf(club), await signIn(t.app, hostOf(club), manager));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/Users/deleteMyAccount',
      headers,
      payload: { password: manager.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(await t.db.select().from(users).where(eq(users.id, manager.id))).toHaveLength(1);
  });
});
