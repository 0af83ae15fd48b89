import { eq, inArray } from 'drizzle-orm';
import { diverFiles } from '../../db/schema/diver-files.ts';
import { users } from '../../db/schema/users.ts';
import { ofClub, sameClubAs } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

/**
 * Members of a club with their diver files, read once for the table, the sign-up check, the
 * participants list and the reminders. Every query takes the club's id: another club's member is
 * never found.
 */

export type DiverFileRow = typeof diverFiles.$inferSelect;

/** A member with their file (null: never saved, every paper missing). */
export interface MemberDiverFile {
  userId: number;
  clubId: number;
  firstname: string;
  lastname: string;
  email: string;
  languageKey: string;
  birthdate: string | null;
  organism: string | null;
  divingLevel: string | null;
  file: DiverFileRow | null;
}

const memberColumns = {
  userId: users.id,
  clubId: users.clubId,
  firstname: users.firstname,
  lastname: users.lastname,
  email: users.email,
  languageKey: users.languageKey,
  birthdate: users.birthdate,
  organism: users.organism,
  divingLevel: users.divingLevel,
  file: diverFiles,
};

/** Members of the club with their files; `userIds` absent: every member of the club. */
export async function loadMemberDiverFiles(
  db: Executor,
  clubId: number,
  userIds?: readonly number[],
): Promise<MemberDiverFile[]> {
  if (userIds?.length === 0) return [];
  const rows = await db
    .select(memberColumns)
    .from(users)
    .leftJoin(diverFiles, sameClubAs(diverFiles, users, eq(diverFiles.userId, users.id)))
    .where(ofClub(users, clubId, userIds ? inArray(users.id, [...userIds]) : undefined))
    .orderBy(users.lastname, users.firstname, users.id);
  return rows.map((row) => ({ ...row, clubId }));
}
