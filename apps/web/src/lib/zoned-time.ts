import { keptFormatter } from './kept-formatter.ts';

/** The wall clock of an instant in a time zone: `YYYY-MM-DD` and `HH:MM`. */
export function zonedParts(iso: string, timeZone: string): { date: string; time: string } {
  const parts = keptFormatter('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    time: `${part('hour')}:${part('minute')}`,
  };
}

/** How far a time zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const { date, time } = zonedParts(new Date(instant).toISOString(), timeZone);
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wall = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  return wall - Math.floor(instant / 60_000) * 60_000;
}

/**
 * A date and time read on the clocks of a time zone (`2026-07-14`, `09:30`, `Europe/Paris`) as an ISO
 * instant; '' when either is not a real one. A time the clocks pass twice (autumn) is its first pass;
 * one they skip (spring) reads as the same time after the change (02:30 -> 03:30).
 */
export function zonedToIso(date: string, time: string, timeZone: string): string {
  const dateMatch = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const timeMatch = /^(\d{2}):(\d{2})$/.exec(time);
  if (!dateMatch || !timeMatch) return '';
  const [year, month, day, hour, minute] = [...dateMatch.slice(1), ...timeMatch.slice(1)].map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (month < 1 || month > 12 || hour > 23 || minute > 59) return '';
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return '';
  // The offsets a day before and after: the wall time is read under one of them (at most one change
  // of the clocks lies between).
  const before = offsetAt(wall - 86_400_000, timeZone);
  const after = offsetAt(wall + 86_400_000, timeZone);
  const underBefore = wall - before;
  const underAfter = wall - after;
  const instant =
    offsetAt(underBefore, timeZone) === before || offsetAt(underAfter, timeZone) !== after
      ? underBefore
      : underAfter;
  return new Date(instant).toISOString();
}
