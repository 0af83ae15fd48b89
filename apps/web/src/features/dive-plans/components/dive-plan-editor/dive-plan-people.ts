import type { DivePlan, DiverPaperProblem, DiveWishes } from '@club/shared/api/dive-plans';
import type { Aptitude } from '@club/shared/domain/aptitudes';

/** Someone the board may place or shows in a palanquée, with what the rules need to know of them. */
export interface DivePlanPerson {
  userId: number;
  name: string;
  aptitudes: readonly Aptitude[];
  minor: boolean;
  /**
   * A confirmed participant; false for a palanquée member who has since left the outing (saving refuses
   * them).
   */
  participant: boolean;
  wishes: DiveWishes | null;
  /** Their papers that will not cover the outing's day (empty for someone who left the outing). */
  paperProblems: readonly DiverPaperProblem[];
}

export type DivePlanPeople = ReadonlyMap<number, DivePlanPerson>;

/** The confirmed participants, then the members of the plan's palanquées who are no longer among them. */
export function peopleOf(divePlan: DivePlan): DivePlanPeople {
  const people = new Map<number, DivePlanPerson>();
  for (const diver of divePlan.Divers) {
    const { User_id, Name, Aptitudes, Minor, Intent, Training_toward, Gas, Buddy_id, Tank_litres } = diver;
    people.set(User_id, {
      userId: User_id,
      name: Name,
      aptitudes: Aptitudes,
      minor: Minor,
      participant: true,
      wishes: { Intent, Training_toward, Gas, Buddy_id, Tank_litres },
      paperProblems: diver.Paper_problems,
    });
  }
  for (const dive of divePlan.Dives)
    for (const palanquee of dive.Palanquees)
      for (const member of palanquee.Members)
        if (!people.has(member.User_id))
          people.set(member.User_id, {
            userId: member.User_id,
            name: member.Name,
            aptitudes: member.Aptitudes,
            minor: member.Minor,
            participant: false,
            wishes: null,
            paperProblems: [],
          });
  return people;
}
