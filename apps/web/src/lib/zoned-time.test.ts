import { describe, expect, it } from 'vitest';
import { zonedParts, zonedToIso } from './zoned-time.ts';

describe('times on the club’s clocks', () => {
  it('reads a typed time in the club’s zone, whatever the browser’s', () => {
    expect(zonedToIso('2026-07-14', '09:30', 'Europe/Paris')).toBe('2026-07-14T07:30:00.000Z');
    expect(zonedToIso('2026-01-14', '09:30', 'Europe/Paris')).toBe('2026-01-14T08:30:00.000Z');
    expect(zonedToIso('2026-07-14', '09:30', 'Pacific/Tahiti')).toBe('2026-07-14T19:30:00.000Z');
    expect(zonedToIso('2026-07-14', '09:30', 'Asia/Kolkata')).toBe('2026-07-14T04:00:00.000Z');
  });

  it('writes an instant back as the same date and time', () => {
    expect(zonedParts('2026-07-14T07:30:00.000Z', 'Europe/Paris')).toEqual({
      date: '2026-07-14',
      time: '09:30',
    });
    expect(zonedParts('2026-07-14T23:30:00.000Z', 'Europe/Paris')).toEqual({
      date: '2026-07-15',
      time: '01:30',
    });
    expect(zonedParts('2026-07-14T00:15:00.000Z', 'Europe/Paris')).toEqual({
      date: '2026-07-14',
      time: '02:15',
    });
  });

  it('takes the first of a time the clocks pass twice, and moves one they skip past the change', () => {
    // Paris: 25 October 2026, 03:00 summer time goes back to 02:00.
    expect(zonedToIso('2026-10-25', '02:30', 'Europe/Paris')).toBe('2026-10-25T00:30:00.000Z');
    // Paris: 29 March 2026, 02:00 jumps to 03:00; 02:30 does not exist.
    expect(zonedToIso('2026-03-29', '02:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedParts('2026-03-29T01:30:00.000Z', 'Europe/Paris').time).toBe('03:30');
    expect(zonedToIso('2026-03-29', '03:30', 'Europe/Paris')).toBe('2026-03-29T01:30:00.000Z');
    expect(zonedToIso('2026-03-29', '01:30', 'Europe/Paris')).toBe('2026-03-29T00:30:00.000Z');
  });

  it('refuses what is not a date or a time', () => {
    expect(zonedToIso('2026-02-30', '09:30', 'Europe/Paris')).toBe('');
    expect(zonedToIso('2026-07-14', '24:00', 'Europe/Paris')).toBe('');
    expect(zonedToIso('2026-07-14', '9h30', 'Europe/Paris')).toBe('');
    expect(zonedToIso('', '09:30', 'Europe/Paris')).toBe('');
  });
});
