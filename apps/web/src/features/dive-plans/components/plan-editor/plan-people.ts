import type { DivePlan, DiverPaperProblem, DiveWishes } from '@club/shared/api/dive-plans';
import type { Aptitude } from '@club/shared/domain/aptitudes';

/** Someone the board may place or shows in a team, with what the rules need to know of them. */
export interface PlanPerson {
  userId: number;
  name: string;
  aptitudes: readonly Aptitude[];
  minor: boolean;
  /** A confirmed participant; false for a team member who has since left the outing (saving refuses them). */
  participant: boolean;
  wishes: DiveWishes | null;
  /** Their papers that will not cover the outing's day (empty for someone who left the outing). */
  paperProblems: readonly DiverPaperProblem[];
}

export type PlanPeople = ReadonlyMap<number, PlanPerson>;

/** The confirmed participants, then the members of the plan's teams who are no longer among them. */
export function peopleOf(plan: DivePlan): PlanPeople {
  const people = new Map<number, PlanPerson>();
  for (const diver of plan.Divers) {
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
  for (const dive of plan.Dives)
    for (const team of dive.Palanquees)
      for (const member of team.Members)
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
