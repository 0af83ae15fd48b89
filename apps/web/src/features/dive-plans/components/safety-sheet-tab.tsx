import type { DivePlan } from '@club/shared/api/dive-plans';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDownloadSafetySheet } from '../api/download-safety-sheet.ts';
import type { Refusal } from '../offline/kept-dive-plans.ts';
import { divesOf } from '../offline/outbox.ts';
import type { OutboxSnapshot } from '../offline/outbox-sender.ts';
import type { DiveActuals, QueueRefusal } from '../offline/use-offline-dive-plan.ts';
import { isoDayOf } from './dive-plan-view.ts';
import { DiveSafetySheetCard } from './dive-safety-sheet-card.tsx';

export interface SafetySheetTabProps {
  divePlan: DivePlan;
  timeZone: string;
  online: boolean;
  outbox: OutboxSnapshot;
  onRecordActuals(diveIndex: number, palanquees: DiveActuals): QueueRefusal | null;
  onSign(diveIndex: number): QueueRefusal | null;
  onDismiss(refusalId: string): void;
}

/**
 * The safety sheet on the boat (A322-72): each dive with its palanquées' actuals and its signature,
 * and the PDF to print or show, which needs the network.
 */
export function SafetySheetTab({
  divePlan,
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
  const firstStart = divePlan.Dives[0]?.Start;

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
              firstStart &&
              download.mutate({ outingId: divePlan.Outing_id, day: isoDayOf(firstStart, timeZone) })
            }
          >
            {t('divePlan.safetySheet.pdf')}
          </Button>
        </Group>
        {!online && (
          <Text size="sm" c="dimmed">
            {t('divePlan.safetySheet.pdfOffline')}
          </Text>
        )}
        {online && outbox.entries.length > 0 && (
          <Text size="sm" c="dimmed">
            {t('divePlan.safetySheet.pdfPending')}
          </Text>
        )}
        {download.isError && (
          <Alert color="red" role="alert">
            {t('divePlan.safetySheet.pdfFailed')}
          </Alert>
        )}
      </Stack>
      {divePlan.Dives.length === 0 ? (
        <Text c="dimmed">{t('divePlan.safetySheet.noDives')}</Text>
      ) : (
        divePlan.Dives.map((dive) => (
          <DiveSafetySheetCard
            key={dive.Index}
            outingId={divePlan.Outing_id}
            dive={dive}
            timeZone={timeZone}
            pending={pendingDives.has(dive.Index)}
            refusals={refusalsOf(dive.Index)}
            onRecordActuals={(palanquees) => onRecordActuals(dive.Index, palanquees)}
            onSign={() => onSign(dive.Index)}
            onDismiss={onDismiss}
          />
        ))
      )}
    </Stack>
  );
}
