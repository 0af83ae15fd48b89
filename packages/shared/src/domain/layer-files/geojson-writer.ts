import { boundsRing, circleRing } from '../kml/geometry.ts';
import type { KmlLayer, LatLng, Overlay, OverlayStyle } from '../kml/types.ts';
import { GEOJSON_OWN_KEY } from './geojson.ts';

type Json = Record<string, unknown>;

const round = (value: number) => Number(value.toFixed(7));
const position = (point: LatLng) => [round(point.lng), round(point.lat)];
const ring = (points: LatLng[]) => [...points, ...(points[0] ? [points[0]] : [])].map(position);

function styleProperties(style: OverlayStyle, withFill: boolean): Json {
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

function featureOf(overlay: Overlay, typedIcon: TypedIcon): Json | null {
  const properties: Json = { name: overlay.title };
  if (overlay.description) properties.description = overlay.description;
  for (const entry of overlay.extendedData ?? [])
    if (!(entry.name in properties)) properties[entry.name] = entry.value;
  const feature = (geometry: Json, extra: Json) => ({
    type: 'Feature',
    properties: { ...properties, ...extra },
    geometry,
  });
  switch (overlay.type) {
    case 'marker': {
      const icon = overlay.markerType && typedIcon ? typedIcon(overlay.markerType) : overlay.iconHref;
      return feature(
        { type: 'Point', coordinates: position(overlay.position) },
        {
          ...(overlay.markerColor ? { 'marker-color': overlay.markerColor } : {}),
          ...(icon ? { _umap_options: { iconUrl: icon } } : {}),
          ...(overlay.markerType || overlay.image
            ? { [GEOJSON_OWN_KEY]: { markerType: overlay.markerType, image: overlay.image } }
            : {}),
        },
      );
    }
    case 'polyline':
      return feature(
        { type: 'LineString', coordinates: overlay.path.map(position) },
        styleProperties(overlay.style, false),
      );
    case 'multi':
      return feature(
        { type: 'MultiLineString', coordinates: overlay.paths.map((path) => path.map(position)) },
        styleProperties(overlay.style, false),
      );
    case 'polygon':
      return feature(
        { type: 'Polygon', coordinates: overlay.rings.map(ring) },
        styleProperties(overlay.style, true),
      );
    case 'circle':
      return feature(
        { type: 'Polygon', coordinates: [ring(circleRing(overlay.center, overlay.radius))] },
        {
          ...styleProperties(overlay.style, true),
          [GEOJSON_OWN_KEY]: {
            type: 'circle',
            center: position(overlay.center),
            radius: round(overlay.radius),
          },
        },
      );
    case 'rectangle':
      return feature(
        { type: 'Polygon', coordinates: [ring(boundsRing(overlay.bounds))] },
        { ...styleProperties(overlay.style, true), [GEOJSON_OWN_KEY]: { type: 'rectangle' } },
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
export function writeGeoJson(layer: KmlLayer, typedIcon: TypedIcon = null): string {
  const features = layer.overlays
    .map((overlay) => featureOf(overlay, typedIcon))
    .filter((feature) => feature !== null);
  return `${JSON.stringify({ type: 'FeatureCollection', name: layer.name, features }, null, 1)}\n`;
}
