import type { Participant } from '@club/shared/api/outings';
import { Alert, Button, Center, Group, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/loading.tsx';
import { showErrorDialog } from '../../../lib/flash.ts';
import { useExportParticipants } from '../api/export-participants.ts';
import { useParticipants } from '../api/get-participants.ts';
import { type ParticipantChange, useSetParticipant } from '../api/set-participant.ts';
import { AddMember } from './add-participant.tsx';
import { ParticipantList } from './participant-list.tsx';

type Change = ParticipantChange['status'];

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
