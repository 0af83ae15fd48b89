import { describe, expect, it } from 'vitest';
import { insideRings, segmentDistance2 } from './batch-geometry.ts';

describe("the hit test of a large layer's shapes", () => {
  it('measures from a point to the nearest point of a segment, its ends included', () => {
    expect(segmentDistance2(5, 3, 0, 0, 10, 0)).toBe(9);
    expect(segmentDistance2(-3, 4, 0, 0, 10, 0)).toBe(25);
    expect(segmentDistance2(1, 1, 2, 2, 2, 2)).toBe(2);
  });

  it('finds a point inside an area and outside its hole (even-odd, as the canvas fills it)', () => {
    const outer = new Float64Array([0, 0, 10, 0, 10, 10, 0, 10]);
    const hole = new Float64Array([4, 4, 6, 4, 6, 6, 4, 6]);
    expect(insideRings([outer], 2, 2)).toBe(true);
    expect(insideRings([outer], 12, 2)).toBe(false);
    expect(insideRings([outer, hole], 5, 5)).toBe(false);
    expect(insideRings([outer, hole], 3, 5)).toBe(true);
  });
});
