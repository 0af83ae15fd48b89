import type { DiverPaperProblem } from '@club/shared/api/dive-plans';
import { errorCodes } from '@club/shared/api/errors';
import { statusesOn } from '../diver-files/papers-of.ts';
import { paperProblemsOn } from '../diver-files/sign-up-papers.ts';
import { type LoadedPlan, participantOf } from './plan-load.ts';

/**
 * The papers of a diver on the board that will not cover the outing's day (issue 34 on the dive
 * director's board). The certificate, licence and membership follow the club's rules as sign-up does
 * (`off`: not listed), but only what does not cover the day counts: a paper a manager has not checked
 * yet still covers it. A minor's parental consent is always asked for (DIVE-RULES.md, documents).
 */
export function paperProblemsOf(plan: LoadedPlan, userId: number): DiverPaperProblem[] {
  const member = plan.people.get(userId);
  if (!member) return [];
  // A baptism needs no medical certificate (DIVE-RULES.md, documents a club checks).
  const baptism = participantOf(plan, userId)?.intent === 'baptism';
  const problems: DiverPaperProblem[] = paperProblemsOn(member, plan.paperRules, plan.day)
    .filter((problem) => problem.code !== errorCodes.paperNotChecked)
    .filter((problem) => !(baptism && problem.kind === 'medical_certificate'))
    .map((problem) => ({ Kind: problem.kind, Valid_until: problem.validUntil }));
  if (statusesOn(member, plan.day).parental_consent?.state === 'missing')
    problems.push({ Kind: 'parental_consent', Valid_until: null });
  return problems;
}
