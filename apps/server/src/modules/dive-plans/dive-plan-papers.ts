import type { DiverPaperProblem } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import { paperStatesOfMember } from '../diver-files/papers-of.ts';
import { paperProblemsOn } from '../diver-files/sign-up-papers.ts';
import { type LoadedDivePlan, participantOf } from './dive-plan-load.ts';

/**
 * The papers of a diver on the board that will not cover the outing's day (issue 34 on the dive
 * director's board). The certificate, licence and membership follow the club's rules as sign-up does
 * (`off`: not listed), but only what does not cover the day counts: a paper a manager has not checked
 * yet still covers it. A minor's parental consent is always asked for (DIVE-RULES.md, documents).
 */
export function paperProblemsOf(divePlan: LoadedDivePlan, userId: number): DiverPaperProblem[] {
  const member = divePlan.people.get(userId);
  if (!member) return [];
  // A baptism needs no medical certificate (DIVE-RULES.md, documents a club checks).
  const baptism = participantOf(divePlan, userId)?.intent === 'baptism';
  const problems: DiverPaperProblem[] = paperProblemsOn(member, divePlan.paperRules, divePlan.day)
    .filter((problem) => problem.code !== errorCodes.paperNotChecked)
    .filter((problem) => !(baptism && problem.kind === 'medical_certificate'))
    .map((problem) => ({ Kind: problem.kind, Valid_until: problem.validUntil }));
  if (paperStatesOfMember(member, divePlan.day).parental_consent?.state === 'missing')
    problems.push({ Kind: 'parental_consent', Valid_until: null });
  return problems;
}
