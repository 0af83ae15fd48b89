import type { Executor } from '../../platform/data/db.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { listDivesWithMemberAfter } from './queries.ts';
import { refreshSafetySheet } from './safety-sheet-snapshot.ts';
import {
  deleteEmptyPalanquees,
  deleteMemberFromDives,
  updateDive,
  voidedSignature,
} from './write-queries.ts';

/**
 * A participant who leaves an outing's confirmed list (cancels, is removed by a manager, or is moved to
 * the waiting list) leaves the palanquées of its dives still to come, in the caller's transaction, which
 * holds the outing's row. A dive that has started stays as it was: its sheet records who dived
 * (A322-72), and saving it with them is still taken. A palanquée left empty goes. Each dive changed this way
 * gets its next version, so a device that was offline cannot put the member back unseen; a signed one
 * loses its signature (the sheet signed is the one dived), and the kept safety sheet follows.
 */
export async function takeOutOfPalanquees(
  tx: Executor,
  club: ClubRow,
  outingId: number,
  userId: number,
): Promise<void> {
  const now = new Date();
  const dives = await listDivesWithMemberAfter(tx, club.id, outingId, userId, now);
  if (dives.length === 0) return;
  const diveIds = dives.map((dive) => dive.diveId);
  await deleteMemberFromDives(tx, club.id, diveIds, userId);
  await deleteEmptyPalanquees(tx, club.id, diveIds);
  for (const dive of dives) {
    await updateDive(tx, club.id, dive.diveId, dive.signed ? voidedSignature(now) : {});
  }
  await refreshSafetySheet(tx, club, outingId);
}
