import { describe, expect, it } from 'vitest';
import { createSlots } from './kml-slots.ts';

describe('createSlots', () => {
  it('lets `count` in at once, the waiting in their order of arrival, and refuses past the line', async () => {
    const slots = createSlots(2, 2);
    const entered: string[] = [];
    const enter = (name: string) => {
      const turn = slots.acquire();
      if (turn === null) return null;
      return turn.then(() => entered.push(name));
    };
    const first = enter('first');
    const second = enter('second');
    const third = enter('third');
    const fourth = enter('fourth');
    expect(enter('fifth')).toBeNull();
    await Promise.all([first, second]);
    expect(entered).toEqual(['first', 'second']);

    slots.release();
    await third;
    expect(entered).toEqual(['first', 'second', 'third']);
    // One place in line again.
    const sixth = enter('sixth');
    expect(sixth).not.toBeNull();
    slots.release();
    slots.release();
    await Promise.all([fourth, sixth]);
    expect(entered).toEqual(['first', 'second', 'third', 'fourth', 'sixth']);
    // All but one released: two free slots at once.
    slots.release();
    slots.release();
    await Promise.all([enter('seventh'), enter('eighth')]);
    expect(entered.slice(5)).toEqual(['seventh', 'eighth']);
  });
});
