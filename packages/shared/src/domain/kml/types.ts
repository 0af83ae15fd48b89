import type { MarkerType } from '../marker-types.ts';

/** A point on the map in degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

export interface LatLngBounds {
  north: number;
  south: number;
  east: number;
  west: number;
}

/** Colours are `#rrggbb`; opacities 0-1. */
export interface ShapeStyle {
  strokeColor: string;
  strokeOpacity: number;
  strokeWeight: number;
  fillColor: string;
  fillOpacity: number;
  /** A dash pattern as Leaflet's `dashArray` (uMap's option), e.g. `5,10`; absent for a solid line. */
  dashArray?: string;
}

/** One named value of a placemark's KML `ExtendedData` (or a GeoJSON property), shown as a table in its popup. */
export interface ExtendedDataEntry {
  name: string;
  value: string;
}

interface ShapeBase {
  title: string;
  /** Sanitized HTML (the server sanitizes every stored layer). */
  description: string;
  /** The file's own data of the shape (`ExtendedData`, GeoJSON properties), in file order; absent when none. */
  extendedData?: ExtendedDataEntry[];
}

export interface MarkerShape extends ShapeBase {
  type: 'marker';
  position: LatLng;
  /** One of the typed markers; null for a plain marker (or one read from another producer). */
  markerType: MarkerType | null;
  /** URL of the marker's picture, or null. */
  image: string | null;
  /** Icon of a marker read from another producer (IconStyle href), or null. */
  iconHref: string | null;
  /** Tint of the icon (`#rrggbb`: KML IconStyle colour, uMap colour, GeoJSON marker-color); absent for none. */
  markerColor?: string;
}

export interface PolylineShape extends ShapeBase {
  type: 'polyline';
  path: LatLng[];
  style: ShapeStyle;
}

export interface PolygonShape extends ShapeBase {
  type: 'polygon';
  /** Outer ring first, then holes; rings are open (the last point is not the first repeated). */
  rings: LatLng[][];
  style: ShapeStyle;
}

export interface CircleShape extends ShapeBase {
  type: 'circle';
  center: LatLng;
  /** Metres. */
  radius: number;
  style: ShapeStyle;
}

export interface RectangleShape extends ShapeBase {
  type: 'rectangle';
  bounds: LatLngBounds;
  style: ShapeStyle;
}

/** A ground overlay: an image stretched over a latitude/longitude box. */
export interface ImageShape extends ShapeBase {
  type: 'image';
  image: string;
  bounds: LatLngBounds;
  /** Degrees, counter-clockwise, as KML's LatLonBox rotation. */
  rotation: number;
}

/** A multi-part geometry: a list of paths, each drawn as a line. */
export interface MultiShape extends ShapeBase {
  type: 'multi';
  paths: LatLng[][];
  style: ShapeStyle;
}

/** A KML network link: another KML file the layer points to. */
export interface NetworkLinkShape extends ShapeBase {
  type: 'network_link';
  href: string;
}

export type Shape =
  | MarkerShape
  | PolylineShape
  | PolygonShape
  | CircleShape
  | RectangleShape
  | ImageShape
  | MultiShape
  | NetworkLinkShape;

/** A layer as its KML file holds it: its name and its shapes (the API's `Layer` row is another type). */
export interface Layer {
  name: string;
  shapes: Shape[];
}

export const DEFAULT_STYLE: ShapeStyle = {
  strokeColor: '#ff6b00',
  strokeOpacity: 1,
  strokeWeight: 3,
  fillColor: '#ff6b00',
  fillOpacity: 0.3,
};
