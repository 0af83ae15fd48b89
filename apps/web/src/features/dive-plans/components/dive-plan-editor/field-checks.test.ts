import { describe, expect, it } from 'vitest';
import { isClockText, isDepthText, isDurationText } from './field-checks.ts';

describe('the board’s typed fields', () => {
  it('takes depths from 0 to 100 m, with a point or a comma, and nothing else', () => {
    for (const text of ['0', '20', '12,5', '40.5', '100']) expect(isDepthText(text), text).toBe(true);
    for (const text of ['', '-1', '100.5', '20 m', 'vingt']) expect(isDepthText(text), text).toBe(false);
  });

  it('takes whole minutes up to 600', () => {
    for (const text of ['0', '45', '600']) expect(isDurationText(text), text).toBe(true);
    for (const text of ['', '45.5', '601', '-5']) expect(isDurationText(text), text).toBe(false);
  });

  it('takes a time of day HH:MM', () => {
    expect(['09:30', '23:59', '00:00'].every(isClockText)).toBe(true);
    expect(['9:30', '24:00', '12:60', ''].some(isClockText)).toBe(false);
  });
});
