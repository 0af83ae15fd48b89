import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { CIRCLE_KML_POINTS, RECTANGLE_DEFAULT_HEIGHT_M, RECTANGLE_DEFAULT_WIDTH_M } from '../../constants.ts';
import { MARKER_TYPES } from '../marker-types.ts';
import { fromKmlColor, toKmlColor } from './colors.ts';
import { circleRing, distance, rectangleAround } from './geometry.ts';
import { parseCoordinates, readKml, type XmlDocument } from './reader.ts';
import { DEFAULT_STYLE, type Layer, type Shape } from './types.ts';
import { writeKml } from './writer.ts';

const parse = (text: string) => new DOMParser().parseFromString(text, 'text/xml') as unknown as XmlDocument;
const roundTrip = (layer: Layer) => readKml(parse(writeKml(layer)));
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8');

const center = { lat: 42.9918, lng: 6.3925 };
const style = {
  strokeColor: '#1e90ff',
  strokeOpacity: 0.8,
  strokeWeight: 2,
  fillColor: '#ffd700',
  fillOpacity: 0.4,
};
const text = { title: 'Tombant <nord> & "sud"', description: '<p>Mérous <b>à</b> 25 m ]]> fin</p>' };

function closeTo(actual: number, expected: number, digits = 6) {
  expect(actual).toBeCloseTo(expected, digits);
}

describe('geometry', () => {
  it('draws a circle as 64 points at its radius on a 6378137 m earth', () => {
    const ring = circleRing(center, 60);
    expect(ring).toHaveLength(CIRCLE_KML_POINTS);
    for (const point of ring) closeTo(distance(center, point), 60, 6);
    // Due north first: same longitude, latitude up by 60 / 6378137 radians.
    closeTo(ring[0]?.lng ?? 0, center.lng, 9);
    closeTo((ring[0]?.lat ?? 0) - center.lat, (60 / 6378137) * (180 / Math.PI), 9);
  });

  it('sizes the default rectangle 120 by 60 m', () => {
    const box = rectangleAround(center, RECTANGLE_DEFAULT_WIDTH_M, RECTANGLE_DEFAULT_HEIGHT_M);
    closeTo(distance({ lat: box.north, lng: center.lng }, { lat: box.south, lng: center.lng }), 60, 3);
    closeTo(distance({ lat: center.lat, lng: box.west }, { lat: center.lat, lng: box.east }), 120, 1);
  });

  it('converts colours to and from KML aabbggrr', () => {
    expect(toKmlColor('#1e90ff', 0.5)).toBe('80ff901e');
    expect(fromKmlColor('80ff901e')).toEqual({ color: '#1e90ff', opacity: 0.5 });
    // What the editor sets comes back as it was set.
    expect(fromKmlColor(toKmlColor('#ff6b00', 0.3))).toEqual({ color: '#ff6b00', opacity: 0.3 });
    expect(fromKmlColor('nonsense')).toBeNull();
  });

  it('reads coordinates with or without altitude, over several lines', () => {
    expect(parseCoordinates(' 6.1,42.1,0\n\t6.2,42.2 ')).toEqual([
      { lat: 42.1, lng: 6.1 },
      { lat: 42.2, lng: 6.2 },
    ]);
  });
});

describe('KML writer and reader round trip', () => {
  const shapes: Shape[] = [
    { ...text, type: 'circle', center, radius: 60, style },
    {
      ...text,
      type: 'polygon',
      rings: [[center, { lat: 42.993, lng: 6.393 }, { lat: 42.992, lng: 6.395 }]],
      style,
    },
    { ...text, type: 'polyline', path: [center, { lat: 42.995, lng: 6.39 }], style },
    { ...text, type: 'rectangle', bounds: rectangleAround(center, 120, 60), style },
    {
      ...text,
      type: 'image',
      image: '/files/Kmls/3/pictures/plan.webp',
      bounds: { north: 42.994, south: 42.99, east: 6.396, west: 6.389 },
      rotation: 15,
    },
    {
      ...text,
      type: 'multi',
      paths: [
        [center, { lat: 42.995, lng: 6.39 }],
        [{ lat: 42.9, lng: 6.3 }, center],
      ],
      style,
    },
    { ...text, type: 'network_link', description: '', href: 'https://example.org/parc.kml' },
    ...MARKER_TYPES.map(
      (markerType): Shape => ({
        ...text,
        type: 'marker',
        position: center,
        markerType,
        image: markerType === 'wreck' ? '/files/Kmls/3/pictures/epave.webp' : null,
        iconHref: null,
      }),
    ),
    {
      ...text,
      type: 'marker',
      position: center,
      markerType: null,
      image: null,
      iconHref: 'https://example.org/pin.png',
    },
  ];

  for (const shape of shapes) {
    const label = shape.type === 'marker' ? `marker ${shape.markerType ?? 'plain'}` : shape.type;
    it(`keeps a ${label}`, () => {
      const layer = roundTrip({ name: 'Calque & co', shapes: [shape] });
      expect(layer.name).toBe('Calque & co');
      expect(layer.shapes).toHaveLength(1);
      const read = layer.shapes[0] as Shape;
      expect(read.type).toBe(shape.type);
      expect(read.title).toBe(shape.title);
      if (shape.type !== 'network_link') expect(read.description).toBe(shape.description);
      if (shape.type === 'circle' && read.type === 'circle') {
        closeTo(read.center.lat, shape.center.lat);
        closeTo(read.radius, 60, 3);
        expect(read.style.strokeColor).toBe('#1e90ff');
        expect(read.style.fillColor).toBe('#ffd700');
        closeTo(read.style.fillOpacity, 0.4, 2);
      } else if (shape.type === 'rectangle' && read.type === 'rectangle') {
        for (const side of ['north', 'south', 'east', 'west'] as const)
          closeTo(read.bounds[side], shape.bounds[side]);
      } else if (shape.type === 'marker' && read.type === 'marker') {
        expect(read.markerType).toBe(shape.markerType);
        expect(read.image).toBe(shape.image);
        expect(read.iconHref).toBe(shape.iconHref);
        closeTo(read.position.lng, center.lng);
      } else {
        const { title: _t, description: _d, ...geometry } = read;
        const { title: _t2, description: _d2, ...expected } = shape;
        if ('style' in geometry && 'style' in expected) {
          closeTo(geometry.style.strokeOpacity, expected.style.strokeOpacity, 2);
          geometry.style = expected.style;
        }
        expect(geometry).toEqual(expected);
      }
    });
  }

  it('writes a circle as a closed 64-point polygon that other readers draw', () => {
    const kml = writeKml({
      name: 'c',
      shapes: [{ ...text, type: 'circle', center, radius: 60, style: DEFAULT_STYLE }],
    });
    const coordinates = /<Polygon>.*?<coordinates>(.*?)<\/coordinates>/s.exec(kml)?.[1] ?? '';
    const points = coordinates.trim().split(' ');
    expect(points).toHaveLength(CIRCLE_KML_POINTS + 1);
    expect(points[0]).toBe(points[CIRCLE_KML_POINTS]);
  });

  it('keeps every shape of a layer, in order', () => {
    const layer = roundTrip({ name: 'Tout', shapes: shapes });
    expect(layer.shapes.map((shape) => shape.type)).toEqual(shapes.map((shape) => shape.type));
  });
});

describe('KML of other producers', () => {
  it('reads a Google Earth export: shared styles, folders, holes, multi-geometry, ground overlay, network link', () => {
    const layer = readKml(parse(fixture('google-earth-port-cros.kml')));
    expect(layer.name).toBe('Port-Cros plongée.kml');
    expect(layer.shapes.map((shape) => shape.type)).toEqual([
      'marker',
      'polyline',
      'polygon',
      'multi',
      'image',
      'network_link',
    ]);
    const [marker, line, polygon, multi, image, link] = layer.shapes;
    expect(marker).toMatchObject({
      title: 'La Gabinière',
      description: "Tombant jusqu'à 45 m, mérous.",
      position: { lat: 42.9918, lng: 6.3925 },
      markerType: null,
      iconHref: 'http://maps.google.com/mapfiles/kml/pushpin/ylw-pushpin.png',
    });
    expect(line).toMatchObject({ style: { strokeColor: '#ff0000', strokeWeight: 4 } });
    if (line?.type === 'polyline') expect(line.path).toHaveLength(3);
    if (polygon?.type === 'polygon') {
      expect(polygon.rings.map((ring) => ring.length)).toEqual([4, 3]);
      expect(polygon.style.fillColor).toBe('#00ff00');
    }
    if (multi?.type === 'multi') expect(multi.paths.map((path) => path.length)).toEqual([2, 3]);
    expect(image).toMatchObject({
      image: 'https://example.org/plans/gabiniere.png',
      bounds: { north: 42.9935, south: 42.99, east: 6.396, west: 6.389 },
      rotation: -12.5,
    });
    expect(link).toMatchObject({ title: 'Balisage du Parc', href: 'https://example.org/parc/balisage.kml' });
  });

  it('reads a uMap export: points without altitude, inline styles, multi-geometry with a polygon', () => {
    const layer = readKml(parse(fixture('umap-export.kml')));
    expect(layer.name).toBe('Plongées Port-Cros');
    expect(layer.shapes.map((shape) => shape.type)).toEqual(['marker', 'polyline', 'polygon', 'multi']);
    expect(layer.shapes[0]).toMatchObject({
      title: 'Pointe du Vaisseau',
      description: 'Éperon rocheux, 40 m. <b>Bouée réservée</b>',
      position: { lat: 42.9985, lng: 6.418 },
    });
    expect(layer.shapes[1]).toMatchObject({ style: { strokeColor: '#00008b', strokeWeight: 3 } });
    const multi = layer.shapes[3];
    if (multi?.type === 'multi') expect(multi.paths.map((path) => path.length)).toEqual([2, 4]);
  });

  it('keeps the line width, line opacity and fill the editor sets, and says a fill turned off', () => {
    const area = { ...text, style: { ...style, strokeWeight: 7, strokeOpacity: 0.5, fillOpacity: 0 } };
    const bounds = rectangleAround(center, 100, 50);
    const xml = writeKml({
      name: 'Styles',
      shapes: [
        { ...area, type: 'rectangle', bounds },
        { ...area, type: 'circle', center, radius: 25, style: { ...area.style, fillOpacity: 0.65 } },
        { ...area, type: 'polyline', path: [center, { lat: 43, lng: 6.4 }] },
      ],
    });
    expect(xml).toContain('<fill>0</fill>');
    const [rectangle, circle, line] = readKml(parse(xml)).shapes;
    for (const read of [rectangle, circle, line]) {
      expect(read && 'style' in read && read.style.strokeWeight).toBe(7);
      closeTo(read && 'style' in read ? read.style.strokeOpacity : 0, 0.5, 2);
    }
    expect(rectangle && 'style' in rectangle && rectangle.style.fillOpacity).toBe(0);
    closeTo(circle && 'style' in circle ? circle.style.fillOpacity : 0, 0.65, 2);
    expect(circle && 'style' in circle && circle.style.fillColor).toBe('#ffd700');
  });

  it('refuses a document that is not KML', () => {
    expect(() => readKml(parse('<html><body/></html>'))).toThrow('Not a KML document');
  });
});
