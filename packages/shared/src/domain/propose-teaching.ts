/**
 * "Propose", teaching first: each trainee with an instructor of the level their zone needs (annex
 * III-16 a: E1 for beginners and baptisms at 6 m, E2 to 20 m, E3 to 40 m, E4 to 60 m), 4 trainees per
 * instructor at most, one baptism per instructor. Instructors are the scarcest people on a boat, so the
 * lowest level that suffices is taken; the others explore.
 */
import { BEGINNER_ZONE_M, MAX_GUIDED_DIVERS } from './palanquee-rules.ts';
import {
  bySignUp,
  instructorLevelFor,
  leaderRank,
  type Person,
  trainingZoneM,
  unitsOf,
} from './propose-divers.ts';
import {
  type DraftPalanquee,
  isLawful,
  type Leftover,
  newPalanquee,
  placeUnits,
} from './propose-palanquee-drafts.ts';
import type { UnplacedReason } from './unplaced-reasons.ts';

/** Trainees who train in the same zone, or the baptisms. */
interface Course {
  baptism: boolean;
  zoneM: number;
  level: number;
  people: Person[];
}

function coursesOf(trainees: readonly Person[], baptised: readonly Person[], depthM: number): Course[] {
  const byZone = new Map<number, Person[]>();
  for (const person of trainees) {
    const zoneM = trainingZoneM(person);
    byZone.set(zoneM, [...(byZone.get(zoneM) ?? []), person]);
  }
  const courses = [...byZone].map(([zoneM, people]) => ({
    baptism: false,
    zoneM,
    // A course held shallower than its zone needs only the level of the depth it dives at.
    level: instructorLevelFor(Math.min(zoneM, depthM)),
    people,
  }));
  if (baptised.length > 0)
    courses.push({ baptism: true, zoneM: BEGINNER_ZONE_M, level: 1, people: [...baptised] });
  return courses;
}

const instructorsNeeded = (course: Course) =>
  course.baptism ? course.people.length : Math.ceil(course.people.length / MAX_GUIDED_DIVERS);

/**
 * Gives each course its instructors, the courses needing the highest level first, each time the
 * lowest-ranked instructor who suffices; takes them out of `free`.
 */
function assignInstructors(courses: readonly Course[], free: Person[]): Map<Course, Person[]> {
  const slots = courses.flatMap((course) => Array.from({ length: instructorsNeeded(course) }, () => course));
  const firstSignUp = (course: Course) => Math.min(...course.people.map((person) => person.order));
  slots.sort((a, b) => b.level - a.level || firstSignUp(a) - firstSignUp(b));
  const assigned = new Map<Course, Person[]>(courses.map((course) => [course, []]));
  for (const course of slots) {
    const able = free.filter((person) => person.teachingLevel >= course.level);
    const instructor = able.sort((a, b) => leaderRank(a) - leaderRank(b) || bySignUp(a, b))[0];
    if (!instructor) continue;
    free.splice(free.indexOf(instructor), 1);
    assigned.get(course)?.push(instructor);
  }
  return assigned;
}

function reasonLeftOut(
  course: Course,
  palanquees: readonly DraftPalanquee[],
  person: Person,
): UnplacedReason {
  if (course.baptism) return { code: 'no_baptism_instructor' };
  const tried = palanquees[0];
  if (tried) {
    const alone = newPalanquee('teaching', 'air', tried.plannedDepthM, tried.leader);
    alone.divers.push(person);
    if (!isLawful(alone)) return { code: 'training_not_allowed' };
  }
  return { code: 'no_instructor', level: course.level };
}

/** The teaching and baptism palanquées on air at `depthM` at most, led by some of `instructors`. */
export function planTeaching(
  trainees: readonly Person[],
  baptised: readonly Person[],
  instructors: readonly Person[],
  depthM: number,
): { palanquees: DraftPalanquee[]; leftover: Leftover[] } {
  const courses = coursesOf(trainees, baptised, depthM);
  const assigned = assignInstructors(courses, [...instructors]);
  const palanquees: DraftPalanquee[] = [];
  const leftover: Leftover[] = [];
  for (const course of courses) {
    const plannedDepthM = Math.min(course.zoneM, depthM);
    const activity = course.baptism ? 'baptism' : 'teaching';
    const coursePalanquees = (assigned.get(course) ?? []).map((instructor) =>
      newPalanquee(activity, 'air', plannedDepthM, instructor),
    );
    // Baptisms are never paired: each dives alone with an instructor.
    const units = course.baptism ? course.people.map((person) => [person]) : unitsOf(course.people);
    const left = placeUnits(units, coursePalanquees, false);
    for (const person of left)
      leftover.push({ person, reason: reasonLeftOut(course, coursePalanquees, person) });
    // An instructor left with nobody to teach goes back to explore.
    palanquees.push(...coursePalanquees.filter((palanquee) => palanquee.divers.length > 0));
  }
  return { palanquees, leftover };
}
