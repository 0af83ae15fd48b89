import { describe, expect, it } from 'vitest';
import { ESTIMATED_TILE_BYTES, planArea, planWithinCap, SPOT_MAX_ZOOM } from './area-plan.ts';
import { tileColumn, tileRow } from './tile-grid.ts';

/** Two of the demo club's spots, off Port-Cros and Porquerolles, 10 km apart. */
const islands = [
  { latitude: 43.0035, longitude: 6.3849 },
  { latitude: 42.9936, longitude: 6.2593 },
];

const keyOf = (tile: { z: number; x: number; y: number }) => `${tile.z}/${tile.x}/${tile.y}`;

describe('the tiles saved for offline', () => {
  it("holds each spot's own tile at every zoom from the overview down to 17", () => {
    const plan = planArea(islands);
    expect(plan.spotMaxZoom).toBe(SPOT_MAX_ZOOM);
    const keys = new Set(plan.tiles.map(keyOf));
    for (const spot of islands) {
      for (let zoom = 5; zoom <= 17; zoom += 1) {
        expect(
          keys.has(keyOf({ z: zoom, x: tileColumn(spot.longitude, zoom), y: tileRow(spot.latitude, zoom) })),
        ).toBe(true);
      }
    }
    expect(plan.tiles.some((tile) => tile.z > 17)).toBe(false);
  });

  it('lists each tile once, the shallow levels first', () => {
    const plan = planArea([...islands, { latitude: 43.004, longitude: 6.386 }]);
    expect(new Set(plan.tiles.map(keyOf)).size).toBe(plan.tiles.length);
    const zooms = plan.tiles.map((tile) => tile.z);
    expect(zooms).toEqual([...zooms].sort((a, b) => a - b));
  });

  it('saves only the detail around the spots, not the sea between them', () => {
    const plan = planArea(islands);
    const deepest = plan.tiles.filter((tile) => tile.z === 17);
    // Two boxes of about 10 x 10 tiles, against some 4,500 for the box around both.
    expect(deepest.length).toBeLessThan(260);
    expect(plan.areaMaxZoom).toBe(13);
  });

  it('keeps the overview small when the spots are far apart', () => {
    const plan = planArea([
      islands[0] ?? { latitude: 0, longitude: 0 },
      { latitude: -17.53, longitude: -149.57 },
    ]);
    expect(plan.areaMaxZoom).toBeLessThan(8);
    for (let zoom = 5; zoom <= plan.areaMaxZoom; zoom += 1) {
      expect(plan.tiles.filter((tile) => tile.z === zoom).length).toBeLessThanOrEqual(400);
    }
  });

  it('saves nothing for a club without spots', () => {
    expect(planArea([]).tiles).toEqual([]);
  });
});

describe("the club's cap", () => {
  it('keeps zoom 17 when the estimate fits', () => {
    const plan = planWithinCap(islands, 100_000_000, 500_000);
    expect(plan.reduced).toBe(false);
    expect(plan.spotMaxZoom).toBe(17);
    expect(plan.estimatedBytes).toBe(500_000 + plan.tiles.length * ESTIMATED_TILE_BYTES);
  });

  it('gives up the deepest levels first until the estimate fits under the cap', () => {
    const full = planWithinCap(islands, Number.POSITIVE_INFINITY, 0);
    const cap = full.estimatedBytes - 1;
    const plan = planWithinCap(islands, cap, 0);
    expect(plan.reduced).toBe(true);
    expect(plan.spotMaxZoom).toBe(16);
    expect(plan.estimatedBytes).toBeLessThanOrEqual(cap);
  });

  it('never goes shallower than the overview, even when the cap is tiny', () => {
    const plan = planWithinCap(islands, 1, 0);
    expect(plan.spotMaxZoom).toBe(plan.areaMaxZoom);
    expect(plan.tiles.length).toBeGreaterThan(0);
  });
});
