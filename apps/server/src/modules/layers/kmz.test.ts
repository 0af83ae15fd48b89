import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isUnsafeEntryName, KMZ_LIMITS, unpackKmz } from './kmz.ts';

const text = (value: string) => new TextEncoder().encode(value);
const kml = text('<kml><Document><name>x</name></Document></kml>');

describe('unpackKmz', () => {
  it("takes the archive's doc.kml, else its first .kml entry, and its images only", () => {
    const archive = unpackKmz(
      zipSync({ 'a.kml': text('<kml/>'), 'doc.kml': kml, 'i.png': text('p'), 'r.txt': text('t') }),
    );
    expect(archive.kmlPath).toBe('doc.kml');
    expect([...archive.files.keys()]).toEqual(['i.png']);
    expect(unpackKmz(zipSync({ 'x/first.kml': kml, 'y/second.kml': kml })).kmlPath).toBe('x/first.kml');
  });

  it('refuses an archive without a KML, and bytes that are no zip', () => {
    expect(() => unpackKmz(zipSync({ 'i.png': text('p') }))).toThrow('the archive holds no .kml file');
    expect(() => unpackKmz(text('PK\u0003\u0004 and nothing else'))).toThrow('This KMZ file cannot be read');
  });

  it('refuses an entry larger than the per-entry limit, and entries larger together than the total', () => {
    const limits = { ...KMZ_LIMITS, maxEntryBytes: 1000, maxUnpackedBytes: 1500 };
    expect(() => unpackKmz(zipSync({ 'doc.kml': kml, 'a.png': new Uint8Array(1001) }), limits)).toThrow(
      '"a.png" unpacks to more than',
    );
    const two = zipSync({ 'doc.kml': kml, 'a.png': new Uint8Array(800), 'b.png': new Uint8Array(800) });
    expect(() => unpackKmz(two, limits)).toThrow('its files unpack to more than');
  });

  it('calls absolute, drive and parent paths unsafe', () => {
    for (const name of ['/etc/passwd', 'C:/x.png', 'a/../../x.png', '..\\x.png'])
      expect(isUnsafeEntryName(name)).toBe(true);
    for (const name of ['doc.kml', 'files/icon.png', 'a..b.png']) expect(isUnsafeEntryName(name)).toBe(false);
  });
});
