import type { DivePlan } from '@club/shared/api/dive-plans';
import type { DraftDive } from './plan-draft.ts';
import type { PlanPeople, PlanPerson } from './plan-people.ts';

/** Why someone is not in a team of the draft's dive. */
export type UnassignedReason =
  /** The server's reason (the proposal's, in the reader's language). */
  | { kind: 'server'; text: string }
  /** In a team of the saved plan, taken out on the board. */
  | { kind: 'removed' }
  /** Not placed yet (a dive added on the board, a participant confirmed since). */
  | { kind: 'notPlaced' };

export interface UnassignedDiver {
  person: PlanPerson;
  reason: UnassignedReason;
}

/** The confirmed participants in no team of the draft's dive, in sign-up order, each with why. */
export function unassignedOf(plan: DivePlan, dive: DraftDive, people: PlanPeople): UnassignedDiver[] {
  const placed = new Set(dive.teams.flatMap((team) => team.members.map((member) => member.userId)));
  const saved = plan.Dives.find((planned) => planned.Index === dive.index);
  const inSavedTeam = new Set(
    saved?.Palanquees.flatMap((team) => team.Members.map((member) => member.User_id)) ?? [],
  );
  const unassigned: UnassignedDiver[] = [];
  for (const person of people.values()) {
    if (!person.participant || placed.has(person.userId)) continue;
    const told = plan.Unassigned.find(
      (entry) => entry.Dive_index === dive.index && entry.User_id === person.userId,
    );
    const reason: UnassignedReason = inSavedTeam.has(person.userId)
      ? { kind: 'removed' }
      : told
        ? { kind: 'server', text: told.Reason }
        : { kind: 'notPlaced' };
    unassigned.push({ person, reason });
  }
  return unassigned;
}
