import type { Replay } from '@club/shared/api/live';
import type { Spot } from '@club/shared/api/spots';
import { LIST_PAGE_SIZE } from '@club/shared/constants';
import { liveVideoId } from '@club/shared/domain/live-url';
import type { Database } from '../../platform/data/db.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { invalidInput, notFound } from '../../platform/http/errors.ts';
import { toSpot } from '../spots/mappers.ts';
import { findSpot, lockSpot, updateSpot } from '../spots/queries.ts';
import { requireSpot } from '../spots/require-spot.ts';
import { insertReplay, listReplays } from './queries.ts';

export async function startLive(db: Database, scope: ClubScope, spotId: number): Promise<Spot> {
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, scope.club.id, spotId);
    if (!spot) throw notFound('No such spot on this site');
    if (!spot.live) await updateSpot(tx, scope.club.id, spotId, { live: true, liveStartedAt: new Date() });
  });
  return toSpot(await requireSpot(db, scope.club, spotId));
}

export async function setLiveUrl(
  db: Database,
  scope: ClubScope,
  body: { Spot_id: number; Url: string },
): Promise<Spot> {
  const videoId = liveVideoId(body.Url);
  if (videoId === null) throw invalidInput('Give the live video id or its link (https://youtu.be/...)');
  await requireSpot(db, scope.club, body.Spot_id);
  await updateSpot(db, scope.club.id, body.Spot_id, { liveUrl: videoId });
  return toSpot(await requireSpot(db, scope.club, body.Spot_id));
}

/** Ends the live; one that had a video is kept as a replay. */
export async function finishLive(db: Database, scope: ClubScope, spotId: number): Promise<Spot> {
  await db.transaction(async (tx) => {
    const spot = await lockSpot(tx, scope.club.id, spotId);
    if (!spot) throw notFound('No such spot on this site');
    const full = await findSpot(tx, scope.club.id, spotId);
    if (spot.liveUrl) {
      await insertReplay(tx, scope.club.id, {
        spotId,
        url: spot.liveUrl,
        startedAt: full?.liveStartedAt ?? null,
      });
    }
    await updateSpot(tx, scope.club.id, spotId, { live: false, liveUrl: null, liveStartedAt: null });
  });
  return toSpot(await requireSpot(db, scope.club, spotId));
}

export async function listSpotReplays(
  db: Database,
  { club }: ClubScope,
  query: { spotId: number; page: number },
): Promise<Replay[]> {
  await requireSpot(db, club, query.spotId);
  const rows = await listReplays(db, club.id, query.spotId, {
    limit: LIST_PAGE_SIZE,
    offset: query.page * LIST_PAGE_SIZE,
  });
  return rows.map((row) => ({
    Id: row.id,
    Spot_id: row.spotId,
    Url: row.url,
    Started_at: row.startedAt?.toISOString() ?? null,
    Finished_at: row.finishedAt.toISOString(),
  }));
}
