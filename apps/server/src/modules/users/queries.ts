import { ROLE } from '@club/shared/constants';
import { and, eq, gt, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { countries } from '../../db/schema/reference.ts';
import { type OneTimePurpose, oneTimeTokens, sessions, users } from '../../db/schema/users.ts';
import type { Executor } from '../../platform/db.ts';
import { preparedStatement } from '../../platform/prepared-query.ts';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'clubId' | 'role' | 'createdAt'>>;

/** `club_id = ?`, or `club_id is null` for the club-less accounts (the super administrator). */
const sameClub = (column: typeof users.clubId | typeof oneTimeTokens.clubId, clubId: number | null): SQL =>
  clubId === null ? isNull(column) : eq(column, clubId);

const userById = preparedStatement<UserRow>('user_by_id', (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare(name),
);

export function findUserById(db: Executor, userId: number): Promise<UserRow | null> {
  return userById(db, { userId }).then((rows) => rows[0] ?? null);
}

/**
 * The accounts that may own this e-mail on a host: the club's member with it and the super
 * administrator with it (at most one of each, by the unique indexes). Club members first.
 */
export async function findAccountsByEmail(db: Executor, clubId: number | null, email: string) {
  const superAdmin = and(isNull(users.clubId), eq(users.role, ROLE.superAdmin));
  const rows = await db
    .select()
    .from(users)
    .where(
      and(eq(users.email, email), clubId === null ? superAdmin : or(eq(users.clubId, clubId), superAdmin)),
    );
  return rows.sort((a, b) => Number(a.clubId === null) - Number(b.clubId === null));
}

/** Whether an account of this club (or, for null, a club-less account) already has this e-mail. */
export async function isEmailTaken(db: Executor, clubId: number | null, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sameClub(users.clubId, clubId), eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return rows.length > 0;
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(db: Executor, userId: number, changes: UserChanges): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  if (!row) throw new Error(`user ${userId} not found`);
  return row;
}

/** Sets the avatar URL under a row lock and returns the one it replaces (run it in a transaction). */
export async function replaceAvatarUrl(
  db: Executor,
  userId: number,
  avatarUrl: string,
): Promise<string | null> {
  const [before] = await db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  await db.update(users).set({ avatarUrl }).where(eq(users.id, userId));
  return before?.avatarUrl ?? null;
}

/** Records that the user owns their e-mail address (kept when already known). */
export async function markEmailValidated(db: Executor, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, now())` })
    .where(eq(users.id, userId));
}

export async function insertSession(db: Executor, values: typeof sessions.$inferInsert): Promise<void> {
  await db.insert(sessions).values(values);
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere, or everywhere but the one session kept. */
export async function deleteSessionsOfUser(
  db: Executor,
  userId: number,
  keepSessionId: number | null = null,
): Promise<void> {
  const keep = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  await db.delete(sessions).where(and(eq(sessions.userId, userId), keep));
}

/** Stores a new one-time token; older unused tokens of the same user and purpose stop working. */
export async function replaceOneTimeToken(
  db: Executor,
  values: typeof oneTimeTokens.$inferInsert & { userId: number; purpose: OneTimePurpose },
): Promise<void> {
  await db
    .delete(oneTimeTokens)
    .where(
      and(
        eq(oneTimeTokens.userId, values.userId),
        eq(oneTimeTokens.purpose, values.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values(values);
}

/**
 * Marks a one-time token used, in one statement so two clicks cannot both use it. Only an unused,
 * unexpired token of that purpose issued for this host's club counts; returns null otherwise.
 */
export async function consumeOneTimeToken(
  db: Executor,
  token: { tokenHash: string; purpose: OneTimePurpose; clubId: number | null },
) {
  const now = new Date();
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, token.tokenHash),
        eq(oneTimeTokens.purpose, token.purpose),
        sameClub(oneTimeTokens.clubId, token.clubId),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row ?? null;
}
