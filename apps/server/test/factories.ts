import { ROLE } from '@club/shared/constants';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type ClubRow, clubLanguages, clubs } from '../src/db/schema/clubs.ts';
import { outingContents, outings } from '../src/db/schema/outings.ts';
import { languages } from '../src/db/schema/reference.ts';
import { sessions, users } from '../src/db/schema/users.ts';
import { hashPassword } from '../src/modules/users/passwords.ts';
import type { Database } from '../src/platform/data/db.ts';
import { hashToken, newToken } from '../src/platform/tokens.ts';

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

/** A validated member of the club (or a manager with `role: ROLE.manager`), with a known password. */
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
      role: club ? ROLE.member : ROLE.superAdministrator,
      email: `member${suffix}@example.org`,
      passwordHash: await hashPassword(password),
      lastname: `Martin${suffix}`,
      firstname: 'Camille',
      emailValidatedAt: new Date(),
      ...fields,
    })
    .returning();
  if (!user) throw new Error('user not created');
  if (user.role === ROLE.manager && club) {
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

/**
 * Many validated members of the club at once (one password hash for all), each with a session on the
 * club's host: the headers of their requests, for tests where a crowd acts together.
 */
export async function buildSignedInMembers(
  db: Database,
  club: ClubRow,
  count: number,
): Promise<{ user: UserRow; headers: Record<string, string> }[]> {
  const passwordHash = await hashPassword(DEFAULT_PASSWORD);
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, () => {
        const suffix = next();
        return {
          clubId: club.id,
          role: ROLE.member,
          email: `member${suffix}@example.org`,
          passwordHash,
          lastname: `Martin${suffix}`,
          firstname: `Camille${suffix}`,
          emailValidatedAt: new Date(),
        };
      }),
    )
    .returning();
  const tokens = rows.map(() => newToken());
  await db.insert(sessions).values(
    rows.map((user, index) => ({
      tokenHash: hashToken(tokens[index] as string),
      userId: user.id,
      clubId: club.id,
      expiresAt: new Date(Date.now() + 86_400_000),
    })),
  );
  return rows.map((user, index) => ({
    user,
    headers: { host: hostOf(club), authorization: `Bearer ${tokens[index]}` },
  }));
}

export type OutingRow = typeof outings.$inferSelect;

const HOUR_MS = 3_600_000;

/**
 * An outing of the club with a title in its first language: by default a boat dive in a week, three
 * hours long, sign-up open until the day before, 10 seats, no minimum level.
 */
export async function buildOuting(
  db: Database,
  club: ClubRow,
  overrides: Partial<typeof outings.$inferInsert> & { title?: string } = {},
): Promise<OutingRow> {
  const { title = `Sortie ${next()}`, ...fields } = overrides;
  const startsAt = fields.startsAt ?? new Date(Date.now() + 7 * 24 * HOUR_MS);
  const [outing] = await db
    .insert(outings)
    .values({
      clubId: club.id,
      kind: 'boat_dive',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3 * HOUR_MS),
      signUpDeadline: new Date(startsAt.getTime() - 24 * HOUR_MS),
      seats: 10,
      ...fields,
    })
    .returning();
  if (!outing) throw new Error('outing not created');
  const [first] = await db
    .select({ languageId: clubLanguages.languageId })
    .from(clubLanguages)
    .where(eq(clubLanguages.clubId, club.id))
    .orderBy(asc(clubLanguages.position))
    .limit(1);
  if (!first) throw new Error('the club has no language');
  await db
    .insert(outingContents)
    .values({ outingId: outing.id, clubId: club.id, languageId: first.languageId, title });
  return outing;
}
