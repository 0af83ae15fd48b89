import type { DayVisits } from '@club/shared/api/analytics';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

const WIDTH = 600;
const HEIGHT = 160;
const AXIS = 18;

/**
 * Visits per day as an SVG bar chart: no chart library for thirty bars. Each bar has a tooltip
 * (`<title>`), and the same figures are in a table for screen readers.
 */
export function VisitsChart({ days }: { days: DayVisits[] }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const max = Math.max(1, ...days.map((day) => day.Views));
  const slot = WIDTH / Math.max(1, days.length);
  const total = days.reduce((sum, day) => sum + day.Views, 0);
  const label = (iso: string) =>
    new Date(`${iso}T00:00:00Z`).toLocaleDateString(i18n.language, {
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });

  return (
    <Box>
      <Text id={titleId} fw={600} mb="xs">
        {t('clubPages.visits.total', { count: total })}
      </Text>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + AXIS}`}
        width="100%"
        role="img"
        aria-labelledby={titleId}
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title>{t('clubPages.visits.title')}</title>
        {days.map((day, index) => {
          const height = (day.Views / max) * (HEIGHT - 4);
          return (
            <g key={day.Day}>
              <rect
                x={index * slot + 2}
                y={HEIGHT - height}
                width={Math.max(1, slot - 4)}
                height={Math.max(height, day.Views > 0 ? 1 : 0)}
                fill="var(--mantine-primary-color-filled)"
                rx={2}
              >
                <title>{`${label(day.Day)}: ${day.Views}`}</title>
              </rect>
              {index % 7 === 0 && (
                <text
                  x={index * slot + slot / 2}
                  y={HEIGHT + 14}
                  fontSize={11}
                  textAnchor="middle"
                  fill="currentColor"
                >
                  {label(day.Day)}
                </text>
              )}
            </g>
          );
        })}
        <line x1={0} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.3} />
      </svg>
      <VisuallyHidden>
        <table>
          <caption>{t('clubPages.visits.title')}</caption>
          <thead>
            <tr>
              <th>{t('clubPages.visits.day')}</th>
              <th>{t('clubPages.visits.views')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.Day}>
                <td>{label(day.Day)}</td>
                <td>{day.Views}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}
