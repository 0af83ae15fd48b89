import { z } from 'zod';
import { isValidLayerName, LAYER_NAME_MAX_CHARS } from '../domain/layer-name.ts';
import { defineCall, fileResponse } from './contract.ts';
import { boolField, idField, nullable, PICTURE_BODY_LIMIT, pictureFields } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * A spot's KML layers (SPEC.md section 7, Spots: the `/api/Spots/*` calls about layers): drawn in the
 * editor or uploaded, their earlier versions, their export as a file, and the pictures their markers
 * and ground overlays show. Reading is public; every write belongs to the manager of the spot's club
 * (or the super administrator), and a spot of another club is answered as missing.
 */

/**
 * Largest KML text a save carries, in characters: a layer of 15,000 shapes drawn in the editor is
 * about 5.7 million. What a layer may hold is counted in shapes and points when it is read (50,000
 * shapes, LAYER_MAX_FEATURES of domain/layer-files/types.ts). Bodies twice this size (14 MB) keep
 * /healthz's p99 under 50 ms while four are read at once (bench/README.md; 20 MB bodies stalled the
 * event loop up to 2.6 s).
 */
export const KML_MAX_CHARS = 7_000_000;

/** A KML layer of a spot. Url carries the version, so a browser never shows a stale file. */
export const layerSchema = z.object({
  Name: z.string(),
  /** 0 drawn in the layer editor, 1 uploaded. */
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

/** 0 drawn, 1 uploaded, as the documented paths write it. */
const uploadedFlag = z.coerce
  .number()
  .int()
  .min(0)
  .max(1)
  .transform((value) => value === 1);

export const shapePictureSchema = z.object({
  Url: z.string(),
  Width: z.number().int(),
  Height: z.number().int(),
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
  response: shapePictureSchema,
});
