import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/users.ts';
import { ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/** The id of the club's member linked to this Facebook profile, or null. */
export async function findFacebookMemberId(
  db: Executor,
  clubId: number,
  facebookId: string,
): Promise<number | null> {
  const [linked] = await db
    .select({ id: users.id })
    .from(users)
    .where(ofClub(users, clubId, eq(users.facebookId, facebookId)))
    .limit(1);
  return linked?.id ?? null;
}
