import { describe, expect, it } from 'vitest';
import { boatPlan, diver, N1, team } from './board-test-support.ts';
import { draftOf } from './plan-draft.ts';
import { peopleOf } from './plan-people.ts';
import { moveDiver } from './team-moves.ts';
import { unassignedOf } from './unassigned.ts';

const PARIS = 'Europe/Paris';

describe('"Non placés"', () => {
  it('lists the participants in no team of the dive, in sign-up order, with the server’s reason', () => {
    const plan = boatPlan();
    const [first, second] = draftOf(plan, PARIS).dives;
    const people = peopleOf(plan);
    if (!first || !second) throw new Error('two dives');
    expect(unassignedOf(plan, first, people).map(({ person, reason }) => [person.name, reason])).toEqual([
      ['Sophie Blanc', { kind: 'notPlaced' }],
      ['Tom Girard', { kind: 'server', text: 'Pas de moniteur disponible' }],
    ]);
    expect(unassignedOf(plan, second, people)).toHaveLength(7);
  });

  it('says a diver was taken out of a saved team on the board, and drops someone placed', () => {
    const plan = boatPlan();
    const first = draftOf(plan, PARIS).dives[0];
    if (!first) throw new Error('a dive');
    const moved = moveDiver(moveDiver(first, 2, 'unassigned'), 7, { team: 1 });
    expect(
      unassignedOf(plan, moved, peopleOf(plan)).map(({ person, reason }) => [person.userId, reason.kind]),
    ).toEqual([
      [2, 'removed'],
      [6, 'notPlaced'],
    ]);
  });

  it('never lists a team member who has left the outing (they are shown in their team, to move out)', () => {
    const plan = boatPlan();
    const gone = diver(99, 'Ex Membre', N1);
    plan.Dives[0]?.Palanquees.push(team(3, [[gone, 'diver']]));
    const people = peopleOf(plan);
    expect(people.get(99)).toMatchObject({ name: 'Ex Membre', participant: false, wishes: null });
    const first = draftOf(plan, PARIS).dives[0];
    if (!first) throw new Error('a dive');
    const out = moveDiver(first, 99, 'unassigned');
    expect(unassignedOf(plan, out, people).map(({ person }) => person.userId)).not.toContain(99);
  });
});
