import { divePlanLimits } from '@club/shared/domain/dive-plan';
import { checkPalanquee, type Palanquee, type PalanqueeCheck } from '@club/shared/domain/palanquee-rules';
import { type DraftTeam, depthOf } from './plan-draft.ts';
import type { PlanPeople } from './plan-people.ts';

/**
 * A team of the draft as the rules read it, built as the server builds it for getDivePlan (aptitudes and
 * minority from the participants, a beginner holds no aptitude, the training aim of a diver from their wishes), so
 * the board shows at once what the server will answer.
 */
export function palanqueeOf(team: DraftTeam, people: PlanPeople): Palanquee {
  const depth = depthOf(team.plannedDepth);
  return {
    activity: team.activity,
    autonomous: team.autonomous,
    gas: team.gas,
    // A depth being typed checks as 0 m until it is a number: the team's other rules still show.
    plannedDepthM: Number.isNaN(depth) ? 0 : depth,
    members: team.members.map((member) => {
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

/** How a team stands: lawful, kept with a reason, or blocking the signature until it has one. */
export type TeamState = 'empty' | 'lawful' | 'overridden' | 'needs_reason';

export interface TeamCheck extends PalanqueeCheck {
  state: TeamState;
  /** More members than a palanquée may hold in a plan: the save is refused until one moves. */
  overfull: boolean;
}

export function checkTeam(team: DraftTeam, people: PlanPeople, language: string): TeamCheck {
  const overfull = team.members.length > divePlanLimits.membersPerPalanquee;
  if (team.members.length === 0) return { maxDepthM: 0, problems: [], state: 'empty', overfull };
  const check = checkPalanquee(palanqueeOf(team, people), language);
  const state: TeamState =
    check.problems.length === 0
      ? 'lawful'
      : team.overrideReason.trim() === ''
        ? 'needs_reason'
        : 'overridden';
  return { ...check, state, overfull };
}
