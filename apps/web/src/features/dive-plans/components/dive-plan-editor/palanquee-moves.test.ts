import { describe, expect, it } from 'vitest';
import { boatDivePlan, diver, N1 } from './board-test-support.ts';
import { type DraftDive, draftOf } from './dive-plan-draft.ts';
import {
  addPalanquee,
  copyPalanquees,
  moveDiver,
  palanqueeOfDiver,
  removePalanquee,
  setMemberRole,
  updatePalanquee,
} from './palanquee-moves.ts';

const dives = () => draftOf(boatDivePlan(), 'Europe/Paris').dives as [DraftDive, DraftDive];
const firstDive = () => dives()[0];
const membersOf = (dive: DraftDive) =>
  dive.palanquees.map((palanquee) => [
    palanquee.number,
    palanquee.members.map((member) => `${member.userId}:${member.role}`),
  ]);

describe('moving divers on the board', () => {
  it('moves a diver from one team to another, keeping their role', () => {
    const moved = moveDiver(firstDive(), 3, { palanquee: 2 });
    expect(membersOf(moved)).toEqual([
      [1, ['1:guide', '2:diver']],
      [2, ['4:diver', '5:diver', '3:diver']],
    ]);
  });

  it('places someone from "Non placés" as a diver, and sends a member back there', () => {
    const placed = moveDiver(firstDive(), 7, { palanquee: 1 });
    expect(palanqueeOfDiver(placed, 7)?.members.at(-1)).toEqual({ userId: 7, role: 'diver' });
    const back = moveDiver(placed, 7, 'unassigned');
    expect(palanqueeOfDiver(back, 7)).toBeUndefined();
    expect(membersOf(back)).toEqual(membersOf(firstDive()));
  });

  it('makes a guide joining a team that has one a diver', () => {
    const withGuide = setMemberRole(firstDive(), 4, 'guide');
    const moved = moveDiver(withGuide, 1, { palanquee: 2 });
    expect(palanqueeOfDiver(moved, 1)?.members.find((member) => member.userId === 1)?.role).toBe('diver');
    expect(palanqueeOfDiver(moveDiver(firstDive(), 1, { palanquee: 2 }), 1)?.members.at(-1)?.role).toBe(
      'guide',
    );
  });

  it('opens a new team with the dive’s settings, and leaves an emptied team on the board', () => {
    const dive = moveDiver(moveDiver(firstDive(), 4, 'new'), 5, { palanquee: 3 });
    expect(membersOf(dive)).toEqual([
      [1, ['1:guide', '2:diver', '3:diver']],
      [2, []],
      [3, ['4:diver', '5:diver']],
    ]);
    expect(dive.palanquees[2]).toMatchObject({
      activity: 'exploration',
      autonomous: false,
      gas: 'air',
      plannedDepth: '20',
      plannedDuration: '45',
    });
  });

  it('changes nothing for a move to the same team, an unknown or a full team, or out of no team', () => {
    const dive = firstDive();
    expect(moveDiver(dive, 2, { palanquee: 1 })).toBe(dive);
    expect(moveDiver(dive, 2, { palanquee: 9 })).toBe(dive);
    expect(moveDiver(dive, 7, 'unassigned')).toBe(dive);
    const crowd = Array.from({ length: 8 }, (_, at) => ({ userId: 100 + at, role: 'diver' as const }));
    const full = {
      ...dive,
      palanquees: dive.palanquees.map((palanquee) =>
        palanquee.number === 2 ? { ...palanquee, members: crowd } : palanquee,
      ),
    };
    expect(moveDiver(full, 2, { palanquee: 2 })).toBe(full);
  });

  it('adds an empty team numbered after the highest, and removes one with its members going back unplaced', () => {
    const dive = addPalanquee(removePalanquee(firstDive(), 1));
    expect(membersOf(dive)).toEqual([
      [2, ['4:diver', '5:diver']],
      [3, []],
    ]);
    expect(palanqueeOfDiver(dive, 1)).toBeUndefined();
  });

  it('changes a team’s settings and a member’s role', () => {
    const dive = setMemberRole(
      updatePalanquee(firstDive(), 2, { plannedDepth: '18', overrideReason: 'Vu avec le DP' }),
      3,
      'extra',
    );
    expect(dive.palanquees[1]).toMatchObject({
      plannedDepth: '18',
      overrideReason: 'Vu avec le DP',
      autonomous: true,
    });
    expect(palanqueeOfDiver(dive, 3)?.members.find((member) => member.userId === 3)?.role).toBe('extra');
  });
});

describe('"mêmes équipes": copying the previous dive’s teams', () => {
  it('replaces the dive’s teams with copies of the other’s, settings and reasons included, empty ones left out', () => {
    const [first, second] = dives();
    const from = updatePalanquee(addPalanquee(first), 1, { overrideReason: 'Guide expérimenté' });
    const copied = copyPalanquees(from, moveDiver(second, 7, 'new'));
    expect(membersOf(copied)).toEqual(membersOf(first));
    expect(copied.palanquees[0]?.overrideReason).toBe('Guide expérimenté');
    expect(copied).toMatchObject({ index: 2, time: '14:00', plannedDepth: '12.5' });
  });

  it('copies members, not references: a later move in one dive leaves the other as it was', () => {
    const [first, second] = dives();
    const copied = copyPalanquees(first, second);
    const changed = setMemberRole(copied, 2, 'extra');
    expect(palanqueeOfDiver(first, 2)?.members.find((member) => member.userId === 2)?.role).toBe('diver');
    expect(palanqueeOfDiver(changed, 2)?.members.find((member) => member.userId === 2)?.role).toBe('extra');
  });

  it('keeps a member the first dive had even if they are not in the divers any more', () => {
    const gone = diver(99, 'Ex Membre', N1);
    const [first, second] = dives();
    const withGone = {
      ...first,
      palanquees: [
        {
          ...(first.palanquees[0] as DraftDive['palanquees'][number]),
          members: [{ userId: gone.User_id, role: 'diver' as const }],
        },
      ],
    };
    expect(membersOf(copyPalanquees(withGone, second))).toEqual([[1, ['99:diver']]]);
  });
});
