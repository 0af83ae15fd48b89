import { z } from 'zod';
import { ACCESS_OPTIONS_MAX, BEST_HOURS_MAX, INTEREST_POINTS_MAX } from '../constants.ts';
import { defineCall } from './contract.ts';
import { idField, nullable, PICTURE_BODY_LIMIT, pictureFields, requiredText, text } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * Spots, their infos and media (SPEC.md section 7, Spots). Reading is public; every write belongs to
 * the manager of the spot's club (or the super administrator), and a spot of another club is answered
 * as missing. The spot's KML layers are in layers.ts, its live stream and replays in live.ts.
 */

export const spotSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Name: z.string(),
  Country_id: z.number().int().nullable(),
  /** ISO 3166-1 alpha-2 code of Country_id, so the page names the country in the reader's language. */
  Country_code: z.string().nullable(),
  Region: z.string().nullable(),
  Town: z.string().nullable(),
  Longitude: z.number(),
  Latitude: z.number(),
  File_3d_url: z.string().nullable(),
  Live: z.boolean(),
  /** Video id of the live stream (the short-link prefix stripped), or null. */
  Live_url: z.string().nullable(),
  Picture: z.string().nullable(),
});

export type Spot = z.infer<typeof spotSchema>;

/** A JSON list also arrives as text (form-encoded bodies, the stored column). */
const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

/** An empty list also arrives as null (SPEC.md section 3: optional fields are sent as null when empty). */
const listText = (value: unknown) => {
  const list = jsonText(value);
  return list === null ? [] : list;
};

const codeList = (max: number) =>
  z.preprocess(
    listText,
    z
      .array(z.coerce.number().int().min(1).max(max))
      .max(max)
      .transform((values) => [...new Set(values)].sort((a, b) => a - b)),
  );

const month = nullable(z.coerce.number().int().min(1).max(12));

const infosText = nullable(text(100));

const orientation = nullable(text(20));

/** A spot's infos in one language. Descriptions are sanitized HTML. */
export const spotInfosSchema = z.object({
  Spot_id: z.number().int(),
  Language_id: z.number().int(),
  Language_key: z.string(),
  Description: z.string().nullable(),
  /** Access options 1-5. */
  Access: z.array(z.number().int()),
  /** Interest points 1-10. */
  Interest_points: z.array(z.number().int()),
  /** Best hours 1-4. */
  Best_hours: z.array(z.number().int()),
  Required_level: z.string().nullable(),
  Accessibility: z.string().nullable(),
  Visibility: z.string().nullable(),
  Dominant_flux: z.string().nullable(),
  Dominant_flux_orientation: z.string().nullable(),
  Dominant_wind: z.string().nullable(),
  Dominant_wind_orientation: z.string().nullable(),
  Best_month_from: z.number().int().nullable(),
  Best_month_to: z.number().int().nullable(),
  Difficulty: z.string().nullable(),
});

export type SpotInfos = z.infer<typeof spotInfosSchema>;

export const spotInfosInputSchema = z.object({
  Spot_id: idField,
  Language_key: z.string().trim().toLowerCase().min(2).max(8),
  Description: nullable(z.string().max(50_000)),
  Access: codeList(ACCESS_OPTIONS_MAX).default([]),
  Interest_points: codeList(INTEREST_POINTS_MAX).default([]),
  Best_hours: codeList(BEST_HOURS_MAX).default([]),
  Required_level: infosText,
  Accessibility: infosText,
  Visibility: infosText,
  Dominant_flux: infosText,
  Dominant_flux_orientation: orientation,
  Dominant_wind: infosText,
  Dominant_wind_orientation: orientation,
  Best_month_from: month,
  Best_month_to: month,
  Difficulty: infosText,
});

export type SpotInfosInput = z.input<typeof spotInfosInputSchema>;

/** A 3D model's address: an http(s) address, or a file this platform serves (`/files/…`, as the demo's). */
const modelUrl = z
  .string()
  .trim()
  .max(500)
  .refine(
    (value) =>
      /^https?:\/\/[^\s]+$/i.test(value) || (/^\/files\/[\w./-]+$/.test(value) && !value.includes('..')),
    'Expected an http(s) address or a /files/ path',
  );

export const spotInputSchema = z.object({
  Name: requiredText(200),
  Country_id: nullable(idField).optional(),
  Region: nullable(text(200)).optional(),
  Town: nullable(text(200)).optional(),
  Longitude: z.coerce.number().min(-180).max(180),
  Latitude: z.coerce.number().min(-90).max(90),
  File_3d_url: nullable(modelUrl).optional(),
  ...pictureFields,
});

export type SpotInput = z.input<typeof spotInputSchema>;

export const mediaSchema = z.object({
  Id: z.number().int(),
  /** 1 picture, 2 video. */
  Type: z.number().int(),
  url: z.string(),
  /** Videos: 1 video site A, 2 site B; pictures: null. */
  Source: z.number().int().nullable(),
  Is_vr: z.boolean(),
  Name: z.string(),
});

export type Media = z.infer<typeof mediaSchema>;

export const subscriptionSpotsSchema = z.object({
  Count: z.number().int(),
  /** The subscription's Max; 0 when the club has no subscription. */
  Max: z.number().int(),
});

export const getMapConfig = defineCall({
  method: 'GET',
  path: '/api/Spots/getMapConfig',
  effect: 'cachedRead',
  shows: ['platform'],
  summary: 'Settings of the satellite map: the tile URL template.',
  access: 'public',
  tenancy: 'any',
  response: z.object({ Tile_url: z.string() }),
});

export const getSpotsByClub = defineCall({
  method: 'GET',
  path: '/api/Spots/getSpotsByClub/{clubId}',
  effect: 'cachedRead',
  shows: ['spots'],
  summary: 'Every spot of the club, by name.',
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.array(spotSchema),
});

export const getSpot = defineCall({
  method: 'GET',
  path: '/api/Spots/getSpot/{id}',
  effect: 'cachedRead',
  shows: ['spots'],
  summary: 'One spot of the club.',
  access: 'public',
  params: z.object({ id: idField }),
  response: spotSchema,
});

export const getSubscriptionSpots = defineCall({
  method: 'GET',
  path: '/api/Spots/getQuota',
  effect: 'read',
  summary: "How many spots the club has, and its subscription's Max.",
  access: 'manager',
  response: subscriptionSpotsSchema,
});

export const getMedia = defineCall({
  method: 'GET',
  path: '/api/Spots/getMedia/{spotId}',
  effect: 'cachedRead',
  shows: ['pictures', 'videos'],
  summary: "The spot's pictures and videos, newest first (at most 50).",
  access: 'public',
  params: z.object({ spotId: idField }),
  response: z.array(mediaSchema),
});

export const getInfos = defineCall({
  method: 'GET',
  path: '/api/Spots/getInfos/{id}',
  effect: 'cachedRead',
  shows: [{ topic: 'spotInfos', by: 'id' }],
  summary: "The spot's infos in the reader's language (else the club's first written one), or null.",
  access: 'public',
  params: z.object({ id: idField }),
  response: spotInfosSchema.nullable(),
});

export const getInfosAdmin = defineCall({
  method: 'GET',
  path: '/api/Spots/getInfosAdmin/{languageKey}/{spotId}',
  effect: 'read',
  summary: "The spot's infos in one language of the club, for editing (empty when not written yet).",
  access: 'manager',
  params: z.object({ languageKey: z.string().trim().toLowerCase().min(2).max(8), spotId: idField }),
  response: spotInfosSchema,
});

export const createSpot = defineCall({
  method: 'POST',
  path: '/api/Spots/createSpot',
  changes: ['spots'],
  summary:
    "Create a spot. Refused with spot_quota_reached once the club has its subscription's Max of spots.",
  access: 'manager',
  bodyLimit: PICTURE_BODY_LIMIT + 100_000,
  body: spotInputSchema,
  response: spotSchema,
});

export const editSpot = defineCall({
  method: 'POST',
  path: '/api/Spots/editSpot',
  changes: ['spots'],
  summary: 'Edit a spot; a new picture replaces the old one, no picture keeps it.',
  access: 'manager',
  bodyLimit: PICTURE_BODY_LIMIT + 100_000,
  body: spotInputSchema.extend({ Id: idField }),
  response: spotSchema,
});

export const editSpotInfos = defineCall({
  method: 'POST',
  path: '/api/Spots/editSpotInfos',
  changes: [{ topic: 'spotInfos', by: 'Spot_id' }],
  summary: "Write the spot's infos in one language; empty optional fields become null.",
  access: 'manager',
  body: spotInfosInputSchema,
  response: spotInfosSchema,
});

export const deleteSpot = defineCall({
  method: 'GET',
  path: '/api/Spots/deleteSpot/{id}',
  changes: [
    'spots',
    { topic: 'spotInfos', by: 'id' },
    { topic: 'layers', by: 'id' },
    { topic: 'replays', by: 'id' },
    'pictures',
    'videos',
  ],
  summary: 'Delete a spot with its infos, layers and live history; its pictures and videos stay, unlinked.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: okResponse,
});
