import { z } from 'zod';
import { defineCall } from './contract.ts';
import { requiredText } from './fields.ts';
import { mediaCalls, mediaItemFields, mediaListFields, optionalFilterId } from './media-item.ts';

/**
 * Pictures of the gallery (SPEC.md section 7, Pictures): media items (see media-item.ts) whose own
 * fields are their image's, uploaded as a file. Lists are newest first.
 */

export const PICTURE_NAME_MAX_CHARS = 200;

export const pictureSchema = z.object({
  ...mediaItemFields.head,
  ...mediaItemFields.origin,
  /** Display-size image (the lightbox). */
  Url: z.string(),
  /** Small image (the gallery grid). */
  Thumbnail_url: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
  ...mediaItemFields.reception,
});
export type Picture = z.infer<typeof pictureSchema>;

export const pictureCalls = mediaCalls({
  folder: 'Pictures',
  noun: 'Picture',
  topic: 'pictures',
  item: pictureSchema,
  last: { summary: "The club's newest picture (home page), or null when it has none." },
  list: {
    body: z.object(mediaListFields),
    summary:
      "One page of the club's pictures, newest first, pages from 0, optionally of one spot and/or one " +
      'member (0 or absent: all); an empty page marks the end.',
  },
  view: { summary: 'Counts one view of a picture (when it opens in the lightbox); returns the new count.' },
  like: { summary: 'Likes a picture, once per member: liking it again changes nothing. Returns the count.' },
  remove: {
    summary: "Deletes a picture and its files: its uploader, the club's manager or the super administrator.",
  },
});

export const {
  last: getLastPicture,
  list: getPictures,
  view: addPictureView,
  like: likePicture,
  remove: deletePicture,
} = pictureCalls;

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
