import { z } from 'zod';
import { parseVideoUrl } from '../domain/video-url.ts';
import { defineCall } from './contract.ts';
import { boolField, countField, idField, nullable, requiredText } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * Videos (SPEC.md section 7, Videos): links to video site A (YouTube, Source 1) or B (Vimeo,
 * Source 2). Same rules as pictures for views, likes and deletion.
 */

export const VIDEO_NAME_MAX_CHARS = 200;

/** Sort orders of the video list; creation_date (newest first) by default. */
export const VIDEO_ORDERS = ['creation_date', 'nb_views', 'nb_likes'] as const;
export type VideoOrder = (typeof VIDEO_ORDERS)[number];

export const videoSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Name: z.string(),
  /** 1 video site A (YouTube), 2 video site B (Vimeo). */
  Source: z.number().int(),
  /** The video's address on its site, in one canonical form. */
  Url: z.string(),
  Spot_id: z.number().int().nullable(),
  Spot_name: z.string().nullable(),
  User_id: z.number().int().nullable(),
  Author_name: z.string().nullable(),
  Is_vr: z.boolean(),
  Nb_views: z.number().int(),
  Nb_likes: z.number().int(),
  Is_liked: z.boolean(),
  Can_delete: z.boolean(),
  Creation_date: z.string(),
});
export type Video = z.infer<typeof videoSchema>;

const optionalFilterId = z.preprocess(
  (value) => (value === 0 || value === '0' ? null : value),
  nullable(idField).optional(),
);

/** A YouTube or Vimeo address (error `invalid_input` on the field `Url` otherwise). */
export const videoUrlField = z
  .string()
  .trim()
  .max(500)
  .refine((url) => parseVideoUrl(url) !== null, { message: 'Give a YouTube or Vimeo video address' });

export const getLastVideo = defineCall({
  method: 'GET',
  path: '/api/Videos/getLastVideo/{clubId}',
  effect: 'cachedRead',
  shows: ['videos', 'spots', 'members'],
  summary: "The club's newest video (home page), or null when it has none.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: videoSchema.nullable(),
});

export const getVideos = defineCall({
  method: 'POST',
  path: '/api/Videos/getVideos',
  effect: 'cachedRead',
  shows: ['videos', 'spots', 'members'],
  summary:
    "One page of the club's videos, pages from 0, optionally of one spot and/or member (0: all), sorted " +
    'by creation_date (newest first, the default), nb_views or nb_likes (most first).',
  access: 'public',
  clubFields: { club_id: 'host' },
  body: z.object({
    page: countField.default(0),
    club_id: idField,
    member_id: optionalFilterId,
    spot_id: optionalFilterId,
    order: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.enum(VIDEO_ORDERS).default('creation_date'),
    ),
  }),
  response: z.array(videoSchema),
});

export const addVideoView = defineCall({
  method: 'GET',
  path: '/api/Videos/addView/{id}',
  effect: 'counter',
  summary: 'Counts one view of a video (when its player opens); returns the new count.',
  access: 'public',
  params: z.object({ id: idField }),
  response: z.object({ Id: z.number().int(), Nb_views: z.number().int() }),
});

export const likeVideo = defineCall({
  method: 'GET',
  path: '/api/Videos/likeVideo/{id}',
  effect: 'counter',
  summary: 'Likes a video, once per member: liking it again changes nothing. Returns the count.',
  access: 'member',
  params: z.object({ id: idField }),
  response: z.object({ Id: z.number().int(), Nb_likes: z.number().int(), Is_liked: z.literal(true) }),
});

export const deleteVideo = defineCall({
  method: 'GET',
  path: '/api/Videos/deleteVideo/{id}',
  changes: ['videos'],
  summary: "Deletes a video: whoever added it, the club's manager or the super administrator.",
  access: 'member',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const createVideo = defineCall({
  method: 'POST',
  path: '/api/Videos/createVideo',
  changes: ['videos'],
  summary:
    'Adds a video by its YouTube or Vimeo address (the Source follows from it); a spot is required when ' +
    'the club uses spots.',
  access: 'member',
  body: z.object({
    Name: requiredText(VIDEO_NAME_MAX_CHARS),
    Url: videoUrlField,
    Spot_id: optionalFilterId,
    Is_vr: boolField.default(false),
  }),
  response: videoSchema,
});
