import type { DivePlan } from '@club/shared/api/dive-plans';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDownloadSafetySheet } from '../api/download-safety-sheet.ts';
import type { Refusal } from '../offline/kept-plans.ts';
import { divesOf } from '../offline/outbox.ts';
import type { OutboxSnapshot } from '../offline/outbox-sender.ts';
import type { ActualFigures, QueueRefusal } from '../offline/use-offline-dive-plan.ts';
import { DiveSheetCard } from './dive-sheet-card.tsx';
import { isoDayOf } from './plan-view.ts';

export interface SafetySheetTabProps {
  plan: DivePlan;
  timeZone: string;
  online: boolean;
  outbox: OutboxSnapshot;
  onRecordActuals(diveIndex: number, teams: ActualFigures): QueueRefusal | null;
  onSign(diveIndex: number): QueueRefusal | null;
  onDismiss(refusalId: string): void;
}

/**
 * The safety sheet on the boat (A322-72): each dive with its teams' actual figures and its signature,
 * and the PDF to print or show, which needs the network.
 */
export function SafetySheetTab({
  plan,
  timeZone,
  online,
  outbox,
  onRecordActuals,
  onSign,
  onDismiss,
}: SafetySheetTabProps) {
  const { t } = useTranslation();
  const download = useDownloadSafetySheet();
  const pendingDives = new Set(outbox.entries.flatMap((entry) => divesOf(entry.write)));
  const refusalsOf = (diveIndex: number): Refusal[] =>
    outbox.refusals.filter((refusal) => refusal.kind !== 'save' && refusal.dives.includes(diveIndex));
  const firstStart = plan.Dives[0]?.Start;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group gap="sm">
          <Button
            variant="default"
            size="md"
            disabled={!online || firstStart === undefined}
            loading={download.isPending}
            onClick={() =>
              firstStart && download.mutate({ outingId: plan.Outing_id, day: isoDayOf(firstStart, timeZone) })
            }
          >
            {t('divePlan.sheet.pdf')}
          </Button>
        </Group>
        {!online && (
          <Text size="sm" c="dimmed">
            {t('divePlan.sheet.pdfOffline')}
          </Text>
        )}
        {online && outbox.entries.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('divePlan.sheet.pdfPending')}
          </Text>
        )}
        {download.isError && (
          <Alert color="red" role="alert">
            {t('divePlan.sheet.pdfFailed')}
          </Alert>
        )}
      </Stack>
      {plan.Dives.length === 0 ? (
        <Text c="dimmed">{t('divePlan.sheet.noDives')}</Text>
      ) : (
        plan.Dives.map((dive) => (
          <DiveSheetCard
            key={dive.Index}
            outingId={plan.Outing_id}
            dive={dive}
            timeZone={timeZone}
            pending={pendingDives.has(dive.Index)}
            refusals={refusalsOf(dive.Index)}
            onRecordActuals={(teams) => onRecordActuals(dive.Index, teams)}
            onSign={() => onSign(dive.Index)}
            onDismiss={onDismiss}
          />
        ))
      )}
    </Stack>
  );
}
