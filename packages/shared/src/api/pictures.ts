import { z } from 'zod';
import { defineCall } from './contract.ts';
import { countField, idField, nullable, requiredText } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * Pictures of the gallery (SPEC.md section 7, Pictures). Reading and counting views is public; liking
 * needs a member; deleting is for the uploader or whoever manages the club. Lists are paged by
 * LIST_PAGE_SIZE, newest first, pages counted from 0; an empty page marks the end.
 */

export const PICTURE_NAME_MAX_CHARS = 200;

export const pictureSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Name: z.string(),
  Spot_id: z.number().int().nullable(),
  Spot_name: z.string().nullable(),
  /** The member who uploaded it; null once their account is deleted. */
  User_id: z.number().int().nullable(),
  Author_name: z.string().nullable(),
  /** Display-size image (the lightbox). */
  Url: z.string(),
  /** Small image (the gallery grid). */
  Thumbnail_url: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
  Nb_views: z.number().int(),
  Nb_likes: z.number().int(),
  /** Whether the signed-in reader has liked it (always false for a visitor). */
  Is_liked: z.boolean(),
  /** Whether the reader may delete it: its uploader, the club's manager or the super administrator. */
  Can_delete: z.boolean(),
  Creation_date: z.string(),
});
export type Picture = z.infer<typeof pictureSchema>;

/** 0, empty or absent: no filter. */
const optionalFilterId = z.preprocess(
  (value) => (value === 0 || value === '0' ? null : value),
  nullable(idField).optional(),
);

export const getLastPicture = defineCall({
  method: 'GET',
  path: '/api/Pictures/getLastPicture/{clubId}',
  effect: 'cachedRead',
  shows: ['pictures', 'spots', 'members'],
  summary: "The club's newest picture (home page), or null when it has none.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: pictureSchema.nullable(),
});

export const getPictures = defineCall({
  method: 'POST',
  path: '/api/Pictures/getPictures',
  effect: 'cachedRead',
  shows: ['pictures', 'spots', 'members'],
  summary:
    "One page of the club's pictures, newest first, pages from 0, optionally of one spot and/or one " +
    'member (0 or absent: all); an empty page marks the end.',
  access: 'public',
  clubFields: { club_id: 'host' },
  body: z.object({
    page: countField.default(0),
    club_id: idField,
    member_id: optionalFilterId,
    spot_id: optionalFilterId,
  }),
  response: z.array(pictureSchema),
});

export const addPictureView = defineCall({
  method: 'GET',
  path: '/api/Pictures/addView/{id}',
  effect: 'counter',
  summary: 'Counts one view of a picture (when it opens in the lightbox); returns the new count.',
  access: 'public',
  params: z.object({ id: idField }),
  response: z.object({ Id: z.number().int(), Nb_views: z.number().int() }),
});

export const likePicture = defineCall({
  method: 'GET',
  path: '/api/Pictures/likePicture/{id}',
  effect: 'counter',
  summary: 'Likes a picture, once per member: liking it again changes nothing. Returns the count.',
  access: 'member',
  params: z.object({ id: idField }),
  response: z.object({ Id: z.number().int(), Nb_likes: z.number().int(), Is_liked: z.literal(true) }),
});

export const deletePicture = defineCall({
  method: 'GET',
  path: '/api/Pictures/deletePicture/{id}',
  changes: ['pictures'],
  summary: "Deletes a picture and its files: its uploader, the club's manager or the super administrator.",
  access: 'member',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const uploadPicture = defineCall({
  method: 'POST',
  path: '/api/Pictures/uploadPicture',
  changes: ['pictures'],
  summary:
    'Adds a picture to the gallery: the image in the multipart field `file` (png, jpeg, webp, gif, heif ' +
    'or avif by content, at most 2,000,000 bytes), its Name and Spot_id in the query string. A spot is ' +
    'required when the club uses spots. The image is re-encoded without its metadata (EXIF, GPS).',
  access: 'member',
  bodyKind: 'file',
  body: z.object({
    Name: requiredText(PICTURE_NAME_MAX_CHARS),
    Spot_id: optionalFilterId,
  }),
  response: pictureSchema,
});
