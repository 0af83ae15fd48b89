import type { Participant, Participants } from '@club/shared/api/outings';
import { highestAptitudes } from '@club/shared/domain/aptitudes';
import {
  Alert,
  Badge,
  Button,
  Center,
  Group,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { modals } from '@mantine/modals';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AptitudeBadges } from '../../../components/divers/aptitude-badges.tsx';
import { PaperBadges } from '../../../components/divers/paper-badges.tsx';
import { Loading } from '../../../components/loading.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useClub } from '../../../lib/club-context.tsx';
import { longDay, PAPER_REFUSALS, type PaperProblem, paperOfCode } from '../../../lib/divers/paper-view.ts';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useAllMembers } from '../../../lib/members/get-all-users-by-club.ts';
import { useExportParticipants } from '../api/export-participants.ts';
import { useParticipants } from '../api/get-participants.ts';
import { type ParticipantChange, useSetParticipant } from '../api/set-participant.ts';
import { levelLabel } from './level-label.ts';

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
              participant.Level_step === null ? null : levelLabel(t, participant.Level_step),
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

function ParticipantList({
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

/** Adds a member of the club (whatever their level or the deadline), found by typing their name. */
function AddMember({ outingId, participants }: { outingId: number; participants: Participants }) {
  const { t } = useTranslation();
  const club = useClub();
  const members = useAllMembers(club.Id);
  const change = useSetParticipant();
  const [chosen, setChosen] = useState<string | null>(null);
  const [override, setOverride] = useState<OverrideAsked | null>(null);
  const signedUp = new Set(
    [...participants.Confirmed, ...participants.Waiting].map((person) => person.User_id),
  );
  const options = (members.data ?? [])
    .filter((member) => !signedUp.has(member.Id))
    .map((member) => ({
      value: String(member.Id),
      label: `${member.Firstname} ${member.Lastname}${member.Nickname ? ` (${member.Nickname})` : ''}`,
    }));
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <Select
        label={t('outings.participants.addMember')}
        placeholder={t('outings.participants.searchMember')}
        data={options}
        value={chosen}
        onChange={setChosen}
        searchable
        clearable
        nothingFoundMessage={t('outings.form.nothingFound')}
        style={{ flex: '1 1 14rem' }}
      />
      <Button
        disabled={chosen === null}
        loading={change.isPending}
        onClick={() => {
          if (chosen === null) return;
          const name = options.find((option) => option.value === chosen)?.label ?? '';
          const userId = Number(chosen);
          change.mutate(
            { outing_id: outingId, user_id: userId, status: 'confirmed' },
            {
              onSuccess: () => setChosen(null),
              onError: (error) => {
                // Papers that will not cover the day: the manager may still add them, giving a reason.
                if (isApiError(error) && PAPER_REFUSALS.has(error.code))
                  setOverride({
                    userId,
                    name,
                    problem: {
                      Code: error.code,
                      Kind: error.paper?.Kind,
                      Valid_until: error.paper?.Valid_until,
                    },
                  });
                else showErrorDialog(t);
              },
            },
          );
        }}
      >
        {t('outings.participants.add')}
      </Button>
      <OverrideDialog
        key={override?.userId ?? 'none'}
        asked={override}
        busy={change.isPending}
        onCancel={() => setOverride(null)}
        onConfirm={(reason) => {
          if (override === null) return;
          change.mutate(
            { outing_id: outingId, user_id: override.userId, status: 'confirmed', reason },
            {
              onSuccess: () => {
                setOverride(null);
                setChosen(null);
              },
              onError: () => showErrorDialog(t),
            },
          );
        }}
      />
    </Group>
  );
}

type OverrideAsked = { userId: number; name: string; problem: PaperProblem };

/** What a paper refusal says of a participant, in the third person: which paper, until when. */
function problemOf(t: TFunction, problem: PaperProblem, language: string): string {
  if (problem.Code === 'level_not_checked') return t('outings.participants.problemLevel');
  const kind = problem.Kind ?? paperOfCode(problem.Code);
  const paper = kind ? t(`papers.labels.${kind}`) : t('papers.problem.somePaper');
  if (problem.Code === 'paper_not_checked') return t('outings.participants.problemNotChecked', { paper });
  if (!problem.Valid_until) return t('outings.participants.problemMissing', { paper });
  return t('outings.participants.problemExpired', { paper, until: longDay(problem.Valid_until, language) });
}

/** Asks the manager why they add a member whose papers will not cover the day; the reason is kept. */
function OverrideDialog({
  asked,
  busy,
  onCancel,
  onConfirm,
}: {
  asked: OverrideAsked | null;
  busy: boolean;
  onCancel(): void;
  onConfirm(reason: string): void;
}) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState('');
  const trimmed = reason.trim();
  return (
    <Modal
      opened={asked !== null}
      onClose={onCancel}
      title={t('outings.participants.reasonTitle')}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      {asked && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (trimmed !== '') onConfirm(trimmed);
          }}
        >
          <Stack gap="sm">
            <Text size="sm">
              {t('outings.participants.reasonIntro', {
                name: asked.name,
                problem: problemOf(t, asked.problem, i18n.language),
              })}
            </Text>
            <Textarea
              label={t('outings.participants.reasonLabel')}
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              maxLength={500}
              autosize
              minRows={2}
              required
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onCancel}>
                {t('outings.cancel')}
              </Button>
              <Button type="submit" color="orange" disabled={trimmed === ''} loading={busy}>
                {t('outings.participants.reasonConfirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

/** The participants of an outing for its manager: both lists in order, and what may be done with them. */
export function ParticipantsPanel({ outingId, fileName }: { outingId: number; fileName: string }) {
  const { t } = useTranslation();
  const participants = useParticipants(outingId, true);
  const change = useSetParticipant();
  const exportCsv = useExportParticipants();
  const onChange = (participant: Participant, status: Change) =>
    change.mutate(
      { outing_id: outingId, user_id: participant.User_id, status },
      { onError: () => showErrorDialog(t) },
    );

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="participants-title">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Title order={3} id="participants-title">
            {t('outings.participants.title')}
          </Title>
          <Button
            variant="default"
            size="xs"
            loading={exportCsv.isPending}
            onClick={() => exportCsv.mutate({ outingId, fileName }, { onError: () => showErrorDialog(t) })}
          >
            {t('outings.participants.export')}
          </Button>
        </Group>
        {participants.isPending ? (
          <Center py="md">
            <Loading size="sm" />
          </Center>
        ) : participants.isError ? (
          <Alert color="red" role="alert">
            {t('outings.loadError')}
          </Alert>
        ) : (
          <>
            <AddMember outingId={outingId} participants={participants.data} />
            <ParticipantList
              title={t('outings.participants.confirmed', { count: participants.data.Confirmed.length })}
              people={participants.data.Confirmed}
              empty={t('outings.participants.noneConfirmed')}
              onChange={onChange}
              busy={change.isPending}
            />
            <ParticipantList
              title={t('outings.participants.waiting', { count: participants.data.Waiting.length })}
              people={participants.data.Waiting}
              empty={t('outings.participants.noneWaiting')}
              onChange={onChange}
              busy={change.isPending}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}
