import type { DiveView } from '@club/shared/api/dive-plans';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../../lib/club-context.tsx';
import { keptFormatter } from '../../../../lib/kept-formatter.ts';
import { DiveFields } from './dive-fields.tsx';
import type { DraftDive } from './plan-draft.ts';
import type { PlanPeople } from './plan-people.ts';
import { TeamBoard } from './team-board.tsx';
import type { TeamCheck } from './team-checks.ts';
import { addTeam, copyTeams } from './team-moves.ts';
import type { UnassignedDiver } from './unassigned.ts';

const hasMembers = (dive: DraftDive) => dive.teams.some((team) => team.members.length > 0);

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

/** The signature of a saved dive, and what a change to its teams would do to it. */
function SignatureNotice({ saved, teamsChanged }: { saved: DiveView; teamsChanged: boolean }) {
  const { t, i18n } = useTranslation();
  const timeZone = useClub().Time_zone;
  const when = (iso: string) =>
    keptFormatter(i18n.language, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(new Date(iso));
  if (saved.Signed_by !== null && saved.Signed_at !== null)
    return (
      <Alert
        color={teamsChanged ? 'red' : 'yellow'}
        title={t('planEditor.dive.signedBy', { name: saved.Signed_by, when: when(saved.Signed_at) })}
      >
        {teamsChanged
          ? t('planEditor.dive.signatureWillBeVoided')
          : t('planEditor.dive.changeVoidsSignature')}
      </Alert>
    );
  if (saved.Signature_voided_at !== null)
    return (
      <Alert
        color="gray"
        title={t('planEditor.dive.signatureVoided', { when: when(saved.Signature_voided_at) })}
      >
        {t('planEditor.dive.signAgain')}
      </Alert>
    );
  return null;
}

/** One dive of the board: its settings, what the dive director can do with its teams, and the teams. */
export function DivePanel({
  dive,
  previous,
  saved,
  teamsChanged,
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
  /** The dive before, whose teams "mêmes équipes" copies; null for the first. */
  previous: DraftDive | null;
  /** The dive as saved; undefined for a dive added on the board. */
  saved: DiveView | undefined;
  teamsChanged: boolean;
  /** The board has changes not saved yet (proposing replaces them). */
  unsaved: boolean;
  spots: { Id: number; Name: string }[];
  checks: ReadonlyMap<number, TeamCheck>;
  unassigned: UnassignedDiver[];
  people: PlanPeople;
  busy: boolean;
  removable: boolean;
  onDive(change: (dive: DraftDive) => DraftDive): void;
  onPropose(): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const cancel = t('planEditor.cancel');
  const signed = saved?.Signed_by != null;
  const propose = () => {
    if (!hasMembers(dive) && !unsaved) onPropose();
    else
      confirm(
        t('planEditor.propose.confirmTitle'),
        t('planEditor.propose.confirmBody', { number: dive.index }),
        t('planEditor.propose.action'),
        cancel,
        onPropose,
      );
  };
  const sameTeams = (from: DraftDive) => {
    const copy = () => onDive((current) => copyTeams(from, current));
    if (!hasMembers(dive)) copy();
    else
      confirm(
        t('planEditor.dive.sameTeamsTitle'),
        t('planEditor.dive.sameTeamsBody', { number: dive.index, from: from.index }),
        t('planEditor.dive.sameTeamsConfirm'),
        cancel,
        copy,
      );
  };
  const remove = () => {
    if (!saved && !hasMembers(dive)) onRemove();
    else
      confirm(
        t('planEditor.dive.removeTitle', { number: dive.index }),
        t('planEditor.dive.removeBody'),
        t('planEditor.dive.remove'),
        cancel,
        onRemove,
      );
  };
  // Proposing works on the saved dive: a dive added on the board is saved first; a signed one is changed by hand.
  const proposeBlocked = !saved
    ? t('planEditor.propose.saveFirst')
    : signed
      ? t('planEditor.propose.signed')
      : null;

  return (
    <Stack gap="md">
      {saved && <SignatureNotice saved={saved} teamsChanged={teamsChanged} />}
      <DiveFields
        dive={dive}
        spots={spots}
        savedSpotName={saved?.Spot_name ?? null}
        onChange={(settings) => onDive((current) => ({ ...current, ...settings }))}
      />
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Button onClick={propose} disabled={busy || proposeBlocked !== null}>
            {t('planEditor.propose.action')}
          </Button>
          {previous && (
            <Button variant="light" onClick={() => sameTeams(previous)}>
              {t('planEditor.dive.sameTeams', { from: previous.index })}
            </Button>
          )}
          <Button variant="light" onClick={() => onDive(addTeam)}>
            {t('planEditor.team.add')}
          </Button>
          {removable && (
            <Button
              variant="subtle"
              color="red"
              onClick={remove}
              aria-label={t('planEditor.dive.removeOf', { number: dive.index })}
            >
              {t('planEditor.dive.remove')}
            </Button>
          )}
        </Group>
        {proposeBlocked && (
          <Text size="xs" c="dimmed">
            {proposeBlocked}
          </Text>
        )}
      </Stack>
      <TeamBoard dive={dive} checks={checks} unassigned={unassigned} people={people} onDive={onDive} />
    </Stack>
  );
}
