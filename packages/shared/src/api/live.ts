import { z } from 'zod';
import { defineCall } from './contract.ts';
import { countField, idField } from './fields.ts';
import { spotSchema } from './spots.ts';

/**
 * A spot's live stream and its replays (SPEC.md section 7, Spots: the `/api/Spots/*` calls about lives).
 * Reading the replays is public; starting, setting and finishing a live belong to the manager of the
 * spot's club (or the super administrator).
 */

export const replaySchema = z.object({
  Id: z.number().int(),
  Spot_id: z.number().int(),
  /** Video id of the recorded live. */
  Url: z.string(),
  Started_at: z.string().nullable(),
  Finished_at: z.string(),
});

export type Replay = z.infer<typeof replaySchema>;

export const createLive = defineCall({
  method: 'GET',
  path: '/api/Spots/createLive/{id}',
  changes: ['spots'],
  summary: 'Start a live on the spot (Live true).',
  access: 'manager',
  params: z.object({ id: idField }),
  response: spotSchema,
});

export const updateLive = defineCall({
  method: 'POST',
  path: '/api/Spots/updateLive',
  changes: ['spots'],
  summary: "Set the live's video: an id or a link (short-link prefix stripped).",
  access: 'manager',
  body: z.object({ Spot_id: idField, Url: z.string().trim().min(1).max(500) }),
  response: spotSchema,
});

export const finishLive = defineCall({
  method: 'GET',
  path: '/api/Spots/finishLive/{id}',
  changes: ['spots', { topic: 'replays', by: 'id' }],
  summary: 'Finish the live: Live false, URL cleared; a live that had a video becomes a replay.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: spotSchema,
});

export const getReplays = defineCall({
  method: 'GET',
  path: '/api/Spots/getReplays/{spotId}/{page}',
  effect: 'cachedRead',
  shows: [{ topic: 'replays', by: 'spotId' }],
  summary: "The spot's past lives, newest first, pages from 0.",
  access: 'public',
  params: z.object({ spotId: idField, page: countField }),
  response: z.array(replaySchema),
});
