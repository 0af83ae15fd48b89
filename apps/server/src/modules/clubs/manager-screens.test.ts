import { ROLE } from '@club/shared/constants';
import { smallerCopyUrl } from '@club/shared/domain/picture-copies';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { buildMember, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { carouselSlides, clubs, pageViews } from '../../db/schema/clubs.ts';
import { users } from '../../db/schema/users.ts';
import { clubAdminApi, clubBody, multipart } from './club-admin-test-support.ts';

/** What a club's manager does on the club's own screens: the club, its texts, its members, its visits. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { clubWithPeople, get, post, upload } = clubAdminApi(() => t);

describe("the manager's club screens", () => {
  it('edits contact details and languages, and needs at least one language', async () => {
    const a = await clubWithPeople();
    const saved = await post('/api/Clubs/editClub', a.manager, clubBody(a.club, { Languages: ['en', 'fr'] }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ Name: 'Renamed', Color: '#112233', Color_rgb: '17, 34, 51' });
    expect(saved.json().Languages[0].Language_key).toBe('en');
    const none = await post(
      '/api/Clubs/editClub',
      a.manager,
      clubBody(a.club, { Name: 'Nope', Languages: [] }),
    );
    expect(none.json().error).toBe('language_required');
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, a.club.id));
    expect(row?.name).toBe('Renamed');
  });

  it('keeps the club in Paris time until its manager names another known time zone', async () => {
    const a = await clubWithPeople();
    const before = await post('/api/Clubs/editClub', a.manager, clubBody(a.club));
    expect(before.json().Time_zone).toBe('Europe/Paris');
    const tahiti = await post(
      '/api/Clubs/editClub',
      a.manager,
      clubBody(a.club, { Time_zone: 'Pacific/Tahiti' }),
    );
    expect(tahiti.json().Time_zone).toBe('Pacific/Tahiti');
    const unknown = await post(
      '/api/Clubs/editClub',
      a.manager,
      clubBody(a.club, { Time_zone: 'Mars/Olympus' }),
    );
    expect(unknown.statusCode).toBe(400);
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, a.club.id));
    expect(row?.timeZone).toBe('Pacific/Tahiti');
  });

  it("keeps a visitor's offline area at 100 MB until the manager sets 10 to 1000 MB, seen at once by the club's readers", async () => {
    const a = await clubWithPeople();
    const publicClub = async () =>
      (await get(`/api/Clubs/getClubByAlias/${a.club.alias}`, { host: a.host })).json();
    expect((await publicClub()).Offline_area_mb).toBe(100);
    expect((await get(`/api/Clubs/getClub/${a.club.id}`, a.manager)).json().Offline_area_mb).toBe(100);

    const set = await post('/api/Clubs/editClub', a.manager, clubBody(a.club, { Offline_area_mb: 250 }));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().Offline_area_mb).toBe(250);
    // getClubByAlias is a cached read: the edit must not leave the old cap in it.
    expect((await publicClub()).Offline_area_mb).toBe(250);

    for (const refused of [5, 5000, 'abc', 10.5, null]) {
      const response = await post(
        '/api/Clubs/editClub',
        a.manager,
        clubBody(a.club, { Name: 'Refused', Offline_area_mb: refused }),
      );
      expect(response.statusCode, `${refused}`).toBe(400);
    }
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, a.club.id));
    expect(row).toMatchObject({ name: 'Renamed', offlineAreaMb: 250 });

    // Absent: unchanged; the bounds themselves are accepted.
    const absent = await post('/api/Clubs/editClub', a.manager, clubBody(a.club));
    expect(absent.json().Offline_area_mb).toBe(250);
    for (const bound of [10, 1000]) {
      const response = await post(
        '/api/Clubs/editClub',
        a.manager,
        clubBody(a.club, { Offline_area_mb: bound }),
      );
      expect(response.json().Offline_area_mb).toBe(bound);
    }
  });

  it("does not let a manager of another club change a club's offline area", async () => {
    const a = await clubWithPeople();
    const b = await clubWithPeople();
    const response = await post('/api/Clubs/editClub', a.manager, clubBody(b.club, { Offline_area_mb: 900 }));
    expect([403, 404]).toContain(response.statusCode);
    const [row] = await t.db.select().from(clubs).where(eq(clubs.id, b.club.id));
    expect(row?.offlineAreaMb).toBe(100);
  });

  it("shows the information in the visitor's language, else the club's first written one", async () => {
    const a = await clubWithPeople(['fr', 'en']);
    for (const [key, text] of [
      ['fr', 'Bienvenue'],
      ['en', 'Welcome'],
    ]) {
      const response = await post('/api/Clubs/editClubInfos', a.manager, {
        Club_id: a.club.id,
        Language_key: key,
        Opening: '9h-18h',
        Description: text,
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const english = await get(`/api/Clubs/getInfos/${a.club.id}`, { host: a.host, language: 'en' });
    expect(english.json()).toMatchObject({ Description: 'Welcome', Language_key: 'en' });
    const german = await get(`/api/Clubs/getInfos/${a.club.id}`, { host: a.host, language: 'de' });
    expect(german.json()).toMatchObject({ Description: 'Bienvenue' });
    const notOffered = await post('/api/Clubs/editClubInfos', a.manager, {
      Club_id: a.club.id,
      Language_key: 'de',
      Description: 'Hallo',
    });
    expect(notOffered.statusCode).toBe(400);
  });

  it('adds carousel slides in order, replaces the logo and toggles live', async () => {
    const a = await clubWithPeople();
    expect((await upload('/api/Clubs/createCarouselPicture', a.manager)).statusCode).toBe(200);
    const second = await upload('/api/Clubs/createCarouselPicture', a.manager);
    const carousel = (await get(`/api/Clubs/getCarousel/${a.club.id}`, { host: a.host })).json();
    expect(carousel.map((slide: { Position: number }) => slide.Position)).toEqual([0, 1]);
    const picture = await t.app.inject({ url: carousel[0].Picture_url, headers: { host: a.host } });
    expect(picture.statusCode).toBe(200);
    expect((await get(`/api/Clubs/deleteCarouselPicture/${second.json().Id}`, a.manager)).statusCode).toBe(
      200,
    );
    expect(await t.db.select().from(carouselSlides).where(eq(carouselSlides.clubId, a.club.id))).toHaveLength(
      1,
    );

    const logo = await upload('/api/Clubs/editLogoUrl', a.manager);
    expect(logo.json().Logo_url).toMatch(/^\/files\/clubs\//);

    // A large logo is stored at the size pages show it, not at the size it was sent.
    const large = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart(large);
    const bigLogo = await t.app.inject({
      method: 'POST',
      url: '/api/Clubs/editLogoUrl',
      headers: { ...a.manager, 'content-type': contentType },
      payload,
    });
    const stored = await t.app.inject({ url: bigLogo.json().Logo_url, headers: { host: a.host } });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });
    // The header's small copy, made when first asked, goes with the logo it was made from.
    const copyUrl = present(smallerCopyUrl(bigLogo.json().Logo_url));
    const copy = await t.app.inject({ url: copyUrl, headers: { host: a.host } });
    expect(await sharp(copy.rawPayload).metadata()).toMatchObject({ width: 144, height: 108 });
    await upload('/api/Clubs/editLogoUrl', a.manager);
    expect((await t.app.inject({ url: copyUrl, headers: { host: a.host } })).statusCode).toBe(404);

    expect((await get(`/api/Clubs/toggleLive/${a.club.id}`, a.manager)).json().Is_live).toBe(true);
    expect((await get(`/api/Clubs/getClubByAlias/${a.club.alias}`, { host: a.host })).json().Is_live).toBe(
      true,
    );
    expect((await get(`/api/Clubs/toggleLive/${a.club.id}`, a.manager)).json().Is_live).toBe(false);
  });

  it('writes the legal notice and the live-page text per language; visitors read them', async () => {
    const a = await clubWithPeople(['fr', 'en']);
    await post('/api/Imprint/updateImprint', a.manager, { language_key: 'en', Description: 'Publisher: us' });
    await post('/api/Dolphyn/updateDolphyn', a.manager, {
      language_key: 'fr',
      Description: 'En direct du port',
    });
    const legalNotice = await get('/api/Imprint/getImprint', { host: a.host, language: 'en' });
    expect(legalNotice.json()).toMatchObject({ Description: 'Publisher: us', language_key: 'en' });
    const live = await get('/api/Dolphyn/getDolphyn', { host: a.host, language: 'en' });
    expect(live.json()).toMatchObject({ Description: 'En direct du port', language_key: 'fr' });
    const image = await upload('/api/Imprint/editImageUrl', a.manager);
    expect(image.json().Image_url).toMatch(/^\/files\//);
  });
});

describe('members', () => {
  it('counts and pages validated members publicly, without their e-mail', async () => {
    const a = await clubWithPeople();
    await buildMember(t.db, a.club, { emailValidatedAt: null });
    expect((await get(`/api/Users/countUsersByClub/${a.club.id}`, { host: a.host })).json()).toBe(2);
    const page = (await get(`/api/Users/getUsersByClub/${a.club.id}/0`, { host: a.host })).json();
    expect(page).toHaveLength(2);
    expect(page[0]).not.toHaveProperty('Email');
    expect((await get(`/api/Users/getUsersByClub/${a.club.id}/1`, { host: a.host })).json()).toEqual([]);
  });

  it('lets the manager edit and remove a member, never another manager', async () => {
    const a = await clubWithPeople();
    const target = a.memberUser;
    const edited = await post('/api/Users/editManager', a.manager, {
      Id: target.id,
      Email: 'renamed@example.org',
      Lastname: 'Nouveau',
      Firstname: 'Nom',
      Practice_type: 4,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ Lastname: 'Nouveau', Email: 'renamed@example.org' });
    const password = await post('/api/Users/changeUserPassword', a.manager, {
      id: target.id,
      email: 'renamed@example.org',
      new_password: 'brand new pass',
    });
    expect(password.statusCode).toBe(200);
    // The member's session is signed out by the password change.
    expect((await get('/api/Users/getRole', a.member)).statusCode).toBe(401);
    await signIn(t.app, a.host, { email: 'renamed@example.org', password: 'brand new pass' });

    const otherManager = await buildMember(t.db, a.club, { role: ROLE.manager });
    expect((await get(`/api/Users/removeUser/${otherManager.id}`, a.manager)).statusCode).toBe(403);
    expect((await get(`/api/Users/removeUser/${a.managerUser.id}`, a.manager)).statusCode).toBe(403);
    expect((await get(`/api/Users/removeUser/${target.id}`, a.manager)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
  });
});

describe('analytics', () => {
  it('counts views per path and day, refuses admin pages, and shows 30 days to the manager', async () => {
    const a = await clubWithPeople();
    for (const path of ['/club', '/club', '/live']) {
      expect((await post('/api/Analytics/addPageView', { host: a.host }, { path })).statusCode).toBe(200);
    }
    for (const path of ['/admin/club', '/made/up/path', '/auth/a-secret-token-value']) {
      expect((await post('/api/Analytics/addPageView', { host: a.host }, { path })).statusCode).toBe(400);
    }
    const rows = await t.db.select().from(pageViews).where(eq(pageViews.clubId, a.club.id));
    expect(rows.map((row) => [row.path, row.views]).sort()).toEqual([
      ['/club', 2],
      ['/live', 1],
    ]);
    const visits = (await get(`/api/Analytics/getVisits/${a.club.id}`, a.manager)).json();
    expect(visits).toHaveLength(30);
    expect(visits.at(-1)).toEqual({ Day: new Date().toISOString().slice(0, 10), Views: 3 });
    expect(visits[0].Views).toBe(0);
  });
});
