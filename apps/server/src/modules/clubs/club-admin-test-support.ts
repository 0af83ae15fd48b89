import { ROLE } from '@club/shared/constants';
import sharp from 'sharp';
import { expect } from 'vitest';
import { as } from '../../../test/auth-headers.ts';
import { buildClub, buildMember, type ClubRow, hostOf, signIn } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { subscriptions } from '../../db/schema/reference.ts';

/** The club administration calls as the club-admin test files make them. */

export type Headers = Record<string, string>;

export const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

export function multipart(file: Buffer) {
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

export const clubBody = (club: ClubRow, overrides: object = {}) => ({
  Id: club.id,
  Name: 'Renamed',
  Phone: '+33 1 23',
  Email: 'contact@example.org',
  Facebook_link: null,
  Color: '#112233',
  Languages: ['fr', 'en'],
  ...overrides,
});

/** The calls of the test file whose app `current` gives (made in its `beforeAll`). */
export function clubAdminApi(current: () => TestApp) {
  async function clubWithPeople(languageKeys = ['fr', 'en']) {
    const t = current();
    const club = await buildClub(t.db, { languageKeys });
    const host = hostOf(club);
    const manager = await buildMember(t.db, club, { role: ROLE.manager });
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

  const get = (url: string, headers: Headers) => current().app.inject({ method: 'GET', url, headers });
  const post = (url: string, headers: Headers, payload: object) =>
    current().app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
  async function upload(url: string, headers: Headers) {
    const { payload, contentType } = multipart(await png());
    return current().app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': contentType },
      payload,
    });
  }

  async function subscriptionId(): Promise<number> {
    const t = current();
    const [row] = await t.db.select().from(subscriptions).limit(1);
    if (row) return row.id;
    const [created] = await t.db
      .insert(subscriptions)
      .values({ name: 'Small', subscriptionMaxSpots: 5 })
      .returning();
    expect(created, 'the subscription the new clubs take').toBeDefined();
    return created?.id ?? 0;
  }

  /** The createClub body of a new club with this alias and its manager. */
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

  return { clubWithPeople, get, post, upload, creation };
}
