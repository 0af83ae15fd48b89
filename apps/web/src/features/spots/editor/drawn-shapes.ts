import { distance } from '@club/shared/domain/kml/geometry';
import { DEFAULT_STYLE, type LatLng, type Shape } from '@club/shared/domain/kml/types';

const untitled = { title: '', description: '' };

/** A circle drawn by dragging: from its centre to a point of its edge. */
export const circleBetween = (center: LatLng, edge: LatLng): Shape => ({
  ...untitled,
  type: 'circle',
  center,
  radius: distance(center, edge),
  style: { ...DEFAULT_STYLE },
});

/** A rectangle drawn by dragging from one corner to the opposite one. */
export const rectangleBetween = (corner: LatLng, opposite: LatLng): Shape => ({
  ...untitled,
  type: 'rectangle',
  bounds: {
    north: Math.max(corner.lat, opposite.lat),
    south: Math.min(corner.lat, opposite.lat),
    east: Math.max(corner.lng, opposite.lng),
    west: Math.min(corner.lng, opposite.lng),
  },
  style: { ...DEFAULT_STYLE },
});
