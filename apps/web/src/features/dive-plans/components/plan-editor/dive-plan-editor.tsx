import { type DivePlan, saveDivePlan } from '@club/shared/api/dive-plans';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../../lib/club-context.tsx';
import { useUnsavedChangesGuard } from '../../../../lib/forms/unsaved-changes.ts';
import { DivePanel } from './dive-panel.tsx';
import {
  canRemoveDive,
  diveTeamsChanged,
  draftChanged,
  draftOf,
  type PlanDraft,
  type SaveDivePlanBody,
  saveBodyOf,
  withDive,
  withNewDive,
  withoutDive,
} from './plan-draft.ts';
import classes from './plan-editor.module.css';
import { peopleOf } from './plan-people.ts';
import { RolesPanel } from './roles-panel.tsx';
import { checkTeam, type TeamCheck } from './team-checks.ts';
import { unassignedOf } from './unassigned.ts';

export type { SaveDivePlanBody } from './plan-draft.ts';

export interface DivePlanEditorProps {
  plan: DivePlan;
  /** The outing's spots. */
  spots: { Id: number; Name: string }[];
  /** Save the whole plan (body of saveDivePlan, with each dive's Base_version = its Version). */
  onSave: (body: SaveDivePlanBody) => void;
  /** Ask the server to propose teams for a dive (or all unsigned dives). */
  onPropose: (diveIndex?: number) => void;
  /** A write in flight. */
  busy: boolean;
}

/**
 * The palanquée board of an outing (issue 31): the dive director's roles and rescue kit, then each dive
 * with its teams, checked against the Code du sport at every change (`checkPalanquee`, the function the
 * server answers with). Works on a draft of `plan`, sent whole by "Enregistrer"; a new `plan` (proposed,
 * saved, changed elsewhere) starts the draft again.
 */
export function DivePlanEditor({ plan, spots, onSave, onPropose, busy }: DivePlanEditorProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useClub().Time_zone;
  // By content: a page that rebuilds an equal plan on every render must not wipe the draft.
  const planKey = useMemo(() => JSON.stringify(plan), [plan]);
  const [kept, setKept] = useState(() => ({ planKey, draft: draftOf(plan, timeZone) }));
  let draft = kept.draft;
  if (kept.planKey !== planKey) {
    draft = draftOf(plan, timeZone);
    setKept({ planKey, draft });
  }
  const change = (update: (draft: PlanDraft) => PlanDraft) =>
    setKept((now) => ({ ...now, draft: update(now.draft) }));
  const [chosenDive, setChosenDive] = useState<number | null>(null);
  const dive = draft.dives.find((candidate) => candidate.index === chosenDive) ?? draft.dives[0];

  const people = useMemo(() => peopleOf(plan), [plan]);
  const checks = useMemo(() => {
    const byDive = new Map<number, Map<number, TeamCheck>>();
    for (const each of draft.dives)
      byDive.set(
        each.index,
        new Map(each.teams.map((team) => [team.number, checkTeam(team, people, i18n.language)])),
      );
    return byDive;
  }, [draft.dives, people, i18n.language]);
  const needingReason = (index: number) =>
    [...(checks.get(index)?.values() ?? [])].filter((check) => check.state === 'needs_reason').length;
  const blockedTeams = draft.dives.reduce((count, each) => count + needingReason(each.index), 0);

  const body = saveBodyOf(plan.Outing_id, draft, timeZone);
  const valid = saveDivePlan.body.safeParse(body).success;
  const changed = draftChanged(plan, draft, timeZone);
  useUnsavedChangesGuard(changed);

  const addDive = () => {
    const added = withNewDive(draft);
    if (!added) return;
    change(() => added);
    setChosenDive(added.dives.at(-1)?.index ?? null);
  };
  const removeDive = (index: number) => {
    const at = draft.dives.findIndex((each) => each.index === index);
    // The tab before takes its place, or the one after for the first.
    const neighbour = draft.dives[at - 1] ?? draft.dives[at + 1];
    change((now) => withoutDive(now, index));
    setChosenDive(neighbour?.index ?? null);
  };
  const saved = dive && plan.Dives.find((each) => each.Index === dive.index);

  return (
    <Stack gap="md" className={classes.board}>
      <RolesPanel
        plan={plan}
        draft={draft}
        onRoles={(roles) => change((now) => ({ ...now, roles: { ...now.roles, ...roles } }))}
        onKit={(rescueKit) => change((now) => ({ ...now, rescueKit }))}
      />
      {!dive ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('planEditor.dive.none')}</Text>
            <Button onClick={() => onPropose()} disabled={busy}>
              {t('planEditor.propose.action')}
            </Button>
          </Stack>
        </Paper>
      ) : (
        <Tabs
          value={String(dive.index)}
          onChange={(value) => setChosenDive(Number(value))}
          keepMounted={false}
        >
          <Group gap="xs" align="flex-end" wrap="wrap">
            <Tabs.List aria-label={t('planEditor.dive.tabs')} style={{ flexWrap: 'wrap' }}>
              {draft.dives.map((each) => (
                <Tabs.Tab
                  key={each.index}
                  value={String(each.index)}
                  rightSection={
                    needingReason(each.index) > 0 && (
                      <>
                        <Badge color="red" size="xs" circle aria-hidden="true">
                          !
                        </Badge>
                        <VisuallyHidden>{t('planEditor.dive.needsAttention')}</VisuallyHidden>
                      </>
                    )
                  }
                >
                  {t('planEditor.dive.title', { number: each.index })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Button variant="subtle" onClick={addDive} disabled={withNewDive(draft) === null}>
              {t('planEditor.dive.add')}
            </Button>
          </Group>
          <Tabs.Panel value={String(dive.index)} pt="md">
            <DivePanel
              dive={dive}
              previous={draft.dives[draft.dives.indexOf(dive) - 1] ?? null}
              saved={saved}
              teamsChanged={diveTeamsChanged(plan, dive, timeZone)}
              unsaved={changed}
              spots={spots}
              checks={checks.get(dive.index) ?? new Map()}
              unassigned={unassignedOf(plan, dive, people)}
              people={people}
              busy={busy}
              removable={canRemoveDive(saved, new Date())}
              onDive={(update) => change((now) => withDive(now, dive.index, update))}
              onPropose={() => onPropose(dive.index)}
              onRemove={() => removeDive(dive.index)}
            />
          </Tabs.Panel>
        </Tabs>
      )}
      <Group className={classes.saveBar} justify="space-between" gap="sm" wrap="wrap">
        <Stack gap={0} role="status" style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text size="sm" fw={600}>
            {!changed
              ? t('planEditor.save.allSaved')
              : valid
                ? t('planEditor.save.unsaved')
                : t('planEditor.save.invalid')}
          </Text>
          {blockedTeams > 0 && (
            <Text size="xs" c="red.8">
              {t('planEditor.save.needReasons', { count: blockedTeams })}
            </Text>
          )}
        </Stack>
        <Button onClick={() => onSave(body)} disabled={busy || !changed || !valid} loading={busy}>
          {t('planEditor.save.action')}
        </Button>
      </Group>
    </Stack>
  );
}
