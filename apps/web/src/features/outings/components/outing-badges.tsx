import type { Outing } from '@club/shared/api/outings';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The outing's kind: boat dive, shore dive, snorkel, training, social event. */
export function KindBadge({ kind }: { kind: Outing['Kind'] }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="blue" radius="sm">
      {t(`outings.kinds.${kind}`)}
    </Badge>
  );
}

/** Seats left, or that it is full and further sign-ups wait. */
export function SeatsBadge({ outing }: { outing: Pick<Outing, 'Seats_left' | 'Waiting_count'> }) {
  const { t } = useTranslation();
  return outing.Seats_left > 0 ? (
    <Badge variant="light" color="teal" radius="sm">
      {t('outings.seatsLeft', { count: outing.Seats_left })}
    </Badge>
  ) : (
    <Badge variant="light" color="orange" radius="sm">
      {t('outings.fullWaiting')}
    </Badge>
  );
}

/** Where the reader stands, when signed up. */
export function MyStatusBadge({ status }: { status: Outing['My_status'] }) {
  const { t } = useTranslation();
  if (status === 'none') return null;
  return status === 'confirmed' ? (
    <Badge color="teal" radius="sm">
      {t('outings.status.confirmed')}
    </Badge>
  ) : (
    <Badge color="orange" radius="sm">
      {t('outings.status.waiting')}
    </Badge>
  );
}
