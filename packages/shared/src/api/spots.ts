import { z } from 'zod';
import { ACCESS_OPTIONS_MAX, BEST_HOURS_MAX, INTEREST_POINTS_MAX } from '../constants.ts';
import { isValidLayerName, LAYER_NAME_MAX_CHARS } from '../domain/layer-name.ts';
import { defineCall, fileResponse } from './contract.ts';
import { boolField, countField, idField, nullable, requiredText, text } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * Spots, their sheets, KML layers, live streams and replays (SPEC.md section 7, Spots). Reading is
 * public; every write belongs to the manager of the spot's club (or the super administrator), and a
 * spot of another club is answered as missing.
 */

/**
 * Largest KML text a save carries, in characters: a layer of 15,000 shapes drawn in the editor is
 * about 5.7 million. What a layer may hold is counted in shapes and points when it is read (50,000
 * shapes, LAYER_MAX_FEATURES of domain/layer-files/types.ts). Bodies twice this size (14 MB) keep
 * /healthz's p99 under 50 ms while four are read at once (bench/README.md; 20 MB bodies stalled the
 * event loop up to 2.6 s).
 */
export const KML_MAX_CHARS = 7_000_000;
/** Body limit of calls carrying a base64 picture of at most IMAGE_MAX_BYTES. */
const PICTURE_BODY_LIMIT = 3_000_000;

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
const criterion = nullable(text(100));
const orientation = nullable(text(20));

/** A spot's sheet in one language. Descriptions are sanitized HTML. */
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
  Required_level: criterion,
  Accessibility: criterion,
  Visibility: criterion,
  Dominant_flux: criterion,
  Dominant_flux_orientation: orientation,
  Dominant_wind: criterion,
  Dominant_wind_orientation: orientation,
  Best_month_from: month,
  Best_month_to: month,
  Difficulty: criterion,
});
export type SpotInfosInput = z.input<typeof spotInfosInputSchema>;

/** A picture as the crop tool sends it: base64 data (or a data: URL) and the crop box in its pixels. */
const pictureFields = {
  Picture_data: nullable(z.string().max(PICTURE_BODY_LIMIT)).optional(),
  Picture_extension: nullable(z.string().trim().toLowerCase().max(10)).optional(),
  Picture_x: nullable(z.coerce.number().min(0)).optional(),
  Picture_y: nullable(z.coerce.number().min(0)).optional(),
  Picture_width: nullable(z.coerce.number().positive()).optional(),
  Picture_height: nullable(z.coerce.number().positive()).optional(),
};

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

/** A KML layer of a spot. Url carries the version, so a browser never shows a stale file. */
export const layerSchema = z.object({
  Name: z.string(),
  /** 0 drawn in the layer editor (built-in), 1 uploaded. */
  Uploaded: z.boolean(),
  Version: z.number().int(),
  Url: z.string(),
  Updated_at: z.string(),
});
export type Layer = z.infer<typeof layerSchema>;

export const layerNameField = z
  .string()
  .trim()
  .max(LAYER_NAME_MAX_CHARS)
  .refine(isValidLayerName, "A layer name is letters, digits, spaces and - _ ( ) ' , . & + only");

/** 0 built-in, 1 uploaded, as the documented paths write it. */
const uploadedFlag = z.coerce
  .number()
  .int()
  .min(0)
  .max(1)
  .transform((value) => value === 1);

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

export const replaySchema = z.object({
  Id: z.number().int(),
  Spot_id: z.number().int(),
  /** Video id of the recorded live. */
  Url: z.string(),
  Started_at: z.string().nullable(),
  Finished_at: z.string(),
});
export type Replay = z.infer<typeof replaySchema>;

export const uploadedPictureSchema = z.object({
  Url: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
});

export const spotQuotaSchema = z.object({
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

export const getSpotQuota = defineCall({
  method: 'GET',
  path: '/api/Spots/getQuota',
  effect: 'read',
  summary: "How many spots the club has, and its subscription's Max.",
  access: 'manager',
  response: spotQuotaSchema,
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

export const getLayers = defineCall({
  method: 'GET',
  path: '/api/Spots/getLayers/{spotId}/{uploadedFlag}',
  effect: 'cachedRead',
  shows: [{ topic: 'layers', by: 'spotId' }],
  summary: "The spot's KML layers: 0 drawn in the editor, 1 uploaded; by name.",
  access: 'public',
  params: z.object({ spotId: idField, uploadedFlag }),
  response: z.array(layerSchema),
});

export const getInfos = defineCall({
  method: 'GET',
  path: '/api/Spots/getInfos/{id}',
  effect: 'cachedRead',
  shows: [{ topic: 'spotInfos', by: 'id' }],
  summary: "The spot's sheet in the reader's language (else the club's first written one), or null.",
  access: 'public',
  params: z.object({ id: idField }),
  response: spotInfosSchema.nullable(),
});

export const getInfosAdmin = defineCall({
  method: 'GET',
  path: '/api/Spots/getInfosAdmin/{languageKey}/{spotId}',
  effect: 'read',
  summary: "The spot's sheet in one language of the club, for editing (empty when not written yet).",
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
  summary: "Write the spot's sheet in one language; empty optional fields become null.",
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
  summary: 'Delete a spot with its sheets, layers and live history; its pictures and videos stay, unlinked.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const uploadKmlFile = defineCall({
  method: 'POST',
  path: '/api/Spots/uploadKmlFile',
  changes: [{ topic: 'layers', by: 'Spot_id' }],
  summary:
    'Add a KML layer (Uploaded 1: an uploaded file; 0 or absent: drawn in the editor). The KML is parsed ' +
    'safely (no DOCTYPE or entities), its descriptions sanitized; refused with not_kml otherwise.',
  access: 'manager',
  bodyLimit: KML_MAX_CHARS * 2,
  // A binary file sent as text (a KMZ is a zip) is answered not_kml, as any other file that is no KML.
  fileTextFields: ['Data'],
  body: z.object({
    Name: layerNameField,
    Data: z.string().min(1).max(KML_MAX_CHARS),
    Spot_id: idField,
    Uploaded: boolField.default(false),
  }),
  response: layerSchema,
});

/** Largest layer file uploaded as a file (a KML, or a KMZ with its images). */
export const LAYER_FILE_MAX_BYTES = 8_000_000;

/** A layer made of an uploaded file, and what of the file could not be shown (one sentence each). */
export const uploadedLayerSchema = layerSchema.extend({ Notices: z.array(z.string()) });

export const uploadLayerFile = defineCall({
  method: 'POST',
  path: '/api/Spots/uploadLayerFile',
  changes: [{ topic: 'layers', by: 'Spot_id' }],
  summary:
    'Add an uploaded layer made of a file (multipart field `file`, at most 8,000,000 bytes): a KML, a ' +
    'KMZ whose images are stored with the layer, a GPX or a GeoJSON file. Named Name, else the name inside the file, else the ' +
    "file's name, made unique among the spot's layers. Answers the layer and Notices: what could not be shown.",
  access: 'manager',
  bodyKind: 'file',
  fileMaxBytes: LAYER_FILE_MAX_BYTES,
  body: z.object({ Spot_id: idField, Name: layerNameField.optional() }),
  response: uploadedLayerSchema,
});

export const editKmlFile = defineCall({
  method: 'POST',
  path: '/api/Spots/editKmlFile',
  changes: [{ topic: 'layers', by: 'Spot_id' }],
  summary: 'Replace a layer (named Old_name) with new KML, possibly renamed; its version goes up.',
  access: 'manager',
  bodyLimit: KML_MAX_CHARS * 2,
  // A binary file sent as text (a KMZ is a zip) is answered not_kml, as any other file that is no KML.
  fileTextFields: ['Data'],
  body: z.object({
    Name: layerNameField,
    Old_name: layerNameField,
    Data: z.string().min(1).max(KML_MAX_CHARS),
    Spot_id: idField,
    Uploaded: boolField.default(false),
  }),
  response: layerSchema,
});

export const deleteLayer = defineCall({
  method: 'GET',
  path: '/api/Spots/deleteLayer/{name}/{spotId}/{uploadedFlag}',
  changes: [{ topic: 'layers', by: 'spotId' }],
  summary: 'Delete a layer and its KML file.',
  access: 'manager',
  params: z.object({ name: layerNameField, spotId: idField, uploadedFlag }),
  response: okResponse,
});

/** An earlier content of a layer (the last 20 are kept), newest first. */
export const layerVersionSchema = z.object({
  /** The layer's version number while it had this content. */
  Version: z.number().int(),
  Saved_at: z.string(),
  /** Who saved that content, or null when unknown (saved before authors were recorded, or the user is gone). */
  Saved_by: z.string().nullable(),
  /** Size of the KML, in bytes. */
  Size: z.number().int(),
});
export type LayerVersion = z.infer<typeof layerVersionSchema>;

const layerRefParams = { spotId: idField, uploadedFlag, layerName: layerNameField };

export const getLayerVersions = defineCall({
  method: 'GET',
  path: '/api/Spots/getLayerVersions/{spotId}/{uploadedFlag}/{layerName}',
  effect: 'read',
  summary: "A layer's earlier versions (the last 20), newest first, with their date, author and size.",
  access: 'manager',
  params: z.object(layerRefParams),
  response: z.array(layerVersionSchema),
});

export const getLayerVersion = defineCall({
  method: 'GET',
  path: '/api/Spots/getLayerVersion/{spotId}/{uploadedFlag}/{layerName}/{version}',
  effect: 'read',
  summary: "The KML of one of a layer's earlier versions, to preview it.",
  access: 'manager',
  params: z.object({ ...layerRefParams, version: idField }),
  response: z.object({ Version: z.number().int(), Data: z.string() }),
});

export const restoreLayerVersion = defineCall({
  method: 'POST',
  path: '/api/Spots/restoreLayerVersion',
  changes: [{ topic: 'layers', by: 'Spot_id' }],
  summary:
    "Make an earlier version a layer's content again; it is a save, so the current content becomes a version.",
  access: 'manager',
  body: z.object({
    Spot_id: idField,
    Uploaded: boolField.default(false),
    Name: layerNameField,
    Version: idField,
  }),
  response: layerSchema,
});

/** The formats a layer is exported in, and the media type of each. */
export const layerExportTypes = {
  kml: 'application/vnd.google-earth.kml+xml',
  kmz: 'application/vnd.google-earth.kmz',
  gpx: 'application/gpx+xml',
  geojson: 'application/geo+json',
} as const;
export type LayerExportFormat = keyof typeof layerExportTypes;

export const exportLayer = defineCall({
  method: 'GET',
  path: '/api/Spots/exportLayer/{spotId}/{uploadedFlag}/{layerName}',
  effect: 'read',
  summary:
    'Download a layer as a file: KML (the default), KMZ (the KML with the images it shows from this ' +
    "site), GPX (markers, lines and areas; no styles) or GeoJSON (simplestyle). Links to this site's " +
    'icons and files are made absolute.',
  access: 'public',
  // Each export not yet written takes a worker of the pool that reads every club's uploads.
  rateLimit: 'export',
  params: z.object(layerRefParams),
  body: z.object({
    format: z
      .enum(Object.keys(layerExportTypes) as [LayerExportFormat, ...LayerExportFormat[]])
      .default('kml'),
  }),
  ...fileResponse(Object.values(layerExportTypes) as [string, ...string[]]),
});

export const uploadMarkerPicture = defineCall({
  method: 'POST',
  path: '/api/Spots/uploadMarkerPicture',
  // Only a file, which no row names until a layer is saved.
  changes: [],
  summary:
    "Store a marker's picture or a ground overlay's image for a spot (cropped, re-encoded); Old_url, " +
    'when it is a picture of the same spot that no saved layer or layer version shows, is removed.',
  access: 'manager',
  bodyLimit: PICTURE_BODY_LIMIT + 100_000,
  body: z.object({
    ...pictureFields,
    Picture_data: z.string().min(1).max(PICTURE_BODY_LIMIT),
    Spot_id: idField,
    Old_url: nullable(z.string().max(500)).optional(),
  }),
  response: uploadedPictureSchema,
});

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
