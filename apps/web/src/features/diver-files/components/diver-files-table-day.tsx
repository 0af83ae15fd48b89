import { dayIn } from '@club/shared/domain/diver-file';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../lib/club-context.tsx';
import { useUpcomingOutings } from '../api/get-upcoming-outings.ts';
import { DayInput, daySeparator } from './day-input.tsx';
import { dayOfText, isDayText, textOfDay } from './day-text.ts';
import { shortDay } from './diver-files-table.tsx';

const TODAY = 'today';
const OTHER = 'other';

/**
 * The day the table's states are for: today (the club's), the day of one of the club's next outings,
 * or any date the manager types (day first, as the papers' own dates are typed: see day-text.ts).
 */
export function DiverFilesDay({ day, onChange }: { day: string; onChange(day: string): void }) {
  const { t, i18n } = useTranslation();
  const club = useClub();
  const today = dayIn(club.Time_zone);
  const outings = useUpcomingOutings(club.Id);
  const [choice, setChoice] = useState<string>(TODAY);
  const [typed, setTyped] = useState('');
  const typeDay = (text: string) => {
    setTyped(text);
    const typedDay = dayOfText(text);
    if (typedDay !== null && isDayText(text)) onChange(typedDay);
  };

  const outingOptions = (outings.data ?? []).map((outing) => {
    const outingDay = dayIn(club.Time_zone, new Date(outing.Start));
    return {
      value: `outing:${outing.Id}:${outingDay}`,
      label: t('diverFilesTable.day.outing', {
        date: shortDay(outingDay, i18n.language),
        title: outing.Title,
      }),
    };
  });
  const data = [
    { value: TODAY, label: t('diverFilesTable.day.today', { date: shortDay(today, i18n.language) }) },
    ...(outingOptions.length > 0 ? [{ group: t('diverFilesTable.day.outings'), items: outingOptions }] : []),
    { value: OTHER, label: t('diverFilesTable.day.other') },
  ];

  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t('diverFilesTable.day.label')}
        data={data}
        value={choice}
        allowDeselect={false}
        onChange={(picked) => {
          if (picked === null) return;
          const value = String(picked);
          setChoice(value);
          if (value === OTHER) setTyped(textOfDay(day, daySeparator(i18n.language)));
          else if (value === TODAY) onChange(today);
          else if (value.startsWith('outing:')) onChange(value.split(':')[2] ?? today);
        }}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 16rem', maxWidth: '28rem' }}
      />
      {choice === OTHER && (
        <DayInput
          label={t('diverFilesTable.day.date')}
          input={{ value: typed, onChange: typeDay }}
          style={{ flex: '0 1 12rem' }}
        />
      )}
    </Group>
  );
}
