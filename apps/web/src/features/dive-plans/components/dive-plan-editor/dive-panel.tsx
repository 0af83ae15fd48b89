import type { DiveView } from '@club/shared/api/dive-plans';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../../lib/club-context.tsx';
import { keptFormatter } from '../../../../lib/kept-formatter.ts';
import { DiveFields } from './dive-fields.tsx';
import type { DraftDive } from './dive-plan-draft.ts';
import type { DivePlanPeople } from './dive-plan-people.ts';
import { PalanqueeBoard } from './palanquee-board.tsx';
import type { DraftPalanqueeProblems } from './palanquee-checks.ts';
import { addPalanquee, copyPalanquees } from './palanquee-moves.ts';
import type { UnassignedDiver } from './unassigned.ts';

const hasMembers = (dive: DraftDive) => dive.palanquees.some((palanquee) => palanquee.members.length > 0);

function confirm(
  title: string,
  body: string,
  confirmLabel: string,
  cancelLabel: string,
  onConfirm: () => void,
) {
  modals.openConfirmModal({
    title,
    centered: true,
    children: <Text size="sm">{body}</Text>,
    labels: { confirm: confirmLabel, cancel: cancelLabel },
    onConfirm,
  });
}

/** The signature of a saved dive, and what a change to its palanquées would do to it. */
function SignatureNotice({ saved, palanqueesChanged }: { saved: DiveView; palanqueesChanged: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useClub().Time_zone;
  const when = (iso: string) =>
    keptFormatter(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
  if (saved.Signed_by !== null && saved.Signed_at !== null)
    return (
      <Alert
        color={palanqueesChanged ? 'red' : 'yellow'}
        title={t('divePlanEditor.dive.signedBy', { name: saved.Signed_by, when: when(saved.Signed_at) })}
      >
        {palanqueesChanged
          ? t('divePlanEditor.dive.signatureWillBeVoided')
          : t('divePlanEditor.dive.changeVoidsSignature')}
      </Alert>
    );
  if (saved.Signature_voided_at !== null)
    return (
      <Alert
        color="gray"
        title={t('divePlanEditor.dive.signatureVoided', { when: when(saved.Signature_voided_at) })}
      >
        {t('divePlanEditor.dive.signAgain')}
      </Alert>
    );
  return null;
}

/**
 * One dive of the board: its settings, what the dive director can do with its palanquées, and the palanquées.
 */
export function DivePanel({
  dive,
  previous,
  saved,
  palanqueesChanged,
  unsaved,
  spots,
  checks,
  unassigned,
  people,
  busy,
  removable,
  onDive,
  onPropose,
  onRemove,
}: {
  dive: DraftDive;
  /** The dive before, whose palanquées "mêmes équipes" copies; null for the first. */
  previous: DraftDive | null;
  /** The dive as saved; undefined for a dive added on the board. */
  saved: DiveView | undefined;
  palanqueesChanged: boolean;
  /** The board has changes not saved yet (proposing replaces them). */
  unsaved: boolean;
  spots: { Id: number; Name: string }[];
  checks: ReadonlyMap<number, DraftPalanqueeProblems>;
  unassigned: UnassignedDiver[];
  people: DivePlanPeople;
  busy: boolean;
  removable: boolean;
  onDive(change: (dive: DraftDive) => DraftDive): void;
  onPropose(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const cancel = t('divePlanEditor.cancel');
  const signed = saved?.Signed_by != null;
  const propose = () => {
    if (!hasMembers(dive) && !unsaved) onPropose();
    else
      confirm(
        t('divePlanEditor.propose.confirmTitle'),
        t('divePlanEditor.propose.confirmBody', { number: dive.index }),
        t('divePlanEditor.propose.action'),
        cancel,
        onPropose,
      );
  };
  const samePalanquees = (from: DraftDive) => {
    const copy = () => onDive((current) => copyPalanquees(from, current));
    if (!hasMembers(dive)) copy();
    else
      confirm(
        t('divePlanEditor.dive.samePalanqueesTitle'),
        t('divePlanEditor.dive.samePalanqueesBody', { number: dive.index, from: from.index }),
        t('divePlanEditor.dive.samePalanqueesConfirm'),
        cancel,
        copy,
      );
  };
  const remove = () => {
    if (!saved && !hasMembers(dive)) onRemove();
    else
      confirm(
        t('divePlanEditor.dive.removeTitle', { number: dive.index }),
        t('divePlanEditor.dive.removeBody'),
        t('divePlanEditor.dive.remove'),
        cancel,
        onRemove,
      );
  };
  // Proposing works on the saved dive: a dive added on the board is saved first; a signed one is changed by
  // hand.
  const proposeBlocked = !saved
    ? t('divePlanEditor.propose.saveFirst')
    : signed
      ? t('divePlanEditor.propose.signed')
      : null;

  return (
    <Stack gap="md">
      {saved && <SignatureNotice saved={saved} palanqueesChanged={palanqueesChanged} />}
      <DiveFields
        dive={dive}
        spots={spots}
        savedSpotName={saved?.Spot_name ?? null}
        onChange={(settings) => onDive((current) => ({ ...current, ...settings }))}
      />
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Button onClick={propose} disabled={busy || proposeBlocked !== null}>
            {t('divePlanEditor.propose.action')}
          </Button>
          {previous && (
            <Button variant="light" onClick={() => samePalanquees(previous)}>
              {t('divePlanEditor.dive.samePalanquees', { from: previous.index })}
            </Button>
          )}
          <Button variant="light" onClick={() => onDive(addPalanquee)}>
            {t('divePlanEditor.palanquee.add')}
          </Button>
          {removable && (
            <Button
              variant="subtle"
              color="red"
              onClick={remove}
              aria-label={t('divePlanEditor.dive.removeOf', { number: dive.index })}
            >
              {t('divePlanEditor.dive.remove')}
            </Button>
          )}
        </Group>
        {proposeBlocked && (
          <Text size="xs" c="dimmed">
            {proposeBlocked}
          </Text>
        )}
      </Stack>
      <PalanqueeBoard dive={dive} checks={checks} unassigned={unassigned} people={people} onDive={onDive} />
    </Stack>
  );
}
