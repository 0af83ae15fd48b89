import path from 'node:path';
import { ROLE } from '@club/shared/constants';
import { smallerCopyUrl } from '@club/shared/domain/picture-copies';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { present } from '../../../test/assertions.ts';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { carouselSlides, clubInfos, clubs, clubTexts, pageViews } from '../../db/schema/clubs.ts';
import { subscriptions } from '../../db/schema/reference.ts';
import { spots } from '../../db/schema/spots.ts';
import { oneTimeTokens, users } from '../../db/schema/users.ts';
import { createLocalFileStore } from '../../platform/storage.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function clubWithPeople(languageKeys = ['fr', 'en']) {
  const club = await buildClub(t.db, { languageKeys });
  const host = hostOf(club);
  const manager = await buildMember(t.db, club, { role: ROLE.clubManager });
  const member = await buildMember(t.db, club);
  return {
    club,
    host,
    managerUser: manager,
    memberUser: member,
    manager: as(host, await signIn(t.app, host, manager)),
    member: as(host, await signIn(t.app, host, member)),
  };
}

async function superAdminOn(club: ClubRow): Promise<Headers> {
  const admin = await buildMember(t.db, null);
  return as(hostOf(club), await signIn(t.app, hostOf(club), admin));
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

function multipart(file: Buffer) {
  const boundary = '----clubtest';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The test app's own file store (DATA_DIR/files). */
const files = () => createLocalFileStore(path.join(t.dataDir, 'files'));

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
async function upload(url: string, headers: Headers) {
  const { payload, contentType } = multipart(await png());
  return t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': contentType }, payload });
}

const clubBody = (club: ClubRow, overrides: object = {}) => ({
  Id: club.id,
  Name: 'Renamed',
  Phone: '+33 1 23',
  Email: 'contact@example.org',
  Facebook_link: null,
  Color: '#112233',
  Languages: ['fr', 'en'],
  ...overrides,
});

async function subscriptionId(): Promise<number> {
  const [row] = await t.db.select().from(subscriptions).limit(1);
  if (row) return row.id;
  const [created] = await t.db.insert(subscriptions).values({ name: 'Small', maxSpots: 5 }).returning();
  return created?.id ?? 0;
}

const creation = async (alias: string, overrides: object = {}) => ({
  club_name: 'Les Mérous',
  alias,
  Spot: true,
  Gallery: true,
  Subscription_id: await subscriptionId(),
  languages: ['fr', 'en'],
  Color: '#aa5500',
  firstname: 'Jeanne',
  lastname: 'Plongeur',
  function: 'Présidente',
  manager_email: `manager-${alias}@example.org`,
  password: 'Abcd1234',
  ...overrides,
});

describe('club administration across clubs', () => {
  it('answers 403 or 404 to a manager of club A on every club call for club B, and writes nothing', async () => {
    const a = await clubWithPeople();
    const b = await clubWithPeople();
    const bMember = b.memberUser;
    const calls: [string, () => ReturnType<typeof get>][] = [
      ['getClub', () => get(`/api/Clubs/getClub/${b.club.id}`, a.manager)],
      ['getInfosAdmin', () => get(`/api/Clubs/getInfosAdmin/fr/${b.club.id}`, a.manager)],
      ['toggleLive', () => get(`/api/Clubs/toggleLive/${b.club.id}`, a.manager)],
      ['editClub', () => post('/api/Clubs/editClub', a.manager, clubBody(b.club))],
      [
        'editClubInfos',
        () =>
          post('/api/Clubs/editClubInfos', a.manager, {
            Club_id: b.club.id,
            Language_key: 'fr',
            Opening: 'x',
          }),
      ],
      ['deleteClub', () => get(`/api/Clubs/deleteClub/${b.club.id}`, a.manager)],
      ['getClubsForAdmin', () => get('/api/Clubs/getClubsForAdmin/0', a.manager)],
      ['getAllUsersByClub', () => get(`/api/Users/getAllUsersByClub/${b.club.id}`, a.manager)],
      ['getUserById', () => get(`/api/Users/getUserById/${bMember.id}`, a.manager)],
      ['removeUser', () => get(`/api/Users/removeUser/${bMember.id}`, a.manager)],
      [
        'editManager',
        () =>
          post('/api/Users/editManager', a.manager, {
            Id: bMember.id,
            Email: 'taken@example.org',
            Lastname: 'X',
            Firstname: 'Y',
            Practice_type: 0,
          }),
      ],
      [
        'changeUserPassword',
        () =>
          post('/api/Users/changeUserPassword', a.manager, {
            id: bMember.id,
            email: bMember.email,
            new_password: 'new password 1',
          }),
      ],
      ['getVisits', () => get(`/api/Analytics/getVisits/${b.club.id}`, a.manager)],
      ['carousel (B on host A)', () => get(`/api/Clubs/getCarousel/${b.club.id}`, a.manager)],
      [
        'imprint on B host with A token',
        () => get('/api/Imprint/getImprintAdmin/fr', { ...a.manager, host: b.host }),
      ],
      [
        'dolphyn on B host with A token',
        () =>
          post(
            '/api/Dolphyn/updateDolphyn',
            { ...a.manager, host: b.host },
            { language_key: 'fr', Description: 'x' },
          ),
      ],
      ['logo on B host with A token', () => upload('/api/Clubs/editLogoUrl', { ...a.manager, host: b.host })],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect([401, 403, 404], `${name}: ${response.statusCode} ${response.body}`).toContain(
        response.statusCode,
      );
    }
    const [after] = await t.db.select().from(clubs).where(eq(clubs.id, b.club.id));
    expect(after).toMatchObject({ name: b.club.name, isLive: false, logoUrl: null });
    expect(await t.db.select().from(clubInfos).where(eq(clubInfos.clubId, b.club.id))).toEqual([]);
    expect(await t.db.select().from(clubTexts).where(eq(clubTexts.clubId, b.club.id))).toEqual([]);
    const [member] = await t.db.select().from(users).where(eq(users.id, bMember.id));
    expect(member?.passwordHash).toBe(bMember.passwordHash);
  });

  it('answers 403 to a member on every admin call', async () => {
    const a = await clubWithPeople();
    const target = await buildMember(t.db, a.club);
    const id = a.club.id;
    const calls: [string, () => ReturnType<typeof get>][] = [
      ['getClub', () => get(`/api/Clubs/getClub/${id}`, a.member)],
      ['getInfosAdmin', () => get(`/api/Clubs/getInfosAdmin/fr/${id}`, a.member)],
      ['toggleLive', () => get(`/api/Clubs/toggleLive/${id}`, a.member)],
      ['editClub', () => post('/api/Clubs/editClub', a.member, clubBody(a.club))],
      [
        'editClubInfos',
        () => post('/api/Clubs/editClubInfos', a.member, { Club_id: id, Language_key: 'fr' }),
      ],
      ['createCarouselPicture', () => upload('/api/Clubs/createCarouselPicture', a.member)],
      ['deleteCarouselPicture', () => get('/api/Clubs/deleteCarouselPicture/1', a.member)],
      ['editLogoUrl', () => upload('/api/Clubs/editLogoUrl', a.member)],
      ['getAllClubSubscription', () => get('/api/Clubs/getAllClubSubscription/', a.member)],
      ['getClubsForAdmin', () => get('/api/Clubs/getClubsForAdmin/0', a.member)],
      ['deleteClub', () => get(`/api/Clubs/deleteClub/${id}`, a.member)],
      ['createClub', async () => post('/api/Clubs/createClub', a.member, await creation(`m${id}x`))],
      [
        'editClubByAdmin',
        async () => post('/api/Clubs/editClubByAdmin', a.member, { Id: id, ...(await creation(`m${id}y`)) }),
      ],
      ['getImprintAdmin', () => get('/api/Imprint/getImprintAdmin/fr', a.member)],
      [
        'updateImprint',
        () => post('/api/Imprint/updateImprint', a.member, { language_key: 'fr', Description: 'x' }),
      ],
      ['Imprint editImageUrl', () => upload('/api/Imprint/editImageUrl', a.member)],
      ['getDolphynAdmin', () => get('/api/Dolphyn/getDolphynAdmin/fr', a.member)],
      [
        'updateDolphyn',
        () => post('/api/Dolphyn/updateDolphyn', a.member, { language_key: 'fr', Description: 'x' }),
      ],
      ['getSolutionsAdmin', () => get('/api/Dolphyn/getSolutionsAdmin/fr', a.member)],
      [
        'updateSolutions',
        () => post('/api/Dolphyn/updateSolutions', a.member, { language_key: 'fr', Description: 'x' }),
      ],
      ['getAllUsersByClub', () => get(`/api/Users/getAllUsersByClub/${id}`, a.member)],
      ['getUserById', () => get(`/api/Users/getUserById/${target.id}`, a.member)],
      ['removeUser', () => get(`/api/Users/removeUser/${target.id}`, a.member)],
      [
        'editManager',
        () =>
          post('/api/Users/editManager', a.member, {
            Id: target.id,
            Email: target.email,
            Lastname: 'X',
            Firstname: 'Y',
            Practice_type: 0,
          }),
      ],
      [
        'changeUserPassword',
        () =>
          post('/api/Users/changeUserPassword', a.member, {
            id: target.id,
            email: target.email,
            new_password: 'abcdefgh1',
          }),
      ],
      ['editManagerAvatar', () => upload(`/api/Users/editManagerAvatar/${target.id}`, a.member)],
      ['generateNewToken', () => get(`/api/Users/generateNewToken/${id}`, a.member)],
      ['getVisits', () => get(`/api/Analytics/getVisits/${id}`, a.member)],
    ];
    for (const [name, call] of calls) {
      const response = await call();
      expect(response.statusCode, `${name}: ${response.body}`).toBe(403);
    }
    const [club] = await t.db.select().from(clubs).where(eq(clubs.id, id));
    expect(club?.isLive).toBe(false);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
  });
});

describe('club creation and edit by the super administrator', () => {
  it('creates a club with its languages and a manager who can sign in on its sub-domain', async () => {
    const site = await buildClub(t.db);
    const admin = await superAdminOn(site);
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
    expect(role.json()).toBe(ROLE.clubManager);
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
    const admin = await superAdminOn(site);
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
    const admin = await superAdminOn(site);
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
    const admin = await superAdminOn(site);
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

  it('adds carousel pictures in order, replaces the logo and toggles live', async () => {
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

  it('writes the imprint and the live-page text per language; visitors read them', async () => {
    const a = await clubWithPeople(['fr', 'en']);
    await post('/api/Imprint/updateImprint', a.manager, { language_key: 'en', Description: 'Publisher: us' });
    await post('/api/Dolphyn/updateDolphyn', a.manager, {
      language_key: 'fr',
      Description: 'En direct du port',
    });
    const imprint = await get('/api/Imprint/getImprint', { host: a.host, language: 'en' });
    expect(imprint.json()).toMatchObject({ Description: 'Publisher: us', language_key: 'en' });
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

    const otherManager = await buildMember(t.db, a.club, { role: ROLE.clubManager });
    expect((await get(`/api/Users/removeUser/${otherManager.id}`, a.manager)).statusCode).toBe(403);
    expect((await get(`/api/Users/removeUser/${a.managerUser.id}`, a.manager)).statusCode).toBe(403);
    expect((await get(`/api/Users/removeUser/${target.id}`, a.manager)).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, target.id))).toEqual([]);
  });
});

describe('hand-over to another club', () => {
  async function handOver() {
    const site = await buildClub(t.db);
    const target = await buildClub(t.db);
    const admin = await superAdminOn(site);
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
    expect(role.json()).toBe(ROLE.superAdmin);

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
