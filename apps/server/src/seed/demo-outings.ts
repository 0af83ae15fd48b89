import type { OutingKind } from '@club/shared/domain/outings';
import { outingContents, outingParticipants, outingSpots, outings } from '../db/schema/outings.ts';
import { scheduleOutingReminder } from '../modules/outings/reminders.ts';
import { clubRow, clubRows } from '../platform/data/club-rows.ts';
import type { Executor } from '../platform/data/db.ts';

/** A text in both of the demo club's languages. */
type Bilingual<T> = { fr: T; en: T };

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

type Text = { title: string; description: string; gearNotes: string };

/** A participant of a demo outing: who (by e-mail), waiting or not, and whether they came (past ones). */
interface DemoParticipant {
  email: string;
  status: 'confirmed' | 'waiting';
  attended?: boolean;
}

export interface DemoOuting {
  kind: OutingKind;
  /** Days after the seeding day (negative: past), at `hourUtc`. */
  inDays: number;
  hourUtc: number;
  hours: number;
  seats: number;
  minCertificationStep: number;
  meetingPoint: string;
  price: string;
  spots: readonly string[];
  /** The news item announcing it, by its French title. */
  newsTitle?: string;
  participants: readonly DemoParticipant[];
  text: Bilingual<Text>;
}

const confirmed = (email: string, attended = false): DemoParticipant => ({
  email,
  status: 'confirmed',
  attended,
});
const waiting = (email: string): DemoParticipant => ({ email, status: 'waiting' });

const HARBOUR = 'Port-Cros, quai de la capitainerie';

/**
 * The demo club's outings: upcoming ones (two full with a waiting list, one for advanced divers, one
 * announced by a news item) and past ones with their attendance. Marin, the demo member, is on
 * several; Tom waits for a seat at La Gabinière, where Sofia is confirmed with a certificate that expired
 * (demo-papers.ts: the participants list shows it red). Participants are written directly: the seed
 * shows a club's state, not sign-ups the club's rules would check.
 */
export const DEMO_OUTINGS: readonly DemoOuting[] = [
  {
    kind: 'boat_dive',
    inDays: 3,
    hourUtc: 8,
    hours: 4,
    seats: 3,
    minCertificationStep: 2,
    meetingPoint: HARBOUR,
    price: '45 €',
    spots: ['La Gabinière', 'Pointe du Vaisseau'],
    participants: [
      confirmed('marin@demo.localhost'),
      confirmed('julien@demo.localhost'),
      confirmed('sofia@demo.localhost'),
      waiting('tom@demo.localhost'),
      waiting('camille@demo.localhost'),
    ],
    text: {
      fr: {
        title: 'Double plongée : Gabinière et Pointe du Vaisseau',
        description:
          'Première plongée sur le tombant sud de la Gabinière à la rencontre des mérous, puis palier ' +
          'tranquille à la Pointe du Vaisseau. Retour au port vers 13 h.',
        gearNotes: 'Combinaison 7 mm, lampe, parachute de palier.',
      },
      en: {
        title: 'Two dives: La Gabinière and Pointe du Vaisseau',
        description:
          'First dive on the south wall of La Gabinière to meet the groupers, then an easy second dive at ' +
          'Pointe du Vaisseau. Back in the harbour around 1 pm.',
        gearNotes: '7 mm wetsuit, torch, surface marker buoy.',
      },
    },
  },
  {
    kind: 'boat_dive',
    inDays: 12,
    hourUtc: 6.5,
    hours: 5,
    seats: 6,
    minCertificationStep: 3,
    meetingPoint: HARBOUR,
    price: '55 €',
    spots: ['Épave du Donator'],
    newsTitle: 'Sortie épave : le Donator',
    participants: [confirmed('julien@demo.localhost'), confirmed('marin@demo.localhost')],
    text: {
      fr: {
        title: 'Épave du Donator',
        description:
          'Le cargo coulé en 1945 repose entre 42 et 50 m : réservé aux plongeurs confirmés. Briefing sur ' +
          'le bateau, descente le long du bout, tour de l’épave et remontée sur le pont.',
        gearNotes: 'Bloc de 15 litres conseillé, ordinateur, lampe principale et lampe de secours.',
      },
      en: {
        title: 'The Donator wreck',
        description:
          'The cargo ship sunk in 1945 lies between 42 and 50 m: for advanced divers only. Briefing on the ' +
          'boat, down the line, around the wreck and up over the deck.',
        gearNotes: '15-litre cylinder advised, dive computer, main and backup torches.',
      },
    },
  },
  {
    kind: 'training',
    inDays: 6,
    hourUtc: 13,
    hours: 3,
    seats: 2,
    minCertificationStep: 0,
    meetingPoint: 'Plage de la Palud',
    price: 'Compris dans la formation',
    spots: ['Pointe du Grand Langoustier'],
    participants: [
      confirmed('hugo@demo.localhost'),
      confirmed('ines@demo.localhost'),
      waiting('lea@demo.localhost'),
    ],
    text: {
      fr: {
        title: 'Formation niveau 1 : exercices en mer',
        description:
          'Deux places par moniteur : vidage de masque, remontée assistée et stabilisation entre 3 et 6 m.',
        gearNotes: 'Le club prête le gilet et le détendeur.',
      },
      en: {
        title: 'Level 1 course: open-water skills',
        description:
          'Two places per instructor: mask clearing, assisted ascent and buoyancy between 3 and 6 m.',
        gearNotes: 'The club lends the jacket and the regulator.',
      },
    },
  },
  {
    kind: 'snorkel',
    inDays: 21,
    hourUtc: 18.5,
    hours: 2,
    seats: 12,
    minCertificationStep: 0,
    meetingPoint: 'Plage de la Palud',
    price: '10 €',
    spots: ['Sentier sous-marin de la Palud'],
    newsTitle: 'Randonnée palmée de nuit au sentier de la Palud',
    participants: [confirmed('lea@demo.localhost'), confirmed('ines@demo.localhost')],
    text: {
      fr: {
        title: 'Randonnée palmée de nuit',
        description: 'Le sentier balisé à la lampe : poulpes, seiches et plancton lumineux.',
        gearNotes: 'Palmes, masque, tuba et une lampe étanche.',
      },
      en: {
        title: 'Night snorkel',
        description: 'The marked trail by torchlight: octopuses, cuttlefish and glowing plankton.',
        gearNotes: 'Fins, mask, snorkel and a waterproof torch.',
      },
    },
  },
  {
    kind: 'social',
    inDays: 16,
    hourUtc: 17,
    hours: 3,
    seats: 40,
    minCertificationStep: 0,
    meetingPoint: 'Local du club, port de Port-Cros',
    price: '',
    spots: [],
    participants: [
      confirmed('manager@demo.localhost'),
      confirmed('marin@demo.localhost'),
      confirmed('camille@demo.localhost'),
    ],
    text: {
      fr: {
        title: 'Apéritif de fin de saison',
        description: 'On se retrouve au local pour regarder les photos de l’année.',
        gearNotes: '',
      },
      en: {
        title: 'End-of-season drinks',
        description: 'We meet at the club house to look at the year’s pictures.',
        gearNotes: '',
      },
    },
  },
  {
    kind: 'boat_dive',
    inDays: -10,
    hourUtc: 8,
    hours: 4,
    seats: 6,
    minCertificationStep: 2,
    meetingPoint: HARBOUR,
    price: '45 €',
    spots: ['Cap des Mèdes'],
    participants: [
      confirmed('marin@demo.localhost', true),
      confirmed('tom@demo.localhost', true),
      confirmed('camille@demo.localhost', true),
      confirmed('julien@demo.localhost'),
    ],
    text: {
      fr: {
        title: 'Cap des Mèdes',
        description: 'Tombant à gorgones et passage des barracudas.',
        gearNotes: 'Combinaison 5 mm.',
      },
      en: {
        title: 'Cap des Mèdes',
        description: 'Gorgonian wall and barracudas passing by.',
        gearNotes: '5 mm wetsuit.',
      },
    },
  },
  {
    kind: 'shore_dive',
    inDays: -25,
    hourUtc: 9,
    hours: 3,
    seats: 8,
    minCertificationStep: 1,
    meetingPoint: 'Parking de Montrémian',
    price: '20 €',
    spots: ['Pointe de Montrémian'],
    participants: [confirmed('sofia@demo.localhost', true), confirmed('marin@demo.localhost', true)],
    text: {
      fr: {
        title: 'Plongée du bord à Montrémian',
        description: 'Mise à l’eau depuis les rochers, herbier de posidonies et petits tombants.',
        gearNotes: 'Chaussons épais pour la mise à l’eau.',
      },
      en: {
        title: 'Shore dive at Montrémian',
        description: 'Entry from the rocks, seagrass meadow and small walls.',
        gearNotes: 'Thick boots for the entry.',
      },
    },
  },
];

/**
 * Inserts the demo's outings (by default DEMO_OUTINGS) with their texts in French and English, spots and
 * participants (in the order given: it is their arrival order), and schedules the upcoming ones'
 * reminders. Answers the outings' ids, in the list's order.
 */
export async function seedOutings(
  db: Executor,
  ids: {
    clubId: number;
    userIds: ReadonlyMap<string, number>;
    spotIds: ReadonlyMap<string, number>;
    newsIdByTitle: ReadonlyMap<string, number>;
    languageId: (key: 'fr' | 'en') => number;
  },
  now: Date,
  list: readonly DemoOuting[] = DEMO_OUTINGS,
): Promise<number[]> {
  const outingIds: number[] = [];
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const idOf = <T>(map: ReadonlyMap<string, T>, key: string, what: string): T => {
    const found = map.get(key);
    if (found === undefined) throw new Error(`The demo has no ${what} ${key}`);
    return found;
  };
  for (const outing of list) {
    const startsAt = new Date(today + outing.inDays * DAY_MS + outing.hourUtc * HOUR_MS);
    const [row] = await db
      .insert(outings)
      .values(
        clubRow(outings, ids.clubId, {
          kind: outing.kind,
          startsAt,
          endsAt: new Date(startsAt.getTime() + outing.hours * HOUR_MS),
          signUpDeadline: new Date(startsAt.getTime() - DAY_MS),
          seats: outing.seats,
          minCertificationStep: outing.minCertificationStep,
          meetingPoint: outing.meetingPoint,
          price: outing.price,
          newsId: outing.newsTitle ? idOf(ids.newsIdByTitle, outing.newsTitle, 'news item') : null,
          createdAt: new Date(Math.min(now.getTime(), startsAt.getTime() - 14 * DAY_MS)),
        }),
      )
      .returning({ id: outings.id });
    if (!row) throw new Error('demo outing not created');
    outingIds.push(row.id);
    await db.insert(outingContents).values(
      clubRows(
        outingContents,
        ids.clubId,
        (['fr', 'en'] as const).map((key) => ({
          outingId: row.id,
          languageId: ids.languageId(key),
          ...outing.text[key],
        })),
      ),
    );
    if (outing.spots.length > 0) {
      await db.insert(outingSpots).values(
        clubRows(
          outingSpots,
          ids.clubId,
          outing.spots.map((name, position) => ({
            outingId: row.id,
            spotId: idOf(ids.spotIds, name, 'spot'),
            position,
          })),
        ),
      );
    }
    for (const [index, participant] of outing.participants.entries()) {
      await db.insert(outingParticipants).values(
        clubRow(outingParticipants, ids.clubId, {
          outingId: row.id,
          userId: idOf(ids.userIds, participant.email, 'member'),
          status: participant.status,
          attended: participant.attended ?? false,
          signedUpAt: new Date(
            Math.min(now.getTime(), startsAt.getTime() - (10 - index) * HOUR_MS - 2 * DAY_MS),
          ),
        }),
      );
    }
    if (startsAt.getTime() > now.getTime()) {
      await scheduleOutingReminder(db, { clubId: ids.clubId, outingId: row.id, startsAt });
    }
  }
  return outingIds;
}
