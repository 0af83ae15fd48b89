import { eq, sql } from 'drizzle-orm';
import { clubs } from '../../db/schema/clubs.ts';
import { diverFiles } from '../../db/schema/diver-files.ts';
import { users } from '../../db/schema/users.ts';
import { clubRow, ofClub, ofClubOrClubless } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';

export type DiverFileValues = Omit<typeof diverFiles.$inferInsert, 'userId' | 'clubId' | 'updatedAt'>;

/** Writes the member's file, creating it the first time. */
export async function saveDiverFile(
  db: Executor,
  member: { userId: number; clubId: number },
  values: DiverFileValues,
): Promise<void> {
  const changes = { ...values, updatedAt: new Date() };
  await db
    .insert(diverFiles)
    .values(clubRow(diverFiles, member.clubId, { userId: member.userId, ...changes }))
    .onConflictDoUpdate({
      target: diverFiles.userId,
      set: changes,
      setWhere: ofClub(diverFiles, member.clubId),
    });
}

/** The level becomes declared again: the member changed it in their profile. */
export async function uncheckLevel(db: Executor, clubId: number, userId: number): Promise<void> {
  await db
    .update(diverFiles)
    .set({ checks: sql`${diverFiles.checks} - 'level'` })
    .where(ofClub(diverFiles, clubId, eq(diverFiles.userId, userId)));
}

/**
 * "Firstname Lastname" of the manager who checks or assigns, as it stays shown after a rename: one of
 * the club, or the super administrator.
 */
export async function nameOfUser(db: Executor, clubId: number, userId: number): Promise<string> {
  const [row] = await db
    .select({ firstname: users.firstname, lastname: users.lastname })
    .from(users)
    .where(ofClubOrClubless(users, clubId, eq(users.id, userId)));
  return row ? `${row.firstname} ${row.lastname}`.trim() : '';
}

export type PaperRulesRow = Pick<
  typeof clubs.$inferSelect,
  | 'medicalCertificateCheck'
  | 'licenceCheck'
  | 'membershipCheck'
  | 'acceptDeclared'
  | 'seasonEnd'
  | 'managerDigest'
  | 'paperRulesChosen'
>;

const paperRuleColumns = {
  medicalCertificateCheck: clubs.medicalCertificateCheck,
  licenceCheck: clubs.licenceCheck,
  membershipCheck: clubs.membershipCheck,
  acceptDeclared: clubs.acceptDeclared,
  seasonEnd: clubs.seasonEnd,
  managerDigest: clubs.managerDigest,
  paperRulesChosen: clubs.paperRulesChosen,
};

export async function findPaperRules(db: Executor, clubId: number): Promise<PaperRulesRow | null> {
  const [row] = await db.select(paperRuleColumns).from(clubs).where(eq(clubs.id, clubId));
  return row ?? null;
}

export async function updatePaperRules(
  db: Executor,
  clubId: number,
  rules: Omit<PaperRulesRow, 'paperRulesChosen'>,
): Promise<PaperRulesRow | null> {
  const [row] = await db
    .update(clubs)
    .set({ ...rules, paperRulesChosen: true })
    .where(eq(clubs.id, clubId))
    .returning(paperRuleColumns);
  return row ?? null;
}
