import { saveDivePlan } from '@club/shared/api/dive-plans';
import { describe, expect, it } from 'vitest';
import { boatDivePlan } from './board-test-support.ts';
import {
  canRemoveDive,
  type DraftDive,
  type DraftPalanquee,
  divePalanqueesChanged,
  draftChanged,
  draftOf,
  saveBodyOf,
  withDive,
  withNewDive,
  withoutDive,
} from './dive-plan-draft.ts';
import { addPalanquee, moveDiver } from './palanquee-moves.ts';

const PARIS = 'Europe/Paris';

describe('the board’s draft of a plan', () => {
  it('reads the dives’ times on the club’s clocks and keeps numbers as text', () => {
    const draft = draftOf(boatDivePlan(), PARIS);
    expect(draft.dives.map(({ date, time }) => [date, time])).toEqual([
      ['2026-07-14', '09:30'],
      ['2026-07-14', '14:00'],
    ]);
    expect(draft.dives[1]?.plannedDepth).toBe('12.5');
    expect(draft.dives[0]?.palanquees[1]).toMatchObject({ number: 2, autonomous: true, plannedDepth: '20' });
    expect(draft.roles).toEqual({
      diveDirectorId: 6,
      pilotId: null,
      surfaceId: null,
      boat: 'Le Saint-Georges',
    });
  });

  it('gives back the plan as saveDivePlan’s body, each dive with its version, that the schema accepts', () => {
    const divePlan = boatDivePlan();
    const body = saveBodyOf(divePlan.Outing_id, draftOf(divePlan, PARIS), PARIS);
    expect(body.Dives[0]).toMatchObject({
      Index: 1,
      Spot_id: 40,
      Start: '2026-07-14T07:30:00.000Z',
      Planned_depth: 20,
      Base_version: 3,
    });
    expect(body.Dives[0]?.Palanquees?.[0]?.Members).toEqual([
      { User_id: 1, Role: 'guide' },
      { User_id: 2, Role: 'diver' },
      { User_id: 3, Role: 'diver' },
    ]);
    expect(saveDivePlan.body.safeParse(body).success).toBe(true);
  });

  it('writes a changed time on the dive’s own day, and a depth typed with a comma', () => {
    const divePlan = boatDivePlan();
    const draft = withDive(draftOf(divePlan, PARIS), 2, (dive) => ({
      ...dive,
      time: '15:15',
      plannedDepth: '18,5',
    }));
    const dive = saveBodyOf(divePlan.Outing_id, draft, PARIS).Dives[1];
    expect(dive?.Start).toBe('2026-07-14T13:15:00.000Z');
    expect(dive?.Planned_depth).toBe(18.5);
  });

  it('sends what the schema refuses when a field is empty or not a time, instead of a guess', () => {
    const divePlan = boatDivePlan();
    const draft = withDive(draftOf(divePlan, PARIS), 1, (dive) => ({
      ...dive,
      time: '25:00',
      plannedDuration: '',
    }));
    const body = saveBodyOf(divePlan.Outing_id, draft, PARIS);
    expect(body.Dives[0]?.Start).toBe('');
    expect(body.Dives[0]?.Planned_duration).toBeNaN();
    expect(saveDivePlan.body.safeParse(body).success).toBe(false);
  });

  it('leaves out a team emptied on the board, and a trimmed empty override reason is none', () => {
    const divePlan = boatDivePlan();
    const draft = withDive(draftOf(divePlan, PARIS), 1, (dive) => ({
      ...addPalanquee(dive),
      palanquees: [...addPalanquee(dive).palanquees].map((palanquee) =>
        palanquee.number === 1 ? { ...palanquee, overrideReason: '  ' } : palanquee,
      ),
    }));
    const palanquees = saveBodyOf(divePlan.Outing_id, draft, PARIS).Dives[0]?.Palanquees ?? [];
    expect(palanquees.map((palanquee) => palanquee.Number)).toEqual([1, 2]);
    expect(palanquees[0]?.Override_reason).toBeNull();
  });

  it('is unchanged until something to save changes', () => {
    const divePlan = boatDivePlan();
    const draft = draftOf(divePlan, PARIS);
    expect(draftChanged(divePlan, draft, PARIS)).toBe(false);
    expect(draftChanged(divePlan, withDive(draft, 1, addPalanquee), PARIS)).toBe(false);
    expect(draftChanged(divePlan, { ...draft, rescueKit: [...draft.rescueKit, 'slate'] }, PARIS)).toBe(true);
    expect(
      draftChanged(
        divePlan,
        withDive(draft, 2, (dive) => ({ ...dive, plannedDepth: '12,5' })),
        PARIS,
      ),
    ).toBe(false);
  });

  it('is unchanged when a diver moved out of a team and back (the order of its members aside)', () => {
    const divePlan = boatDivePlan();
    const draft = draftOf(divePlan, PARIS);
    const away = withDive(draft, 1, (dive) => moveDiver(dive, 2, { palanquee: 2 }));
    expect(draftChanged(divePlan, away, PARIS)).toBe(true);
    const back = withDive(away, 1, (dive) => moveDiver(dive, 2, { palanquee: 1 }));
    expect(back.dives[0]?.palanquees[0]?.members.map((member) => member.userId)).toEqual([1, 3, 2]);
    expect(draftChanged(divePlan, back, PARIS)).toBe(false);
    expect(divePalanqueesChanged(divePlan, back.dives[0] as DraftDive, PARIS)).toBe(false);
  });

  it('adds a dive after the last, same day and settings, three hours later, with no team, sent as new (0)', () => {
    const divePlan = boatDivePlan();
    const added = withNewDive(draftOf(divePlan, PARIS));
    expect(added?.dives[2]).toMatchObject({
      index: 3,
      version: null,
      date: '2026-07-14',
      time: '17:00',
      spotId: 41,
      palanquees: [],
    });
    const body = saveBodyOf(divePlan.Outing_id, added ?? draftOf(divePlan, PARIS), PARIS);
    // 0: the server refuses it when another device added a dive 3 meanwhile, instead of overwriting it.
    expect(body.Dives[2]?.Base_version).toBe(0);
    expect(saveDivePlan.body.safeParse(body).success).toBe(true);
  });

  it('adds no dive past the last index a plan may hold', () => {
    const divePlan = boatDivePlan();
    const last = withDive(draftOf(divePlan, PARIS), 2, (dive) => ({ ...dive, index: 6 }));
    expect(withNewDive(last)).toBeNull();
  });

  it('keeps the same time when three hours later would be the next day, and adds nothing without a dive', () => {
    const divePlan = boatDivePlan();
    const late = withDive(draftOf(divePlan, PARIS), 2, (dive) => ({ ...dive, time: '21:30' }));
    expect(withNewDive(late)?.dives[2]?.time).toBe('21:30');
    expect(withNewDive({ ...late, dives: [] })).toBeNull();
  });
});

describe('changes that void a signature', () => {
  it('are changes to the teams’ members, roles, depth or settings, not to a reason, a duration or the dive', () => {
    const divePlan = boatDivePlan();
    const dive = draftOf(divePlan, PARIS).dives[0];
    if (!dive) throw new Error('a dive');
    const palanqueeChanged = (change: Partial<DraftPalanquee>) =>
      divePalanqueesChanged(
        divePlan,
        {
          ...dive,
          palanquees: dive.palanquees.map((palanquee) =>
            palanquee.number === 1 ? { ...palanquee, ...change } : palanquee,
          ),
        },
        PARIS,
      );
    expect(divePalanqueesChanged(divePlan, dive, PARIS)).toBe(false);
    expect(divePalanqueesChanged(divePlan, { ...dive, time: '10:00', plannedDepth: '25' }, PARIS)).toBe(
      false,
    );
    expect(palanqueeChanged({ overrideReason: 'Vu', plannedDuration: '50' })).toBe(false);
    expect(palanqueeChanged({ plannedDepth: '18' })).toBe(true);
    expect(
      palanqueeChanged({
        members: [
          { userId: 1, role: 'guide' },
          { userId: 2, role: 'diver' },
        ],
      }),
    ).toBe(true);
    expect(palanqueeChanged({ gas: 'nitrox' })).toBe(true);
  });

  it('do not exist for a dive added on the board', () => {
    const divePlan = boatDivePlan();
    const added = withNewDive(draftOf(divePlan, PARIS))?.dives[2];
    if (!added) throw new Error('a new dive');
    expect(divePalanqueesChanged(divePlan, added, PARIS)).toBe(false);
  });
});

describe('removing a dive on the board', () => {
  it('lets a dive added on the board just go, with nothing to remove on the server', () => {
    const divePlan = boatDivePlan();
    const added = withNewDive(draftOf(divePlan, PARIS));
    if (!added) throw new Error('a new dive');
    const gone = withoutDive(added, 3);
    expect(gone.dives.map((dive) => dive.index)).toEqual([1, 2]);
    expect(gone.removedDives).toEqual([]);
    expect(saveBodyOf(divePlan.Outing_id, gone, PARIS).Removed_dives).toEqual([]);
    expect(draftChanged(divePlan, gone, PARIS)).toBe(false);
  });

  it('names a saved dive in Removed_dives on the version it was seen at; the others keep their index', () => {
    const divePlan = boatDivePlan();
    const draft = withoutDive(draftOf(divePlan, PARIS), 1);
    const body = saveBodyOf(divePlan.Outing_id, draft, PARIS);
    expect(body.Removed_dives).toEqual([{ Index: 1, Base_version: 3 }]);
    expect(body.Dives.map((dive) => [dive.Index, dive.Base_version])).toEqual([[2, 1]]);
    expect(saveDivePlan.body.safeParse(body).success).toBe(true);
    expect(draftChanged(divePlan, draft, PARIS)).toBe(true);
    // A dive added after it takes the next index after the last left, as a new dive.
    const again = withNewDive(withoutDive(draftOf(divePlan, PARIS), 2));
    const readded = saveBodyOf(divePlan.Outing_id, again ?? draft, PARIS);
    expect(readded.Removed_dives).toEqual([{ Index: 2, Base_version: 1 }]);
    expect(readded.Dives.map((dive) => [dive.Index, dive.Base_version])).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });

  it('is offered for a dive added on the board, or a saved one neither signed nor begun', () => {
    const [first] = boatDivePlan().Dives;
    if (!first) throw new Error('a dive');
    const before = new Date('2026-07-14T07:00:00.000Z');
    expect(canRemoveDive(undefined, before)).toBe(true);
    expect(canRemoveDive(first, before)).toBe(true);
    expect(
      canRemoveDive({ ...first, Signed_by: 'Sophie Blanc', Signed_at: '2026-07-14T06:50:00.000Z' }, before),
    ).toBe(false);
    expect(canRemoveDive(first, new Date('2026-07-14T07:30:00.000Z'))).toBe(false);
    // A signature voided since: a draft again, removable until it begins.
    expect(canRemoveDive({ ...first, Signature_voided_at: '2026-07-14T06:55:00.000Z' }, before)).toBe(true);
  });
});
