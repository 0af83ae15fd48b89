import type { Aptitude } from '@club/shared/domain/aptitudes';
import type { DiveActivity, DiveGas, PalanqueeRole } from '@club/shared/domain/dive-plan';
import { isMinorOn } from '@club/shared/domain/diver-file';
import {
  checkPalanquee,
  type Palanquee,
  type PalanqueeMember,
  type PalanqueeProblems,
} from '@club/shared/domain/palanquee-rules';
import { aptitudesOfMember } from '../diver-files/papers-of.ts';
import { type LoadedDivePlan, type LoadedPalanquee, participantOf } from './dive-plan-load.ts';

/**
 * A palanquée checked against the Code du sport with its members as the plan knows them: aptitudes from
 * their papers, minor on the outing's day, beginner when they hold no aptitude, and the aptitude they
 * train toward from their wishes. The board, the signature and the safety sheet all check through here.
 */

export interface PlannedPalanquee {
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
export function diverOf(divePlan: LoadedDivePlan, userId: number): Diver {
  const person = divePlan.people.get(userId);
  const wishes = participantOf(divePlan, userId);
  return {
    aptitudes: person ? aptitudesOfMember(person) : [],
    minor: isMinorOn(person?.birthdate ?? null, divePlan.day),
    trainingToward: wishes?.intent === 'train' ? wishes.trainingToward : null,
  };
}

export function palanqueeOf(divePlan: LoadedDivePlan, palanquee: PlannedPalanquee): Palanquee {
  return {
    activity: palanquee.activity,
    autonomous: palanquee.autonomous,
    gas: palanquee.gas,
    plannedDepthM: palanquee.plannedDepth,
    members: palanquee.members.map(({ userId, role }): PalanqueeMember => {
      const diver = diverOf(divePlan, userId);
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

export function checkPlannedPalanquee(
  divePlan: LoadedDivePlan,
  palanquee: PlannedPalanquee,
  language: string,
): PalanqueeProblems {
  return checkPalanquee(palanqueeOf(divePlan, palanquee), language);
}

/** A palanquée as stored, to be checked. */
export function storedPalanquee(palanquee: LoadedPalanquee): PlannedPalanquee {
  return {
    activity: palanquee.row.activity as DiveActivity,
    autonomous: palanquee.row.autonomous,
    gas: palanquee.row.gas as DiveGas,
    plannedDepth: palanquee.row.plannedDepth,
    members: palanquee.members.map((member) => ({
      userId: member.userId,
      role: member.role as PalanqueeRole,
    })),
  };
}
