/**
 * The divers as "Propose" (`propose-palanquees.ts`) sees them: what each one's aptitudes let them do,
 * read once, and the buddy pairs it tries to keep together.
 */
import type { DiveGas, DiveIntent } from './dive-plan.ts';
import { BEGINNER_ZONE_M, GAS_LIMIT_M } from './palanquee-rules.ts';

/** A confirmed participant who attends, with what they asked for at sign-up. */
export interface ProposalDiver {
  id: number;
  /** Aptitude codes as in `aptitudes.ts`, implied ones included. */
  aptitudes: readonly string[];
  minor: boolean;
  intent: DiveIntent;
  /** A trainee's goal (`PE40`, `PA20`...); null when none was given. */
  trainingToward: string | null;
  gas: DiveGas;
  /** The diver they wish to dive with. */
  buddyId: number | null;
}

export interface Person {
  diver: ProposalDiver;
  /** Sign-up order: the earlier signed up wins a tie. */
  order: number;
  /** The deepest they may dive guided (PE, or PA which implies it); 0 for a beginner. */
  guidedDepthM: number;
  /** The deepest they may dive autonomously (PA); 0 without PA. */
  autonomousDepthM: number;
  /** The deepest their nitrox aptitude allows (PN-20: 20 m, PN-C: 60 m); 0 without. */
  nitroxDepthM: number;
  /** 1 to 4 for E1 to E4; 0 when they do not teach. */
  teachingLevel: number;
  /** Holds GP (guide de palanquée, or P4). */
  guide: boolean;
  /** The buddy they are paired with, both diving the same day. */
  buddy: Person | null;
}

/** Each teaching level's zone: E1 6 m, E2 20 m, E3 40 m, E4 60 m (annex III-16 a). */
const TEACHING_ZONES_M = [0, 6, 20, 40, 60];
/** What GP/P4 may guide in exploration on their own (annex III-16 b). */
const GUIDE_ZONE_M = 40;

function deepestOf(aptitudes: readonly string[], pattern: RegExp): number {
  let deepest = 0;
  for (const code of aptitudes) {
    const depth = Number(pattern.exec(code)?.[1] ?? 0);
    if (depth > deepest) deepest = depth;
  }
  return deepest;
}

function toPerson(diver: ProposalDiver, order: number): Person {
  const { aptitudes } = diver;
  const autonomousDepthM = deepestOf(aptitudes, /^PA(\d+)$/);
  return {
    diver,
    order,
    guidedDepthM: Math.max(deepestOf(aptitudes, /^PE(\d+)$/), autonomousDepthM),
    autonomousDepthM,
    nitroxDepthM: aptitudes.includes('PNC') ? GAS_LIMIT_M : aptitudes.includes('PN20') ? 20 : 0,
    teachingLevel: deepestOf(aptitudes, /^E([1-4])$/),
    guide: aptitudes.includes('GP'),
    buddy: null,
  };
}

/**
 * The divers in sign-up order, each paired with the buddy they wished for when that buddy is there:
 * mutual wishes first, then one-sided ones, each diver in one pair at most.
 */
export function toPeople(divers: readonly ProposalDiver[]): Person[] {
  const people = divers.map(toPerson);
  const byId = new Map(people.map((person) => [person.diver.id, person]));
  const wishedBy = (person: Person) => {
    const wished = person.diver.buddyId === null ? undefined : byId.get(person.diver.buddyId);
    return wished === person ? undefined : wished;
  };
  for (const mutualOnly of [true, false]) {
    for (const person of people) {
      const wished = wishedBy(person);
      if (!wished || person.buddy || wished.buddy) continue;
      if (mutualOnly && wishedBy(wished) !== person) continue;
      person.buddy = wished;
      wished.buddy = person;
    }
  }
  return people;
}

export const bySignUp = (a: Person, b: Person) => a.order - b.order;

/**
 * The people as placement units: a buddy pair when both are among them, otherwise one person; in sign-up
 * order of their first member.
 */
export function unitsOf(people: readonly Person[]): Person[][] {
  const units: Person[][] = [];
  const placed = new Set<Person>();
  for (const person of [...people].sort(bySignUp)) {
    if (placed.has(person)) continue;
    const unit = person.buddy && people.includes(person.buddy) ? [person, person.buddy] : [person];
    for (const member of unit) placed.add(member);
    units.push(unit);
  }
  return units;
}

/** The zone a teaching level may teach in, in metres. */
const teachingZoneM = (level: number) => TEACHING_ZONES_M[level] ?? 0;

/** The lowest teaching level whose zone reaches `depthM`. */
export function instructorLevelFor(depthM: number): number {
  const level = TEACHING_ZONES_M.findIndex((zone, index) => index > 0 && zone >= depthM);
  return level === -1 ? 4 : level;
}

/**
 * How deep they may lead a guided exploration palanquée (annex III-16 b): E1 6 m, E2 20 m, GP/P4 and E3 40 m,
 * E4 60 m.
 */
export function explorationGuideZoneM(person: Person): number {
  return Math.max(teachingZoneM(person.teachingLevel), person.guide ? GUIDE_ZONE_M : 0);
}

/**
 * How much a leader is worth keeping for where only they will do: their teaching level first, then GP.
 * "Propose" takes the lowest that suffices (a GP/P4 rather than an MF2).
 */
export const leaderRank = (person: Person) => person.teachingLevel * 2 + (person.guide ? 1 : 0);

/** The zone a trainee trains in: their goal's depth (`PE40` -> 40 m), else their own level's, else 6 m. */
export function trainingZoneM(person: Person): number {
  const goal = /^P[EA](\d+)$/.exec(person.diver.trainingToward ?? '');
  if (goal) return Number(goal[1]);
  return person.guidedDepthM || BEGINNER_ZONE_M;
}
