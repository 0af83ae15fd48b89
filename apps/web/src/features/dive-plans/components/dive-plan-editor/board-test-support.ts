import type { DivePlan, PalanqueeView, PlannedDiver } from '@club/shared/api/dive-plans';
import type { Aptitude } from '@club/shared/domain/aptitudes';

/** Aptitudes as the server sends them (implied ones included), for realistic divers. */
export const N1: Aptitude[] = ['PE12', 'PE20'];
export const N2: Aptitude[] = ['PE12', 'PE20', 'PE40', 'PA12', 'PA20'];
export const N3: Aptitude[] = ['PE12', 'PE20', 'PE40', 'PE60', 'PA12', 'PA20', 'PA40', 'PA60'];
export const N4: Aptitude[] = [...N3, 'GP'];
export const MF1: Aptitude[] = [...N4, 'E1', 'E2', 'E3'];

export function diver(
  User_id: number,
  Name: string,
  Aptitudes: Aptitude[],
  extra: Partial<PlannedDiver> = {},
): PlannedDiver {
  return {
    User_id,
    Name,
    Aptitudes,
    Minor: false,
    Intent: 'explore',
    Training_toward: null,
    Gas: 'air',
    Buddy_id: null,
    Tank_litres: null,
    Wishes_given: true,
    Paper_problems: [],
    ...extra,
  };
}

export function palanquee(
  number: number,
  members: [PlannedDiver, PalanqueeView['Members'][number]['Role']][],
  extra: Partial<PalanqueeView> = {},
): PalanqueeView {
  return {
    Number: number,
    Activity: 'exploration',
    Autonomous: false,
    Gas: 'air',
    Planned_depth: 20,
    Planned_duration: 45,
    Max_depth: 20,
    Members: members.map(([person, Role]) => ({
      User_id: person.User_id,
      Name: person.Name,
      Role,
      Aptitudes: person.Aptitudes,
      Minor: person.Minor,
    })),
    Problems: [],
    Override_reason: null,
    Actual: null,
    ...extra,
  };
}

export const marc = diver(1, 'Marc Leroy', N4);
export const lea = diver(2, 'Léa Marin', N1);
export const paul = diver(3, 'Paul Roux', N1);
export const ines = diver(4, 'Inès Caron', N2);
export const hugo = diver(5, 'Hugo Petit', N2);
export const sophie = diver(6, 'Sophie Blanc', MF1);
export const tom = diver(7, 'Tom Girard', N1, { Intent: 'train', Training_toward: 'PE40' });

/**
 * A boat outing in Paris time: dive 1 at 09:30 with a guided palanquée and an autonomous pair, dive 2 at
 * 14:00.
 */
export function boatDivePlan(): DivePlan {
  return {
    Outing_id: 12,
    Roles: {
      Dp_id: 6,
      Pilot_id: null,
      Surface_id: null,
      Dp_name: 'Sophie Blanc',
      Pilot_name: null,
      Surface_name: null,
      Boat: 'Le Saint-Georges',
      Dp_problems: [],
    },
    Rescue_kit: ['oxygen', 'water'],
    Can_edit: true,
    Dives: [
      {
        Index: 1,
        Spot_id: 40,
        Spot_name: 'La Love',
        Start: '2026-07-14T07:30:00.000Z',
        Activity: 'exploration',
        Gas: 'air',
        Planned_depth: 20,
        Planned_duration: 45,
        Signed_by: null,
        Signed_at: null,
        Signature_voided_at: null,
        Version: 3,
        Palanquees: [
          palanquee(1, [
            [marc, 'guide'],
            [lea, 'diver'],
            [paul, 'diver'],
          ]),
          palanquee(
            2,
            [
              [ines, 'diver'],
              [hugo, 'diver'],
            ],
            { Autonomous: true },
          ),
        ],
      },
      {
        Index: 2,
        Spot_id: 41,
        Spot_name: 'Le Sec de la Croix',
        Start: '2026-07-14T12:00:00.000Z',
        Activity: 'exploration',
        Gas: 'air',
        Planned_depth: 12.5,
        Planned_duration: 40,
        Signed_by: null,
        Signed_at: null,
        Signature_voided_at: null,
        Version: 1,
        Palanquees: [],
      },
    ],
    Unassigned: [
      { Dive_index: 1, User_id: 7, Name: 'Tom Girard', Reason: 'Pas de moniteur disponible' },
      { Dive_index: 2, User_id: 7, Name: 'Tom Girard', Reason: 'Pas encore placé' },
    ],
    Divers: [marc, lea, paul, ines, hugo, sophie, tom],
    My_wishes: null,
  };
}
