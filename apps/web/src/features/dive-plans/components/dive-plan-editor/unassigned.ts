import type { DivePlan } from '@club/shared/api/dive-plans';
import type { DraftDive } from './dive-plan-draft.ts';
import type { DivePlanPeople, DivePlanPerson } from './dive-plan-people.ts';

/** Why someone is not in a palanquée of the draft's dive. */
export type UnassignedReason =
  /** The server's reason (the proposal's, in the reader's language). */
  | { kind: 'server'; text: string }
  /** In a palanquée of the saved plan, taken out on the board. */
  | { kind: 'removed' }
  /** Not placed yet (a dive added on the board, a participant confirmed since). */
  | { kind: 'notPlaced' };

export interface UnassignedDiver {
  person: DivePlanPerson;
  reason: UnassignedReason;
}

/** The confirmed participants in no palanquée of the draft's dive, in sign-up order, each with why. */
export function unassignedOf(divePlan: DivePlan, dive: DraftDive, people: DivePlanPeople): UnassignedDiver[] {
  const placed = new Set(
    dive.palanquees.flatMap((palanquee) => palanquee.members.map((member) => member.userId)),
  );
  const saved = divePlan.Dives.find((planned) => planned.Index === dive.index);
  const inSavedPalanquee = new Set(
    saved?.Palanquees.flatMap((palanquee) => palanquee.Members.map((member) => member.User_id)) ?? [],
  );
  const unassigned: UnassignedDiver[] = [];
  for (const person of people.values()) {
    if (!person.participant || placed.has(person.userId)) continue;
    const told = divePlan.Unassigned.find(
      (entry) => entry.Dive_index === dive.index && entry.User_id === person.userId,
    );
    const reason: UnassignedReason = inSavedPalanquee.has(person.userId)
      ? { kind: 'removed' }
      : told
        ? { kind: 'server', text: told.Reason }
        : { kind: 'notPlaced' };
    unassigned.push({ person, reason });
  }
  return unassigned;
}
