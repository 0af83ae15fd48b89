import { z } from 'zod';
import { defineCall } from './contract.ts';
import { countField, idField, nullable } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * The media core (issue 32): what a picture and a video, the two kinds of media item, share on the
 * wire. Each kind's module (pictures.ts, videos.ts) adds its own fields and its own way of adding an
 * item; listing, filtering, views, likes and deletion are defined here once. Reading and counting
 * views is public; liking needs a member; deleting is for whoever added the item or whoever manages
 * the club. Lists are paged by LIST_PAGE_SIZE, pages counted from 0; an empty page marks the end.
 */

/**
 * The fields every media item has, in three groups: a kind puts its own fields between them, where
 * its answers have always had them.
 */
export const mediaItemFields = {
  head: {
    Id: z.number().int(),
    Club_id: z.number().int(),
    Name: z.string(),
  },
  origin: {
    Spot_id: z.number().int().nullable(),
    Spot_name: z.string().nullable(),
    /** The member who added it; null once their account is deleted. */
    User_id: z.number().int().nullable(),
    Author_name: z.string().nullable(),
  },
  reception: {
    Nb_views: z.number().int(),
    Nb_likes: z.number().int(),
    /** Whether the signed-in reader has liked it (always false for a visitor). */
    Is_liked: z.boolean(),
    /** Whether the reader may delete it: whoever added it, the club's manager or the super administrator. */
    Can_delete: z.boolean(),
    Creation_date: z.string(),
  },
};

const mediaItemSchema = z.object({
  ...mediaItemFields.head,
  ...mediaItemFields.origin,
  ...mediaItemFields.reception,
});
/** A picture or a video, as far as galleries, likes and views go. */
export type MediaItem = z.infer<typeof mediaItemSchema>;

/** A spot or member filter, and a new item's spot: 0, empty or absent is none. */
export const optionalFilterId = z.preprocess(
  (value) => (value === 0 || value === '0' ? null : value),
  nullable(idField).optional(),
);

/** The body of a media list: one page (from 0) of the club's items, optionally of one spot and/or member. */
export const mediaListFields = {
  page: countField.default(0),
  club_id: idField,
  member_id: optionalFilterId,
  spot_id: optionalFilterId,
};

/** Sort orders of a media list that offers them (the videos'); creation_date (newest first) by default. */
export const MEDIA_ORDERS = ['creation_date', 'nb_views', 'nb_likes'] as const;
export type MediaOrder = (typeof MEDIA_ORDERS)[number];

const mediaListSchema = z.object(mediaListFields);
/** A media list's body as read, with its sort order when the kind offers one. */
export type MediaListInput = z.output<typeof mediaListSchema> & { order?: MediaOrder };

/** What a call of a kind says of itself (OpenAPI), in words of the kind's module that the web build strips. */
interface CallWords {
  summary: string;
}

/** How a kind of media item is named on the wire, its item, its list's body, and each call's words. */
interface MediaKindWire<Item extends z.ZodType<MediaItem>, ListBody extends z.ZodType<MediaListInput>> {
  /** Its path folder: `Pictures` in `/api/Pictures/getPictures`. */
  folder: string;
  /** Its name in paths: `Picture` in `likePicture`. */
  noun: string;
  /** The cache topic of its rows. */
  topic: 'pictures' | 'videos';
  item: Item;
  last: CallWords;
  list: CallWords & { body: ListBody };
  view: CallWords;
  like: CallWords;
  remove: CallWords;
}

/**
 * The calls every kind of media item has: its newest item, its list, and one view, one like and the
 * deletion of an item, at `/api/{folder}/getLast{noun}/{clubId}`, `/api/{folder}/get{folder}`,
 * `addView/{id}`, `like{noun}/{id}` and `delete{noun}/{id}`.
 */
export function mediaCalls<Item extends z.ZodType<MediaItem>, ListBody extends z.ZodType<MediaListInput>>(
  kind: MediaKindWire<Item, ListBody>,
) {
  const { folder, noun, topic } = kind;
  const byId = z.object({ id: idField });
  return {
    last: defineCall({
      method: 'GET',
      path: `/api/${folder}/getLast${noun}/{clubId}`,
      effect: 'cachedRead',
      shows: [topic, 'spots', 'members'],
      ...kind.last,
      access: 'public',
      clubFields: { clubId: 'host' },
      params: z.object({ clubId: idField }),
      response: kind.item.nullable(),
    }),
    list: defineCall({
      method: 'POST',
      path: `/api/${folder}/get${folder}`,
      effect: 'cachedRead',
      shows: [topic, 'spots', 'members'],
      ...kind.list,
      access: 'public',
      clubFields: { club_id: 'host' },
      response: z.array(kind.item),
    }),
    view: defineCall({
      method: 'GET',
      path: `/api/${folder}/addView/{id}`,
      effect: 'counter',
      ...kind.view,
      access: 'public',
      params: byId,
      response: z.object({ Id: z.number().int(), Nb_views: z.number().int() }),
    }),
    like: defineCall({
      method: 'GET',
      path: `/api/${folder}/like${noun}/{id}`,
      effect: 'counter',
      ...kind.like,
      access: 'member',
      params: byId,
      response: z.object({ Id: z.number().int(), Nb_likes: z.number().int(), Is_liked: z.literal(true) }),
    }),
    remove: defineCall({
      method: 'GET',
      path: `/api/${folder}/delete${noun}/{id}`,
      changes: [topic],
      ...kind.remove,
      access: 'member',
      params: byId,
      response: okResponse,
    }),
  };
}

/** The calls of one kind of media item (see `mediaCalls`). */
export type MediaCalls<
  Item extends z.ZodType<MediaItem> = z.ZodType<MediaItem>,
  ListBody extends z.ZodType<MediaListInput> = z.ZodType<MediaListInput>,
> = ReturnType<typeof mediaCalls<Item, ListBody>>;
