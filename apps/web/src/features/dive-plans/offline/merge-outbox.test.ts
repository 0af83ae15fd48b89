import type { Palanquee, PalanqueeProblems } from '@club/shared/domain/palanquee-rules';
import { describe, expect, it } from 'vitest';
import { type MergeContext, mergeOutbox } from './merge-outbox.ts';
import { actualsOf, dive, divePlan, entryOf, newDive, saveOf, signOf } from './outbox-test-support.ts';

/** A stand-in for the rules: 20 m at most, and the palanquée it was asked about, to read back. */
function recordingContext(): MergeContext & { checked: Palanquee[] } {
  const checked: Palanquee[] = [];
  return {
    checked,
    check: (palanquee): PalanqueeProblems => {
      checked.push(palanquee);
      return palanquee.plannedDepthM > 20
        ? {
            maxDepthM: 20,
            problems: [
              { rule: 'too_deep', article: 'annexe III-16 b', message: 'Trop profond pour cette palanquée' },
            ],
          }
        : { maxDepthM: 20, problems: [] };
    },
    signerName: 'Marin Leroy',
    spots: [
      { Id: 3, Name: 'Le Donator' },
      { Id: 4, Name: 'La Gabinière' },
    ],
  };
}

describe('the plan shown on the device', () => {
  it('is the server’s plan when nothing waits to be sent', () => {
    const server = divePlan();
    expect(mergeOutbox(server, [], recordingContext())).toBe(server);
  });

  it('shows a team moved offline in its new palanquée, checked by the rules at once', () => {
    const context = recordingContext();
    // Ana (PE-40, PA-20) joins palanquée 2 of dive 2, which goes to 30 m.
    const moved = saveOf(divePlan(), (body) => ({
      ...body,
      Dives: body.Dives.map((one) =>
        one.Index !== 2
          ? one
          : {
              ...one,
              Palanquees: one.Palanquees.map((each) =>
                each.Number !== 2
                  ? each
                  : {
                      ...each,
                      Planned_depth: 30,
                      Members: [...each.Members, { User_id: 31, Role: 'diver' as const }],
                    },
              ),
            },
      ),
    }));
    const shown = mergeOutbox(divePlan(), [entryOf(moved)], context);
    const second = shown.Dives[1]?.Palanquees[1];
    expect(second?.Members.map((member) => member.Name)).toEqual(['Guide 2', 'Plongeur 2', 'Ana Lopez']);
    expect(second?.Members[2]).toMatchObject({ Aptitudes: ['PE40', 'PA20'], Role: 'diver' });
    expect(second?.Problems).toEqual([
      { Rule: 'too_deep', Article: 'annexe III-16 b', Message: 'Trop profond pour cette palanquée' },
    ]);
    // Only the changed palanquée was checked again; Ana is no longer listed as not placed.
    expect(context.checked).toHaveLength(1);
    expect(context.checked[0]?.members.at(-1)).toMatchObject({
      role: 'diver',
      aptitudes: ['PE40', 'PA20'],
      beginner: false,
    });
    expect(shown.Unassigned).toEqual([]);
    // The next write is still made on the server's version.
    expect(shown.Dives[1]?.Version).toBe(7);
  });

  it('voids a signature when the teams of a signed dive change, as the server will', () => {
    const signed = divePlan({
      Dives: [dive(1, { Signed_by: 'Marin Leroy', Signed_at: '2027-06-12T09:00:00.000Z' }), dive(2)],
    });
    const deeper = saveOf(signed, (body) => ({
      ...body,
      Dives: body.Dives.map((one) => ({
        ...one,
        Palanquees: one.Palanquees.map((each) => ({ ...each, Planned_depth: 18 })),
      })),
    }));
    const entry = entryOf(deeper);
    const shown = mergeOutbox(signed, [entry], recordingContext());
    expect(shown.Dives[0]).toMatchObject({
      Signed_by: null,
      Signed_at: null,
      Signature_voided_at: entry.madeAt,
    });
  });

  it('keeps a signature when the save leaves the dive’s teams as they were', () => {
    const signed = divePlan({
      Dives: [dive(1, { Signed_by: 'Marin Leroy', Signed_at: '2027-06-12T09:00:00.000Z' }), dive(2)],
    });
    const boatOnly = saveOf(signed, (body) => ({ ...body, Roles: { ...body.Roles, Boat: 'La Vedette' } }));
    const context = recordingContext();
    const shown = mergeOutbox(signed, [entryOf(boatOnly)], context);
    expect(shown.Dives[0]?.Signed_by).toBe('Marin Leroy');
    expect(shown.Roles.Boat).toBe('La Vedette');
    expect(context.checked).toEqual([]);
  });

  it('names a new dive director from the divers, and the dive’s site from the outing’s spots', () => {
    const changed = saveOf(divePlan(), (body) => ({
      ...body,
      Roles: { ...body.Roles, Dp_id: 21 },
      Dives: body.Dives.map((one) => (one.Index === 2 ? { ...one, Spot_id: 4 } : one)),
    }));
    const shown = mergeOutbox(divePlan(), [entryOf(changed)], recordingContext());
    expect(shown.Roles).toMatchObject({ Dp_id: 21, Dp_name: 'Guide 2', Dp_problems: [] });
    expect(shown.Dives[1]?.Spot_name).toBe('La Gabinière');
  });

  it('shows actual figures and a signature made offline, after the teams', () => {
    const entries = [entryOf(actualsOf(1, 3)), entryOf(signOf(1, 3))];
    const shown = mergeOutbox(divePlan(), entries, recordingContext());
    expect(shown.Dives[0]?.Palanquees[0]?.Actual).toEqual({
      Entry_time: '09:31',
      Exit_time: '10:14',
      Max_depth: 18.5,
      Duration: 43,
      Stops: '3 min à 3 m',
    });
    expect(shown.Dives[0]?.Palanquees[1]?.Actual).toBeNull();
    expect(shown.Dives[0]).toMatchObject({ Signed_by: 'Marin Leroy', Signed_at: entries[1]?.madeAt });
  });

  it('keeps a dive the save leaves out as the server has it, and drops the ones it removes', () => {
    const onlyFirst = saveOf(divePlan(), (body) => ({
      ...body,
      Dives: body.Dives.filter((one) => one.Index === 1).map((one) => ({ ...one, Planned_duration: 50 })),
    }));
    const kept = mergeOutbox(divePlan(), [entryOf(onlyFirst)], recordingContext());
    expect(kept.Dives.map((one) => [one.Index, one.Planned_duration])).toEqual([
      [1, 50],
      [2, 45],
    ]);
    expect(kept.Dives[1]).toEqual(divePlan().Dives[1]);

    const removal = saveOf(divePlan(), (body) => ({
      ...body,
      Dives: body.Dives.filter((one) => one.Index === 1),
      Removed_dives: [{ Index: 2, Base_version: 7 }],
    }));
    const shown = mergeOutbox(divePlan(), [entryOf(removal)], recordingContext());
    expect(shown.Dives.map((one) => one.Index)).toEqual([1]);
    // Who was not placed in the removed dive is not listed any more.
    expect(shown.Unassigned).toEqual([]);
  });

  it('shows a dive created at the index of one the same save removes as new, on no version yet', () => {
    const replaced = saveOf(divePlan(), (body) => ({
      ...body,
      Dives: [
        ...body.Dives.filter((one) => one.Index === 1),
        newDive(2, { Planned_depth: 12, Palanquees: [] }),
      ],
      Removed_dives: [{ Index: 2, Base_version: 7 }],
    }));
    const shown = mergeOutbox(divePlan(), [entryOf(replaced)], recordingContext());
    expect(
      shown.Dives.map((one) => [one.Index, one.Planned_depth, one.Version, one.Palanquees.length]),
    ).toEqual([
      [1, 20, 3, 2],
      [2, 12, 0, 0],
    ]);
  });

  it('keeps showing a write in conflict: the local change stays until the person chooses', () => {
    const entry = entryOf(actualsOf(1, 3), { conflict: { dives: [1] } });
    const shown = mergeOutbox(divePlan(), [entry], recordingContext());
    expect(shown.Dives[0]?.Palanquees[0]?.Actual?.Entry_time).toBe('09:31');
  });
});
