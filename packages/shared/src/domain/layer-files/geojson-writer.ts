import { boundsRing, circleRing } from '../kml/geometry.ts';
import type { LatLng, Layer, Shape, ShapeStyle } from '../kml/types.ts';
import { GEOJSON_OWN_KEY } from './geojson.ts';

type Json = Record<string, unknown>;

const round = (value: number) => Number(value.toFixed(7));
const position = (point: LatLng) => [round(point.lng), round(point.lat)];
const ring = (points: LatLng[]) => [...points, ...(points[0] ? [points[0]] : [])].map(position);

function styleProperties(style: ShapeStyle, withFill: boolean): Json {
  return {
    stroke: style.strokeColor,
    'stroke-width': style.strokeWeight,
    'stroke-opacity': style.strokeOpacity,
    ...(withFill ? { fill: style.fillColor, 'fill-opacity': style.fillOpacity } : {}),
    ...(style.dashArray ? { _umap_options: { dashArray: style.dashArray } } : {}),
  };
}

/** The icon a typed marker shows, as a link a GeoJSON reader can follow; none when not given. */
type TypedIcon = ((markerType: string) => string) | null;

function featureOf(shape: Shape, typedIcon: TypedIcon): Json | null {
  const properties: Json = { name: shape.title };
  if (shape.description) properties.description = shape.description;
  for (const entry of shape.extendedData ?? [])
    if (!(entry.name in properties)) properties[entry.name] = entry.value;
  const feature = (geometry: Json, extra: Json) => ({
    type: 'Feature',
    properties: { ...properties, ...extra },
    geometry,
  });
  switch (shape.type) {
    case 'marker': {
      const icon = shape.markerType && typedIcon ? typedIcon(shape.markerType) : shape.iconHref;
      return feature(
        { type: 'Point', coordinates: position(shape.position) },
        {
          ...(shape.markerColor ? { 'marker-color': shape.markerColor } : {}),
          ...(icon ? { _umap_options: { iconUrl: icon } } : {}),
          ...(shape.markerType || shape.image
            ? { [GEOJSON_OWN_KEY]: { markerType: shape.markerType, image: shape.image } }
            : {}),
        },
      );
    }
    case 'polyline':
      return feature(
        { type: 'LineString', coordinates: shape.path.map(position) },
        styleProperties(shape.style, false),
      );
    case 'multi':
      return feature(
        { type: 'MultiLineString', coordinates: shape.paths.map((path) => path.map(position)) },
        styleProperties(shape.style, false),
      );
    case 'polygon':
      return feature(
        { type: 'Polygon', coordinates: shape.rings.map(ring) },
        styleProperties(shape.style, true),
      );
    case 'circle':
      return feature(
        { type: 'Polygon', coordinates: [ring(circleRing(shape.center, shape.radius))] },
        {
          ...styleProperties(shape.style, true),
          [GEOJSON_OWN_KEY]: {
            type: 'circle',
            center: position(shape.center),
            radius: round(shape.radius),
          },
        },
      );
    case 'rectangle':
      return feature(
        { type: 'Polygon', coordinates: [ring(boundsRing(shape.bounds))] },
        { ...styleProperties(shape.style, true), [GEOJSON_OWN_KEY]: { type: 'rectangle' } },
      );
    default:
      return null;
  }
}

/**
 * Writes a layer as a GeoJSON FeatureCollection named after it, with simplestyle-spec properties.
 * Ground overlays and network links have no GeoJSON form and are left out. `typedIcon`, when given,
 * links a typed marker's icon in uMap's `iconUrl` (an export names it on the club's site).
 */
export function writeGeoJson(layer: Layer, typedIcon: TypedIcon = null): string {
  const features = layer.shapes
    .map((shape) => featureOf(shape, typedIcon))
    .filter((feature) => feature !== null);
  return `${JSON.stringify({ type: 'FeatureCollection', name: layer.name, features }, null, 1)}\n`;
}
