import { EARTH_RADIUS_M } from '@club/shared/constants';
import { boundsRing, distance } from '@club/shared/domain/kml/geometry';
import type { LatLng, Shape } from '@club/shared/domain/kml/types';

/** What a shape measures, in metres and square metres; only the fields that apply to it. */
export interface Measure {
  length?: number;
  area?: number;
  perimeter?: number;
  radius?: number;
}

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Length of a path in metres, along great circles. */
export function pathLength(points: readonly LatLng[]): number {
  let total = 0;
  for (let index = 1; index < points.length; index++) {
    total += distance(points[index - 1] as LatLng, points[index] as LatLng);
  }
  return total;
}

/** Perimeter of an open ring (its last point joins its first). */
export function ringPerimeter(ring: readonly LatLng[]): number {
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (ring.length < 2 || !first || !last) return 0;
  return pathLength(ring) + distance(last, first);
}

/**
 * Area of an open ring in square metres on the sphere of EARTH_RADIUS_M (the spherical excess
 * formula Leaflet.draw and Turf use), whichever way it turns.
 */
export function ringArea(ring: readonly LatLng[]): number {
  if (ring.length < 3) return 0;
  let sum = 0;
  for (let index = 0; index < ring.length; index++) {
    const a = ring[index] as LatLng;
    const b = ring[(index + 1) % ring.length] as LatLng;
    sum += toRadians(b.lng - a.lng) * (2 + Math.sin(toRadians(a.lat)) + Math.sin(toRadians(b.lat)));
  }
  return Math.abs((sum * EARTH_RADIUS_M * EARTH_RADIUS_M) / 2);
}

/** A polygon's area: its outer ring less its holes. */
function polygonArea(rings: readonly (readonly LatLng[])[]): number {
  const [outer, ...holes] = rings;
  if (!outer) return 0;
  return Math.max(0, ringArea(outer) - holes.reduce((sum, hole) => sum + ringArea(hole), 0));
}

export function measureOf(shape: Shape): Measure | null {
  switch (shape.type) {
    case 'polyline':
      return { length: pathLength(shape.path) };
    case 'multi':
      return { length: shape.paths.reduce((sum, path) => sum + pathLength(path), 0) };
    case 'polygon':
      return { area: polygonArea(shape.rings), perimeter: ringPerimeter(shape.rings[0] ?? []) };
    case 'rectangle': {
      const ring = boundsRing(shape.bounds);
      return { area: ringArea(ring), perimeter: ringPerimeter(ring) };
    }
    case 'circle':
      return {
        radius: shape.radius,
        area: Math.PI * shape.radius ** 2,
        perimeter: 2 * Math.PI * shape.radius,
      };
    default:
      return null;
  }
}

const SQUARE_METRES_PER_HECTARE = 10_000;
const SQUARE_METRES_PER_KM2 = 1_000_000;

const digits = (value: number) => (value < 10 ? 1 : 0);

/** "850 m", "12.3 m" or "1.25 km", in the page's language. */
export function formatLength(metres: number, language: string): string {
  if (metres >= 1000) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'kilometer',
      maximumFractionDigits: 2,
    }).format(metres / 1000);
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'meter',
    maximumFractionDigits: digits(metres),
  }).format(metres);
}

/** "420 m²", "3.5 ha" or "2.1 km²": Intl has no square-metre unit, so the symbol is appended. */
export function formatArea(squareMetres: number, language: string): string {
  if (squareMetres >= SQUARE_METRES_PER_KM2) {
    const number = new Intl.NumberFormat(language, { maximumFractionDigits: 2 });
    return `${number.format(squareMetres / SQUARE_METRES_PER_KM2)}\u00a0km²`;
  }
  if (squareMetres >= SQUARE_METRES_PER_HECTARE) {
    return new Intl.NumberFormat(language, {
      style: 'unit',
      unit: 'hectare',
      maximumFractionDigits: 2,
    }).format(squareMetres / SQUARE_METRES_PER_HECTARE);
  }
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: digits(squareMetres) });
  return `${number.format(squareMetres)}\u00a0m²`;
}
