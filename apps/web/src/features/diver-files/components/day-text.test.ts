import { describe, expect, it } from 'vitest';
import { dayOfText, isDayText, maskDayText, textOfDay } from './day-text.ts';

/** Types `keys` one by one into an empty field, as the field's mask sees them. */
function typeKeys(keys: string, separator = '/'): string {
  let text = '';
  for (const key of keys) text = maskDayText(text, text + key, separator);
  return text;
}

describe('a typed day', () => {
  it('reads day first, with any separator, or as pasted ISO', () => {
    expect(dayOfText('29/10/2026')).toBe('2026-10-29');
    expect(dayOfText('3.3.2027')).toBe('2027-03-03');
    expect(dayOfText(' 01-12-2026 ')).toBe('2026-12-01');
    expect(dayOfText('2026-10-29')).toBe('2026-10-29');
    expect(dayOfText('')).toBeNull();
  });

  it('keeps a text that names no real day, for the schema to refuse', () => {
    expect(dayOfText('31/04/2027')).toBe('31/04/2027');
    expect(dayOfText('29/02/2027')).toBe('29/02/2027');
    expect(dayOfText('29/02/2028')).toBe('2028-02-29');
    expect(dayOfText('walk text')).toBe('walk text');
    expect(isDayText('31/04/2027')).toBe(false);
    expect(isDayText('')).toBe(true);
  });

  it('shows a stored day day first', () => {
    expect(textOfDay('2026-10-29')).toBe('29/10/2026');
    expect(textOfDay('2026-10-29', '.')).toBe('29.10.2026');
    expect(textOfDay(null)).toBe('');
  });

  it('puts the separators in by itself while digits are typed, and keeps one when typed too', () => {
    expect(typeKeys('29102026')).toBe('29/10/2026');
    expect(typeKeys('29/10/2026')).toBe('29/10/2026');
    expect(typeKeys('29102026', '.')).toBe('29.10.2026');
    expect(typeKeys('walk text')).toBe('walk text');
    expect(typeKeys('42')).toBe('42');
    expect(typeKeys('2910')).toBe('29/10');
  });

  it('lets a person delete back over a separator', () => {
    expect(maskDayText('29/1', '29/')).toBe('29/');
    expect(maskDayText('29/', '29')).toBe('29');
  });
});
