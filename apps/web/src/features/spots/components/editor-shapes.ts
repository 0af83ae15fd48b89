import {
  CIRCLE_DEFAULT_RADIUS_M,
  IMAGE_OVERLAY_REFERENCE_ZOOM,
  RECTANGLE_DEFAULT_HEIGHT_M,
  RECTANGLE_DEFAULT_WIDTH_M,
} from '@club/shared/constants';
import { rectangleAround } from '@club/shared/domain/kml/geometry';
import { DEFAULT_STYLE, type LatLng, type LatLngBounds, type Overlay } from '@club/shared/domain/kml/types';
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
export const newCircle = (center: LatLng): Overlay => ({
  ...untitled,
  type: 'circle',
  center,
  radius: CIRCLE_DEFAULT_RADIUS_M,
  style: { ...DEFAULT_STYLE },
});

export const newRectangle = (center: LatLng): Overlay => ({
  ...untitled,
  type: 'rectangle',
  bounds: rectangleAround(center, RECTANGLE_DEFAULT_WIDTH_M, RECTANGLE_DEFAULT_HEIGHT_M),
  style: { ...DEFAULT_STYLE },
});

export const newMarker = (position: LatLng, markerType: MarkerType, title: string): Overlay => ({
  type: 'marker',
  title,
  description: '',
  position,
  markerType,
  image: null,
  iconHref: null,
});

export const newPath = (kind: 'polygon' | 'polyline', points: LatLng[]): Overlay =>
  kind === 'polygon'
    ? { ...untitled, type: 'polygon', rings: [points], style: { ...DEFAULT_STYLE } }
    : { ...untitled, type: 'polyline', path: points, style: { ...DEFAULT_STYLE } };

export const newImage = (
  center: LatLng,
  picture: { url: string; width: number; height: number },
): Overlay => ({
  ...untitled,
  type: 'image',
  image: picture.url,
  bounds: imageBounds(center, picture),
  rotation: 0,
});

/** The box a picture covers when placed: its pixels at the reference zoom 16. */
export function imageBounds(center: LatLng, size: { width: number; height: number }): LatLngBounds {
  const metresPerPixel =
    (156_543.033_92 * Math.cos((center.lat * Math.PI) / 180)) / 2 ** IMAGE_OVERLAY_REFERENCE_ZOOM;
  return rectangleAround(center, size.width * metresPerPixel, size.height * metresPerPixel);
}

/** The overlay with the geometry its Leaflet layer has now (after a drag or a vertex move). */
export function overlayFromLayer(overlay: Overlay, layer: L.Layer): Overlay {
  switch (overlay.type) {
    case 'marker':
      return layer instanceof L.Marker ? { ...overlay, position: point(layer.getLatLng()) } : overlay;
    case 'circle':
      return layer instanceof L.Circle
        ? { ...overlay, center: point(layer.getLatLng()), radius: layer.getRadius() }
        : overlay;
    case 'rectangle':
      return layer instanceof L.Rectangle ? { ...overlay, bounds: boundsOf(layer.getBounds()) } : overlay;
    case 'polygon':
      return layer instanceof L.Polygon
        ? { ...overlay, rings: (layer.getLatLngs() as L.LatLng[][]).map((ring) => ring.map(point)) }
        : overlay;
    case 'polyline':
      return layer instanceof L.Polyline
        ? { ...overlay, path: (layer.getLatLngs() as L.LatLng[]).map(point) }
        : overlay;
    case 'multi':
      return layer instanceof L.Polyline
        ? { ...overlay, paths: (layer.getLatLngs() as L.LatLng[][]).map((path) => path.map(point)) }
        : overlay;
    case 'image':
      return layer instanceof L.ImageOverlay ? { ...overlay, bounds: boundsOf(layer.getBounds()) } : overlay;
    case 'network_link':
      return overlay;
  }
}
