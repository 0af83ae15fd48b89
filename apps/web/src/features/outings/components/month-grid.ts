import { keptFormatter } from '../../../lib/kept-formatter.ts';

/** A month of the calendar: `month` from 1 to 12. */
export type CalendarMonth = { year: number; month: number };

/** One square of the month view: its day as `YYYY-MM-DD`, and whether it belongs to the month shown. */
export type CalendarDay = { key: string; day: number; inMonth: boolean };

const pad = (value: number) => String(value).padStart(2, '0');

const dayKeyOfUtc = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;

/** The day (`YYYY-MM-DD`) an instant falls on in a time zone (undefined: the browser's own). */
export function dayKeyOf(iso: string, timeZone: string | undefined): string {
  const parts = keptFormatter('en-US', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The month an instant falls in, in a time zone. */
export function monthOf(iso: string, timeZone: string | undefined): CalendarMonth {
  const [year, month] = dayKeyOf(iso, timeZone).split('-').map(Number);
  return { year: year ?? 1970, month: month ?? 1 };
}

/** The month `delta` months after (or before, when negative) `month`. */
export function shiftMonth({ year, month }: CalendarMonth, delta: number): CalendarMonth {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** `2026-06-01` and `2026-06-30` for June 2026: the days an outing must start between to be in it. */
export function monthBounds({ year, month }: CalendarMonth): { first: string; last: string } {
  const last = new Date(Date.UTC(year, month, 0));
  return { first: `${year}-${pad(month)}-01`, last: dayKeyOfUtc(last) };
}

/**
 * The weeks of a month as the month view draws them, Monday first: whole weeks, so the first and
 * last may hold days of the months around it (marked `inMonth: false`).
 */
export function monthWeeks({ year, month }: CalendarMonth): CalendarDay[][] {
  const first = new Date(Date.UTC(year, month - 1, 1));
  // getUTCDay: 0 is Sunday; Monday starts the week.
  const lead = (first.getUTCDay() + 6) % 7;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells = Math.ceil((lead + daysInMonth) / 7) * 7;
  const weeks: CalendarDay[][] = [];
  for (let index = 0; index < cells; index += 1) {
    const date = new Date(Date.UTC(year, month - 1, 1 - lead + index));
    const day: CalendarDay = {
      key: dayKeyOfUtc(date),
      day: date.getUTCDate(),
      inMonth: date.getUTCMonth() === month - 1,
    };
    if (index % 7 === 0) weeks.push([]);
    weeks.at(-1)?.push(day);
  }
  return weeks;
}

/** Items by the day they start on, in a time zone, each day's in the order given. */
export function groupByDay<T extends { Start: string }>(
  items: readonly T[],
  timeZone: string | undefined,
): Map<string, T[]> {
  const days = new Map<string, T[]>();
  for (const item of items) {
    const key = dayKeyOf(item.Start, timeZone);
    const list = days.get(key);
    if (list) list.push(item);
    else days.set(key, [item]);
  }
  return days;
}
