import '../../../../lib/styles/admin-components.ts';
import {
  type DiveActivity,
  type DiveGas,
  divePlanLimits,
  type PalanqueeRole,
} from '@club/shared/domain/dive-plan';
import { useDroppable } from '@dnd-kit/core';
import {
  Badge,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { activityChoices, gasChoices } from './choices.ts';
import type { DraftPalanquee } from './dive-plan-draft.ts';
import classes from './dive-plan-editor.module.css';
import type { DivePlanPeople } from './dive-plan-people.ts';
import { isDepthText, isDurationText } from './field-checks.ts';
import { type DropData, MemberRow, type MoveChoice } from './member-row.tsx';
import type { DraftPalanqueeProblems } from './palanquee-checks.ts';
import { type Destination, hasRoom } from './palanquee-moves.ts';

export const dropIdOfPalanquee = (number: number) => `palanquee:${number}`;

type PalanqueeSettings = Partial<Omit<DraftPalanquee, 'number' | 'members'>>;

const STATE_BADGES = {
  lawful: { color: 'teal', key: 'divePlanEditor.palanquee.lawful' },
  overridden: { color: 'orange', key: 'divePlanEditor.palanquee.overridden' },
  needs_reason: { color: 'red', key: 'divePlanEditor.palanquee.needsReason' },
  empty: { color: 'gray', key: 'divePlanEditor.palanquee.empty' },
} as const;

/**
 * One palanquée: how it stands against the rules (its maximum depth and problems, announced as they
 * change), its settings, the override reason it needs to be signed with a problem, and its members.
 */
export function PalanqueeCard({
  palanquee,
  check,
  people,
  dropData,
  choicesFor,
  onChange,
  onMove,
  onRole,
  onRemove,
}: {
  palanquee: DraftPalanquee;
  check: DraftPalanqueeProblems;
  people: DivePlanPeople;
  /** What a diver dropped on the card carries to the board. */
  dropData: DropData;
  /** Where the "Déplacer vers…" menu of one of its members may send them. */
  choicesFor(userId: number): MoveChoice[];
  onChange(settings: PalanqueeSettings): void;
  onMove(userId: number, destination: Destination): void;
  onRole(userId: number, role: PalanqueeRole): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('divePlanEditor.palanquee.title', { number: palanquee.number });
  const { setNodeRef, isOver } = useDroppable({
    id: dropIdOfPalanquee(palanquee.number),
    data: dropData,
    // A full palanquée takes no one: a diver dropped on it stays where they were.
    disabled: !hasRoom(palanquee),
  });
  const badge = STATE_BADGES[check.state];
  const reasonShown = check.problems.length > 0 || palanquee.overrideReason !== '';
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      className={`${classes.palanquee} ${classes.dropTarget}`}
      data-state={check.state}
      data-over={isOver}
      data-testid="palanquee"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          <Badge color={badge.color} variant="light">
            {t(badge.key)}
          </Badge>
        </Group>
        {check.state !== 'empty' && (
          <Text size="sm" fw={600}>
            {check.maxDepthM > 0
              ? t('divePlanEditor.palanquee.maxDepth', { depth: check.maxDepthM })
              : t('divePlanEditor.palanquee.noLawfulDepth')}
          </Text>
        )}
        <div
          role="status"
          aria-live="polite"
          aria-label={t('divePlanEditor.palanquee.problemsOf', { title })}
        >
          {check.problems.length > 0 && (
            <List size="sm" spacing={4} c="red.8">
              {check.problems.map((problem) => (
                <List.Item key={`${problem.rule}-${problem.message}`}>
                  {problem.message}{' '}
                  <Text span size="xs" c="dimmed">
                    ({problem.article})
                  </Text>
                </List.Item>
              ))}
            </List>
          )}
          {check.overfull && (
            <Text size="sm" c="red.8">
              {t('divePlanEditor.palanquee.overfull', { count: divePlanLimits.membersPerPalanquee })}
            </Text>
          )}
        </div>
        {reasonShown && (
          <Textarea
            label={t('divePlanEditor.palanquee.overrideReason')}
            description={t('divePlanEditor.palanquee.overrideHint')}
            value={palanquee.overrideReason}
            maxLength={divePlanLimits.overrideReason}
            autosize
            minRows={2}
            error={check.state === 'needs_reason' ? t('divePlanEditor.palanquee.needsReason') : undefined}
            onChange={(event) => onChange({ overrideReason: event.currentTarget.value })}
          />
        )}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <TextInput
            label={t('divePlanEditor.fields.plannedDepth')}
            inputMode="decimal"
            autoComplete="off"
            value={palanquee.plannedDepth}
            error={isDepthText(palanquee.plannedDepth) ? undefined : t('divePlanEditor.fields.depthInvalid')}
            onChange={(event) => onChange({ plannedDepth: event.currentTarget.value })}
          />
          <TextInput
            label={t('divePlanEditor.fields.plannedDuration')}
            inputMode="numeric"
            autoComplete="off"
            value={palanquee.plannedDuration}
            error={
              isDurationText(palanquee.plannedDuration)
                ? undefined
                : t('divePlanEditor.fields.durationInvalid')
            }
            onChange={(event) => onChange({ plannedDuration: event.currentTarget.value })}
          />
          <NativeSelect
            label={t('divePlanEditor.fields.activity')}
            value={palanquee.activity}
            data={activityChoices(t)}
            onChange={(event) => onChange({ activity: event.currentTarget.value as DiveActivity })}
          />
          <NativeSelect
            label={t('divePlanEditor.fields.gas')}
            value={palanquee.gas}
            data={gasChoices(t)}
            onChange={(event) => onChange({ gas: event.currentTarget.value as DiveGas })}
          />
        </SimpleGrid>
        <Switch
          size="md"
          className={classes.checkRow}
          label={t('divePlanEditor.palanquee.autonomous')}
          checked={palanquee.autonomous}
          onChange={(event) => onChange({ autonomous: event.currentTarget.checked })}
        />
        {palanquee.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('divePlanEditor.palanquee.dropHere')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            aria-label={t('divePlanEditor.palanquee.membersOf', { title })}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {palanquee.members.map((member) => {
              const person = people.get(member.userId);
              if (!person) return null;
              return (
                <MemberRow
                  key={member.userId}
                  person={person}
                  people={people}
                  palanqueeRole={member.role}
                  onRole={(role) => onRole(member.userId, role)}
                  choices={choicesFor(member.userId)}
                  onMove={(destination) => onMove(member.userId, destination)}
                />
              );
            })}
          </Stack>
        )}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            color="red"
            size="sm"
            onClick={onRemove}
            aria-label={t('divePlanEditor.palanquee.removeOf', { number: palanquee.number })}
          >
            {t('divePlanEditor.palanquee.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
