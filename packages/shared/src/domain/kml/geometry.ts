import { CIRCLE_KML_POINTS, EARTH_RADIUS_M } from '../../constants.ts';
import type { LatLng, LatLngBounds } from './types.ts';

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;
const toDegrees = (radians: number) => (radians * 180) / Math.PI;

/** The point at a distance (metres) and bearing (degrees from north) from a start, on a sphere of EARTH_RADIUS_M. */
export function destination(start: LatLng, distance: number, bearing: number): LatLng {
  const angular = distance / EARTH_RADIUS_M;
  const theta = toRadians(bearing);
  const phi1 = toRadians(start.lat);
  const lambda1 = toRadians(start.lng);
  const phi2 = Math.asin(
    Math.sin(phi1) * Math.cos(angular) + Math.cos(phi1) * Math.sin(angular) * Math.cos(theta),
  );
  const lambda2 =
    lambda1 +
    Math.atan2(
      Math.sin(theta) * Math.sin(angular) * Math.cos(phi1),
      Math.cos(angular) - Math.sin(phi1) * Math.sin(phi2),
    );
  return { lat: toDegrees(phi2), lng: ((toDegrees(lambda2) + 540) % 360) - 180 };
}

/** Great-circle distance in metres (haversine, EARTH_RADIUS_M). */
export function distance(a: LatLng, b: LatLng): number {
  const dPhi = toRadians(b.lat - a.lat);
  const dLambda = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dPhi / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLambda / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A circle as a polygon of CIRCLE_KML_POINTS points (open ring), clockwise from north. */
export function circleRing(center: LatLng, radius: number, points = CIRCLE_KML_POINTS): LatLng[] {
  return Array.from({ length: points }, (_, index) => destination(center, radius, (index * 360) / points));
}

/** The box of a width by height (metres) rectangle centred on a point. */
export function rectangleAround(center: LatLng, width: number, height: number): LatLngBounds {
  const north = destination(center, height / 2, 0).lat;
  const south = destination(center, height / 2, 180).lat;
  const east = destination(center, width / 2, 90).lng;
  const west = destination(center, width / 2, 270).lng;
  return { north, south, east, west };
}

export function boundsOf(points: LatLng[]): LatLngBounds {
  let north = -90;
  let south = 90;
  let east = -180;
  let west = 180;
  for (const point of points) {
    north = Math.max(north, point.lat);
    south = Math.min(south, point.lat);
    east = Math.max(east, point.lng);
    west = Math.min(west, point.lng);
  }
  return { north, south, east, west };
}

/** The ring of a box: north-west, north-east, south-east, south-west. */
export function boundsRing(bounds: LatLngBounds): LatLng[] {
  return [
    { lat: bounds.north, lng: bounds.west },
    { lat: bounds.north, lng: bounds.east },
    { lat: bounds.south, lng: bounds.east },
    { lat: bounds.south, lng: bounds.west },
  ];
}

/** The mean of a ring's points (close enough to the centre of a small circle). */
export function centroid(points: LatLng[]): LatLng {
  const sum = points.reduce((total, point) => ({ lat: total.lat + point.lat, lng: total.lng + point.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}
