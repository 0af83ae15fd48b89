import { diveInputOf } from '@club/shared/api/dive-plans';
import { describe, expect, it } from 'vitest';
import {
  baseVersions,
  blockingConflict,
  conflictedDives,
  enqueue,
  keepMine,
  markConflict,
  type OutboxEntry,
  rebaseAfterSent,
  removalBases,
  requestOf,
  takeServerVersion,
} from './outbox.ts';
import {
  actualsOf,
  dive,
  divePlan,
  entryOf,
  newDive,
  palanquee,
  saveOf,
  signOf,
} from './outbox-test-support.ts';

const removing = (indexes: number[], shown = divePlan()) =>
  saveOf(shown, (body) => ({
    ...body,
    Dives: body.Dives.filter((one) => !indexes.includes(one.Index)),
    Removed_dives: shown.Dives.filter((one) => indexes.includes(one.Index)).map((one) => ({
      Index: one.Index,
      Base_version: one.Version,
    })),
  }));

const bodyOf = (entry: OutboxEntry | undefined) => (entry?.write.kind === 'save' ? entry.write.body : null);

describe('queueing a write', () => {
  it('puts writes of different kinds or dives behind one another, in the order they were made', () => {
    const save = entryOf(saveOf(divePlan()));
    const figures = entryOf(actualsOf(1, 3));
    const otherDive = entryOf(actualsOf(2, 7));
    const signature = entryOf(signOf(1, 3));
    let queue = enqueue([], save, null);
    queue = enqueue(queue, figures, null);
    queue = enqueue(queue, otherDive, null);
    queue = enqueue(queue, signature, null);
    expect(queue.map((entry) => entry.id)).toEqual([save.id, figures.id, otherDive.id, signature.id]);
  });

  it('replaces the last write when the new one replaces it whole, keeping the older base versions', () => {
    const first = entryOf(actualsOf(1, 3, '09:30'));
    const typedAgain = entryOf(actualsOf(1, 5, '09:35'));
    const queue = enqueue([first], typedAgain, null);
    expect(queue).toHaveLength(1);
    expect(queue[0]?.id).toBe(typedAgain.id);
    expect(queue[0]?.write.kind === 'actuals' && queue[0].write.body.Palanquees[0]?.Entry_time).toBe('09:35');
    // Made on version 3: a change another device made since is still found.
    expect(queue[0] && baseVersions(queue[0].write).get(1)).toBe(3);
  });

  it('keeps the figures of the dive’s other teams when figures are typed again for one team', () => {
    const first = entryOf(actualsOf(1, 3, '09:30'));
    const second = entryOf(actualsOf(1, 3, '09:31', 2));
    const [only] = enqueue([first], second, null);
    expect(
      only?.write.kind === 'actuals' &&
        only.write.body.Palanquees.map((palanquee) => [palanquee.Number, palanquee.Entry_time]),
    ).toEqual([
      [1, '09:30'],
      [2, '09:31'],
    ]);
  });

  it('never replaces the write on its way, nor one waiting on the person’s choice', () => {
    const sending = entryOf(saveOf(divePlan()));
    const next = entryOf(saveOf(divePlan()));
    expect(enqueue([sending], next, sending.id)).toHaveLength(2);
    const inConflict = entryOf(saveOf(divePlan()), { conflict: { dives: [1] } });
    expect(enqueue([inConflict], next, null)).toHaveLength(2);
    const overwriting = entryOf(saveOf(divePlan()), { overwrite: true });
    expect(enqueue([overwriting], next, null)).toHaveLength(2);
  });

  it('merges a save over an unsent save with the removals of both, each on the base it was decided on', () => {
    const first = entryOf(removing([2]));
    // The next save is made on the plan shown, without dive 2: it adds a new dive 2 and removes dive 1.
    const shown = divePlan({ Dives: [dive(1)] });
    const second = entryOf(
      saveOf(shown, (body) => ({
        ...body,
        Dives: [newDive(2, { Palanquees: [] })],
        Removed_dives: [{ Index: 1, Base_version: 3 }],
      })),
    );
    const [only] = enqueue([first], second, null);
    expect(bodyOf(only)?.Removed_dives).toEqual([
      { Index: 2, Base_version: 7 },
      { Index: 1, Base_version: 3 },
    ]);
    // The new dive 2 is new whatever the removed one's version was.
    expect(bodyOf(only)?.Dives.map((one) => [one.Index, one.Base_version])).toEqual([[2, 0]]);
  });

  it('removes a dive an unsent save changed on the version that save was made on', () => {
    const changed = entryOf(saveOf(divePlan(), (body) => ({ ...body, Rescue_kit: ['oxygen', 'water'] })));
    // Meanwhile the device read dive 2 at version 8; the dive director removes it.
    const removal = entryOf(removing([2], divePlan({ Dives: [dive(1), dive(2, { Version: 8 })] })));
    const [only] = enqueue([changed], removal, null);
    expect(only && removalBases(only.write)).toEqual(new Map([[2, 7]]));
    expect(bodyOf(only)?.Dives.map((one) => one.Index)).toEqual([1]);
  });

  it('does not merge a save into figures, nor figures of another dive', () => {
    const figures = entryOf(actualsOf(1, 3));
    expect(enqueue([figures], entryOf(saveOf(divePlan())), null)).toHaveLength(2);
    expect(enqueue([figures], entryOf(actualsOf(2, 7)), null)).toHaveLength(2);
  });
});

describe('sending in order', () => {
  it('sends a write with its base versions, or without them once the person chose to overwrite', () => {
    const save = entryOf(saveOf(divePlan()));
    expect(requestOf(save)).toBe(save.write);
    const forced = requestOf({ ...save, overwrite: true });
    expect(forced.kind === 'save' && forced.body.Dives.map((one) => one.Base_version)).toEqual([
      undefined,
      undefined,
    ]);
    const sign = requestOf({ ...entryOf(signOf(2, 7)), overwrite: true });
    expect(sign.kind === 'sign' && sign.body.Base_version).toBeUndefined();
  });

  it('sends a removal without its base version too once the person chose to overwrite', () => {
    const forced = requestOf({ ...entryOf(removing([2])), overwrite: true });
    expect(forced.kind === 'save' && forced.body.Removed_dives).toEqual([
      { Index: 2, Base_version: undefined },
    ]);
  });

  it('moves a removal queued behind the save that created the dive onto the version it got', () => {
    const created = entryOf(
      saveOf(divePlan(), (body) => ({
        ...body,
        Dives: [...body.Dives, newDive(3)],
      })),
    );
    // Made while the first was on its way, on the plan shown: dive 3 on no version yet.
    const removal = entryOf(
      removing([3], divePlan({ Dives: [dive(1), dive(2, { Version: 7 }), dive(3, { Version: 0 })] })),
    );
    const answer = divePlan({ Dives: [dive(1), dive(2, { Version: 7 }), dive(3, { Version: 1 })] });
    const [moved] = rebaseAfterSent([removal], created, answer);
    expect(moved && removalBases(moved.write)).toEqual(new Map([[3, 1]]));
  });

  it('moves the writes made on the same versions as the one accepted onto the versions it produced', () => {
    const save = entryOf(saveOf(divePlan()));
    const figures = entryOf(actualsOf(1, 3));
    const signature = entryOf(signOf(2, 7));
    const answer = divePlan({ Dives: [dive(1, { Version: 4 }), dive(2, { Version: 8 })] });
    const [movedFigures, movedSignature] = rebaseAfterSent([figures, signature], save, answer);
    expect(movedFigures && baseVersions(movedFigures.write).get(1)).toBe(4);
    expect(movedSignature && baseVersions(movedSignature.write).get(2)).toBe(8);
  });

  it('leaves a write made on another version alone: the server decides whether it conflicts', () => {
    const save = entryOf(saveOf(divePlan()));
    const later = entryOf(actualsOf(1, 9));
    const answer = divePlan({ Dives: [dive(1, { Version: 4 }), dive(2, { Version: 7 })] });
    expect(rebaseAfterSent([later], save, answer)).toEqual([later]);
  });
});

describe('a write another device overtook', () => {
  it('names the dives the server holds in a later version than the write was made on', () => {
    const server = divePlan({ Dives: [dive(1, { Version: 3 }), dive(2, { Version: 8 })] });
    expect(conflictedDives(saveOf(divePlan()), server)).toEqual([2]);
    expect(conflictedDives(actualsOf(1, 3), server)).toEqual([1]);
  });

  it('names a dive removed on an older version, and a new dive another device created meanwhile', () => {
    const server = divePlan({ Dives: [dive(1), dive(2, { Version: 8 }), dive(3, { Version: 1 })] });
    expect(conflictedDives(removing([2]), server)).toEqual([2]);
    const added = saveOf(divePlan(), (body) => ({
      ...body,
      Dives: [...body.Dives.slice(0, 1), newDive(3)],
    }));
    expect(conflictedDives(added, server)).toEqual([3]);
    // A dive removed meanwhile by the other device is a change too.
    expect(conflictedDives(removing([2]), divePlan({ Dives: [dive(1)] }))).toEqual([2]);
  });

  it('names every dive of the write when the server’s plan could not be read', () => {
    expect(conflictedDives(saveOf(divePlan()), null)).toEqual([1, 2]);
  });

  it('blocks the queue at the write in conflict', () => {
    const first = entryOf(actualsOf(1, 3));
    const second = entryOf(signOf(1, 3));
    const queue = markConflict([first, second], first.id, [1]);
    expect(blockingConflict(queue)?.id).toBe(first.id);
    expect(blockingConflict([first, second])).toBeNull();
  });

  it('“Garder mes changements” sends the same write again, overwriting', () => {
    const entry = entryOf(actualsOf(1, 3), { conflict: { dives: [1] } });
    const [kept] = keepMine([entry], entry.id);
    expect(kept).toMatchObject({ conflict: null, overwrite: true, write: entry.write });
  });

  it('“Prendre la version du serveur” drops figures or a signature made on the older dive', () => {
    const figures = entryOf(actualsOf(1, 3), { conflict: { dives: [1] } });
    const other = entryOf(actualsOf(2, 7));
    expect(takeServerVersion([figures, other], figures.id, divePlan())).toEqual([other]);
  });

  it('“Prendre la version du serveur” keeps a save’s other changes and takes the server’s conflicted dive', () => {
    const mine = saveOf(divePlan(), (body) => ({
      ...body,
      Roles: { ...body.Roles, Boat: 'La Vedette' },
      Dives: body.Dives.map((one) => ({ ...one, Planned_depth: 30 })),
    }));
    const entry = entryOf(mine, { conflict: { dives: [2] } });
    const theirs = dive(2, {
      Version: 8,
      Planned_depth: 12,
      Palanquees: [palanquee(1, { Planned_depth: 12 })],
    });
    const server = divePlan({ Dives: [dive(1), theirs] });
    const [resolved] = takeServerVersion([entry], entry.id, server);
    expect(resolved?.conflict).toBeNull();
    expect(resolved?.overwrite).toBe(false);
    const body = resolved?.write.kind === 'save' ? resolved.write.body : null;
    expect(body?.Roles.Boat).toBe('La Vedette');
    expect(body?.Dives[0]?.Planned_depth).toBe(30);
    expect(body?.Dives[1]).toEqual(diveInputOf(theirs));
    expect(body?.Dives[1]?.Base_version).toBe(8);
  });

  it('“Prendre la version du serveur” keeps the server’s dive instead of removing it, and the other removals', () => {
    const entry = entryOf(removing([1, 2]), { conflict: { dives: [2] } });
    const theirs = dive(2, { Version: 8 });
    const [resolved] = takeServerVersion([entry], entry.id, divePlan({ Dives: [dive(1), theirs] }));
    expect(bodyOf(resolved)?.Removed_dives).toEqual([{ Index: 1, Base_version: 3 }]);
    expect(bodyOf(resolved)?.Dives).toEqual([]);
    expect(resolved?.conflict).toBeNull();
  });
});
