import { describe, expect, it } from 'vitest';
import { dayKeyOf, groupByDay, monthBounds, monthOf, monthWeeks, shiftMonth } from './month-grid.ts';

describe('the month view', () => {
  it('draws whole weeks from Monday: June 2026 starts on a Monday and takes 5 weeks', () => {
    const weeks = monthWeeks({ year: 2026, month: 6 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toEqual({ key: '2026-06-01', day: 1, inMonth: true });
    expect(weeks[4]?.map((day) => day.key)).toEqual([
      '2026-06-29',
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
    ]);
    expect(weeks[4]?.[2]?.inMonth).toBe(false);
  });

  it('begins with the days of the month before when the first is not a Monday (February 2026: a Sunday)', () => {
    const weeks = monthWeeks({ year: 2026, month: 2 });
    expect(weeks[0]?.[0]).toEqual({ key: '2026-01-26', day: 26, inMonth: false });
    expect(weeks[0]?.[6]).toEqual({ key: '2026-02-01', day: 1, inMonth: true });
    expect(weeks.flat().filter((day) => day.inMonth)).toHaveLength(28);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('counts leap years', () => {
    expect(monthBounds({ year: 2028, month: 2 })).toEqual({ first: '2028-02-01', last: '2028-02-29' });
  });

  it('moves across years', () => {
    expect(shiftMonth({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(shiftMonth({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(shiftMonth({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });

  it('puts an outing on the day it starts in the reader’s time zone, not in UTC', () => {
    // 23:30 UTC on 31 May is 1:30 on 1 June in Paris.
    const late = '2026-05-31T23:30:00.000Z';
    expect(dayKeyOf(late, 'UTC')).toBe('2026-05-31');
    expect(dayKeyOf(late, 'Europe/Paris')).toBe('2026-06-01');
    expect(monthOf(late, 'Europe/Paris')).toEqual({ year: 2026, month: 6 });
    const days = groupByDay(
      [
        { Id: 1, Start: late },
        { Id: 2, Start: '2026-06-01T08:00:00.000Z' },
        { Id: 3, Start: '2026-06-02T08:00:00.000Z' },
      ],
      'Europe/Paris',
    );
    expect(days.get('2026-06-01')?.map((item) => item.Id)).toEqual([1, 2]);
    expect(days.get('2026-06-02')?.map((item) => item.Id)).toEqual([3]);
  });
});
