import { ROLE } from '@club/shared/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs } from '../src/db/schema/clubs.ts';
import { users } from '../src/db/schema/users.ts';
import { present } from './assertions.ts';
import { formEncoded } from './documented-call-requests.ts';
import { hostOf, signIn } from './factories.ts';
import { buildWorld, type World } from './matrix/world.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Calls that take their payload as SPEC.md documents it, beside the names of the contract's entities. */
let t: TestApp;
let world: World;
beforeAll(async () => {
  t = await createTestApp();
  world = await buildWorld(t);
}, 60_000);
afterAll(() => t.close());

describe('POST /api/Clubs/createClub with the payload SPEC.md documents', () => {
  const admin = () => world.actors.superAdministrator.headers;

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
    expect(manager).toMatchObject({ clubId: club.Id, role: ROLE.manager, firstname: 'Jeanne' });
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

  it('writes the spot infos with empty lists, sent as JSON null or as the form text null', async () => {
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
