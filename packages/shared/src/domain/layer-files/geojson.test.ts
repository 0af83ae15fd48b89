import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, type Layer } from '../kml/types.ts';
import { GEOJSON_MAX_DEPTH, readGeoJson } from './geojson.ts';
import { writeGeoJson } from './geojson-writer.ts';
import { fixture, only, rounded, withoutLineFill } from './test-helpers.ts';
import { LayerFileError } from './types.ts';

const roundTrip = (layer: Layer) => readGeoJson(writeGeoJson(layer)).layer;
const center = { lat: 43.0372, lng: 6.1575 };

describe('GeoJSON reader', () => {
  it('reads a geojson.io export: simplestyle, title, other properties as data, holes, multi-parts', () => {
    const { layer, name, notices } = readGeoJson(fixture('geojson-io.geojson'));
    expect(name).toBe('');
    expect(notices).toEqual([]);
    expect(layer.shapes.map((shape) => shape.type)).toEqual([
      'marker',
      'polyline',
      'polygon',
      'polygon',
      'polygon',
      'marker',
      'marker',
      'multi',
    ]);
    const port = only(layer.shapes[0], 'marker');
    expect(port).toMatchObject({ title: 'Port de Niel', position: center, markerColor: '#7e7e7e' });
    expect(port.extendedData).toEqual([
      { name: 'horaires', value: '8h-19h' },
      { name: 'places', value: '12' },
    ]);
    const trail = only(layer.shapes[1], 'polyline');
    expect(trail.title).toBe('Sentier sous-marin');
    expect(trail.style).toMatchObject({ strokeColor: '#0b59e0', strokeWeight: 4, strokeOpacity: 1 });
    expect(trail.extendedData).toBeUndefined();
    const zone = only(layer.shapes[2], 'polygon');
    expect(zone.description).toBe("Ancrage interdit sur l'herbier");
    expect(zone.rings.map((ring) => ring.length)).toEqual([4, 3]);
    expect(zone.style).toEqual({
      strokeColor: '#555555',
      strokeWeight: 2,
      strokeOpacity: 1,
      fillColor: '#e0b60b',
      fillOpacity: 0.5,
    });
    expect(only(layer.shapes[7], 'multi').paths).toHaveLength(2);
    expect(layer.shapes[6]?.title).toBe('Bouées');
  });

  it('reads a uMap export: its name, named colours, weight, opacity, dashes, icon; skips and says a feature without geometry', () => {
    const { layer, name, notices } = readGeoJson(fixture('umap-export.geojson'));
    expect(name).toBe('Plongées Port-Cros');
    expect(notices).toEqual([{ kind: 'without_geometry', count: 1 }]);
    const point = only(layer.shapes[0], 'marker');
    expect(point).toMatchObject({
      markerColor: '#00008b',
      iconHref: '/uploads/pictogram/scuba-diving-24.png',
      extendedData: [{ name: 'niveau', value: 'N2' }],
    });
    expect(only(layer.shapes[1], 'polyline').style).toMatchObject({
      strokeColor: '#dc143c',
      strokeWeight: 5,
      strokeOpacity: 0.6,
      dashArray: '10,5',
    });
    expect(only(layer.shapes[2], 'polygon').style).toMatchObject({
      strokeColor: '#2e8b57',
      fillColor: '#90ee90',
      fillOpacity: 0.4,
    });
  });

  it('reads a Feature and a bare geometry', () => {
    const feature = {
      type: 'Feature',
      properties: { name: 'A' },
      geometry: { type: 'Point', coordinates: [6, 43] },
    };
    expect(readGeoJson(JSON.stringify(feature)).layer.shapes[0]?.title).toBe('A');
    const bare = {
      type: 'LineString',
      coordinates: [
        [6, 43],
        [6.1, 43.1],
      ],
    };
    expect(readGeoJson(JSON.stringify(bare)).layer.shapes[0]?.type).toBe('polyline');
  });

  it('refuses coordinates that are not finite, in range longitudes and latitudes, naming the feature', () => {
    const collection = (coordinates: unknown) =>
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: [6, 43] } },
          { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } },
        ],
      });
    expect(() =>
      readGeoJson(
        collection([
          [6, 43],
          [200, 43],
        ]),
      ),
    ).toThrow(/Feature 2: \[200,43\]/);
    expect(() =>
      readGeoJson(
        collection([
          [6, 43],
          [6, -91],
        ]),
      ),
    ).toThrow(LayerFileError);
    expect(() =>
      readGeoJson(
        collection([
          [6, 43],
          ['6', 43],
        ]),
      ),
    ).toThrow(/is not a longitude/);
    expect(() => readGeoJson(collection([[6, 43], [6]]))).toThrow(/not \[longitude, latitude\]/);
    expect(() => readGeoJson(collection('nope'))).toThrow(/not a list of positions/);
    expect(() => readGeoJson('{"type": "Feature", ')).toThrow(/Malformed JSON/);
    expect(() => readGeoJson('{"hello": 1}')).toThrow(/not GeoJSON/);
  });

  it(`refuses nesting deeper than ${GEOJSON_MAX_DEPTH} before parsing (it overflowed the stack), and reads what real files nest`, () => {
    const point = '{"type":"Point","coordinates":[6,43]}';
    const withData = (data: string) => `{"type":"Feature","properties":{"data":${data}},"geometry":${point}}`;
    const deep = withData(`${'{"a":'.repeat(100_000)}1${'}'.repeat(100_000)}`);
    const refusal = (text: string) => {
      try {
        readGeoJson(text);
      } catch (error) {
        return error;
      }
      return null;
    };
    expect(refusal(deep)).toMatchObject({ name: 'LayerFileError', code: 'beyond_limits' });
    const collection = `${'{"type":"GeometryCollection","geometries":['.repeat(100_000)}${point}${']}'.repeat(100_000)}`;
    expect(refusal(collection)).toMatchObject({ code: 'beyond_limits' });
    // Brackets inside a text are no nesting.
    const inText = readGeoJson(withData(`"${'['.repeat(1000)}"`)).layer.shapes[0];
    expect(inText?.extendedData).toEqual([{ name: 'data', value: '['.repeat(1000) }]);
    const fifty = `${'['.repeat(50)}1${']'.repeat(50)}`;
    expect(readGeoJson(withData(fifty)).layer.shapes[0]?.extendedData).toEqual([
      { name: 'data', value: fifty },
    ]);
  });
});

describe('GeoJSON writer', () => {
  it('keeps names, styles and data of the geojson.io and uMap exports through a write and a second read', () => {
    for (const name of ['geojson-io.geojson', 'umap-export.geojson']) {
      const { layer } = readGeoJson(fixture(name));
      expect(withoutLineFill(roundTrip(layer))).toEqual(withoutLineFill(rounded(layer)));
    }
  });

  it('reopens circles, rectangles and typed markers exactly, and leaves out ground overlays', () => {
    const layer: Layer = {
      name: 'Club',
      shapes: [
        { type: 'circle', title: 'Rond', description: '', center, radius: 60, style: DEFAULT_STYLE },
        {
          type: 'rectangle',
          title: 'Zone',
          description: '<p>Interdit</p>',
          bounds: { north: 43.04, south: 43.03, east: 6.16, west: 6.15 },
          style: { ...DEFAULT_STYLE, fillOpacity: 0 },
        },
        {
          type: 'marker',
          title: 'Épave',
          description: '',
          position: center,
          markerType: 'wreck',
          image: '/files/Kmls/3/pictures/epave.webp',
          iconHref: null,
        },
        {
          type: 'image',
          title: 'Plan',
          description: '',
          image: '/files/plan.webp',
          bounds: { north: 43.1, south: 43, east: 6.5, west: 6.4 },
          rotation: 0,
        },
      ],
    };
    const written = JSON.parse(writeGeoJson(layer));
    expect(written.name).toBe('Club');
    expect(written.features[0].geometry.coordinates[0]).toHaveLength(65);
    expect(roundTrip(layer)).toEqual({ ...layer, shapes: layer.shapes.slice(0, 3) });
  });
});
