import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Refusal } from '../offline/kept-dive-plans.ts';
import type { OutboxEntry } from '../offline/outbox.ts';
import type { OutboxSnapshot } from '../offline/outbox-sender.ts';

/** "1 et 2": dive numbers as the reader lists them. */
export function diveList(dives: readonly number[], language: string): string {
  return new Intl.ListFormat(language, { type: 'conjunction' }).format(dives.map(String));
}

/** The refusals the page words itself; any other is said in general, with the server's words beside it. */
const KNOWN_REFUSALS = new Set([
  'palanquee_problem',
  'not_a_participant',
  'dive_signed',
  'forbidden',
  'not_found',
  'invalid_input',
]);

/** What a refused write was, and why, in words. */
export function refusalText(t: TFunction, refusal: Refusal, language: string): string {
  const reason = t(`divePlan.refusal.reasons.${KNOWN_REFUSALS.has(refusal.code) ? refusal.code : 'other'}`);
  return t(`divePlan.refusal.${refusal.kind}`, { dive: diveList(refusal.dives, language), reason });
}

/** A write another device overtook: which dive, what of the person's is waiting, and their two choices. */
function ConflictNotice({
  entry,
  onKeepMine,
  onTakeServer,
}: {
  entry: OutboxEntry;
  onKeepMine(): void;
  onTakeServer(): void;
}) {
  const { t, i18n } = useTranslation();
  const dives = entry.conflict?.dives ?? [];
  return (
    <Alert
      color="orange"
      role="alert"
      title={t('divePlan.conflict.title', { count: dives.length, dives: diveList(dives, i18n.language) })}
      data-testid="dive-plan-conflict"
    >
      <Stack gap="sm">
        <Text size="sm">{t(`divePlan.conflict.what.${entry.write.kind}`)}</Text>
        <Group gap="xs">
          <Button size="md" onClick={onKeepMine}>
            {t('divePlan.conflict.keepMine')}
          </Button>
          <Button size="md" variant="default" onClick={onTakeServer}>
            {t('divePlan.conflict.takeServer')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A refused write, said until the person has read it. */
export function RefusalNotice({ refusal, onDismiss }: { refusal: Refusal; onDismiss(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <Alert color="red" role="alert" data-testid="dive-plan-refusal">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{refusalText(t, refusal, i18n.language)}</Text>
        {/* The server's own words name the palanquée or the field. */}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {refusal.message}
        </Text>
        <Button size="xs" variant="default" onClick={onDismiss}>
          {t('divePlan.refusal.dismiss')}
        </Button>
      </Stack>
    </Alert>
  );
}

/**
 * Above the board and the sheet: offline or not, how many changes wait on this device to be sent, each
 * write another device overtook with the person's two choices, and the saves the server refused.
 * (A dive's refused figures or signature are told on its sheet.)
 */
export function OutboxStatus({
  outbox,
  online,
  onKeepMine,
  onTakeServer,
  onDismiss,
  onSendNow,
}: {
  outbox: OutboxSnapshot;
  online: boolean;
  onKeepMine(entryId: string): void;
  onTakeServer(entryId: string): void;
  onDismiss(refusalId: string): void;
  onSendNow(): void;
}) {
  const { t } = useTranslation();
  const pending = outbox.entries.length;
  const conflicts = outbox.entries.filter((entry) => entry.conflict !== null);
  const refusals = outbox.refusals.filter((refusal) => refusal.kind === 'save');
  if (online && pending === 0 && refusals.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="dive-plan-outbox">
      <Group gap="xs" wrap="wrap" role="status" aria-live="polite">
        {!online && (
          <Badge color="gray" variant="filled" size="lg">
            {t('divePlan.offline.badge')}
          </Badge>
        )}
        {pending > 0 && (
          <Badge color="orange" variant="light" size="lg" tt="none" data-testid="dive-plan-pending">
            {outbox.sending ? t('divePlan.outbox.sending') : t('divePlan.outbox.pending', { count: pending })}
          </Badge>
        )}
        {online && pending > 0 && !outbox.sending && conflicts.length === 0 && (
          <Button size="xs" variant="subtle" onClick={onSendNow}>
            {t('divePlan.outbox.sendNow')}
          </Button>
        )}
      </Group>
      {!online && (
        <Text size="sm" c="dimmed">
          {t('divePlan.offline.working')}
        </Text>
      )}
      {online && outbox.waitingForNetwork && !outbox.sending && (
        <Text size="sm" c="dimmed">
          {t('divePlan.outbox.retrying')}
        </Text>
      )}
      {outbox.signedOut && (
        <Alert color="orange" role="alert">
          {t('divePlan.outbox.signedOut')}
        </Alert>
      )}
      {conflicts.map((entry) => (
        <ConflictNotice
          key={entry.id}
          entry={entry}
          onKeepMine={() => onKeepMine(entry.id)}
          onTakeServer={() => onTakeServer(entry.id)}
        />
      ))}
      {refusals.map((refusal) => (
        <RefusalNotice key={refusal.id} refusal={refusal} onDismiss={() => onDismiss(refusal.id)} />
      ))}
    </Stack>
  );
}
