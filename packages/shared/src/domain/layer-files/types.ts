import type { LatLng, Layer, Shape } from '../kml/types.ts';
import type { LayerNotice } from './notices.ts';

/** What a layer file reader gives: the layer, the document's own name, and what it could not show. */
export interface ReadLayer {
  layer: Layer;
  /** The file's own name for it (KML `<Document><name>`, GPX `metadata/name`, GeoJSON `name`); '' if none. */
  name: string;
  /** What cannot be shown on the map, one notice per kind, for the manager after an upload. */
  notices: LayerNotice[];
}

/** The formats `readLayerText` recognises, by content. */
export type LayerFormat = 'kml' | 'gpx' | 'geojson';

/**
 * Why a file was refused: `unknown_format` (not KML, GPX or GeoJSON), `malformed` (broken XML or JSON,
 * a DOCTYPE), `beyond_limits` (too many features, coordinates, elements or levels), `invalid_coordinates`
 * (a coordinate that is not a finite longitude and latitude in range). The server answers all of them
 * as `not_kml`, with the message.
 */
export type LayerFileErrorCode = 'unknown_format' | 'malformed' | 'beyond_limits' | 'invalid_coordinates';

export class LayerFileError extends Error {
  readonly code: LayerFileErrorCode;
  constructor(code: LayerFileErrorCode, message: string) {
    super(message);
    this.name = 'LayerFileError';
    this.code = code;
  }
}

/** At most this many shapes in one layer (an uploaded file, or a layer saved from the editor). */
export const LAYER_MAX_FEATURES = 50_000;
/** At most this many points in all of a layer's shapes. */
export const LAYER_MAX_COORDINATES = 1_000_000;

function pointCount(shape: Shape): number {
  switch (shape.type) {
    case 'polyline':
      return shape.path.length;
    case 'polygon':
      return shape.rings.reduce((sum, ring) => sum + ring.length, 0);
    case 'multi':
      return shape.paths.reduce((sum, path) => sum + path.length, 0);
    default:
      return 1;
  }
}

/** Throws `beyond_limits` when a read layer holds more shapes or points than LAYER_MAX_*. */
export function checkLayerLimits(layer: Layer): void {
  if (layer.shapes.length > LAYER_MAX_FEATURES)
    throw new LayerFileError(
      'beyond_limits',
      `The file holds ${layer.shapes.length} shapes; at most ${LAYER_MAX_FEATURES} can be read.`,
    );
  const points = layer.shapes.reduce((sum, shape) => sum + pointCount(shape), 0);
  if (points > LAYER_MAX_COORDINATES)
    throw new LayerFileError(
      'beyond_limits',
      `The file holds ${points} points; at most ${LAYER_MAX_COORDINATES} can be read.`,
    );
}

/** A longitude and latitude checked to be finite and in range, or an `invalid_coordinates` error naming where. */
export function checkedPoint(lng: unknown, lat: unknown, where: string): LatLng {
  const valid =
    typeof lng === 'number' &&
    typeof lat === 'number' &&
    Number.isFinite(lng) &&
    Number.isFinite(lat) &&
    lng >= -180 &&
    lng <= 180 &&
    lat >= -90 &&
    lat <= 90;
  if (!valid)
    throw new LayerFileError(
      'invalid_coordinates',
      `${where}: ${JSON.stringify([lng, lat])} is not a longitude (-180 to 180) and latitude (-90 to 90).`,
    );
  return { lat, lng };
}
