import { ROLE } from '@club/shared/constants';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ClubRow, clubLanguages, clubs } from '../src/db/schema/clubs.ts';
import { languages } from '../src/db/schema/reference.ts';
import { users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/modules/users/passwords.ts';
import type { Database } from '../src/platform/db.ts';

let sequence = 0;
const next = () => {
  sequence += 1;
  return `${process.pid}${sequence}`;
};

export type { ClubRow } from '../src/db/schema/clubs.ts';
export type UserRow = typeof users.$inferSelect;

/** The Host header of a club's site, as a browser on `demo.localhost:3000` would send it. */
export const hostOf = (club: { alias: string }) => `${club.alias}.localhost:3000`;

export async function buildClub(
  db: Database,
  overrides: Partial<typeof clubs.$inferInsert> & { languageKeys?: string[] } = {},
): Promise<ClubRow> {
  const { languageKeys = ['fr', 'en'], ...fields } = overrides;
  const suffix = next();
  const [club] = await db
    .insert(clubs)
    .values({ name: `Club ${suffix}`, alias: `club${suffix}`, ...fields })
    .returning();
  if (!club) throw new Error('club not created');
  const rows = await db.select().from(languages).where(inArray(languages.key, languageKeys));
  await db.insert(clubLanguages).values(
    languageKeys.map((key, position) => ({
      clubId: club.id,
      languageId: rows.find((row) => row.key === key)?.id ?? 0,
      position,
    })),
  );
  return club;
}

export const DEFAULT_PASSWORD = 'correct horse battery';

/** A validated member of the club (or a manager with `role: ROLE.clubManager`), with a known password. */
export async function buildMember(
  db: Database,
  club: ClubRow | null,
  overrides: Partial<typeof users.$inferInsert> & { password?: string } = {},
): Promise<UserRow & { password: string }> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const suffix = next();
  const [user] = await db
    .insert(users)
    .values({
      clubId: club?.id ?? null,
      role: club ? ROLE.member : ROLE.superAdmin,
      email: `member${suffix}@example.org`,
      passwordHash: await hashPassword(password),
      lastname: `Martin${suffix}`,
      firstname: 'Camille',
      emailValidatedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (user.role === ROLE.clubManager && club) {
    await db.update(clubs).set({ managerId: user.id }).where(eq(clubs.id, club.id));
  }
  return { ...user, password };
}

/** Signs in through the API, as the web app does; returns the token. */
export async function signIn(
  app: FastifyInstance,
  host: string,
  credentials: { email: string; password: string },
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Users/connection/',
    headers: { host },
    payload: { email: credentials.email, password: credentials.password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return response.json<{ token: string }>().token;
}
