import { type DivePlan, saveDivePlan } from '@club/shared/api/dive-plans';
import { Badge, Button, Group, Paper, Stack, Tabs, Text, VisuallyHidden } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClub } from '../../../../lib/club-context.tsx';
import { useUnsavedChangesGuard } from '../../../../lib/forms/unsaved-changes.ts';
import { DivePanel } from './dive-panel.tsx';
import {
  canRemoveDive,
  type DivePlanDraft,
  divePalanqueesChanged,
  draftChanged,
  draftOf,
  type SaveDivePlanBody,
  saveBodyOf,
  withDive,
  withNewDive,
  withoutDive,
} from './dive-plan-draft.ts';
import classes from './dive-plan-editor.module.css';
import { peopleOf } from './dive-plan-people.ts';
import { checkDraftPalanquee, type DraftPalanqueeProblems } from './palanquee-checks.ts';
import { RolesPanel } from './roles-panel.tsx';
import { unassignedOf } from './unassigned.ts';

export type { SaveDivePlanBody } from './dive-plan-draft.ts';

export interface DivePlanEditorProps {
  divePlan: DivePlan;
  /** The outing's spots. */
  spots: { Id: number; Name: string }[];
  /** Save the whole plan (body of saveDivePlan, with each dive's Base_version = its Version). */
  onSave: (body: SaveDivePlanBody) => void;
  /** Ask the server to propose palanquées for a dive (or all unsigned dives). */
  onPropose: (diveIndex?: number) => void;
  /** A write in flight. */
  busy: boolean;
}

/**
 * The palanquée board of an outing (issue 31): the dive director's roles and rescue kit, then each dive with
 * its palanquées, checked against the Code du sport at every change (`checkPalanquee`, the function the
 * server answers with). Works on a draft of `divePlan`, sent whole by "Enregistrer"; a new `divePlan`
 * (proposed, saved, changed elsewhere) starts the draft again.
 */
export function DivePlanEditor({ divePlan, spots, onSave, onPropose, busy }: DivePlanEditorProps) {
  const { t, i18n } = useTranslation();
  const timeZone = useClub().Time_zone;
  // By content: a page that rebuilds an equal plan on every render must not wipe the draft.
  const divePlanKey = useMemo(() => JSON.stringify(divePlan), [divePlan]);
  const [kept, setKept] = useState(() => ({ divePlanKey, draft: draftOf(divePlan, timeZone) }));
  let draft = kept.draft;
  if (kept.divePlanKey !== divePlanKey) {
    draft = draftOf(divePlan, timeZone);
    setKept({ divePlanKey, draft });
  }
  const change = (update: (draft: DivePlanDraft) => DivePlanDraft) =>
    setKept((now) => ({ ...now, draft: update(now.draft) }));
  const [chosenDive, setChosenDive] = useState<number | null>(null);
  const dive = draft.dives.find((candidate) => candidate.index === chosenDive) ?? draft.dives[0];

  const people = useMemo(() => peopleOf(divePlan), [divePlan]);
  const checks = useMemo(() => {
    const byDive = new Map<number, Map<number, DraftPalanqueeProblems>>();
    for (const each of draft.dives)
      byDive.set(
        each.index,
        new Map(
          each.palanquees.map((palanquee) => [
            palanquee.number,
            checkDraftPalanquee(palanquee, people, i18n.language),
          ]),
        ),
      );
    return byDive;
  }, [draft.dives, people, i18n.language]);
  const needingReason = (index: number) =>
    [...(checks.get(index)?.values() ?? [])].filter((check) => check.state === 'needs_reason').length;
  const blockedPalanquees = draft.dives.reduce((count, each) => count + needingReason(each.index), 0);

  const body = saveBodyOf(divePlan.Outing_id, draft, timeZone);
  const valid = saveDivePlan.body.safeParse(body).success;
  const changed = draftChanged(divePlan, draft, timeZone);
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
  const saved = dive && divePlan.Dives.find((each) => each.Index === dive.index);

  return (
    <Stack gap="md" className={classes.board}>
      <RolesPanel
        divePlan={divePlan}
        draft={draft}
        onRoles={(roles) => change((now) => ({ ...now, roles: { ...now.roles, ...roles } }))}
        onKit={(rescueKit) => change((now) => ({ ...now, rescueKit }))}
      />
      {!dive ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" align="flex-start">
            <Text>{t('divePlanEditor.dive.none')}</Text>
            <Button onClick={() => onPropose()} disabled={busy}>
              {t('divePlanEditor.propose.action')}
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
            <Tabs.List aria-label={t('divePlanEditor.dive.tabs')} style={{ flexWrap: 'wrap' }}>
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
                        <VisuallyHidden>{t('divePlanEditor.dive.needsAttention')}</VisuallyHidden>
                      </>
                    )
                  }
                >
                  {t('divePlanEditor.dive.title', { number: each.index })}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Button variant="subtle" onClick={addDive} disabled={withNewDive(draft) === null}>
              {t('divePlanEditor.dive.add')}
            </Button>
          </Group>
          <Tabs.Panel value={String(dive.index)} pt="md">
            <DivePanel
              dive={dive}
              previous={draft.dives[draft.dives.indexOf(dive) - 1] ?? null}
              saved={saved}
              palanqueesChanged={divePalanqueesChanged(divePlan, dive, timeZone)}
              unsaved={changed}
              spots={spots}
              checks={checks.get(dive.index) ?? new Map()}
              unassigned={unassignedOf(divePlan, dive, people)}
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
              ? t('divePlanEditor.save.allSaved')
              : valid
                ? t('divePlanEditor.save.unsaved')
                : t('divePlanEditor.save.invalid')}
          </Text>
          {blockedPalanquees > 0 && (
            <Text size="xs" c="red.8">
              {t('divePlanEditor.save.needReasons', { count: blockedPalanquees })}
            </Text>
          )}
        </Stack>
        <Button onClick={() => onSave(body)} disabled={busy || !changed || !valid} loading={busy}>
          {t('divePlanEditor.save.action')}
        </Button>
      </Group>
    </Stack>
  );
}
