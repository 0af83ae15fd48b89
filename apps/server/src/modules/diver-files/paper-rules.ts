import type { editPaperRules as editCall, PaperCheckMode, PaperRules } from '@club/shared/api/diver-files';
import type { z } from 'zod';
import type { Executor } from '../../platform/data/db.ts';
import { invalidInput, notFound } from '../../platform/http/errors.ts';
import { isCalendarDay } from './days.ts';
import { findPaperRules, type PaperRulesRow, updatePaperRules } from './queries.ts';

const rulesOf = (row: PaperRulesRow | null): PaperRules => {
  if (row === null) throw notFound('No such club on this site');
  return {
    Medical_certificate_check: row.medicalCertificateCheck as PaperCheckMode,
    Licence_check: row.licenceCheck as PaperCheckMode,
    Membership_check: row.membershipCheck as PaperCheckMode,
    Accept_declared: row.acceptDeclared,
    Season_end: row.seasonEnd,
    Manager_digest: row.managerDigest,
    Chosen: row.paperRulesChosen,
  };
};

/** The club's rules for papers: members read them too (the web shows them what is checked). */
export async function getPaperRules(db: Executor, clubId: number): Promise<PaperRules> {
  return rulesOf(await findPaperRules(db, clubId));
}

/** The manager's choice; from then on the rules are the club's, not the defaults. */
export async function editPaperRules(
  db: Executor,
  clubId: number,
  input: z.output<(typeof editCall)['body']>,
): Promise<PaperRules> {
  // A day of every year: 31 April does not exist, and 29 February would be missing three years in four.
  if (!isCalendarDay(`2001-${input.Season_end}`)) throw invalidInput('Season_end: not a day of every year');
  const row = await updatePaperRules(db, clubId, {
    medicalCertificateCheck: input.Medical_certificate_check,
    licenceCheck: input.Licence_check,
    membershipCheck: input.Membership_check,
    acceptDeclared: input.Accept_declared,
    seasonEnd: input.Season_end,
    managerDigest: input.Manager_digest,
  });
  return rulesOf(row);
}
