import { describe, expect, it } from 'vitest';
import { estimatedOtherBytes, spotItems, tileItems } from './area-items.ts';

const origin = 'https://portcros.example.com';

describe('what saving the area stores', () => {
  const items = spotItems({
    clubId: 1,
    spots: [
      { Id: 3, Latitude: 43, Longitude: 6.4 },
      { Id: 4, Latitude: 43.01, Longitude: 6.41 },
    ],
    mediaBySpot: new Map([
      [
        3,
        [
          { Id: 1, Type: 1, url: '/files/Pictures/1/wreck.jpg', Source: null, Is_vr: false, Name: 'Épave' },
          { Id: 2, Type: 2, url: 'dQw4w9WgXcQ', Source: 1, Is_vr: false, Name: 'Vidéo' },
          {
            Id: 3,
            Type: 1,
            url: 'https://elsewhere.test/p.jpg',
            Source: null,
            Is_vr: false,
            Name: 'Ailleurs',
          },
        ],
      ],
    ]),
    layersBySpot: new Map([
      [
        4,
        [
          { Name: 'Mouillage', Uploaded: false, Version: 2, Url: '/files/Kmls/4/9.kml?v=2', Updated_at: '' },
          { Name: 'Tracé', Uploaded: true, Version: 1, Url: '/files/Kmls/4/10.kml?v=1', Updated_at: '' },
        ],
      ],
    ]),
    origin,
  });
  const urls = items.map((item) => item.url);

  it("holds each spot's page and the reads it makes, once each", () => {
    expect(urls).toContain('/');
    expect(urls).toContain('/home/3');
    expect(urls).toContain('/home/4');
    expect(urls).toContain('/api/Spots/getSpotsByClub/1');
    expect(urls).toContain('/api/Spots/getMapConfig');
    for (const path of ['getSpot/4', 'getInfos/4', 'getMedia/4', 'getLayers/4/0', 'getLayers/4/1']) {
      expect(urls).toContain(`/api/Spots/${path}`);
    }
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('holds the layers as the map reads them, and the club’s own pictures, not videos or others’ files', () => {
    expect(urls).toContain('/files/Kmls/4/9.overlays.json?v=2');
    expect(urls).toContain('/files/Kmls/4/10.overlays.json?v=1');
    expect(urls).toContain('/files/Pictures/1/wreck.jpg');
    expect(urls.some((url) => url.includes('dQw4w9WgXcQ') || url.includes('elsewhere.test'))).toBe(false);
  });

  it('names the tiles at the addresses the map asks for', () => {
    const tiles = [
      { z: 5, x: 16, y: 11 },
      { z: 17, x: 67866, y: 47880 },
    ];
    expect(tileItems(tiles, 'https://tiles.test/{z}/{y}/{x}', { retina: false })).toEqual([
      { url: 'https://tiles.test/5/11/16', kind: 'tile' },
      { url: 'https://tiles.test/17/47880/67866', kind: 'tile' },
    ]);
    expect(items.some((item) => item.kind === 'tile')).toBe(false);
  });

  it('estimates what is not a tile before anything is downloaded', () => {
    // 3 pages, 12 reads, 3 files.
    expect(estimatedOtherBytes(items)).toBe(3 * 25_000 + 12 * 3_000 + 3 * 200_000);
  });
});
