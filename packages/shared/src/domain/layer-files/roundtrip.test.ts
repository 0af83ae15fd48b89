import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { circleRing } from '../kml/geometry.ts';
import type { LatLng, Layer, Shape, ShapeStyle } from '../kml/types.ts';
import { writeKml } from '../kml/writer.ts';
import { readLayerText, writeGeoJson, writeGpx } from './index.ts';
import { rounded } from './test-helpers.ts';

/**
 * Files exported by the tools people use, read, written in each format a layer is exported in (KML,
 * GeoJSON, GPX) and read again: what the target format can hold must survive. KML and GeoJSON hold
 * names, descriptions, styles (colour, width, opacity, fill, dash), icons, tints, tracks and data;
 * GPX holds names, descriptions, waypoints with their elevation, a typed marker's type (as its
 * symbol) and a picture (as its link), and tracks (areas as closed tracks),
 * but no style, icon or other data.
 */
const fixtures: readonly [tool: string, folder: 'kml' | 'layer-files', file: string][] = [
  ['Google Earth', 'kml', 'google-earth-port-cros.kml'],
  ['Google My Maps', 'kml', 'google-my-maps-extended-data.kml'],
  ['Google My Tracks, gx:Track phone trace', 'kml', 'google-my-tracks-gx-track.kml'],
  ['QGIS / ArcGIS SchemaData', 'kml', 'qgis-schema-data.kml'],
  ['uMap KML export', 'kml', 'umap-export.kml'],
  ['uMap options', 'kml', 'umap-options.kml'],
  ['Garmin Descent dive', 'layer-files', 'garmin-descent-dive.gpx'],
  ['OsmAnd track', 'layer-files', 'osmand-track.gpx'],
  ['Subsurface dive sites', 'layer-files', 'subsurface-dive-sites.gpx'],
  ['geojson.io', 'layer-files', 'geojson-io.geojson'],
  ['uMap GeoJSON export', 'layer-files', 'umap-export.geojson'],
];

const folderOf = { kml: path.join(import.meta.dirname, '..', 'kml'), 'layer-files': import.meta.dirname };
const read = (file: string, text: string) => readLayerText(file, text).layer;

const style: ShapeStyle = {
  strokeColor: '#1e90ff',
  strokeOpacity: 0.8,
  strokeWeight: 5,
  fillColor: '#ffd700',
  fillOpacity: 0,
  dashArray: '4,8',
};
/** What the club's layer editor draws: typed and pictured markers, circles, rectangles, holes, a site plan. */
const editorLayer: Layer = {
  name: 'Épave du Donator',
  shapes: [
    {
      type: 'marker',
      title: 'Mouillage',
      description: '<p>Bouée jaune</p>',
      position: { lat: 43.0101, lng: 6.3805 },
      markerType: 'fish',
      image: '/files/Kmls/3/pictures/a1.jpg',
      iconHref: null,
    },
    {
      type: 'circle',
      title: 'Zone de palanquée',
      description: '',
      center: { lat: 43.01, lng: 6.38 },
      radius: 120,
      style: { ...style, fillOpacity: 0.25 },
    },
    {
      type: 'rectangle',
      title: 'Interdit',
      description: '',
      bounds: { north: 43.02, south: 43.015, east: 6.39, west: 6.385 },
      style,
    },
    {
      type: 'polygon',
      title: 'Herbier',
      description: '',
      rings: [
        [
          { lat: 43, lng: 6.37 },
          { lat: 43.005, lng: 6.372 },
          { lat: 43.002, lng: 6.376 },
        ],
        [
          { lat: 43.002, lng: 6.372 },
          { lat: 43.003, lng: 6.373 },
          { lat: 43.0025, lng: 6.374 },
        ],
      ],
      style: { ...style, fillOpacity: 0.4 },
    },
    {
      type: 'polyline',
      title: 'Parcours',
      description: '',
      path: [
        { lat: 43.01, lng: 6.38 },
        { lat: 43.011, lng: 6.382 },
      ],
      style,
    },
    {
      type: 'image',
      title: 'Plan du site',
      description: '',
      image: '/files/Kmls/3/pictures/plan.png',
      bounds: { north: 43.012, south: 43.008, east: 6.383, west: 6.377 },
      rotation: 12,
    },
  ],
};

/** KML colours hold an opacity in 1/255: compared to the hundredth. */
const opacity = (value: number) => Math.round(value * 100) / 100;

function comparableStyle(style: ShapeStyle, lineOnly: boolean): ShapeStyle {
  return {
    ...style,
    strokeOpacity: opacity(style.strokeOpacity),
    // A line's fill is never drawn, and no format writes it.
    fillColor: lineOnly ? '' : style.fillColor,
    fillOpacity: lineOnly ? 0 : opacity(style.fillOpacity),
  };
}

/** The layer as a format holding styles should give it back: coordinates to 7 decimals, opacities to 1/100. */
function comparable(layer: Layer): Layer {
  const shapes = layer.shapes.map((shape): Shape => {
    if (!('style' in shape)) return shape;
    return {
      ...shape,
      style: comparableStyle(shape.style, shape.type === 'polyline' || shape.type === 'multi'),
    };
  });
  return rounded({ ...layer, shapes });
}

/** GeoJSON has no ground overlay or network link, and a multi-line of one line is a line. */
function geoJsonShapes(layer: Layer): Layer {
  const shapes = layer.shapes
    .filter((shape) => shape.type !== 'image' && shape.type !== 'network_link')
    .map((shape): Shape => {
      if (shape.type !== 'multi' || shape.paths.length !== 1) return shape;
      const { paths, ...rest } = shape;
      return { ...rest, type: 'polyline', path: paths[0] as LatLng[] };
    });
  return { ...layer, shapes };
}

/** What GPX keeps of a shape: its kind, texts, point counts, and a waypoint's elevation, type and picture. */
function gpxSummary(shape: Shape) {
  const texts = { title: shape.title, description: shape.description };
  switch (shape.type) {
    case 'marker': {
      const ele = shape.extendedData?.find((entry) => entry.name === 'ele')?.value;
      const { markerType, image } = shape;
      return {
        ...texts,
        kind: 'waypoint',
        points: [1],
        ele,
        at: rounded(shape.position),
        markerType,
        image,
      };
    }
    case 'polyline':
      return { ...texts, kind: 'track', points: [shape.path.length] };
    case 'multi':
      return { ...texts, kind: 'track', points: shape.paths.map((path) => path.length) };
    case 'polygon':
      return { ...texts, kind: 'area', points: shape.rings.map((ring) => ring.length) };
    case 'circle':
      return { ...texts, kind: 'area', points: [circleRing(shape.center, shape.radius).length] };
    case 'rectangle':
      return { ...texts, kind: 'area', points: [4] };
    default:
      return null;
  }
}

/** GPX orders waypoints before tracks. */
function gpxShapes(layer: Layer) {
  const summaries = layer.shapes.map(gpxSummary).filter((summary) => summary !== null);
  return [
    ...summaries.filter((summary) => summary.kind === 'waypoint'),
    ...summaries.filter((summary) => summary.kind !== 'waypoint'),
  ];
}

const cases = [
  ...fixtures.map(([tool, folder, file]) => ({
    name: `${tool} (${folder}/${file})`,
    file,
    text: readFileSync(path.join(folderOf[folder], 'fixtures', file), 'utf8'),
  })),
  { name: "the club's layer editor", file: 'editor.kml', text: writeKml(editorLayer) },
];

describe.each(cases)('$name', ({ file, text }) => {
  const original = read(file, text);

  it('has shapes to carry', () => {
    expect(original.shapes.length).toBeGreaterThan(0);
  });

  it('KML keeps names, descriptions, styles, icons, tints, tracks and data', () => {
    const again = read('export.kml', writeKml(original));
    expect(again.name).toBe(original.name);
    expect(comparable(again)).toEqual(comparable(original));
  });

  it('GeoJSON keeps names, descriptions, styles, icons, tints, tracks and data (not ground overlays)', () => {
    const again = read('export.geojson', writeGeoJson(original));
    expect(again.name).toBe(original.name);
    expect(comparable(geoJsonShapes(again))).toEqual(comparable(geoJsonShapes(original)));
  });

  it('GPX keeps names, descriptions, waypoints with their elevation, type and picture, and track points (GPX holds no styles, icons or other data)', () => {
    const again = read('export.gpx', writeGpx(original));
    expect(again.name).toBe(original.name);
    expect(gpxShapes(again)).toEqual(gpxShapes(original));
  });
});

describe("a shape's own field named like one of the writer's keys", () => {
  it('survives a KML and a GeoJSON round trip (a QGIS "type" field, My Tracks\' activity type)', () => {
    const data = [{ name: 'type', value: 'épave' }];
    const layer: Layer = {
      name: 'Sites',
      shapes: [
        {
          type: 'marker',
          title: 'Le Donator',
          description: '',
          position: { lat: 43.0118, lng: 6.4502 },
          markerType: null,
          image: null,
          iconHref: null,
          extendedData: data,
        },
        {
          type: 'polyline',
          title: 'Sortie',
          description: '',
          path: [
            { lat: 43, lng: 6.4 },
            { lat: 43.01, lng: 6.45 },
          ],
          style,
          extendedData: [{ name: 'type', value: 'boating' }],
        },
      ],
    };
    expect(comparable(read('export.kml', writeKml(layer)))).toEqual(comparable(layer));
    expect(comparable(read('export.geojson', writeGeoJson(layer)))).toEqual(comparable(layer));
  });
});
