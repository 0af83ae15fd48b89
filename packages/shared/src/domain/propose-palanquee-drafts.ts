/**
 * Palanquées as "Propose" builds them: a palanquée grows one diver at a time, and each step is kept only when
 * `checkPalanquee` finds the palanquée lawful, so every proposed palanquée is lawful by construction.
 */
import type { DiveActivity, DiveGas, PalanqueeRole } from './dive-plan.ts';
import { checkPalanquee, type Palanquee } from './palanquee-rules.ts';
import type { Person } from './propose-divers.ts';
import type { UnplacedReason } from './unplaced-reasons.ts';

export interface DraftPalanquee {
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepthM: number;
  /** The guide, or the instructor in teaching; null in an autonomous palanquée. */
  leader: Person | null;
  divers: Person[];
  /** GP/P4 divers added beyond the 4 a guide leads (annex III-16 b). */
  extras: Person[];
}

/** Someone "Propose" could not place, and why. */
export interface Leftover {
  person: Person;
  reason: UnplacedReason;
}

export function newPalanquee(
  activity: DiveActivity,
  gas: DiveGas,
  plannedDepthM: number,
  leader: Person | null,
): DraftPalanquee {
  return { activity, autonomous: leader === null, gas, plannedDepthM, leader, divers: [], extras: [] };
}

const member = (person: Person, role: PalanqueeRole, activity: DiveActivity) => ({
  role,
  aptitudes: person.diver.aptitudes,
  minor: person.diver.minor,
  beginner: role === 'diver' && person.guidedDepthM === 0,
  ...(activity === 'teaching' && role === 'diver' && person.diver.trainingToward !== null
    ? { trainingToward: person.diver.trainingToward }
    : {}),
});

function toPalanquee(palanquee: DraftPalanquee): Palanquee {
  const { activity, autonomous, gas, plannedDepthM } = palanquee;
  return {
    activity,
    autonomous,
    gas,
    plannedDepthM,
    members: [
      ...(palanquee.leader ? [member(palanquee.leader, 'guide', activity)] : []),
      ...palanquee.divers.map((person) => member(person, 'diver', activity)),
      ...palanquee.extras.map((person) => member(person, 'extra', activity)),
    ],
  };
}

export const isLawful = (palanquee: DraftPalanquee) =>
  checkPalanquee(toPalanquee(palanquee)).problems.length === 0;

export const hasAny = (palanquee: DraftPalanquee, people: readonly Person[]) =>
  people.some(
    (person) =>
      palanquee.leader === person || palanquee.divers.includes(person) || palanquee.extras.includes(person),
  );

/**
 * Adds the people to the palanquée when it stays lawful (at a shallower depth if `mayLower` and the
 * palanquée's maximum allows); otherwise leaves the palanquée as it was and answers false.
 */
export function tryAdd(
  palanquee: DraftPalanquee,
  people: readonly Person[],
  role: 'diver' | 'extra',
  mayLower: boolean,
): boolean {
  const list = role === 'diver' ? palanquee.divers : palanquee.extras;
  const plannedDepthM = palanquee.plannedDepthM;
  list.push(...people);
  if (mayLower) {
    const { maxDepthM } = checkPalanquee(toPalanquee(palanquee));
    if (maxDepthM > 0 && maxDepthM < plannedDepthM) palanquee.plannedDepthM = maxDepthM;
  }
  if (isLawful(palanquee)) return true;
  list.splice(list.length - people.length, people.length);
  palanquee.plannedDepthM = plannedDepthM;
  return false;
}

/**
 * Places each unit (a buddy pair or one person) as divers in the lawful palanquée with the fewest divers,
 * a pair split when it fits nowhere whole. Answers who fits nowhere.
 */
export function placeUnits(
  units: readonly Person[][],
  palanquees: readonly DraftPalanquee[],
  mayLower: boolean,
): Person[] {
  const left: Person[] = [];
  const place = (people: Person[]) => {
    const byRoom = [...palanquees].sort((a, b) => a.divers.length - b.divers.length);
    return byRoom.some((palanquee) => tryAdd(palanquee, people, 'diver', mayLower));
  };
  for (const unit of units) {
    if (place(unit)) continue;
    if (unit.length === 1) left.push(...unit);
    else for (const person of unit) if (!place([person])) left.push(person);
  }
  return left;
}
