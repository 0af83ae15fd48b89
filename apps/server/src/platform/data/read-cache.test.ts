import { ROLE } from '@club/shared/constants';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubs } from '../../db/schema/clubs.ts';
import { languages } from '../../db/schema/reference.ts';
import { spotInfos, spots } from '../../db/schema/spots.ts';

/**
 * The read cache as visitors see it. A row changed behind the app's back (straight in the database)
 * shows whether an answer came from the cache; every change made through the API must show at once.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Site {
  club: ClubRow;
  host: string;
  managerToken: string;
  memberToken: string;
}

async function buildSite(): Promise<Site> {
  const club = await buildClub(t.db, { hasSpots: true });
  const manager = await buildMember(t.db, club, { role: ROLE.manager });
  const member = await buildMember(t.db, club);
  const host = hostOf(club);
  return {
    club,
    host,
    managerToken: await signIn(t.app, host, manager),
    memberToken: await signIn(t.app, host, member),
  };
}

async function addSpot(site: Site, name: string) {
  const [row] = await t.db
    .insert(spots)
    .values({ clubId: site.club.id, name, latitude: 43.2, longitude: 5.3 })
    .returning();
  return present(row, 'spot');
}

const renameBehindTheAppsBack = (spotId: number, name: string) =>
  t.db.update(spots).set({ name }).where(eq(spots.id, spotId));

async function spotNames(app: TestApp['app'], site: Site, token?: string): Promise<string[]> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/Spots/getSpotsByClub/${site.club.id}`,
    headers: { host: site.host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ Name: string }[]>().map((spot) => spot.Name);
}

describe('read cache', () => {
  it("keeps a visitor's answer until a write in the club, which shows at once", async () => {
    const site = await buildSite();
    const spot = await addSpot(site, 'La Gabinière');
    const other = await addSpot(site, 'Le Montrémian');
    expect(await spotNames(t.app, site)).toEqual(['La Gabinière', 'Le Montrémian']);

    await renameBehindTheAppsBack(spot.id, 'Gabinière (renamed)');
    expect(await spotNames(t.app, site)).toEqual(['La Gabinière', 'Le Montrémian']);

    const deleted = await t.app.inject({
      method: 'GET',
      url: `/api/Spots/deleteSpot/${other.id}`,
      headers: { host: site.host, authorization: `Bearer ${site.managerToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await spotNames(t.app, site)).toEqual(['Gabinière (renamed)']);
  });

  it("never keeps a signed-in member's answer", async () => {
    const site = await buildSite();
    const spot = await addSpot(site, 'Pointe du Vaisseau');
    expect(await spotNames(t.app, site, site.memberToken)).toEqual(['Pointe du Vaisseau']);
    await renameBehindTheAppsBack(spot.id, 'Vaisseau');
    expect(await spotNames(t.app, site, site.memberToken)).toEqual(['Vaisseau']);
  });

  it("keeps a club's answers when another club changes", async () => {
    const site = await buildSite();
    const otherSite = await buildSite();
    const spot = await addSpot(site, 'Le Sec de la Croix');
    const otherSpot = await addSpot(otherSite, 'La Croix');
    expect(await spotNames(t.app, site)).toEqual(['Le Sec de la Croix']);
    await renameBehindTheAppsBack(spot.id, 'Sec');

    const deleted = await t.app.inject({
      method: 'GET',
      url: `/api/Spots/deleteSpot/${otherSpot.id}`,
      headers: { host: otherSite.host, authorization: `Bearer ${otherSite.managerToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await spotNames(t.app, site)).toEqual(['Le Sec de la Croix']);
  });

  it('keeps one answer per language', async () => {
    const site = await buildSite();
    const spot = await addSpot(site, 'La Palud');
    const rows = await t.db
      .select()
      .from(languages)
      .where(inArray(languages.key, ['fr', 'en']));
    const languageId = (key: string) => present(rows.find((row) => row.key === key)?.id, key);
    await t.db.insert(spotInfos).values([
      { spotId: spot.id, clubId: site.club.id, languageId: languageId('fr'), description: 'Herbier' },
      { spotId: spot.id, clubId: site.club.id, languageId: languageId('en'), description: 'Seagrass' },
    ]);
    const description = async (language: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Spots/getInfos/${spot.id}`,
        headers: { host: site.host, 'accept-language': language },
      });
      return response.json<{ Description: string }>().Description;
    };
    expect(await description('fr-FR')).toBe('Herbier');
    expect(await description('en-GB')).toBe('Seagrass');
    expect(await description('fr-FR')).toBe('Herbier');
  });

  it('forgets a deleted club at once: its site answers that no such club exists', async () => {
    const site = await buildSite();
    const admin = await buildMember(t.db, null, { role: ROLE.superAdministrator });
    const bareHost = 'localhost:3000';
    const adminToken = await signIn(t.app, bareHost, admin);
    expect(await spotNames(t.app, site)).toEqual([]);

    const deleted = await t.app.inject({
      method: 'GET',
      url: `/api/Clubs/deleteClub/${site.club.id}`,
      headers: { host: bareHost, authorization: `Bearer ${adminToken}` },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/Spots/getSpotsByClub/${site.club.id}`,
      headers: { host: site.host },
    });
    expect(after.statusCode).toBe(404);
    expect(after.json()).toMatchObject({ error: 'club_not_found' });
  });

  it("shows a renamed club's new name on its site at once", async () => {
    const site = await buildSite();
    const byAlias = async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/Clubs/getClubByAlias/${site.club.alias}`,
        headers: { host: site.host },
      });
      return response.json<{ Name: string }>().Name;
    };
    expect(await byAlias()).toBe(site.club.name);
    await t.db.update(clubs).set({ name: 'Renamed behind the back' }).where(eq(clubs.id, site.club.id));
    expect(await byAlias()).toBe(site.club.name);

    const edited = await t.app.inject({
      method: 'GET',
      url: `/api/Clubs/toggleLive/${site.club.id}`,
      headers: { host: site.host, authorization: `Bearer ${site.managerToken}` },
    });
    expect(edited.statusCode).toBe(200);
    expect(await byAlias()).toBe('Renamed behind the back');
  });

  it('forgets in every server process on the database when one of them writes', async () => {
    const second = await createTestApp({}, { sharing: t });
    try {
      const site = await buildSite();
      const spot = await addSpot(site, 'Port-Man');
      const other = await addSpot(site, 'Bagaud');
      expect(await spotNames(second.app, site)).toEqual(['Bagaud', 'Port-Man']);
      await renameBehindTheAppsBack(spot.id, 'Port Man');

      const deleted = await t.app.inject({
        method: 'GET',
        url: `/api/Spots/deleteSpot/${other.id}`,
        headers: { host: site.host, authorization: `Bearer ${site.managerToken}` },
      });
      expect(deleted.statusCode).toBe(200);
      await expect.poll(() => spotNames(second.app, site), { timeout: 5000 }).toEqual(['Port Man']);
    } finally {
      await second.close();
    }
  });
});
