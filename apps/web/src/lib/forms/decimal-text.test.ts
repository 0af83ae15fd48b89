import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal } from './decimal-text.ts';

describe('parseDecimal', () => {
  it('reads what a person types, with a point or a comma', () => {
    expect(parseDecimal('43.1234')).toBe(43.1234);
    expect(parseDecimal('43,1234')).toBe(43.1234);
    expect(parseDecimal('-4.5')).toBe(-4.5);
    expect(parseDecimal('\u22124,5')).toBe(-4.5);
    expect(parseDecimal(' +6.37 ')).toBe(6.37);
    expect(parseDecimal('43.')).toBe(43);
    expect(parseDecimal('.5')).toBe(0.5);
  });

  it('tells an empty field from a text that is no number', () => {
    expect(parseDecimal('')).toBeUndefined();
    expect(parseDecimal('  ')).toBeUndefined();
    for (const text of ['-', '.', '4.3.1', '43,1.2', '1e5', '43 N', 'abc'])
      expect(parseDecimal(text), text).toBeNaN();
  });
});

describe('formatDecimal', () => {
  it('writes the decimals that count, without an exponent', () => {
    expect(formatDecimal(43.1234, 7)).toBe('43.1234');
    expect(formatDecimal(-4.5, 7)).toBe('-4.5');
    expect(formatDecimal(40, 7)).toBe('40');
    expect(formatDecimal(100, 0)).toBe('100');
    expect(formatDecimal(0.0000001, 7)).toBe('0.0000001');
    expect(formatDecimal(6.123456789, 6)).toBe('6.123457');
    expect(formatDecimal(-0.0000001, 6)).toBe('0');
  });

  it('gives back a text parseDecimal reads as the same number', () => {
    for (const value of [43.1234, -12.0508, 6.3712, 0.0000001, -179.9999999])
      expect(parseDecimal(formatDecimal(value, 7))).toBe(value);
  });
});
