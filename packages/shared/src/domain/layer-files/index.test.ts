import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  detectLayerFormat,
  LAYER_MAX_COORDINATES,
  LAYER_MAX_FEATURES,
  LayerFileError,
  readLayerText,
} from './index.ts';
import { fixture } from './test-helpers.ts';
import { LAYER_MAX_XML_DEPTH, LAYER_MAX_XML_ELEMENTS } from './xml.ts';

const kmlFixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, '..', 'kml', 'fixtures', name), 'utf8');

function refusal(read: () => unknown): LayerFileError {
  try {
    read();
  } catch (error) {
    if (error instanceof LayerFileError) return error;
    throw error;
  }
  throw new Error('not refused');
}

describe('readLayerText', () => {
  it('chooses the format by content, whatever the file is called', () => {
    const gpx = readLayerText('export.kml', fixture('osmand-track.gpx'));
    expect(gpx.format).toBe('gpx');
    expect(gpx.name).toBe('2026-07-20_09-12_Mon');
    const geojson = readLayerText('carte.json', `\uFEFF${fixture('umap-export.geojson')}`);
    expect(geojson.format).toBe('geojson');
    expect(geojson.name).toBe('Plongées Port-Cros');
    const kml = readLayerText('data.xml', kmlFixture('google-my-maps-extended-data.kml'));
    expect(kml.format).toBe('kml');
    expect(kml.name).toBe('Sites de plongée du club');
    expect(kml.notices).toEqual([]);
  });

  it('lists what a KML holds that cannot be shown instead of dropping it silently', () => {
    expect(readLayerText('qgis.kml', kmlFixture('qgis-schema-data.kml')).notices).toEqual([
      { kind: 'screen_overlay', count: 1 },
    ]);
    // Google's http:// sample icons are asked over https by the map: no notice for them.
    expect(readLayerText('parc.kml', kmlFixture('google-earth-port-cros.kml')).notices).toEqual([]);
    expect(readLayerText('tracks.kml', kmlFixture('google-my-tracks-gx-track.kml')).notices).toEqual([]);
    const plan = `<kml xmlns="http://www.opengis.net/kml/2.2"><Document><GroundOverlay><Icon><href>http://example.org/plan.png</href></Icon><LatLonBox><north>43.1</north><south>43</south><east>6.1</east><west>6</west></LatLonBox></GroundOverlay></Document></kml>`;
    expect(readLayerText('plan.kml', plan).notices).toEqual([{ kind: 'insecure_images', count: 1 }]);
  });

  it('refuses anything else with a typed error', () => {
    expect(refusal(() => readLayerText('a.kmz', 'PK\u0003\u0004\0\0')).message).toMatch(/KMZ is a zip/);
    expect(refusal(() => readLayerText('a.svg', '<?xml version="1.0"?><svg/>')).code).toBe('unknown_format');
    expect(refusal(() => readLayerText('a.txt', 'hello')).code).toBe('unknown_format');
    expect(refusal(() => readLayerText('a.kml', '<kml><Document>')).code).toBe('malformed');
    expect(
      refusal(() =>
        readLayerText(
          'a.kml',
          '<?xml version="1.0"?><!DOCTYPE kml [<!ENTITY e SYSTEM "file:///etc/passwd">]><kml/>',
        ),
      ).code,
    ).toBe('malformed');
    expect(
      detectLayerFormat('x', '<!-- export --><kml:kml xmlns:kml="http://www.opengis.net/kml/2.2"/>'),
    ).toBe('kml');
  });

  it('refuses a file past the limits of features, points or nesting, saying which', () => {
    const points = (count: number) =>
      Array.from({ length: count }, (_, index) => [6 + (index % 1000) / 1e4, 43]);
    const features = (count: number) =>
      JSON.stringify({
        type: 'FeatureCollection',
        features: Array.from({ length: count }, () => ({
          type: 'Feature',
          geometry: { type: 'Point', coordinates: [6, 43] },
        })),
      });
    expect(readLayerText('a.json', features(LAYER_MAX_FEATURES)).layer.shapes).toHaveLength(
      LAYER_MAX_FEATURES,
    );
    const tooMany = refusal(() => readLayerText('a.json', features(LAYER_MAX_FEATURES + 1)));
    expect(tooMany.code).toBe('beyond_limits');
    expect(tooMany.message).toMatch(/50001 shapes; at most 50000/);
    const line = JSON.stringify({ type: 'LineString', coordinates: points(LAYER_MAX_COORDINATES + 1) });
    expect(refusal(() => readLayerText('a.json', line)).message).toMatch(/1000001 points; at most 1000000/);
    const deep = `<gpx>${'<a>'.repeat(LAYER_MAX_XML_DEPTH + 1)}${'</a>'.repeat(LAYER_MAX_XML_DEPTH + 1)}</gpx>`;
    expect(refusal(() => readLayerText('a.gpx', deep)).message).toMatch(/nested more than 64/);
    const wide = `<gpx>${'<a/>'.repeat(LAYER_MAX_XML_ELEMENTS)}</gpx>`;
    expect(refusal(() => readLayerText('a.gpx', wide)).message).toMatch(/More than 200000 XML elements/);
  });
});
