import { type DivePlan, diveInputOf } from '@club/shared/api/dive-plans';
import { RESCUE_KIT_ITEMS } from '@club/shared/domain/dive-plan';
import type { DiveInput, SaveDivePlanInput } from '../modules/dive-plans/dive-plan-input.ts';
import { findDivePlanOuting } from '../modules/dive-plans/editor-access.ts';
import { proposeDivePlan } from '../modules/dive-plans/propose.ts';
import { saveDivePlan } from '../modules/dive-plans/save-dive-plan.ts';
import { recordDiveActuals, signDive } from '../modules/dive-plans/sign-and-actuals.ts';
import { setDiveWishes } from '../modules/dive-plans/wishes.ts';
import type { Executor } from '../platform/data/db.ts';
import type { Actor } from '../platform/http/auth.ts';
import type { ClubRow } from '../platform/http/tenancy.ts';
import type { DemoOuting } from './demo-outings.ts';

/**
 * The dive director's day in the demo (issue 31), made through the same calls a club makes: a boat day
 * to come directed by Pierre (MF1), Agnès at the helm, two dives whose palanquées "Propose" built, and
 * on the second Marin following Julien's palanquée as a back-marker although he is no guide, which the
 * dive director keeps with a reason; and a boat dive of last week directed by Agnès (N5), signed, with
 * what each palanquée actually did. None of Marin's, Léa's or Tom's papers changes: browser tests rely on
 * them.
 */

const HARBOUR = 'Port-Cros, quai de la capitainerie';
const confirmed = (email: string, attended = false) => ({ email, status: 'confirmed' as const, attended });

export const DIVE_DAY_OUTINGS: readonly DemoOuting[] = [
  {
    kind: 'boat_dive',
    inDays: 5,
    hourUtc: 7,
    hours: 6,
    seats: 10,
    minCertificationStep: 0,
    meetingPoint: HARBOUR,
    price: '60 €',
    spots: ['Pointe du Vaisseau', 'Pointe du Grand Langoustier'],
    participants: [
      'julien@demo.localhost',
      'hugo@demo.localhost',
      'marin@demo.localhost',
      'tom@demo.localhost',
      'camille@demo.localhost',
      'nicolas@demo.localhost',
      'ines@demo.localhost',
    ].map((email) => confirmed(email)),
    text: {
      fr: {
        title: 'Journée bateau : Vaisseau et Grand Langoustier',
        description:
          'Deux plongées dans la journée, pique-nique à bord. Baptême possible pour les accompagnants ' +
          'à la seconde plongée.',
        gearNotes: 'Combinaison 7 mm, parachute de palier, carnet de plongée.',
      },
      en: {
        title: 'Boat day: Vaisseau and Grand Langoustier',
        description: 'Two dives in the day, picnic on board. A try dive is possible for companions.',
        gearNotes: '7 mm wetsuit, surface marker buoy, logbook.',
      },
    },
  },
  {
    kind: 'boat_dive',
    inDays: -5,
    hourUtc: 7.5,
    hours: 4,
    seats: 8,
    minCertificationStep: 1,
    meetingPoint: HARBOUR,
    price: '45 €',
    spots: ['La Gabinière'],
    participants: [
      'julien@demo.localhost',
      'marin@demo.localhost',
      'tom@demo.localhost',
      'camille@demo.localhost',
      'nicolas@demo.localhost',
    ].map((email) => confirmed(email, true)),
    text: {
      fr: {
        title: 'Les mérous de la Gabinière',
        description: 'Le tombant sud de la Gabinière, ses mérous et ses barracudas.',
        gearNotes: 'Combinaison 5 mm.',
      },
      en: {
        title: 'The groupers of La Gabinière',
        description: 'The south wall of La Gabinière, its groupers and barracudas.',
        gearNotes: '5 mm wetsuit.',
      },
    },
  },
];

export interface DiveDayPeople {
  club: ClubRow;
  /** Actors by e-mail: the club's members and its manager. */
  actors: ReadonlyMap<string, Actor>;
  manager: Actor;
  spotIds: ReadonlyMap<string, number>;
}

const MINUTE_MS = 60_000;
const SIGNED_BEFORE_START_MINUTES = 10;
const OVERRIDE_REASON =
  'Marin (N3) suit la palanquée de Julien en serre-file pour sa formation de guide ; briefing fait, mer calme.';

function actorOf(people: DiveDayPeople, email: string): Actor {
  const actor = people.actors.get(email);
  if (!actor) throw new Error(`The demo has no member ${email}`);
  return actor;
}

function spotOf(people: DiveDayPeople, name: string): number {
  const id = people.spotIds.get(name);
  if (id === undefined) throw new Error(`The demo has no spot ${name}`);
  return id;
}

function rolesOf(
  divePlan: DivePlan,
  rescueKit: SaveDivePlanInput['Rescue_kit'],
): Omit<SaveDivePlanInput, 'Dives'> {
  const { Dp_id, Pilot_id, Surface_id, Boat } = divePlan.Roles;
  return {
    Outing_id: divePlan.Outing_id,
    Roles: { Dp_id, Pilot_id, Surface_id, Boat },
    Rescue_kit: rescueKit,
    Removed_dives: [],
  };
}

/**
 * Moves Marin from the palanquée "Propose" put him in to Julien's, as an extra; the dive director says why.
 */
function marinAsBackMarker(dive: DiveInput, people: DiveDayPeople): DiveInput {
  const marin = actorOf(people, 'marin@demo.localhost').userId;
  const julien = actorOf(people, 'julien@demo.localhost').userId;
  const from = dive.Palanquees.find((palanquee) =>
    palanquee.Members.some((member) => member.User_id === marin),
  );
  const to = dive.Palanquees.find((palanquee) =>
    palanquee.Members.some((member) => member.User_id === julien && member.Role === 'guide'),
  );
  if (!from || !to || from === to || from.Members.length < 3) {
    throw new Error(
      'The demo expected "Propose" to put Marin in a team of three and Julien at the head of another',
    );
  }
  return {
    ...dive,
    Palanquees: dive.Palanquees.map((palanquee) => {
      if (palanquee === from)
        return { ...palanquee, Members: palanquee.Members.filter((member) => member.User_id !== marin) };
      if (palanquee === to) {
        return {
          ...palanquee,
          Override_reason: OVERRIDE_REASON,
          Members: [...palanquee.Members, { User_id: marin, Role: 'extra' }],
        };
      }
      return palanquee;
    }),
  };
}

async function seedComingDay(db: Executor, people: DiveDayPeople, outing: { id: number; startsAt: Date }) {
  const { club } = people;
  const manager = { club, actor: people.manager };
  const diveDirector = { club, actor: actorOf(people, 'pierre@demo.localhost') };
  const start = outing.startsAt.getTime();
  const dive = (index: number, spot: string, minutes: number, depth: number, duration: number) => ({
    Index: index,
    Spot_id: spotOf(people, spot),
    Start: new Date(start + minutes * MINUTE_MS).toISOString(),
    Activity: 'exploration' as const,
    Gas: 'air' as const,
    Planned_depth: depth,
    Planned_duration: duration,
    Palanquees: [],
  });
  await saveDivePlan(
    db,
    manager,
    {
      Outing_id: outing.id,
      Roles: {
        Dp_id: diveDirector.actor.userId,
        Pilot_id: actorOf(people, 'agnes@demo.localhost').userId,
        Surface_id: actorOf(people, 'sofia@demo.localhost').userId,
        Boat: 'Le Mérou II',
      },
      Rescue_kit: [],
      Removed_dives: [],
      Dives: [dive(1, 'Pointe du Vaisseau', 30, 20, 45), dive(2, 'Pointe du Grand Langoustier', 210, 12, 50)],
    },
    'fr',
  );
  const wishes = { Outing_id: outing.id, Training_toward: null, Gas: 'air' as const, Tank_litres: 12 };
  const tom = actorOf(people, 'tom@demo.localhost').userId;
  await setDiveWishes(
    db,
    { club, actor: actorOf(people, 'ines@demo.localhost') },
    { ...wishes, Intent: 'baptism', Buddy_id: null },
  );
  await setDiveWishes(
    db,
    { club, actor: actorOf(people, 'nicolas@demo.localhost') },
    { ...wishes, Intent: 'explore', Buddy_id: tom },
  );
  const proposed = await proposeDivePlan(db, diveDirector, { Outing_id: outing.id }, 'fr');
  const [first, second] = proposed.Dives.map(diveInputOf);
  if (!first || !second) throw new Error('The demo expected two dives');
  await saveDivePlan(
    db,
    diveDirector,
    {
      ...rolesOf(proposed, ['rescue_plan', 'alert', 'oxygen', 'bavu']),
      Dives: [first, marinAsBackMarker(second, people)],
    },
    'fr',
  );
}

/** `HH:MM` in the club's time zone, `minutes` after `from`. */
function clockAfter(from: Date, minutes: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(from.getTime() + minutes * MINUTE_MS));
}

async function seedPastDay(db: Executor, people: DiveDayPeople, outing: { id: number; startsAt: Date }) {
  const { club } = people;
  const diveDirector = { club, actor: actorOf(people, 'agnes@demo.localhost') };
  await saveDivePlan(
    db,
    { club, actor: people.manager },
    {
      Outing_id: outing.id,
      Roles: {
        Dp_id: diveDirector.actor.userId,
        Pilot_id: actorOf(people, 'pierre@demo.localhost').userId,
        Surface_id: people.manager.userId,
        Boat: 'Le Mérou II',
      },
      Rescue_kit: [],
      Removed_dives: [],
      Dives: [
        {
          Index: 1,
          Spot_id: spotOf(people, 'La Gabinière'),
          Start: new Date(outing.startsAt.getTime() + 30 * MINUTE_MS).toISOString(),
          Activity: 'exploration',
          Gas: 'air',
          Planned_depth: 20,
          Planned_duration: 45,
          Palanquees: [],
        },
      ],
    },
    'fr',
  );
  const proposed = await proposeDivePlan(db, diveDirector, { Outing_id: outing.id }, 'fr');
  await saveDivePlan(
    db,
    diveDirector,
    { ...rolesOf(proposed, [...RESCUE_KIT_ITEMS]), Dives: proposed.Dives.map(diveInputOf) },
    'fr',
  );
  const start = proposed.Dives[0]?.Start;
  if (!start) throw new Error('The demo expected a dive');
  const entry = new Date(start);
  // Signed on the boat before the divers went in, as a dive director does, not on the day the demo was
  // seeded.
  const signedAt = new Date(entry.getTime() - SIGNED_BEFORE_START_MINUTES * MINUTE_MS);
  const signed = await signDive(db, diveDirector, { Outing_id: outing.id, Dive_index: 1 }, 'fr', signedAt);
  const dive = signed.Dives[0];
  if (!dive) throw new Error('The demo expected a dive');
  await recordDiveActuals(
    db,
    diveDirector,
    {
      Outing_id: outing.id,
      Dive_index: 1,
      Base_version: dive.Version,
      Palanquees: dive.Palanquees.map((palanquee, index) => {
        const duration = palanquee.Planned_duration - 2 + index * 3;
        return {
          Number: palanquee.Number,
          Entry_time: clockAfter(entry, 5 * index, club.timeZone),
          Exit_time: clockAfter(entry, 5 * index + duration, club.timeZone),
          Max_depth: Math.min(palanquee.Max_depth, palanquee.Planned_depth) - 1.2 + index * 0.4,
          Duration: duration,
          Stops: '3 min à 3 m',
        };
      }),
    },
    'fr',
  );
}

/** The dive plans of DIVE_DAY_OUTINGS, whose ids are given in that list's order. */
export async function seedDivePlans(
  db: Executor,
  people: DiveDayPeople,
  outingIds: readonly number[],
): Promise<void> {
  // One after the other: in the seed's transaction both would go to one connection at once.
  const [comingId, pastId] = outingIds;
  const coming = comingId === undefined ? undefined : await findDivePlanOuting(db, people.club.id, comingId);
  const past = pastId === undefined ? undefined : await findDivePlanOuting(db, people.club.id, pastId);
  if (!coming || !past) throw new Error('The demo expected its two dive day outings');
  await seedComingDay(db, people, coming);
  await seedPastDay(db, people, past);
}
