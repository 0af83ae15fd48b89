import { describe, expect, it } from 'vitest';
import { boatDivePlan, diver, N1, palanquee } from './board-test-support.ts';
import { draftOf } from './dive-plan-draft.ts';
import { peopleOf } from './dive-plan-people.ts';
import { moveDiver } from './palanquee-moves.ts';
import { unassignedOf } from './unassigned.ts';

const PARIS = 'Europe/Paris';

describe('"Non placés"', () => {
  it('lists the participants in no team of the dive, in sign-up order, with the server’s reason', () => {
    const divePlan = boatDivePlan();
    const [first, second] = draftOf(divePlan, PARIS).dives;
    const people = peopleOf(divePlan);
    if (!first || !second) throw new Error('two dives');
    expect(unassignedOf(divePlan, first, people).map(({ person, reason }) => [person.name, reason])).toEqual([
      ['Sophie Blanc', { kind: 'notPlaced' }],
      ['Tom Girard', { kind: 'server', text: 'Pas de moniteur disponible' }],
    ]);
    expect(unassignedOf(divePlan, second, people)).toHaveLength(7);
  });

  it('says a diver was taken out of a saved team on the board, and drops someone placed', () => {
    const divePlan = boatDivePlan();
    const first = draftOf(divePlan, PARIS).dives[0];
    if (!first) throw new Error('a dive');
    const moved = moveDiver(moveDiver(first, 2, 'unassigned'), 7, { palanquee: 1 });
    expect(
      unassignedOf(divePlan, moved, peopleOf(divePlan)).map(({ person, reason }) => [
        person.userId,
        reason.kind,
      ]),
    ).toEqual([
      [2, 'removed'],
      [6, 'notPlaced'],
    ]);
  });

  it('never lists a team member who has left the outing (they are shown in their team, to move out)', () => {
    const divePlan = boatDivePlan();
    const gone = diver(99, 'Ex Membre', N1);
    divePlan.Dives[0]?.Palanquees.push(palanquee(3, [[gone, 'diver']]));
    const people = peopleOf(divePlan);
    expect(people.get(99)).toMatchObject({ name: 'Ex Membre', participant: false, wishes: null });
    const first = draftOf(divePlan, PARIS).dives[0];
    if (!first) throw new Error('a dive');
    const out = moveDiver(first, 99, 'unassigned');
    expect(unassignedOf(divePlan, out, people).map(({ person }) => person.userId)).not.toContain(99);
  });
});
