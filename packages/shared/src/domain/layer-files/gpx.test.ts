import { describe, expect, it } from 'vitest';
import { DEFAULT_STYLE, type Layer } from '../kml/types.ts';
import { readGpx, writeGpx } from './gpx.ts';
import { fixture, only, rounded } from './test-helpers.ts';
import { LayerFileError } from './types.ts';

const roundTrip = (layer: Layer) => readGpx(writeGpx(layer)).layer;

describe('GPX reader', () => {
  it('reads a Garmin Descent dive as one track named after the activity, extensions ignored', () => {
    const { layer, name, notices } = readGpx(fixture('garmin-descent-dive.gpx'));
    expect(name).toBe('Plongée Port-Cros - La Gabinière');
    expect(layer.name).toBe(name);
    expect(notices).toEqual([]);
    const dive = only(layer.shapes[0], 'polyline');
    expect(layer.shapes).toHaveLength(1);
    expect(dive.title).toBe('Port-Cros Plongée');
    expect(dive.path).toHaveLength(3);
    expect(dive.path[0]).toEqual({ lat: 43.01050000823289, lng: 6.39210004825145 });
    expect(dive.style).toEqual(DEFAULT_STYLE);
  });

  it('reads Subsurface dive sites as markers with their description (or comment) and elevation', () => {
    const { layer, name } = readGpx(fixture('subsurface-dive-sites.gpx'));
    expect(name).toBe('Carnet de plongée 2026');
    const donator = only(layer.shapes[0], 'marker');
    expect(donator).toMatchObject({
      title: '#112 Le Donator',
      description: 'Max depth 51.0 m, 42 min, Nitrox 28 & déco palier 6 m',
      position: { lat: 42.9939, lng: 6.4547 },
      extendedData: [{ name: 'ele', value: '-51.0' }],
    });
    expect(only(layer.shapes[1], 'marker').description).toBe('Mérous, barracudas');
  });

  it('reads an OsmAnd recording: waypoint, route as a line, a two-segment track as a multi-line', () => {
    const { layer } = readGpx(fixture('osmand-track.gpx'));
    expect(layer.shapes.map((shape) => shape.type)).toEqual(['marker', 'polyline', 'multi']);
    expect(only(layer.shapes[1], 'polyline').title).toBe('Itinéraire palmes');
    const swim = only(layer.shapes[2], 'multi');
    expect(swim.title).toBe('Randonnée palmée');
    expect(swim.paths.map((path) => path.length)).toEqual([3, 2]);
  });

  it('refuses a point out of range, a DOCTYPE and a root that is not gpx', () => {
    const bad = '<gpx version="1.1"><wpt lat="95" lon="6"><name>x</name></wpt></gpx>';
    expect(() => readGpx(bad)).toThrow(/Waypoint 1: \[6,95\] is not a longitude/);
    expect(() => readGpx('<gpx><wpt lat="" lon="6"/></gpx>')).toThrow(LayerFileError);
    expect(() => readGpx('<!DOCTYPE gpx [<!ENTITY x "y">]><gpx/>')).toThrow(/DOCTYPE/);
    expect(() => readGpx('<kml/>')).toThrow(/not <gpx>/);
    expect(() => readGpx('<gpx><wpt lat="1" lon="2">')).toThrow(LayerFileError);
  });
});

describe('GPX writer', () => {
  it('keeps waypoints, routes and tracks through a write and a second read', () => {
    for (const name of ['garmin-descent-dive.gpx', 'subsurface-dive-sites.gpx', 'osmand-track.gpx']) {
      const { layer } = readGpx(fixture(name));
      expect(roundTrip(layer)).toEqual(rounded(layer));
    }
  });

  it('writes waypoints before tracks, and areas as closed tracks with a note that read back as areas', () => {
    const center = { lat: 43, lng: 6.4 };
    const layer: Layer = {
      name: 'Club & co',
      shapes: [
        {
          type: 'polygon',
          title: 'Zone',
          description: '',
          rings: [
            [center, { lat: 43.01, lng: 6.4 }, { lat: 43.01, lng: 6.41 }],
            [
              { lat: 43.005, lng: 6.403 },
              { lat: 43.006, lng: 6.403 },
              { lat: 43.006, lng: 6.404 },
            ],
          ],
          style: DEFAULT_STYLE,
        },
        { type: 'circle', title: 'Rond', description: '', center, radius: 50, style: DEFAULT_STYLE },
        {
          type: 'marker',
          title: 'Bouée',
          description: 'jaune',
          position: center,
          markerType: null,
          image: null,
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
    const text = writeGpx(layer);
    expect(text).toContain('<metadata><name>Club &amp; co</name></metadata>');
    expect(text.indexOf('<wpt')).toBeLessThan(text.indexOf('<trk>'));
    expect(text).toContain('<cmt>An area, written as a closed track.</cmt><type>polygon</type>');
    const again = roundTrip(layer);
    expect(again.shapes.map((shape) => shape.type)).toEqual(['marker', 'polygon', 'polygon']);
    expect(only(again.shapes[1], 'polygon').rings).toEqual(
      layer.shapes[0]?.type === 'polygon' ? layer.shapes[0].rings : [],
    );
    expect(only(again.shapes[2], 'polygon').rings[0]).toHaveLength(64);
  });
});
