import { ROLE } from '@club/shared/constants';
import { and, eq, gt, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { countries } from '../../db/schema/reference.ts';
import { type OneTimePurpose, oneTimeTokens, sessions, users } from '../../db/schema/users.ts';
import {
  acrossClubs,
  type ClubRowValues,
  clubRow,
  ofClub,
  ofClubOrClubless,
} from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import { preparedQuery } from '../../platform/data/prepared-query.ts';

/**
 * Accounts, sessions and one-time tokens. An account belongs to a club, or to none (the super
 * administrator: club null); every query names the club it reads, null for the club-less rows.
 */

export type UserRow = typeof users.$inferSelect;
export type NewUser = ClubRowValues<typeof users>;
export type UserChanges = Partial<Omit<NewUser, 'id' | 'role' | 'createdAt'>>;
/** An account as its queries name it: its id and its club (null for the super administrator). */
export interface AccountRef {
  id: number;
  clubId: number | null;
}

/** The signed-in user's own account. */
export const ownAccount = (actor: { userId: number; clubId: number | null }): AccountRef => ({
  id: actor.userId,
  clubId: actor.clubId,
});

const userById = preparedQuery<UserRow, 'club' | 'clubless'>('user_by_id', (db, variant, name) =>
  db
    .select()
    .from(users)
    .where(
      ofClub(
        users,
        variant === 'club' ? sql.placeholder('clubId') : null,
        eq(users.id, sql.placeholder('userId')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** The account of this id in the club (among the club-less accounts for null). */
export function findUserById(db: Executor, clubId: number | null, userId: number): Promise<UserRow | null> {
  return userById(db, clubId === null ? 'clubless' : 'club', { clubId, userId }).then(
    (rows) => rows[0] ?? null,
  );
}

/** The account of this id that may act on the host of `clubId`: the club's member, or the super administrator. */
export function findAccountOnHost(
  db: Executor,
  clubId: number | null,
  userId: number,
): Promise<UserRow | null> {
  return db
    .select()
    .from(users)
    .where(
      clubId === null
        ? ofClub(users, null, eq(users.id, userId))
        : ofClubOrClubless(users, clubId, eq(users.id, userId)),
    )
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/** The account of this id, whichever its club: for the super administrator, who edits any account. */
export function findAnyUserById(db: Executor, userId: number): Promise<UserRow | null> {
  return db
    .select()
    .from(acrossClubs(users, 'the super administrator edits the accounts of every club'))
    .where(eq(users.id, userId))
    .limit(1)
    .then((rows) => rows[0] ?? null);
}

/**
 * The accounts that may own this e-mail on a host: the club's member with it and the super
 * administrator with it (at most one of each, by the unique indexes). Club members first.
 */
export async function findAccountsByEmail(db: Executor, clubId: number | null, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(
      clubId === null
        ? ofClub(users, null, eq(users.email, email), eq(users.role, ROLE.superAdministrator))
        : ofClubOrClubless(
            users,
            clubId,
            eq(users.email, email),
            or(isNotNull(users.clubId), eq(users.role, ROLE.superAdministrator)),
          ),
    );
  return rows.sort((a, b) => Number(a.clubId === null) - Number(b.clubId === null));
}

/** Whether an account of this club (or, for null, a club-less account) already has this e-mail. */
export async function isEmailTaken(db: Executor, clubId: number | null, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(ofClub(users, clubId, eq(users.email, email)))
    .limit(1);
  return rows.length > 0;
}

export async function countryExists(db: Executor, countryId: number): Promise<boolean> {
  const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
  return rows.length > 0;
}

export async function insertUser(db: Executor, clubId: number | null, values: NewUser): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values(clubRow(users, clubId, values))
    .returning();
  if (!row) throw new Error('user not inserted');
  return row;
}

export async function updateUser(db: Executor, account: AccountRef, changes: UserChanges): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set(changes)
    .where(ofClub(users, account.clubId, eq(users.id, account.id)))
    .returning();
  if (!row) throw new Error(`user ${account.id} not found`);
  return row;
}

/** Sets the avatar URL under a row lock and returns the one it replaces (run it in a transaction). */
export async function replaceAvatarUrl(
  db: Executor,
  account: AccountRef,
  avatarUrl: string,
): Promise<string | null> {
  const [before] = await db
    .select({ avatarUrl: users.avatarUrl })
    .from(users)
    .where(ofClub(users, account.clubId, eq(users.id, account.id)))
    .for('update');
  await db
    .update(users)
    .set({ avatarUrl })
    .where(ofClub(users, account.clubId, eq(users.id, account.id)));
  return before?.avatarUrl ?? null;
}

/** Records that the user owns their e-mail address (kept when already known). */
export async function markEmailValidated(db: Executor, account: AccountRef): Promise<void> {
  await db
    .update(users)
    .set({ emailValidatedAt: sql`coalesce(${users.emailValidatedAt}, now())` })
    .where(ofClub(users, account.clubId, eq(users.id, account.id)));
}

/** A session on the host of `clubId` (null: the bare domain); its token works there only. */
export async function insertSession(
  db: Executor,
  clubId: number | null,
  values: ClubRowValues<typeof sessions>,
): Promise<void> {
  await db.insert(sessions).values(clubRow(sessions, clubId, values));
}

export async function deleteSessionByHash(db: Executor, tokenHash: string): Promise<void> {
  await db
    .delete(acrossClubs(sessions, 'a token is signed out by its hash, whichever host it was issued for'))
    .where(eq(sessions.tokenHash, tokenHash));
}

/** Signs a user out everywhere, or everywhere but the one session kept. */
export async function deleteSessionsOfUser(
  db: Executor,
  userId: number,
  keepSessionId: number | null = null,
): Promise<void> {
  const keep = keepSessionId === null ? undefined : ne(sessions.id, keepSessionId);
  await db
    .delete(
      acrossClubs(sessions, "a user's sessions on every host: the super administrator's are of any club"),
    )
    .where(and(eq(sessions.userId, userId), keep));
}

/** Stores a new one-time token; older unused tokens of the same user and purpose stop working. */
export async function replaceOneTimeToken(
  db: Executor,
  clubId: number | null,
  values: ClubRowValues<typeof oneTimeTokens> & { userId: number; purpose: OneTimePurpose },
): Promise<void> {
  await db
    .delete(
      acrossClubs(oneTimeTokens, "the user's older tokens of the purpose, whichever club they were for"),
    )
    .where(
      and(
        eq(oneTimeTokens.userId, values.userId),
        eq(oneTimeTokens.purpose, values.purpose),
        isNull(oneTimeTokens.usedAt),
      ),
    );
  await db.insert(oneTimeTokens).values(clubRow(oneTimeTokens, clubId, values));
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
      ofClub(
        oneTimeTokens,
        token.clubId,
        eq(oneTimeTokens.tokenHash, token.tokenHash),
        eq(oneTimeTokens.purpose, token.purpose),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeTokens.userId, payload: oneTimeTokens.payload });
  return row ?? null;
}
