import type { Aptitude } from '@club/shared/domain/aptitudes';
import type { DiveActivity, DiveGas, PalanqueeRole } from '@club/shared/domain/dive-plan';
import { isMinorOn } from '@club/shared/domain/diver-papers';
import {
  checkPalanquee,
  type Palanquee,
  type PalanqueeCheck,
  type PalanqueeMember,
} from '@club/shared/domain/palanquee-rules';
import { aptitudesOfMember } from '../diver-files/papers-of.ts';
import { type LoadedPlan, type LoadedTeam, participantOf } from './plan-load.ts';

/**
 * A palanquée checked against the Code du sport with its members as the plan knows them: aptitudes from
 * their papers, minor on the outing's day, beginner when they hold no aptitude, and the aptitude they
 * train toward from their wishes. The board, the signature and the safety sheet all check through here.
 */

export interface TeamToCheck {
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepth: number;
  members: readonly { userId: number; role: PalanqueeRole }[];
}

export interface Diver {
  aptitudes: Aptitude[];
  minor: boolean;
  /** Teaching: the aptitude their wishes say they train toward. */
  trainingToward: string | null;
}

/** What the rules need to know of a member of the plan (someone unknown holds nothing). */
export function diverOf(plan: LoadedPlan, userId: number): Diver {
  const person = plan.people.get(userId);
  const wishes = participantOf(plan, userId);
  return {
    aptitudes: person ? aptitudesOfMember(person) : [],
    minor: isMinorOn(person?.birthdate ?? null, plan.day),
    trainingToward: wishes?.intent === 'train' ? wishes.trainingToward : null,
  };
}

export function palanqueeOf(plan: LoadedPlan, team: TeamToCheck): Palanquee {
  return {
    activity: team.activity,
    autonomous: team.autonomous,
    gas: team.gas,
    plannedDepthM: team.plannedDepth,
    members: team.members.map(({ userId, role }): PalanqueeMember => {
      const diver = diverOf(plan, userId);
      return {
        role,
        aptitudes: diver.aptitudes,
        minor: diver.minor,
        beginner: diver.aptitudes.length === 0,
        ...(diver.trainingToward === null || role !== 'diver'
          ? {}
          : { trainingToward: diver.trainingToward }),
      };
    }),
  };
}

export function checkTeam(plan: LoadedPlan, team: TeamToCheck, language: string): PalanqueeCheck {
  return checkPalanquee(palanqueeOf(plan, team), language);
}

/** A palanquée as stored, to be checked. */
export function storedTeam(team: LoadedTeam): TeamToCheck {
  return {
    activity: team.row.activity as DiveActivity,
    autonomous: team.row.autonomous,
    gas: team.row.gas as DiveGas,
    plannedDepth: team.row.plannedDepth,
    members: team.members.map((member) => ({ userId: member.userId, role: member.role as PalanqueeRole })),
  };
}
