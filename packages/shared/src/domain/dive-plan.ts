/**
 * The dive director's day (issue 31): the words of a dive plan shared by the palanquée rules
 * (`palanquee-rules.ts`), the proposal (`propose-palanquees.ts`), the calls (`api/dive-plans.ts`) and
 * the safety sheet. `../shared/DIVE-RULES.md` has the rules and their sources.
 */

/** Exploration, or teaching (a baptism is teaching at 6 m, one diver per instructor), A322-75. */
export const DIVE_ACTIVITIES = ['exploration', 'teaching', 'baptism'] as const;
export type DiveActivity = (typeof DIVE_ACTIVITIES)[number];

export const DIVE_GASES = ['air', 'nitrox'] as const;
export type DiveGas = (typeof DIVE_GASES)[number];

/** In a palanquée: its guide (the instructor in teaching), a diver, or an extra GP/P4 diver. */
export const PALANQUEE_ROLES = ['guide', 'diver', 'extra'] as const;
export type PalanqueeRole = (typeof PALANQUEE_ROLES)[number];

/** What a member signing up wants to do: explore, train toward an aptitude, or a baptism. */
export const DIVE_INTENTS = ['explore', 'train', 'baptism'] as const;
export type DiveIntent = (typeof DIVE_INTENTS)[number];

/** Tank sizes offered at sign-up, in litres. */
export const TANK_LITRES = [10, 12, 15, 18] as const;

/** The rescue kit the dive director checks on site (A322-78), in the order the sheet lists it. */
export const RESCUE_KIT_ITEMS = [
  'rescue_plan',
  'alert',
  'water',
  'bavu',
  'oxygen',
  'blanket',
  'evacuation_sheets',
  'spare_cylinder',
  'recall',
  'slate',
] as const;
export type RescueKitItem = (typeof RESCUE_KIT_ITEMS)[number];

/** Limits of a plan, the form and the server alike. */
export const divePlanLimits = {
  dives: 6,
  palanquees: 40,
  /** Guide, 4 divers and extras; the rules flag a palanquée past its own limit. */
  membersPerPalanquee: 8,
  /**
   * Planned and actual depths, in metres: past 60 m the rules flag the palanquée, the form lets it be typed.
   */
  depthM: 100,
  /** Planned and actual durations, in minutes. */
  durationMin: 600,
  boat: 120,
  stops: 200,
  overrideReason: 500,
} as const;

/** How long a safety sheet is kept after its dive, at least (A322-72: one year). */
export const SAFETY_SHEET_KEPT_DAYS = 366;
