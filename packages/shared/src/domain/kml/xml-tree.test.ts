import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { drawnLayerSample } from './drawn-layer-sample.ts';
import { readKml, type XmlDocument, type XmlElement } from './reader.ts';
import { writeKml } from './writer.ts';
import { parseXmlTree, XML_MAX_DEPTH, XmlSyntaxError } from './xml-tree.ts';

const xmldom = (text: string) =>
  new DOMParser({ locator: false }).parseFromString(text, 'application/xml') as unknown as XmlDocument;
const fixtures = path.join(import.meta.dirname, 'fixtures');
const root = (text: string) => parseXmlTree(text).documentElement;

describe('parseXmlTree', () => {
  it.each(readdirSync(fixtures).filter((name) => name.endsWith('.kml')))(
    'reads %s as the map reads it with a DOM parser',
    (name) => {
      const text = readFileSync(path.join(fixtures, name), 'utf8');
      expect(readKml(parseXmlTree(text))).toEqual(readKml(xmldom(text)));
    },
  );

  it('reads a big drawn layer as a DOM parser does', () => {
    const kml = writeKml({ name: 'Grand', shapes: drawnLayerSample(2_000, { lat: 43, lng: 5 }).shapes });
    expect(readKml(parseXmlTree(kml))).toEqual(readKml(xmldom(kml)));
  });

  it('gives text with its references, CDATA as text, and no comment', () => {
    const element = root(
      '<?xml version="1.0"?><a>x &amp; &lt;y&gt; &#233;&#x41;<!-- no --><![CDATA[<b>&amp;</b>]]><c>d</c></a>',
    );
    expect(element.textContent).toBe('x & <y> éA<b>&amp;</b>d');
  });

  it('matches elements by local name and reads attributes, quoted either way', () => {
    const element = root(`<kml:kml xmlns:kml="k"><kml:Style id='s1' a="&quot;q&quot;"/></kml:kml>`);
    expect(element.localName).toBe('kml');
    const [style] = Array.from(element.getElementsByTagName('*')) as XmlElement[];
    expect(style?.localName).toBe('Style');
    expect(style?.getAttribute('id')).toBe('s1');
    expect(style?.getAttribute('a')).toBe('"q"');
    expect(style?.getAttribute('b')).toBeNull();
  });

  it.each([
    ['an unclosed element', '<a><b></a>'],
    ['a stray closing tag', '<a></a></b>'],
    ['two roots', '<a/><b/>'],
    ['text outside the root', '<a/>text'],
    ['an unknown entity', '<a>&nbsp;</a>'],
    ['a bare ampersand', '<a>fish & chips</a>'],
    ['a < in an attribute', '<a b="<"/>'],
    ['an unquoted attribute', '<a b=1/>'],
    ['an unclosed comment', '<a><!-- </a>'],
    ['a DOCTYPE', '<!DOCTYPE a><a/>'],
    ['no root', '  '],
    ['a tag that never ends', '<a'],
  ])('refuses %s', (_, text) => {
    expect(() => parseXmlTree(text)).toThrow(XmlSyntaxError);
  });

  it(`refuses elements nested deeper than ${XML_MAX_DEPTH}, even where a scan of the text sees them closed`, () => {
    const nested = (depth: number, open = '<a>') => `${open.repeat(depth)}${'</a>'.repeat(depth)}`;
    expect(parseXmlTree(nested(XML_MAX_DEPTH)).documentElement.localName).toBe('a');
    expect(() => parseXmlTree(nested(XML_MAX_DEPTH + 1))).toThrow(
      new XmlSyntaxError(`elements nested more than ${XML_MAX_DEPTH} deep`),
    );
    // `/>` inside a quoted value ends no tag: 100,000 open elements, refused at the 65th.
    expect(() => parseXmlTree(nested(100_000, '<a b="/>">'))).toThrow(/nested more than 64 deep/);
  });
});
