/**
 * Palanquées as "Propose" builds them: a team grows one diver at a time, and each step is kept only when
 * `checkPalanquee` finds the team lawful, so every proposed team is lawful by construction.
 */
import type { DiveActivity, DiveGas, PalanqueeRole } from './dive-plan.ts';
import { checkPalanquee, type Palanquee } from './palanquee-rules.ts';
import type { Person } from './propose-divers.ts';
import type { UnplacedReason } from './unplaced-reasons.ts';

export interface DraftTeam {
  activity: DiveActivity;
  autonomous: boolean;
  gas: DiveGas;
  plannedDepthM: number;
  /** The guide, or the instructor in teaching; null in an autonomous team. */
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

export function newTeam(
  activity: DiveActivity,
  gas: DiveGas,
  plannedDepthM: number,
  leader: Person | null,
): DraftTeam {
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

function toPalanquee(team: DraftTeam): Palanquee {
  const { activity, autonomous, gas, plannedDepthM } = team;
  return {
    activity,
    autonomous,
    gas,
    plannedDepthM,
    members: [
      ...(team.leader ? [member(team.leader, 'guide', activity)] : []),
      ...team.divers.map((person) => member(person, 'diver', activity)),
      ...team.extras.map((person) => member(person, 'extra', activity)),
    ],
  };
}

export const isLawful = (team: DraftTeam) => checkPalanquee(toPalanquee(team)).problems.length === 0;

export const hasAny = (team: DraftTeam, people: readonly Person[]) =>
  people.some(
    (person) => team.leader === person || team.divers.includes(person) || team.extras.includes(person),
  );

/**
 * Adds the people to the team when it stays lawful (at a shallower depth if `mayLower` and the team's
 * maximum allows); otherwise leaves the team as it was and answers false.
 */
export function tryAdd(
  team: DraftTeam,
  people: readonly Person[],
  role: 'diver' | 'extra',
  mayLower: boolean,
): boolean {
  const list = role === 'diver' ? team.divers : team.extras;
  const plannedDepthM = team.plannedDepthM;
  list.push(...people);
  if (mayLower) {
    const { maxDepthM } = checkPalanquee(toPalanquee(team));
    if (maxDepthM > 0 && maxDepthM < plannedDepthM) team.plannedDepthM = maxDepthM;
  }
  if (isLawful(team)) return true;
  list.splice(list.length - people.length, people.length);
  team.plannedDepthM = plannedDepthM;
  return false;
}

/**
 * Places each unit (a buddy pair or one person) as divers in the lawful team with the fewest divers,
 * a pair split when it fits nowhere whole. Answers who fits nowhere.
 */
export function placeUnits(
  units: readonly Person[][],
  teams: readonly DraftTeam[],
  mayLower: boolean,
): Person[] {
  const left: Person[] = [];
  const place = (people: Person[]) => {
    const byRoom = [...teams].sort((a, b) => a.divers.length - b.divers.length);
    return byRoom.some((team) => tryAdd(team, people, 'diver', mayLower));
  };
  for (const unit of units) {
    if (place(unit)) continue;
    if (unit.length === 1) left.push(...unit);
    else for (const person of unit) if (!place([person])) left.push(person);
  }
  return left;
}
