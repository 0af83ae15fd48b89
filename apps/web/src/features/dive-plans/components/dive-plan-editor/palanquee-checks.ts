import { divePlanLimits } from '@club/shared/domain/dive-plan';
import { checkPalanquee, type Palanquee, type PalanqueeProblems } from '@club/shared/domain/palanquee-rules';
import { type DraftPalanquee, depthOf } from './dive-plan-draft.ts';
import type { DivePlanPeople } from './dive-plan-people.ts';

/**
 * A palanquée of the draft as the rules read it, built as the server builds it for getDivePlan (aptitudes and
 * minority from the participants, a beginner holds no aptitude, the training aim of a diver from their
 * wishes), so the board shows at once what the server will answer.
 */
export function palanqueeOf(palanquee: DraftPalanquee, people: DivePlanPeople): Palanquee {
  const depth = depthOf(palanquee.plannedDepth);
  return {
    activity: palanquee.activity,
    autonomous: palanquee.autonomous,
    gas: palanquee.gas,
    // A depth being typed checks as 0 m until it is a number: the palanquée's other rules still show.
    plannedDepthM: Number.isNaN(depth) ? 0 : depth,
    members: palanquee.members.map((member) => {
      const person = people.get(member.userId);
      const aptitudes = person?.aptitudes ?? [];
      const wishes = person?.wishes;
      return {
        role: member.role,
        aptitudes,
        minor: person?.minor ?? false,
        beginner: aptitudes.length === 0,
        ...(member.role === 'diver' && wishes?.Intent === 'train' && wishes.Training_toward !== null
          ? { trainingToward: wishes.Training_toward }
          : {}),
      };
    }),
  };
}

/** How a palanquée stands: lawful, kept with a reason, or blocking the signature until it has one. */
export type PalanqueeState = 'empty' | 'lawful' | 'overridden' | 'needs_reason';

export interface DraftPalanqueeProblems extends PalanqueeProblems {
  state: PalanqueeState;
  /** More members than a palanquée may hold in a plan: the save is refused until one moves. */
  overfull: boolean;
}

export function checkDraftPalanquee(
  palanquee: DraftPalanquee,
  people: DivePlanPeople,
  language: string,
): DraftPalanqueeProblems {
  const overfull = palanquee.members.length > divePlanLimits.membersPerPalanquee;
  if (palanquee.members.length === 0) return { maxDepthM: 0, problems: [], state: 'empty', overfull };
  const check = checkPalanquee(palanqueeOf(palanquee, people), language);
  const state: PalanqueeState =
    check.problems.length === 0
      ? 'lawful'
      : palanquee.overrideReason.trim() === ''
        ? 'needs_reason'
        : 'overridden';
  return { ...check, state, overfull };
}
