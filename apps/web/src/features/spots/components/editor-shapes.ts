import {
  CIRCLE_DEFAULT_RADIUS_M,
  IMAGE_SHAPE_REFERENCE_ZOOM,
  RECTANGLE_DEFAULT_HEIGHT_M,
  RECTANGLE_DEFAULT_WIDTH_M,
} from '@club/shared/constants';
import { rectangleAround } from '@club/shared/domain/kml/geometry';
import { DEFAULT_STYLE, type LatLng, type LatLngBounds, type Shape } from '@club/shared/domain/kml/types';
import type { MarkerType } from '@club/shared/domain/marker-types';
import L from 'leaflet';

const point = (latlng: L.LatLng): LatLng => ({ lat: latlng.lat, lng: latlng.lng });
const boundsOf = (box: L.LatLngBounds): LatLngBounds => ({
  north: box.getNorth(),
  south: box.getSouth(),
  east: box.getEast(),
  west: box.getWest(),
});
const untitled = { title: '', description: '' };

/** The shapes a click drops, at the SPEC's default sizes. */
export const newCircle = (center: LatLng): Shape => ({
  ...untitled,
  type: 'circle',
  center,
  radius: CIRCLE_DEFAULT_RADIUS_M,
  style: { ...DEFAULT_STYLE },
});

export const newRectangle = (center: LatLng): Shape => ({
  ...untitled,
  type: 'rectangle',
  bounds: rectangleAround(center, RECTANGLE_DEFAULT_WIDTH_M, RECTANGLE_DEFAULT_HEIGHT_M),
  style: { ...DEFAULT_STYLE },
});

export const newMarker = (position: LatLng, markerType: MarkerType, title: string): Shape => ({
  type: 'marker',
  title,
  description: '',
  position,
  markerType,
  image: null,
  iconHref: null,
});

export const newPath = (kind: 'polygon' | 'polyline', points: LatLng[]): Shape =>
  kind === 'polygon'
    ? { ...untitled, type: 'polygon', rings: [points], style: { ...DEFAULT_STYLE } }
    : { ...untitled, type: 'polyline', path: points, style: { ...DEFAULT_STYLE } };

export const newImage = (center: LatLng, picture: { url: string; width: number; height: number }): Shape => ({
  ...untitled,
  type: 'image',
  image: picture.url,
  bounds: imageBounds(center, picture),
  rotation: 0,
});

/** The box a picture covers when placed: its pixels at the reference zoom 16. */
export function imageBounds(center: LatLng, size: { width: number; height: number }): LatLngBounds {
  const metresPerPixel =
    (156_543.033_92 * Math.cos((center.lat * Math.PI) / 180)) / 2 ** IMAGE_SHAPE_REFERENCE_ZOOM;
  return rectangleAround(center, size.width * metresPerPixel, size.height * metresPerPixel);
}

/** The shape with the geometry its Leaflet layer has now (after a drag or a vertex move). */
export function shapeFromLayer(shape: Shape, layer: L.Layer): Shape {
  switch (shape.type) {
    case 'marker':
      return layer instanceof L.Marker ? { ...shape, position: point(layer.getLatLng()) } : shape;
    case 'circle':
      return layer instanceof L.Circle
        ? { ...shape, center: point(layer.getLatLng()), radius: layer.getRadius() }
        : shape;
    case 'rectangle':
      return layer instanceof L.Rectangle ? { ...shape, bounds: boundsOf(layer.getBounds()) } : shape;
    case 'polygon':
      return layer instanceof L.Polygon
        ? { ...shape, rings: (layer.getLatLngs() as L.LatLng[][]).map((ring) => ring.map(point)) }
        : shape;
    case 'polyline':
      return layer instanceof L.Polyline
        ? { ...shape, path: (layer.getLatLngs() as L.LatLng[]).map(point) }
        : shape;
    case 'multi':
      return layer instanceof L.Polyline
        ? { ...shape, paths: (layer.getLatLngs() as L.LatLng[][]).map((path) => path.map(point)) }
        : shape;
    case 'image':
      return layer instanceof L.ImageOverlay ? { ...shape, bounds: boundsOf(layer.getBounds()) } : shape;
    case 'network_link':
      return shape;
  }
}
