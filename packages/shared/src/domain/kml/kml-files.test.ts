import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { readKml, type XmlDocument } from './reader.ts';
import type { Layer, Shape } from './types.ts';
import { writeKml } from './writer.ts';

const parse = (text: string) => new DOMParser().parseFromString(text, 'text/xml') as unknown as XmlDocument;
const read = (name: string) =>
  readKml(parse(readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')));
const roundTrip = (layer: Layer) => readKml(parse(writeKml(layer)));

/**
 * What a KML round trip is expected to keep: opacities to the 1/255 of a KML colour's alpha, and no
 * fill on a line (KML writes a line's style without PolyStyle).
 */
function kept(layer: Layer): Layer {
  const shapes = layer.shapes.map((shape): Shape => {
    if (!('style' in shape)) return shape;
    const lineOnly = shape.type === 'polyline' || shape.type === 'multi';
    const style = {
      ...shape.style,
      strokeOpacity: Math.round(shape.style.strokeOpacity * 100) / 100,
      fillOpacity: lineOnly ? 0 : Math.round(shape.style.fillOpacity * 100) / 100,
      fillColor: lineOnly ? '' : shape.style.fillColor,
    };
    return { ...shape, style };
  });
  return { ...layer, shapes };
}

function only<T extends Shape['type']>(shape: Shape | undefined, type: T): Extract<Shape, { type: T }> {
  expect(shape?.type).toBe(type);
  return shape as Extract<Shape, { type: T }>;
}

describe('gx:Track and gx:MultiTrack (a phone GPS trace, Google My Tracks)', () => {
  const layer = read('google-my-tracks-gx-track.kml');

  it('reads a MultiTrack as a multi-line of its tracks and a Track as a line, with the shared style', () => {
    expect(layer.name).toBe('Sortie bateau 2026-07-14');
    expect(layer.shapes.map((shape) => shape.type)).toEqual(['marker', 'multi', 'polyline', 'marker']);
    const multi = only(layer.shapes[1], 'multi');
    expect(multi.paths.map((track) => track.length)).toEqual([4, 3]);
    expect(multi.paths[0]?.[1]).toEqual({ lat: 43.0961, lng: 6.2035 });
    expect(multi.style.strokeColor).toBe('#ff0000');
    expect(multi.style.strokeWeight).toBe(4);
    expect(multi.style.strokeOpacity).toBe(0.5);
    const back = only(layer.shapes[2], 'polyline');
    expect(back.title).toBe('Retour');
    expect(back.path).toEqual([
      { lat: 43.0091, lng: 6.394 },
      { lat: 43.0982, lng: 6.2021 },
    ]);
  });

  it('keeps the track placemark data (a foreign "type" included) but not the per-point arrays', () => {
    expect(layer.shapes[1]?.extendedData).toEqual([
      { name: 'type', value: 'boating' },
      { name: 'activityType', value: 'Boat' },
    ]);
  });

  it('keeps tracks, names, styles and data through a write and a second read', () => {
    const again = roundTrip(layer);
    expect(kept(again)).toEqual(kept(layer));
  });
});

describe('ExtendedData', () => {
  it('keeps Google My Maps Data on points and areas, with the StyleMap icon and its tint', () => {
    const layer = read('google-my-maps-extended-data.kml');
    const wreck = only(layer.shapes[0], 'marker');
    expect(wreck.extendedData).toEqual([
      { name: 'Profondeur', value: '51' },
      { name: 'Niveau', value: 'N3' },
    ]);
    expect(wreck.iconHref).toBe('https://www.gstatic.com/mapspro/images/stock/503-wht-blank_maps.png');
    expect(wreck.markerColor).toBe('#0288d1');
    const zone = only(layer.shapes[1], 'polygon');
    expect(zone.extendedData).toEqual([{ name: 'Réglementation', value: 'Plongée interdite' }]);
    expect(zone.style.fillColor).toBe('#097138');
    expect(kept(roundTrip(layer))).toEqual(kept(layer));
  });

  it('reads QGIS SchemaData/SimpleData as data, and writes it back as Data', () => {
    const layer = read('qgis-schema-data.kml');
    const buoy = only(layer.shapes[0], 'marker');
    expect(buoy.extendedData).toEqual([
      { name: 'id', value: '12' },
      { name: 'bouee', value: 'jaune & blanche' },
      { name: 'prof_m', value: '18.5' },
    ]);
    const written = writeKml(layer);
    expect(written).toContain('<Data name="bouee"><value>jaune &amp; blanche</value></Data>');
    expect(kept(roundTrip(layer))).toEqual(kept(layer));
  });

  it('does not show our own writer keys as data', () => {
    const layer: Layer = {
      name: 'Club',
      shapes: [
        {
          type: 'marker',
          title: 'Bouée',
          description: '',
          position: { lat: 43, lng: 6 },
          markerType: null,
          image: null,
          iconHref: null,
        },
      ],
    };
    expect(kept(roundTrip(layer))).toEqual(kept(layer));
  });
});

describe('uMap options', () => {
  const layer = read('umap-options.kml');

  it('reads colour by name or hex, weight, opacity, fill colour and opacity, fill off, dash and icon', () => {
    const anchor = only(layer.shapes[0], 'marker');
    expect(anchor.markerColor).toBe('#2e8b57');
    expect(anchor.iconHref).toBe('https://umap.openstreetmap.fr/uploads/pictogram/anchor-24.png');
    expect(anchor.extendedData).toEqual([{ name: 'capacité', value: '40' }]);
    const channel = only(layer.shapes[1], 'polyline');
    expect(channel.style).toMatchObject({
      strokeColor: '#ff0000',
      strokeWeight: 6,
      strokeOpacity: 0.7,
      dashArray: '5,10',
    });
    expect(channel.extendedData).toBeUndefined();
    const bathing = only(layer.shapes[2], 'polygon');
    expect(bathing.style).toMatchObject({
      strokeColor: '#000080',
      fillColor: '#ffd700',
      fillOpacity: 0.5,
      strokeWeight: 2,
    });
    expect(bathing.extendedData).toEqual([{ name: 'surveillée', value: 'oui' }]);
    const seagrass = only(layer.shapes[3], 'polygon');
    expect(seagrass.style).toMatchObject({ strokeColor: '#006400', fillOpacity: 0 });
  });

  it('keeps styles, icons, dashes and data through a write and a second read', () => {
    expect(kept(roundTrip(layer))).toEqual(kept(layer));
  });
});
