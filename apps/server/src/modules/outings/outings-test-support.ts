import { ROLE } from '@club/shared/constants';
import {
  buildClub,
  buildMember,
  type ClubRow,
  hostOf,
  signIn,
  type UserRow,
} from '../../../test/factories.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { giveValidPapers } from './papers-test-support.ts';

/** The outing calls as the outing test files make them, and the body of a valid outing. */

export type Headers = Record<string, string>;
interface Person {
  user: UserRow;
  headers: Headers;
}

export const DAY_MS = 86_400_000;

/** A boat dive in ten days, written in French and English; `overrides` replace its fields. */
export function validBody(overrides: Record<string, unknown> = {}) {
  const start = new Date(Date.now() + 10 * DAY_MS);
  return {
    Kind: 'boat_dive',
    Start: start.toISOString(),
    End: new Date(start.getTime() + 4 * 3_600_000).toISOString(),
    Deadline: new Date(start.getTime() - DAY_MS).toISOString(),
    Seats: 8,
    Min_level: 2,
    Meeting_point: 'Port de Sanary, ponton 3',
    Price: '45 €',
    Contents: [
      { Language_key: 'fr', Title: 'Sortie aux Moines', Description: 'Deux plongées', Gear_notes: 'Lampe' },
      { Language_key: 'en', Title: 'Trip to Les Moines', Description: 'Two dives', Gear_notes: 'Torch' },
    ],
    ...overrides,
  };
}

/** The calls of the test file whose app `current` gives (made in its `beforeAll`). */
export function outingsApi(current: () => TestApp) {
  async function signedIn(club: ClubRow, fields: Parameters<typeof buildMember>[2] = {}): Promise<Person> {
    const user = await buildMember(current().db, club, fields);
    await giveValidPapers(current().db, [user]);
    const token = await signIn(current().app, hostOf(club), user);
    return { user, headers: { host: hostOf(club), authorization: `Bearer ${token}` } };
  }

  async function buildOutingsClub() {
    const club = await buildClub(current().db, { languageKeys: ['fr', 'en'] });
    return {
      club,
      visitor: { host: hostOf(club) } as Headers,
      manager: await signedIn(club, { role: ROLE.manager }),
      member: await signedIn(club),
    };
  }

  const post = (path: string, headers: Headers, payload: unknown) =>
    current().app.inject({
      method: 'POST',
      url: `/api/Outings/${path}`,
      headers,
      payload: payload as object,
    });
  const get = (path: string, headers: Headers) =>
    current().app.inject({ url: `/api/Outings/${path}`, headers });

  return { signedIn, buildOutingsClub, post, get };
}
