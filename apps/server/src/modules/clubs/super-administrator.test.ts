import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubs } from '../../db/schema/clubs.ts';
import { spots } from '../../db/schema/spots.ts';
import { oneTimeTokens, users } from '../../db/schema/users.ts';
import { createLocalFileStore } from '../../platform/files/storage.ts';
import { clubAdminApi, type Headers } from './club-admin-test-support.ts';

/** What the platform's super administrator does to clubs: creates, edits, lists, deletes, hands over. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { get, post, creation } = clubAdminApi(() => t);

async function superAdministratorOn(club: ClubRow): Promise<Headers> {
  const admin = await buildMember(t.db, null);
  return as(hostOf(club), await signIn(t.app, hostOf(club), admin));
}

/** The test app's own file store (DATA_DIR/files). */
const files = () => createLocalFileStore(path.join(t.dataDir, 'files'));

describe('club creation and edit by the super administrator', () => {
  it('creates a club with its languages and a manager who can sign in on its sub-domain', async () => {
    const site = await buildClub(t.db);
    const admin = await superAdministratorOn(site);
    const alias = `new${site.id}`;
    const response = await post('/api/Clubs/createClub', admin, await creation(alias));
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ Alias: alias, Name: 'Les Mérous', Color: '#aa5500', Spot: true });
    expect(body.Languages.map((l: { Language_key: string }) => l.Language_key)).toEqual(['fr', 'en']);
    expect(body.Manager).toMatchObject({ Firstname: 'Jeanne', Function: 'Présidente' });
    const token = await signIn(t.app, `${alias}.localhost:3000`, {
      email: `manager-${alias}@example.org`,
      password: 'Abcd1234',
    });
    const role = await get('/api/Users/getRole', as(`${alias}.localhost:3000`, token));
    expect(role.json()).toBe(ROLE.manager);
  });

  it.each([
    ['an alias with capitals', { alias: 'Bad' }, 'alias_error'],
    ['an alias with a dash', { alias: 'bad-alias' }, 'alias_error'],
    ['an empty alias', { alias: '' }, 'alias_error'],
    ['the alias www, which names the platform', { alias: 'www' }, 'alias_error'],
    ['the alias api, which names the platform', { alias: 'api' }, 'alias_error'],
    ['a club with spots and no subscription', { Subscription_id: null }, 'subscription_required'],
    ['no language', { languages: [] }, 'language_required'],
  ])('refuses %s and writes nothing', async (_name, overrides, code) => {
    const site = await buildClub(t.db);
    const admin = await superAdministratorOn(site);
    const before = (await t.db.select().from(clubs)).length;
    const usersBefore = (await t.db.select().from(users)).length;
    const response = await post('/api/Clubs/createClub', admin, await creation(`ok${site.id}`, overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(code);
    expect((await t.db.select().from(clubs)).length).toBe(before);
    expect((await t.db.select().from(users)).length).toBe(usersBefore);
  });

  it('refuses an alias another club has (creation and edit), and a club without spots needs no subscription', async () => {
    const site = await buildClub(t.db);
    const other = await buildClub(t.db);
    const admin = await superAdministratorOn(site);
    const before = (await t.db.select().from(clubs)).length;
    const taken = await post('/api/Clubs/createClub', admin, await creation(other.alias));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('alias_taken');
    expect((await t.db.select().from(clubs)).length).toBe(before);

    const edit = await post('/api/Clubs/editClubByAdmin', admin, {
      Id: site.id,
      ...(await creation(other.alias)),
    });
    expect(edit.json().error).toBe('alias_taken');
    const [unchanged] = await t.db.select().from(clubs).where(eq(clubs.id, site.id));
    expect(unchanged?.alias).toBe(site.alias);

    const noSpots = await post('/api/Clubs/editClubByAdmin', admin, {
      Id: other.id,
      ...(await creation(other.alias, { Spot: false, Subscription_id: null, languages: ['de'] })),
    });
    expect(noSpots.statusCode, noSpots.body).toBe(200);
    expect(noSpots.json().Languages).toEqual([expect.objectContaining({ Language_key: 'de' })]);
  });

  it('lists clubs by pages and deletes another club, never the club of the site', async () => {
    const site = await buildClub(t.db);
    const victim = await buildClub(t.db);
    await buildMember(t.db, victim);
    const [victimSpot] = await t.db
      .insert(spots)
      .values({ clubId: victim.id, name: 'Épave', latitude: 43, longitude: 6.4 })
      .returning();
    const victimFiles = [
      `pictures/${victim.id}/a.webp`,
      `pictures/${victim.id}/a-thumb.webp`,
      `news/${victim.id}/1-b.webp`,
      `spots/${victim.id}/c.webp`,
      `Kmls/${victimSpot?.id}/uploaded/1.kml`,
    ];
    const siteFile = `pictures/${site.id}/kept.webp`;
    for (const key of [...victimFiles, siteFile]) await files().put(key, Buffer.from('bytes'));
    const admin = await superAdministratorOn(site);
    const list = await get('/api/Clubs/getClubsForAdmin/0', admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().length).toBeGreaterThan(0);
    expect((await get('/api/Clubs/getClubsForAdmin/999', admin)).json()).toEqual([]);

    const own = await get(`/api/Clubs/deleteClub/${site.id}`, admin);
    expect(own.statusCode).toBe(403);
    expect(own.json().error).toBe('own_club');
    expect(await t.db.select().from(clubs).where(eq(clubs.id, site.id))).toHaveLength(1);

    const deleted = await get(`/api/Clubs/deleteClub/${victim.id}`, admin);
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.select().from(clubs).where(eq(clubs.id, victim.id))).toEqual([]);
    expect(await t.db.select().from(users).where(eq(users.clubId, victim.id))).toEqual([]);
    for (const key of victimFiles) expect(await files().read(key), key).toBeNull();
    expect(await files().read(siteFile)).not.toBeNull();
  });
});

describe('hand-over to another club', () => {
  async function handOver() {
    const site = await buildClub(t.db);
    const target = await buildClub(t.db);
    const admin = await superAdministratorOn(site);
    const response = await get(`/api/Users/generateNewToken/${target.id}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    return { target, ...response.json<{ token: string; url: string }>() };
  }

  it("posts to the target's site, which sets a short-lived cookie there; the token opens one admin session, once", async () => {
    const { target, token, url } = await handOver();
    expect(url).toBe(`http://${target.alias}.localhost:3000/hand-over`);
    const landing = await t.app.inject({
      method: 'POST',
      url: '/hand-over',
      headers: { host: hostOf(target), 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${token}`,
    });
    expect(landing.statusCode).toBe(303);
    expect(landing.headers.location).toBe('/admin/club');
    expect(String(landing.headers['set-cookie'])).toMatch(
      new RegExp(`club_hand_over=${token}; Path=/; Max-Age=60`),
    );

    const redeemed = await post('/api/Users/redeemHandOverToken', { host: hostOf(target) }, { token });
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    const role = await get('/api/Users/getRole', as(hostOf(target), redeemed.json().token));
    expect(role.json()).toBe(ROLE.superAdministrator);

    const again = await post('/api/Users/redeemHandOverToken', { host: hostOf(target) }, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('hand_over_invalid');
  });

  it('refuses an expired hand-over token and one redeemed on another club', async () => {
    const first = await handOver();
    const elsewhere = await buildClub(t.db);
    const wrongClub = await post(
      '/api/Users/redeemHandOverToken',
      { host: hostOf(elsewhere) },
      { token: first.token },
    );
    expect(wrongClub.json().error).toBe('hand_over_invalid');

    const second = await handOver();
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.clubId, second.target.id));
    const expired = await post(
      '/api/Users/redeemHandOverToken',
      { host: hostOf(second.target) },
      { token: second.token },
    );
    expect(expired.json().error).toBe('hand_over_invalid');
  });
});
