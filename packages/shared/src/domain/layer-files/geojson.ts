import { jsonNestsDeeperThan } from '../json-depth.ts';
import { cssColorToHex } from '../kml/css-colors.ts';
import { boundsOf } from '../kml/geometry.ts';
import {
  DEFAULT_STYLE,
  type ExtendedDataEntry,
  type LatLng,
  type Layer,
  type Shape,
  type ShapeStyle,
} from '../kml/types.ts';
import { applyUmapOptions, umapOptionsOf } from '../kml/umap-options.ts';
import { isMarkerType } from '../marker-types.ts';
import type { LayerNotice } from './notices.ts';
import { checkedPoint, checkLayerLimits, LayerFileError, type ReadLayer } from './types.ts';

/**
 * GeoJSON (RFC 7946) as geojson.io, uMap, QGIS and most web tools write it: a FeatureCollection, a
 * Feature or a bare geometry. `name`/`title` and `description` are a shape's texts (a description is
 * taken as HTML, as in KML: the server sanitizes it); simplestyle-spec properties (`stroke`,
 * `stroke-width`, `stroke-opacity`, `fill`, `fill-opacity`, `marker-color`) and uMap's `_umap_options`
 * its look; every other property is kept as data. Our writer adds `_layer` so a circle, a rectangle or
 * a typed marker reopens exactly.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

const STYLE_KEYS = new Set([
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'fill',
  'fill-opacity',
  'marker-color',
  'marker-size',
  'marker-symbol',
  '_umap_options',
  '_layer',
]);
const TEXT_KEYS = new Set(['name', 'title', 'description']);
export const GEOJSON_OWN_KEY = '_layer';
/**
 * Deepest nesting of arrays and objects a GeoJSON file may have. A feature's MultiPolygon is 9 deep,
 * a few GeometryCollections and uMap's options a few more; properties nested 100,000 deep (which
 * JSON.parse reads) would overflow the stack of every recursive walk after it (JSON.stringify of a
 * property kept as data, a GeometryCollection's read).
 */
export const GEOJSON_MAX_DEPTH = 64;

function numberIn(value: unknown, min: number, max: number): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= min && number <= max
    ? number
    : null;
}

interface Look {
  style: ShapeStyle;
  iconHref: string | null;
  markerColor: string | null;
}

function lookOf(properties: Json): Look {
  const style = { ...DEFAULT_STYLE };
  const stroke = cssColorToHex(properties.stroke);
  if (stroke) style.strokeColor = stroke;
  const fill = cssColorToHex(properties.fill);
  if (fill) style.fillColor = fill;
  const width = numberIn(properties['stroke-width'], 0, 100);
  if (width !== null) style.strokeWeight = width;
  const strokeOpacity = numberIn(properties['stroke-opacity'], 0, 1);
  if (strokeOpacity !== null) style.strokeOpacity = strokeOpacity;
  const fillOpacity = numberIn(properties['fill-opacity'], 0, 1);
  if (fillOpacity !== null) style.fillOpacity = fillOpacity;
  const look: Look = { style, iconHref: null, markerColor: cssColorToHex(properties['marker-color']) };
  const umap = umapOptionsOf(properties._umap_options);
  return umap ? applyUmapOptions(look, umap) : look;
}

function dataOf(properties: Json): ExtendedDataEntry[] {
  const entries: ExtendedDataEntry[] = [];
  for (const [name, value] of Object.entries(properties)) {
    if (STYLE_KEYS.has(name) || TEXT_KEYS.has(name) || value === null || value === undefined) continue;
    entries.push({ name, value: typeof value === 'string' ? value : JSON.stringify(value) });
  }
  return entries;
}

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Reads one geometry (recursing into collections) into shapes sharing the feature's texts and look. */
class FeatureReader {
  private readonly where: string;
  private readonly base: { title: string; description: string; extendedData?: ExtendedDataEntry[] };
  private readonly look: Look;
  private readonly own: Json;

  constructor(where: string, base: FeatureReader['base'], look: Look, own: Json) {
    this.where = where;
    this.base = base;
    this.look = look;
    this.own = own;
  }

  position(value: unknown): LatLng {
    if (!Array.isArray(value) || value.length < 2)
      throw new LayerFileError(
        'invalid_coordinates',
        `${this.where}: a position is not [longitude, latitude].`,
      );
    return checkedPoint(value[0], value[1], this.where);
  }

  positions(value: unknown): LatLng[] {
    if (!Array.isArray(value))
      throw new LayerFileError(
        'invalid_coordinates',
        `${this.where}: coordinates are not a list of positions.`,
      );
    return value.map((position) => this.position(position));
  }

  rings(value: unknown): LatLng[][] {
    if (!Array.isArray(value))
      throw new LayerFileError('invalid_coordinates', `${this.where}: a polygon is not a list of rings.`);
    return value.map((ring) => openRing(this.positions(ring))).filter((ring) => ring.length > 2);
  }

  list(value: unknown): unknown[] {
    if (!Array.isArray(value))
      throw new LayerFileError('invalid_coordinates', `${this.where}: coordinates are not a list.`);
    return value;
  }

  marker(position: LatLng): Shape {
    const markerType = typeof this.own.markerType === 'string' ? this.own.markerType : '';
    return {
      ...this.base,
      type: 'marker',
      position,
      markerType: isMarkerType(markerType) ? markerType : null,
      image: typeof this.own.image === 'string' ? this.own.image : null,
      iconHref: this.look.iconHref,
      ...(this.look.markerColor ? { markerColor: this.look.markerColor } : {}),
    };
  }

  polygon(rings: LatLng[][]): Shape | null {
    const outer = rings[0];
    if (!outer) return null;
    const { style } = this.look;
    const center = this.own.center;
    const radius = numberIn(this.own.radius, 0, 1e7);
    if (this.own.type === 'circle' && Array.isArray(center) && radius !== null)
      return { ...this.base, type: 'circle', center: this.position(center), radius, style };
    if (this.own.type === 'rectangle')
      return { ...this.base, type: 'rectangle', bounds: boundsOf(outer), style };
    return { ...this.base, type: 'polygon', rings, style };
  }

  read(geometry: unknown): Shape[] {
    if (!isObject(geometry)) return [];
    const { coordinates } = geometry;
    const { style } = this.look;
    switch (geometry.type) {
      case 'Point':
        return [this.marker(this.position(coordinates))];
      case 'MultiPoint':
        return this.positions(coordinates).map((position) => this.marker(position));
      case 'LineString': {
        const path = this.positions(coordinates);
        return path.length > 1 ? [{ ...this.base, type: 'polyline', path, style }] : [];
      }
      case 'MultiLineString': {
        const paths = this.list(coordinates)
          .map((line) => this.positions(line))
          .filter((path) => path.length > 1);
        const [first, ...others] = paths;
        if (!first) return [];
        return others.length === 0
          ? [{ ...this.base, type: 'polyline', path: first, style }]
          : [{ ...this.base, type: 'multi', paths, style }];
      }
      case 'Polygon':
        return [this.polygon(this.rings(coordinates))].filter((shape) => shape !== null);
      case 'MultiPolygon':
        // The layer has no multi-polygon: each part is an area of its own, with the feature's texts.
        return this.list(coordinates)
          .map((polygon) => this.polygon(this.rings(polygon)))
          .filter((shape) => shape !== null);
      case 'GeometryCollection':
        return this.list(geometry.geometries).flatMap((part) => this.read(part));
      default:
        throw new LayerFileError(
          'unknown_format',
          `${this.where}: unknown geometry type ${JSON.stringify(geometry.type)}.`,
        );
    }
  }
}

function openRing(ring: LatLng[]): LatLng[] {
  const first = ring[0];
  const last = ring[ring.length - 1];
  return ring.length > 1 && first && last && first.lat === last.lat && first.lng === last.lng
    ? ring.slice(0, -1)
    : ring;
}

function readFeature(feature: Json, index: number): Shape[] {
  const properties = isObject(feature.properties) ? feature.properties : {};
  const data = dataOf(properties);
  const base = {
    title: textOf(properties.name) || textOf(properties.title),
    description: textOf(properties.description),
    ...(data.length > 0 ? { extendedData: data } : {}),
  };
  const own = isObject(properties[GEOJSON_OWN_KEY]) ? properties[GEOJSON_OWN_KEY] : {};
  return new FeatureReader(`Feature ${index + 1}`, base, lookOf(properties), own).read(feature.geometry);
}

/**
 * Reads a GeoJSON text; throws a LayerFileError for anything else, a bad coordinate or a file past the
 * limits, its nesting checked before it is parsed.
 */
export function readGeoJson(text: string): ReadLayer {
  if (jsonNestsDeeperThan(text, GEOJSON_MAX_DEPTH))
    throw new LayerFileError(
      'beyond_limits',
      `JSON nested more than ${GEOJSON_MAX_DEPTH} deep (arrays and objects within each other).`,
    );
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LayerFileError('malformed', 'Malformed JSON.');
  }
  if (!isObject(json) || typeof json.type !== 'string')
    throw new LayerFileError('unknown_format', 'A JSON file that is not GeoJSON (no "type").');
  const features: unknown[] =
    json.type === 'FeatureCollection'
      ? Array.isArray(json.features)
        ? json.features
        : []
      : json.type === 'Feature'
        ? [json]
        : [{ type: 'Feature', properties: {}, geometry: json }];
  const shapes: Shape[] = [];
  let withoutGeometry = 0;
  features.forEach((feature, index) => {
    if (!isObject(feature) || !isObject(feature.geometry)) withoutGeometry += 1;
    else shapes.push(...readFeature(feature, index));
  });
  const name = textOf(json.name);
  const layer: Layer = { name, shapes };
  checkLayerLimits(layer);
  const notices: LayerNotice[] =
    withoutGeometry > 0 ? [{ kind: 'without_geometry', count: withoutGeometry }] : [];
  return { layer, name, notices };
}
