import { asc, count, eq, isNotNull } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

const byName = [asc(users.lastname), asc(users.firstname), asc(users.id)];

export async function countVisibleMembers(db: Executor, clubId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(ofClub(users, clubId, isNotNull(users.emailValidatedAt)));
  return Number(row?.total ?? 0);
}

/** Members a visitor sees: validated accounts of the club. */
export function listVisibleMembers(db: Executor, clubId: number, page: { limit: number; offset: number }) {
  return db
    .select()
    .from(users)
    .where(ofClub(users, clubId, isNotNull(users.emailValidatedAt)))
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
}

export function listClubAccounts(db: Executor, clubId: number) {
  return db
    .select()
    .from(users)
    .where(ofClub(users, clubId))
    .orderBy(...byName);
}

export async function deleteClubAccount(db: Executor, clubId: number, userId: number): Promise<void> {
  await db.delete(users).where(ofClub(users, clubId, eq(users.id, userId)));
}
