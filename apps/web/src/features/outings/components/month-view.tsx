import type { Outing } from '@club/shared/api/outings';
import { pages } from '@club/shared/pages';
import { ActionIcon, Box, Group, SimpleGrid, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Loading } from '../../../components/loading.tsx';
import { keptFormatter } from '../../../lib/kept-formatter.ts';
import { useOutingsList } from '../api/get-outings.ts';
import {
  type CalendarMonth,
  dayKeyOf,
  groupByDay,
  monthBounds,
  monthOf,
  monthWeeks,
  shiftMonth,
} from './month-grid.ts';
import { OutingCard } from './outing-card.tsx';
import { capitalized, useOutingDates } from './outing-dates.ts';
import classes from './outings.module.css';

/** Monday to Sunday, short, in the interface language (1 June 2026 is a Monday). */
function weekdayNames(language: string): string[] {
  const format = keptFormatter(language, { weekday: 'short', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, index) => format.format(new Date(Date.UTC(2026, 5, 1 + index))));
}

/**
 * Loads the pages of the upcoming and past lists until they cover `month`: upcoming outings come
 * soonest first, past ones latest first, so each list is read on until it passes the month.
 */
function useOutingsOfMonth(clubId: number, month: CalendarMonth, timeZone?: string) {
  const { first, last } = monthBounds(month);
  const today = dayKeyOf(new Date().toISOString(), timeZone);
  const upcoming = useOutingsList(clubId, false);
  const past = useOutingsList(clubId, true, { enabled: first <= today });

  const upcomingItems = useMemo(() => upcoming.data?.pages.flat() ?? [], [upcoming.data]);
  const pastItems = useMemo(() => past.data?.pages.flat() ?? [], [past.data]);

  useEffect(() => {
    const lastLoaded = upcomingItems.at(-1);
    const short = lastLoaded === undefined || dayKeyOf(lastLoaded.Start, timeZone) <= last;
    if (short && upcoming.hasNextPage && !upcoming.isFetchingNextPage && !upcoming.isFetchNextPageError)
      void upcoming.fetchNextPage();
  }, [upcomingItems, upcoming, last, timeZone]);
  useEffect(() => {
    if (first > today) return;
    const lastLoaded = pastItems.at(-1);
    const short = lastLoaded === undefined || dayKeyOf(lastLoaded.Start, timeZone) >= first;
    if (short && past.hasNextPage && !past.isFetchingNextPage && !past.isFetchNextPageError)
      void past.fetchNextPage();
  }, [pastItems, past, first, today, timeZone]);

  const outings = useMemo(() => {
    const byId = new Map<number, Outing>();
    for (const outing of [...pastItems, ...upcomingItems]) byId.set(outing.Id, outing);
    return [...byId.values()]
      .filter((outing) => {
        const day = dayKeyOf(outing.Start, timeZone);
        return day >= first && day <= last;
      })
      .sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start));
  }, [pastItems, upcomingItems, first, last, timeZone]);
  const loading = upcoming.isFetching || (first <= today && past.isFetching);
  return { outings, loading, today };
}

/** A hand-drawn month: its weeks, each outing on the day it starts, previous and next month. */
export function MonthView({ clubId }: { clubId: number }) {
  const { t, i18n } = useTranslation();
  const { timeZone, formatTime } = useOutingDates(i18n.language);
  const [month, setMonth] = useState<CalendarMonth>(() => monthOf(new Date().toISOString(), timeZone));
  const { outings, loading, today } = useOutingsOfMonth(clubId, month, timeZone);
  const byDay = useMemo(() => groupByDay(outings, timeZone), [outings, timeZone]);
  const weeks = monthWeeks(month);
  const monthName = keptFormatter(i18n.language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(month.year, month.month - 1, 1)),
  );
  const dayName = keptFormatter(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <Box data-testid="outings-month">
      <Group justify="space-between" wrap="nowrap" mb="sm">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('outings.month.previous')}
          onClick={() => setMonth((shown) => shiftMonth(shown, -1))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </ActionIcon>
        <Group gap="xs" wrap="nowrap">
          <Title order={2} size="h3" aria-live="polite">
            {capitalized(monthName, i18n.language)}
          </Title>
          {loading && <Loading size="xs" />}
        </Group>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('outings.month.next')}
          onClick={() => setMonth((shown) => shiftMonth(shown, 1))}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </ActionIcon>
      </Group>
      <table className={classes.month}>
        <caption className={classes.visuallyHidden}>{monthName}</caption>
        <thead>
          <tr>
            {weekdayNames(i18n.language).map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]?.key}>
              {week.map((day) => {
                const dayOutings = byDay.get(day.key) ?? [];
                const [y, m, d] = day.key.split('-').map(Number);
                const label = dayName.format(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
                return (
                  <td
                    key={day.key}
                    className={classes.day}
                    data-outside={day.inMonth ? undefined : true}
                    data-today={day.key === today ? true : undefined}
                    data-day={day.key}
                  >
                    <time dateTime={day.key}>
                      <span className={classes.dayNumber} aria-hidden="true">
                        {day.day}
                      </span>
                      <span className={classes.visuallyHidden}>{label}</span>
                    </time>
                    {dayOutings.map((outing) => (
                      <UnstyledButton
                        key={outing.Id}
                        component={Link}
                        to={pages.outing.to(outing.Id)}
                        className={classes.dayOuting}
                        data-status={outing.My_status}
                        title={outing.Title}
                      >
                        <span className={classes.dayOutingTime}>{formatTime(outing.Start)}</span>{' '}
                        {outing.Title}
                      </UnstyledButton>
                    ))}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      {!loading && outings.length === 0 ? (
        <Text c="dimmed" size="sm" mt="sm">
          {t('outings.month.none')}
        </Text>
      ) : (
        // The month's outings again as cards: what a phone's narrow squares cannot say.
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" mt="md">
          {outings.map((outing) => (
            <OutingCard key={outing.Id} outing={outing} past={Date.parse(outing.End) < Date.now()} />
          ))}
        </SimpleGrid>
      )}
    </Box>
  );
}
