import { describe, expect, it } from 'vitest';
import { nextDropTarget } from './keyboard-drop.ts';

const at = (id: string, top: number, left: number) => ({ id, rect: { top, left, width: 300, height: 200 } });
// Two columns of palanquées, a third row with one card, "Non placés" in the right column's top.
const grid = [
  at('palanquee:3', 420, 0),
  at('unassigned', 0, 900),
  at('palanquee:2', 1, 320),
  at('palanquee:1', 0, 0),
  at('palanquee:4', 420, 321),
];

describe('moving a diver between teams with the arrow keys', () => {
  it('goes through the targets in reading order, rows within a few pixels being one row', () => {
    const ids: (string | undefined)[] = [];
    let over: string | null = null;
    for (let press = 0; press < 5; press += 1) {
      over = nextDropTarget(grid, over, 1)?.id ?? null;
      ids.push(over ?? undefined);
    }
    expect(ids).toEqual(['palanquee:1', 'palanquee:2', 'unassigned', 'palanquee:3', 'palanquee:4']);
  });

  it('goes back, wraps at both ends, and starts from the last one going back', () => {
    expect(nextDropTarget(grid, 'palanquee:3', -1)?.id).toBe('unassigned');
    expect(nextDropTarget(grid, 'palanquee:4', 1)?.id).toBe('palanquee:1');
    expect(nextDropTarget(grid, 'palanquee:1', -1)?.id).toBe('palanquee:4');
    expect(nextDropTarget(grid, null, -1)?.id).toBe('palanquee:4');
  });

  it('finds nothing when there is nowhere to drop', () => {
    expect(nextDropTarget([], null, 1)).toBeUndefined();
  });
});
