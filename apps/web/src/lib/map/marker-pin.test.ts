import { describe, expect, it } from 'vitest';
import { colouredPinUrl, DEFAULT_MARKER_COLOUR, dotColour } from './marker-pin.ts';

const svgOf = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));

describe('coloured markers', () => {
  it("draw the club's pin filled with the file's colour", () => {
    const url = colouredPinUrl('#1E90FF');
    expect(url?.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = svgOf(url ?? '');
    expect(svg).toContain('fill="#1e90ff"');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>.*<\/svg>$/);
  });

  it('take nothing but #rrggbb into the picture', () => {
    expect(colouredPinUrl('red')).toBeNull();
    expect(colouredPinUrl('#fff')).toBeNull();
    expect(colouredPinUrl('#000000" onload="alert(1)')).toBeNull();
  });

  it('colour the dots of a large layer, orange when the file gives none', () => {
    expect(dotColour('#00aa00')).toBe('#00aa00');
    expect(dotColour(undefined)).toBe(DEFAULT_MARKER_COLOUR);
    expect(dotColour('blue')).toBe(DEFAULT_MARKER_COLOUR);
  });
});
