import type { PaperCheckMode, PaperProblem } from '@club/shared/api/diver-files';
import { type ErrorCode, errorCodes } from '@club/shared/api/errors';
import { certificationStep } from '@club/shared/domain/certification-scale';
import { covers, type PaperKind } from '@club/shared/domain/diver-file';
import { AppError } from '../../platform/http/errors.ts';
import { type MemberDiverFile, paperStatesOfMember } from './papers-of.ts';
import type { SignUpPaperRules } from './sign-up-papers-queries.ts';

/**
 * Whether a member's papers let them sign up for a diving outing (issue 34): each paper the club checks
 * must cover the outing's day, and where the club accepts only what a manager checked, be checked, as
 * must the level that meets the outing's minimum. Pure but for reading the club's rules.
 */

export { findSignUpPaperRules, type SignUpPaperRules } from './sign-up-papers-queries.ts';

/** The papers checked at sign-up, in the order their problems are reported, with their refusal's code. */
const CHECKED_PAPERS = [
  { kind: 'medical_certificate', rule: 'medicalCertificate', code: errorCodes.medicalCertificateExpired },
  { kind: 'licence', rule: 'licence', code: errorCodes.licenceExpired },
  { kind: 'membership', rule: 'membership', code: errorCodes.membershipExpired },
] as const satisfies readonly { kind: PaperKind; rule: keyof SignUpPaperRules; code: ErrorCode }[];

export type CheckedPaper = (typeof CHECKED_PAPERS)[number]['kind'];

/** A paper that does not cover the day, or is only declared where the club wants it checked. */
export interface SignUpPaperProblem {
  code: ErrorCode;
  kind: CheckedPaper;
  /** Its last valid day, or null when missing. */
  validUntil: string | null;
  /** `block`: refused; `warn`: let in with a notice. */
  mode: Exclude<PaperCheckMode, 'off'>;
}

const isChecked = (member: MemberDiverFile, entry: string) => member.file?.checks[entry] !== undefined;

/** The member's papers that fail the club's checks on `day` (the outing's day in the club's time zone). */
export function paperProblemsOn(
  member: MemberDiverFile,
  rules: SignUpPaperRules,
  day: string,
): SignUpPaperProblem[] {
  const statuses = paperStatesOfMember(member, day);
  const problems: SignUpPaperProblem[] = [];
  for (const paper of CHECKED_PAPERS) {
    const mode = rules[paper.rule];
    if (mode === 'off') continue;
    const status = statuses[paper.kind];
    const validUntil = status?.validUntil ?? null;
    if (!covers(status)) problems.push({ code: paper.code, kind: paper.kind, validUntil, mode });
    else if (!rules.acceptDeclared && !isChecked(member, paper.kind)) {
      problems.push({ code: errorCodes.paperNotChecked, kind: paper.kind, validUntil, mode });
    }
  }
  return problems;
}

/**
 * Whether the outing's minimum level is met only by a level the member declared, where that is not accepted.
 */
export function levelNotChecked(
  member: MemberDiverFile,
  rules: SignUpPaperRules,
  minCertificationStep: number,
): boolean {
  if (rules.acceptDeclared || minCertificationStep <= 0) return false;
  return (
    certificationStep(member.organism, member.divingLevel) >= minCertificationStep &&
    !isChecked(member, 'level')
  );
}

const PAPER_NAMES: Record<CheckedPaper, string> = {
  medical_certificate: 'medical certificate',
  licence: 'licence',
  membership: 'club membership',
};

/** The refusal of a problem: 409 with its code, naming the paper and its last valid day. */
export function paperRefusal(problem: SignUpPaperProblem, day: string): AppError {
  const name = PAPER_NAMES[problem.kind];
  const message =
    problem.code === errorCodes.paperNotChecked
      ? `Your ${name} must be checked by a manager before you sign up for a dive`
      : problem.validUntil === null
        ? `Your ${name} is missing: it must cover the outing's day (${day})`
        : problem.validUntil < day
          ? `Your ${name} was valid until ${problem.validUntil}: it does not cover the outing's day (${day})`
          : `Your ${name} is valid from a later day than the outing's (${day})`;
  return new AppError(409, problem.code, message, {
    paper: { Kind: problem.kind, Valid_until: problem.validUntil },
  });
}

export const levelRefusal = () =>
  new AppError(
    409,
    errorCodes.levelNotChecked,
    'Your level must be checked by a manager before you sign up for this outing',
  );

/** A problem as the sign-up's answer lists it (`Paper_warnings`). */
export function toPaperWarning(problem: SignUpPaperProblem): PaperProblem {
  return { Code: problem.code, Kind: problem.kind, Valid_until: problem.validUntil };
}
