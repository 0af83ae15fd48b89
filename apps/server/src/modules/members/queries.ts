import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import type { Executor } from '../../platform/db.ts';

/** Members a visitor sees: validated accounts of the club. */
const visibleMembers = (clubId: number) => and(eq(users.clubId, clubId), isNotNull(users.emailValidatedAt));

const byName = [asc(users.lastname), asc(users.firstname), asc(users.id)];

export async function countVisibleMembers(db: Executor, clubId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(visibleMembers(clubId));
  return Number(row?.total ?? 0);
}

export function listVisibleMembers(db: Executor, clubId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(users)
    .where(visibleMembers(clubId))
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
}

export function listClubAccounts(db: Executor, clubId: number) {
  return db
    .select()
    .from(users)
    .where(eq(users.clubId, clubId))
    .orderBy(...byName);
}

export async function deleteClubAccount(db: Executor, clubId: number, userId: number): Promise<void> {
  await db.delete(users).where(and(eq(users.id, userId), eq(users.clubId, clubId)));
}
