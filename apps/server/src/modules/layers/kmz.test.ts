import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { deflatedZeros, kmzDeclaring } from './kml-test-files.ts';
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

  it('stops inflating an entry at once when it gives more than it declares, and refuses it', () => {
    // 4 MB of deflate data declaring 1,000 bytes, unpacking to 4.3 GB: read to the end, it took minutes.
    const lying = kmzDeclaring(deflatedZeros(16_000_000), 1000);
    const started = performance.now();
    expect(() => unpackKmz(lying)).toThrow(
      'This KMZ file cannot be read: its entry "doc.kml" does not unpack to the 1,000 bytes it declares',
    );
    expect(performance.now() - started).toBeLessThan(5000);
    // Declaring more than it gives is refused too; the truth is read.
    expect(() => unpackKmz(kmzDeclaring(deflatedZeros(10), 5000))).toThrow('the 5,000 bytes it declares');
    expect(unpackKmz(kmzDeclaring(deflatedZeros(10), 2581)).kml).toBe('\0'.repeat(2581));
  });

  it('refuses an encrypted entry and an archive cut short', () => {
    const archive = zipSync({ 'doc.kml': kml });
    const directory = archive.length - 22 - (46 + 'doc.kml'.length);
    const encrypted = archive.slice();
    encrypted[directory + 8] = (encrypted[directory + 8] as number) | 1;
    expect(() => unpackKmz(encrypted)).toThrow('a damaged zip archive: "doc.kml" is encrypted');
    expect(() => unpackKmz(archive.slice(0, archive.length - 30))).toThrow(
      'a damaged zip archive: no end of central directory',
    );
  });

  it('calls absolute, drive and parent paths unsafe', () => {
    for (const name of ['/etc/passwd', 'C:/x.png', 'a/../../x.png', '..\\x.png'])
      expect(isUnsafeEntryName(name)).toBe(true);
    for (const name of ['doc.kml', 'files/icon.png', 'a..b.png']) expect(isUnsafeEntryName(name)).toBe(false);
  });
});
