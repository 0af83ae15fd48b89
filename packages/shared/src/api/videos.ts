import { z } from 'zod';
import { parseVideoUrl } from '../domain/video-url.ts';
import { defineCall } from './contract.ts';
import { boolField, requiredText } from './fields.ts';
import {
  MEDIA_ORDERS,
  mediaCalls,
  mediaItemFields,
  mediaListFields,
  optionalFilterId,
} from './media-item.ts';

/**
 * Videos (SPEC.md section 7, Videos): media items (see media-item.ts) that link to video site A
 * (YouTube, Source 1) or B (Vimeo, Source 2). Their list may be sorted (MEDIA_ORDERS).
 */

export const VIDEO_NAME_MAX_CHARS = 200;

export const videoSchema = z.object({
  ...mediaItemFields.head,
  /** 1 video site A (YouTube), 2 video site B (Vimeo). */
  Source: z.number().int(),
  /** The video's address on its site, in one canonical form. */
  Url: z.string(),
  ...mediaItemFields.origin,
  Is_vr: z.boolean(),
  ...mediaItemFields.reception,
});
export type Video = z.infer<typeof videoSchema>;

/** A YouTube or Vimeo address (error `invalid_input` on the field `Url` otherwise). */
export const videoUrlField = z
  .string()
  .trim()
  .max(500)
  .refine((url) => parseVideoUrl(url) !== null, { message: 'Give a YouTube or Vimeo video address' });

export const videoCalls = mediaCalls({
  folder: 'Videos',
  noun: 'Video',
  topic: 'videos',
  item: videoSchema,
  last: { summary: "The club's newest video (home page), or null when it has none." },
  list: {
    body: z.object({
      ...mediaListFields,
      order: z.preprocess(
        (value) => (value === '' || value === null ? undefined : value),
        z.enum(MEDIA_ORDERS).default('creation_date'),
      ),
    }),
    summary:
      "One page of the club's videos, pages from 0, optionally of one spot and/or member (0: all), sorted " +
      'by creation_date (newest first, the default), nb_views or nb_likes (most first).',
  },
  view: { summary: 'Counts one view of a video (when its player opens); returns the new count.' },
  like: { summary: 'Likes a video, once per member: liking it again changes nothing. Returns the count.' },
  remove: { summary: "Deletes a video: whoever added it, the club's manager or the super administrator." },
});

export const {
  last: getLastVideo,
  list: getVideos,
  view: addVideoView,
  like: likeVideo,
  remove: deleteVideo,
} = videoCalls;

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
