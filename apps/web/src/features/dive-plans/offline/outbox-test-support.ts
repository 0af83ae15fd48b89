/** Plans and writes for the queue's tests: an outing of two dives, as the server answers it. */
import { type DivePlan, type DiveView, diveInputOf, type PalanqueeView } from '@club/shared/api/dive-plans';
import type { DivePlanWrite, OutboxEntry, SaveDivePlanWrite } from './outbox.ts';

export const OUTING_ID = 12;

export function palanquee(number: number, overrides: Partial<PalanqueeView> = {}): PalanqueeView {
  return {
    Number: number,
    Activity: 'exploration',
    Autonomous: false,
    Gas: 'air',
    Planned_depth: 20,
    Planned_duration: 45,
    Max_depth: 40,
    Members: [
      {
        User_id: number * 10 + 1,
        Name: `Guide ${number}`,
        Role: 'guide',
        Aptitudes: ['GP', 'PE60', 'PA60'],
        Minor: false,
      },
      {
        User_id: number * 10 + 2,
        Name: `Plongeur ${number}`,
        Role: 'diver',
        Aptitudes: ['PE20'],
        Minor: false,
      },
    ],
    Problems: [],
    Override_reason: null,
    Actual: null,
    ...overrides,
  };
}

export function dive(index: number, overrides: Partial<DiveView> = {}): DiveView {
  return {
    Index: index,
    Spot_id: 3,
    Spot_name: 'Le Donator',
    Start: `2027-06-12T0${7 + index}:30:00.000Z`,
    Activity: 'exploration',
    Gas: 'air',
    Planned_depth: 20,
    Planned_duration: 45,
    Signed_by: null,
    Signed_at: null,
    Signature_voided_at: null,
    Version: 3,
    Palanquees: [palanquee(1), palanquee(2)],
    ...overrides,
  };
}

export function divePlan(overrides: Partial<DivePlan> = {}): DivePlan {
  const diver = (id: number, name: string, aptitudes: DivePlan['Divers'][number]['Aptitudes']) => ({
    User_id: id,
    Name: name,
    Aptitudes: aptitudes,
    Minor: false,
    Intent: 'explore' as const,
    Training_toward: null,
    Gas: 'air' as const,
    Buddy_id: null,
    Tank_litres: 12,
    Wishes_given: true,
    Paper_problems: [],
  });
  return {
    Outing_id: OUTING_ID,
    Roles: {
      Dp_id: 11,
      Pilot_id: null,
      Surface_id: null,
      Dp_name: 'Guide 1',
      Pilot_name: null,
      Surface_name: null,
      Boat: 'Le Zodiac',
      Dp_problems: [],
    },
    Rescue_kit: ['oxygen'],
    Can_edit: true,
    Dives: [dive(1), dive(2, { Version: 7 })],
    Unassigned: [{ Dive_index: 2, User_id: 31, Name: 'Ana Lopez', Reason: 'Pas encore placée' }],
    Divers: [
      diver(11, 'Guide 1', ['GP', 'PE60', 'PA60']),
      diver(12, 'Plongeur 1', ['PE20']),
      diver(21, 'Guide 2', ['GP', 'PE60', 'PA60']),
      diver(22, 'Plongeur 2', ['PE20']),
      diver(31, 'Ana Lopez', ['PE40', 'PA20']),
    ],
    My_wishes: null,
    ...overrides,
  };
}

/** The save the board sends for `shown`, each dive on its version, with `change` made to it. */
export function saveOf(
  shown: DivePlan,
  change: (body: SaveDivePlanWrite) => SaveDivePlanWrite = (body) => body,
): DivePlanWrite {
  const body: SaveDivePlanWrite = {
    Outing_id: shown.Outing_id,
    Roles: {
      Dp_id: shown.Roles.Dp_id,
      Pilot_id: shown.Roles.Pilot_id,
      Surface_id: shown.Roles.Surface_id,
      Boat: shown.Roles.Boat,
    },
    Rescue_kit: shown.Rescue_kit,
    Dives: shown.Dives.map((one) => ({
      Index: one.Index,
      Spot_id: one.Spot_id,
      Start: one.Start,
      Activity: one.Activity,
      Gas: one.Gas,
      Planned_depth: one.Planned_depth,
      Planned_duration: one.Planned_duration,
      Base_version: one.Version,
      Palanquees: one.Palanquees.map((each) => ({
        Number: each.Number,
        Activity: each.Activity,
        Autonomous: each.Autonomous,
        Gas: each.Gas,
        Planned_depth: each.Planned_depth,
        Planned_duration: each.Planned_duration,
        Override_reason: each.Override_reason,
        Members: each.Members.map((member) => ({ User_id: member.User_id, Role: member.Role })),
      })),
    })),
    Removed_dives: [],
  };
  return { kind: 'save', body: change(body) };
}

/** A dive as the board sends one it added: on version 0, which the server takes as "must not exist yet". */
export const newDive = (index: number, overrides: Partial<DiveView> = {}) =>
  diveInputOf(dive(index, { Version: 0, ...overrides }));

export const signOf = (diveIndex: number, base: number): DivePlanWrite => ({
  kind: 'sign',
  body: { Outing_id: OUTING_ID, Dive_index: diveIndex, Base_version: base },
});

export const actualsOf = (
  diveIndex: number,
  base: number,
  entry = '09:31',
  palanqueeNumber = 1,
): DivePlanWrite => ({
  kind: 'actuals',
  body: {
    Outing_id: OUTING_ID,
    Dive_index: diveIndex,
    Base_version: base,
    Palanquees: [
      {
        Number: palanqueeNumber,
        Entry_time: entry,
        Exit_time: '10:14',
        Max_depth: 18.5,
        Duration: 43,
        Stops: '3 min à 3 m',
      },
    ],
  },
});

let ids = 0;
export function entryOf(write: DivePlanWrite, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  ids += 1;
  return {
    id: `e${ids}`,
    write,
    madeAt: '2027-06-12T10:42:00.000Z',
    conflict: null,
    overwrite: false,
    ...overrides,
  };
}
