import { describe, expect, it } from 'vitest';
import { hasLayerFileExtension, isValidLayerName, layerNameFromFileName } from './layer-name.ts';
import { liveVideoId } from './live-url.ts';

describe('layer names', () => {
  it('accepts names people write and refuses anything path-like', () => {
    for (const name of ['New layer', 'Tombant nord-est', "L'épave (1944)", 'Zone 2.0']) {
      expect(isValidLayerName(name), name).toBe(true);
    }
    for (const name of ['../x', 'a/b', 'a\\b', '..', '.hidden', 'x..y', '', ' padded', 'a\u0000b']) {
      expect(isValidLayerName(name), name).toBe(false);
    }
  });

  it('derives a valid name from a file name and checks the extension', () => {
    expect(layerNameFromFileName('../../Port-Cros plongée.kml')).toBe('Port-Cros plongée');
    expect(isValidLayerName(layerNameFromFileName('../../etc/passwd.kml'))).toBe(true);
    expect(layerNameFromFileName('trace.GPX')).toBe('trace');
    for (const name of ['plan.KML', 'plan.kmz', 'trace.gpx', 'sites.geojson', 'sites.json'])
      expect(hasLayerFileExtension(name)).toBe(true);
    for (const name of ['plan.png', 'plan.kml.txt', 'kml']) expect(hasLayerFileExtension(name)).toBe(false);
  });
});

describe('live video', () => {
  it('strips the short-link prefix and other YouTube link forms', () => {
    expect(liveVideoId('https://youtu.be/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(liveVideoId('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3')).toBe('dQw4w9WgXcQ');
    expect(liveVideoId('https://youtube.com/live/dQw4w9WgXcQ?feature=share')).toBe('dQw4w9WgXcQ');
    expect(liveVideoId('dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(liveVideoId('https://evil.example/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(liveVideoId('javascript:alert(1)')).toBeNull();
  });
});
