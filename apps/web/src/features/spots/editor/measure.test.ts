import { rectangleAround } from '@club/shared/domain/kml/geometry';
import { DEFAULT_STYLE } from '@club/shared/domain/kml/types';
import { describe, expect, it } from 'vitest';
import { formatArea, formatLength, measureOf, pathLength, ringArea, ringPerimeter } from './measure.ts';

const centre = { lat: 43.2, lng: 5.3 };
const untitled = { title: '', description: '', style: { ...DEFAULT_STYLE } };
// Normal spaces for readable expectations: Intl puts narrow and no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('measures', () => {
  it('measures a path along the ground', () => {
    // One degree of latitude is about 111.3 km on the sphere of EARTH_RADIUS_M.
    const length = pathLength([
      { lat: 0, lng: 0 },
      { lat: 0.5, lng: 0 },
      { lat: 1, lng: 0 },
    ]);
    expect(length).toBeCloseTo(111_319.5, 0);
    expect(pathLength([centre])).toBe(0);
  });

  it('measures the area and perimeter of a 100 by 50 m rectangle, either way round', () => {
    const bounds = rectangleAround(centre, 100, 50);
    const ring = [
      { lat: bounds.north, lng: bounds.west },
      { lat: bounds.north, lng: bounds.east },
      { lat: bounds.south, lng: bounds.east },
      { lat: bounds.south, lng: bounds.west },
    ];
    expect(ringArea(ring)).toBeCloseTo(5000, -1);
    expect(ringArea([...ring].reverse())).toBeCloseTo(ringArea(ring), 6);
    expect(ringPerimeter(ring)).toBeCloseTo(300, 0);
    expect(measureOf({ ...untitled, type: 'rectangle', bounds })).toMatchObject({
      area: expect.closeTo(5000, -1),
      perimeter: expect.closeTo(300, 0),
    });
  });

  it('takes a polygon hole out of its area', () => {
    const outer = rectangleAround(centre, 100, 100);
    const inner = rectangleAround(centre, 50, 50);
    const ring = (b: typeof outer) => [
      { lat: b.north, lng: b.west },
      { lat: b.north, lng: b.east },
      { lat: b.south, lng: b.east },
      { lat: b.south, lng: b.west },
    ];
    const measure = measureOf({ ...untitled, type: 'polygon', rings: [ring(outer), ring(inner)] });
    expect(measure?.area).toBeCloseTo(7500, -1);
    expect(measure?.perimeter).toBeCloseTo(400, 0);
  });

  it('gives a circle its radius and area, a line its length, a marker nothing', () => {
    expect(measureOf({ ...untitled, type: 'circle', center: centre, radius: 10 })).toEqual({
      radius: 10,
      area: Math.PI * 100,
      perimeter: 20 * Math.PI,
    });
    expect(
      measureOf({ ...untitled, type: 'polyline', path: [centre, { lat: 43.201, lng: 5.3 }] })?.length,
    ).toBeCloseTo(111.3, 1);
    expect(
      measureOf({
        type: 'marker',
        title: '',
        description: '',
        position: centre,
        markerType: 'fish',
        image: null,
        iconHref: null,
      }),
    ).toBeNull();
  });
});

describe('measure formats', () => {
  it('writes metres under a kilometre and kilometres above, in the page language', () => {
    expect(plain(formatLength(850.4, 'en'))).toBe('850 m');
    expect(plain(formatLength(7.25, 'en'))).toBe('7.3 m');
    expect(plain(formatLength(1234.5, 'en'))).toBe('1.23 km');
    expect(plain(formatLength(1234.5, 'fr'))).toBe('1,23 km');
    expect(plain(formatLength(12_345, 'de'))).toBe('12,35 km');
  });

  it('writes square metres, then hectares, then square kilometres', () => {
    expect(plain(formatArea(420, 'en'))).toBe('420 m²');
    expect(plain(formatArea(4200, 'fr'))).toBe('4 200 m²');
    expect(plain(formatArea(35_000, 'en'))).toBe('3.5 ha');
    expect(plain(formatArea(35_000, 'it'))).toBe('3,5 ha');
    expect(plain(formatArea(2_100_000, 'es'))).toBe('2,1 km²');
  });
});
