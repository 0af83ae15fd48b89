import type { Participant } from '@club/shared/api/outings';
import { highestAptitudes } from '@club/shared/domain/aptitudes';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { AptitudeBadges } from '../../../components/divers/aptitude-badges.tsx';
import { PaperBadges } from '../../../components/divers/paper-badges.tsx';
import type { ParticipantChange } from '../api/set-participant.ts';
import { certificationStepLabel } from './certification-step-label.ts';

type Change = ParticipantChange['status'];

function fullName(participant: Participant): string {
  return [participant.Firstname, participant.Lastname].filter(Boolean).join(' ');
}

/** One participant with what the manager may do with them. */
function ParticipantRow({
  participant,
  onChange,
  busy,
}: {
  participant: Participant;
  onChange(status: Change): void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const name = fullName(participant);
  const confirmed = participant.Status === 'confirmed';
  const askRemove = () =>
    modals.openConfirmModal({
      title: t('outings.participants.removeTitle'),
      centered: true,
      children: <Text size="sm">{t('outings.participants.removeConfirm', { name })}</Text>,
      labels: { confirm: t('outings.participants.remove'), cancel: t('outings.cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => onChange('removed'),
    });
  return (
    <Paper withBorder radius="sm" p="xs" component="li" data-testid="participant-row">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Group gap={6} wrap="nowrap">
            <Text size="sm" fw={700} c="dimmed">
              {participant.Position}.
            </Text>
            <Text size="sm" fw={600} truncate>
              {name}
            </Text>
            {participant.Attended && (
              <Badge size="xs" color="teal">
                {t('outings.participants.attended')}
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed" truncate>
            {[
              participant.Email,
              participant.Level_step === null ? null : certificationStepLabel(t, participant.Level_step),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {(participant.Aptitudes !== null || participant.Papers !== null) && (
            <Group gap={6} mt={4} wrap="wrap">
              {participant.Aptitudes !== null && (
                <AptitudeBadges
                  aptitudes={highestAptitudes(participant.Aptitudes)}
                  label={t('aptitudes.listOf', { name })}
                  size="xs"
                />
              )}
              {participant.Papers !== null && (
                <PaperBadges
                  papers={participant.Papers}
                  label={t('outings.participants.papersOf', { name })}
                />
              )}
            </Group>
          )}
          {participant.Override_reason && (
            <Text size="xs" c="var(--mantine-color-orange-light-color)" data-testid="override-reason">
              {t('outings.participants.override', { reason: participant.Override_reason })}
            </Text>
          )}
        </Stack>
        <Group gap={4} wrap="wrap">
          {confirmed ? (
            <>
              <Button
                size="compact-sm"
                variant="light"
                color="teal"
                disabled={busy}
                onClick={() => onChange(participant.Attended ? 'confirmed' : 'attended')}
                aria-label={
                  participant.Attended
                    ? t('outings.participants.unmarkAttendedOf', { name })
                    : t('outings.participants.markAttendedOf', { name })
                }
              >
                {participant.Attended
                  ? t('outings.participants.unmarkAttended')
                  : t('outings.participants.markAttended')}
              </Button>
              <Button
                size="compact-sm"
                variant="light"
                disabled={busy}
                onClick={() => onChange('waiting')}
                aria-label={t('outings.participants.toWaitingOf', { name })}
              >
                {t('outings.participants.toWaiting')}
              </Button>
            </>
          ) : (
            <Button
              size="compact-sm"
              variant="light"
              disabled={busy}
              onClick={() => onChange('confirmed')}
              aria-label={t('outings.participants.confirmOf', { name })}
            >
              {t('outings.participants.confirm')}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={askRemove}
            aria-label={t('outings.participants.removeOf', { name })}
          >
            {t('outings.participants.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** One list of an outing's participants (confirmed or waiting), in order. */
export function ParticipantList({
  title,
  people,
  empty,
  onChange,
  busy,
}: {
  title: string;
  people: Participant[];
  empty: string;
  onChange(participant: Participant, status: Change): void;
  busy: boolean;
}) {
  return (
    <Stack gap="xs">
      <Title order={4}>{title}</Title>
      {people.length === 0 ? (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      ) : (
        <Stack gap={6} component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {people.map((participant) => (
            <ParticipantRow
              key={participant.User_id}
              participant={participant}
              busy={busy}
              onChange={(status) => onChange(participant, status)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
