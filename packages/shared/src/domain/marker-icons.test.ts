import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import { defaultIcon } from './kml/writer.ts';
import { MARKER_TYPES } from './marker-types.ts';

/**
 * The marker icons the public map, the layer editor and exported KML show (`defaultIcon`) are files of
 * the web app's public folder. They must draw without any font: an emoji or a letter in an SVG shows as
 * an empty box where no emoji font is installed (many Linux desktops, some phones).
 */
const publicDir = path.resolve(import.meta.dirname, '../../../../apps/web/public');
const markersDir = path.join(publicDir, 'markers');
const iconTypes = [...MARKER_TYPES, 'marker'];

function parseSvg(file: string) {
  const text = readFileSync(path.join(markersDir, file), 'utf8');
  const problems: string[] = [];
  const document = new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') problems.push(message);
    },
  }).parseFromString(text, 'image/svg+xml');
  return { text, document, problems };
}

describe('marker icons', () => {
  it('has one drawn SVG per marker type and the plain marker, and no other', () => {
    const files = readdirSync(markersDir).filter((file) => file.endsWith('.svg'));
    expect(files.sort()).toEqual(iconTypes.map((type) => `${type}.svg`).sort());
  });

  it('is the file exported KML names', () => {
    for (const type of iconTypes)
      expect(path.join(publicDir, defaultIcon(type))).toBe(path.join(markersDir, `${type}.svg`));
  });

  it.each(iconTypes)(
    '%s is an SVG of paths, with no text, no font and no character outside ASCII',
    (type) => {
      const { text, document, problems } = parseSvg(`${type}.svg`);
      expect(problems).toEqual([]);
      const root = document.documentElement;
      expect(root?.localName).toBe('svg');
      expect(root?.namespaceURI).toBe('http://www.w3.org/2000/svg');
      for (const element of ['text', 'tspan', 'foreignObject', 'image', 'use', 'style'])
        expect(document.getElementsByTagName(element).length, `<${element}>`).toBe(0);
      expect(document.getElementsByTagName('path').length).toBeGreaterThan(1);
      expect(text).not.toMatch(/font/i);
      expect(text).toMatch(/^[\x20-\x7e\n]*$/);
    },
  );
});
