import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { clubInfos, clubs, clubTexts } from '../../db/schema/clubs.ts';
import { users } from '../../db/schema/users.ts';
import { clubAdminApi, clubBody } from './club-admin-test-support.ts';

/** Every club administration call refuses a manager of another club and a plain member. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { clubWithPeople, get, post, upload, creation } = clubAdminApi(() => t);

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
        'legal notice on B host with A token',
        () => get('/api/Imprint/getImprintAdmin/fr', { ...a.manager, host: b.host }),
      ],
      [
        'live page on B host with A token',
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
