import { describe, expect, it } from 'vitest';
import { boundsAround, tileColumn, tileCount, tileRow, tilesIn, tileUrl } from './tile-grid.ts';

/** The same rows by the other usual formula (OpenStreetMap wiki, "Slippy map tilenames"). */
const rowByAsinh = (latitude: number, zoom: number) =>
  Math.floor(((1 - Math.asinh(Math.tan((latitude * Math.PI) / 180)) / Math.PI) / 2) * 2 ** zoom);

describe('the tiles of a place', () => {
  it('puts the whole world in tile 0/0/0 and each quarter in its tile at zoom 1', () => {
    expect([tileColumn(6.4, 0), tileRow(43, 0)]).toEqual([0, 0]);
    expect([tileColumn(10, 1), tileRow(10, 1)]).toEqual([1, 0]);
    expect([tileColumn(-10, 1), tileRow(-10, 1)]).toEqual([0, 1]);
  });

  it('agrees with the asinh formula for a spot at every zoom a diver uses', () => {
    for (const zoom of [5, 10, 13, 17, 19]) {
      expect(tileRow(43.0035, zoom)).toBe(rowByAsinh(43.0035, zoom));
      expect(tileRow(-17.53, zoom)).toBe(rowByAsinh(-17.53, zoom));
    }
    expect(tileColumn(6.3849, 17)).toBe(Math.floor(((6.3849 + 180) / 360) * 2 ** 17));
  });

  it('keeps the poles and the date line inside the grid', () => {
    expect(tileRow(89.9, 3)).toBe(0);
    expect(tileRow(-89.9, 3)).toBe(7);
    expect(tileColumn(180, 3)).toBe(7);
    expect(tileColumn(-180, 3)).toBe(0);
  });

  it('lists the tiles of a box, as many as it counts', () => {
    const box = boundsAround(43.0035, 6.3849, 1_000);
    const tiles = tilesIn(box, 17);
    expect(tiles).toHaveLength(tileCount(box, 17));
    // 2 km at 43° N is about nine tiles of 224 m at zoom 17, each way.
    expect(tiles.length).toBeGreaterThanOrEqual(81);
    expect(tiles.length).toBeLessThanOrEqual(121);
    expect(tiles).toContainEqual({ z: 17, x: tileColumn(6.3849, 17), y: tileRow(43.0035, 17) });
  });

  it('adds a ring of tiles around a box, within the world', () => {
    const box = boundsAround(43.0035, 6.3849, 1_000);
    const columns = tileColumn(box.east, 7) - tileColumn(box.west, 7) + 1;
    const rows = tileRow(box.south, 7) - tileRow(box.north, 7) + 1;
    expect(tilesIn(box, 7, 2)).toHaveLength((columns + 4) * (rows + 4));
    expect(tileCount(box, 7, 2)).toBe((columns + 4) * (rows + 4));
    // At zoom 1 the world is two tiles across: a ring cannot add more.
    expect(tilesIn(box, 1, 2)).toHaveLength(4);
    expect(tileCount(box, 1, 2)).toBe(4);
  });
});

describe("a tile's address, as Leaflet asks for it", () => {
  const tile = { z: 17, x: 67866, y: 47880 };

  it('fills {z}, {x} and {y}, in the order of the template (ArcGIS writes the row first)', () => {
    expect(
      tileUrl(
        'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
        tile,
        {
          retina: false,
        },
      ),
    ).toBe(
      'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/17/47880/67866',
    );
  });

  it('picks the sub-domain from the column plus the row, modulo 3 (Leaflet _getSubdomain)', () => {
    const url = (x: number, y: number) =>
      tileUrl('https://{s}.tiles.test/{z}/{x}/{y}.png', { z: 3, x, y }, { retina: false });
    expect(url(0, 0)).toBe('https://a.tiles.test/3/0/0.png');
    expect(url(1, 0)).toBe('https://b.tiles.test/3/1/0.png');
    expect(url(1, 1)).toBe('https://c.tiles.test/3/1/1.png');
    expect(url(2, 1)).toBe('https://a.tiles.test/3/2/1.png');
  });

  it('counts {-y} from the south and writes {r} on a high-density screen only', () => {
    const template = 'http://127.0.0.1:3120/{z}/{x}/{-y}{r}.png';
    expect(tileUrl(template, { z: 2, x: 1, y: 0 }, { retina: false })).toBe(
      'http://127.0.0.1:3120/2/1/3.png',
    );
    expect(tileUrl(template, { z: 2, x: 1, y: 0 }, { retina: true })).toBe(
      'http://127.0.0.1:3120/2/1/3@2x.png',
    );
  });
});
