import type { Outing } from '@club/shared/api/outings';
import { pages } from '@club/shared/pages';
import { Anchor, Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ServerKeptText } from '../../../lib/server-kept-text.tsx';
import { certificationStepLabel } from './certification-step-label.ts';
import { KindBadge, MyStatusBadge, SeatsBadge } from './outing-badges.tsx';
import { capitalized, useOutingDates } from './outing-dates.ts';

/** An outing in the list: when, what, where, how many seats are left and the level it asks for. */
export function OutingCard({ outing, past = false }: { outing: Outing; past?: boolean }) {
  const { t, i18n } = useTranslation();
  const { formatRange, timeZone } = useOutingDates(i18n.language);
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="outing-card">
      <Stack gap={6}>
        <Group gap="xs" justify="space-between" wrap="wrap">
          <KindBadge kind={outing.Kind} />
          <Group gap={6}>
            <MyStatusBadge status={outing.My_status} />
            {!past && <SeatsBadge outing={outing} />}
          </Group>
        </Group>
        <Text fw={600} size="sm" c="dimmed">
          {/* The server's words while the page hydrates: the same in the club's time zone, and writing
              them again would load the browser's date tables then (about 50 ms on a phone). */}
          <ServerKeptText
            value={`${i18n.language} ${timeZone} ${outing.Start} ${outing.End}`}
            write={() => capitalized(formatRange(outing.Start, outing.End), i18n.language)}
          />
        </Text>
        <Anchor
          component={Link}
          to={pages.outing.to(outing.Id)}
          fw={700}
          size="lg"
          c="inherit"
          lang={outing.Language_key}
          style={{ overflowWrap: 'anywhere' }}
        >
          {outing.Title}
        </Anchor>
        {outing.Spots.length > 0 && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {outing.Spots.map((spot) => spot.Name).join(' · ')}
          </Text>
        )}
        {outing.Min_level > 0 && (
          <Text size="sm" c="dimmed">
            {t('outings.minCertificationStep', { level: certificationStepLabel(t, outing.Min_level) })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
