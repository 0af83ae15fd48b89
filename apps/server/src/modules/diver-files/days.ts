import { dayIn } from '@club/shared/domain/diver-file';
import { invalidInput } from '../../platform/http/errors.ts';

/** Whether `YYYY-MM-DD` names a real calendar day (the schemas check only the shape). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}

/** Refuses a date that is not a real day, naming the field. */
export function checkDay(field: string, value: string | null | undefined): void {
  if (value != null && !isCalendarDay(value)) throw invalidInput(`${field}: not a real date`);
}

/** The day papers are read for: `on` when given, else the club's today in its time zone. */
export function dayOf(club: { timeZone: string }, on: string | undefined): string {
  if (on === undefined) return dayIn(club.timeZone);
  checkDay('on', on);
  return on;
}
