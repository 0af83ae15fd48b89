/** What an outing is: a dive from a boat or the shore, a snorkel trip, a training session or a social event. */
export const OUTING_KINDS = ['boat_dive', 'shore_dive', 'snorkel', 'training', 'social'] as const;
export type OutingKind = (typeof OUTING_KINDS)[number];

/** The kinds where members breathe from a tank, so their medical certificate and licence are checked. */
export const DIVING_OUTING_KINDS: readonly OutingKind[] = ['boat_dive', 'shore_dive', 'training'];

export const isDivingOuting = (kind: string): boolean =>
  (DIVING_OUTING_KINDS as readonly string[]).includes(kind);

/** Longest texts of an outing, in characters: the form and the server hold to the same. */
export const outingTextLimits = {
  title: 200,
  description: 5000,
  gearNotes: 1000,
  meetingPoint: 300,
  price: 60,
  message: 5000,
} as const;

/** Seats still free: never below 0, even when the manager confirmed more members than seats. */
export function seatsLeft(seats: number, confirmed: number): number {
  return Math.max(0, seats - confirmed);
}
