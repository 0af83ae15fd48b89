import { addDays, dayIn, licenceSeasonOn } from '@club/shared/domain/diver-file';
import { expect } from 'vitest';
import { diverFiles } from '../../db/schema/diver-files.ts';
import type { Database } from '../../platform/data/db.ts';

/**
 * Papers for the members of tests that sign up for diving outings (checked since issue 34): written
 * directly, as the member's own file would hold them.
 */

type DiverFileFields = Partial<Omit<typeof diverFiles.$inferInsert, 'userId' | 'clubId'>>;

/** Writes (or replaces) the member's file with these fields; the others as a new file has them. */
export async function setPapers(
  db: Database,
  user: { id: number; clubId: number | null },
  fields: DiverFileFields,
): Promise<void> {
  expect(user.clubId, 'a diver file belongs to a member of a club').not.toBeNull();
  const values = { userId: user.id, clubId: user.clubId as number, ...fields };
  await db.insert(diverFiles).values(values).onConflictDoUpdate({ target: diverFiles.userId, set: fields });
}

/**
 * Papers that cover the coming weeks (for outings up to the licence season's end, 31 December at the
 * earliest): a certificate of a month ago, the licence sold today, a membership paid for a year.
 */
export function validPapers(today = dayIn('Europe/Paris')): DiverFileFields {
  return {
    medicalCertificateDate: addDays(today, -30),
    licenceSeason: licenceSeasonOn(today),
    membershipUntil: addDays(today, 365),
  };
}

/** Gives each of these members papers that cover the coming months. */
export async function giveValidPapers(
  db: Database,
  users: readonly { id: number; clubId: number | null }[],
): Promise<void> {
  for (const user of users) await setPapers(db, user, validPapers());
}
