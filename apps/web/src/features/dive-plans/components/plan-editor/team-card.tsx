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
import { isDepthText, isDurationText } from './field-checks.ts';
import { type DropData, MemberRow, type MoveChoice } from './member-row.tsx';
import type { DraftTeam } from './plan-draft.ts';
import classes from './plan-editor.module.css';
import type { PlanPeople } from './plan-people.ts';
import type { TeamCheck } from './team-checks.ts';
import { type Destination, hasRoom } from './team-moves.ts';

export const dropIdOfTeam = (number: number) => `team:${number}`;

type TeamSettings = Partial<Omit<DraftTeam, 'number' | 'members'>>;

const STATE_BADGES = {
  lawful: { color: 'teal', key: 'planEditor.team.lawful' },
  overridden: { color: 'orange', key: 'planEditor.team.overridden' },
  needs_reason: { color: 'red', key: 'planEditor.team.needsReason' },
  empty: { color: 'gray', key: 'planEditor.team.empty' },
} as const;

/**
 * One palanquée: how it stands against the rules (its maximum depth and problems, announced as they
 * change), its settings, the override reason it needs to be signed with a problem, and its members.
 */
export function TeamCard({
  team,
  check,
  people,
  dropData,
  choicesFor,
  onChange,
  onMove,
  onRole,
  onRemove,
}: {
  team: DraftTeam;
  check: TeamCheck;
  people: PlanPeople;
  /** What a diver dropped on the card carries to the board. */
  dropData: DropData;
  /** Where the "Déplacer vers…" menu of one of its members may send them. */
  choicesFor(userId: number): MoveChoice[];
  onChange(settings: TeamSettings): void;
  onMove(userId: number, destination: Destination): void;
  onRole(userId: number, role: PalanqueeRole): void;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('planEditor.team.title', { number: team.number });
  const { setNodeRef, isOver } = useDroppable({
    id: dropIdOfTeam(team.number),
    data: dropData,
    // A full team takes no one: a diver dropped on it stays where they were.
    disabled: !hasRoom(team),
  });
  const badge = STATE_BADGES[check.state];
  const reasonShown = check.problems.length > 0 || team.overrideReason !== '';
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      className={`${classes.team} ${classes.dropTarget}`}
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
              ? t('planEditor.team.maxDepth', { depth: check.maxDepthM })
              : t('planEditor.team.noLawfulDepth')}
          </Text>
        )}
        <div role="status" aria-live="polite" aria-label={t('planEditor.team.problemsOf', { title })}>
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
              {t('planEditor.team.overfull', { count: divePlanLimits.membersPerPalanquee })}
            </Text>
          )}
        </div>
        {reasonShown && (
          <Textarea
            label={t('planEditor.team.overrideReason')}
            description={t('planEditor.team.overrideHint')}
            value={team.overrideReason}
            maxLength={divePlanLimits.overrideReason}
            autosize
            minRows={2}
            error={check.state === 'needs_reason' ? t('planEditor.team.needsReason') : undefined}
            onChange={(event) => onChange({ overrideReason: event.currentTarget.value })}
          />
        )}
        <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
          <TextInput
            label={t('planEditor.fields.plannedDepth')}
            inputMode="decimal"
            autoComplete="off"
            value={team.plannedDepth}
            error={isDepthText(team.plannedDepth) ? undefined : t('planEditor.fields.depthInvalid')}
            onChange={(event) => onChange({ plannedDepth: event.currentTarget.value })}
          />
          <TextInput
            label={t('planEditor.fields.plannedDuration')}
            inputMode="numeric"
            autoComplete="off"
            value={team.plannedDuration}
            error={isDurationText(team.plannedDuration) ? undefined : t('planEditor.fields.durationInvalid')}
            onChange={(event) => onChange({ plannedDuration: event.currentTarget.value })}
          />
          <NativeSelect
            label={t('planEditor.fields.activity')}
            value={team.activity}
            data={activityChoices(t)}
            onChange={(event) => onChange({ activity: event.currentTarget.value as DiveActivity })}
          />
          <NativeSelect
            label={t('planEditor.fields.gas')}
            value={team.gas}
            data={gasChoices(t)}
            onChange={(event) => onChange({ gas: event.currentTarget.value as DiveGas })}
          />
        </SimpleGrid>
        <Switch
          size="md"
          className={classes.checkRow}
          label={t('planEditor.team.autonomous')}
          checked={team.autonomous}
          onChange={(event) => onChange({ autonomous: event.currentTarget.checked })}
        />
        {team.members.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('planEditor.team.dropHere')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            aria-label={t('planEditor.team.membersOf', { title })}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {team.members.map((member) => {
              const person = people.get(member.userId);
              if (!person) return null;
              return (
                <MemberRow
                  key={member.userId}
                  person={person}
                  people={people}
                  teamRole={member.role}
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
            aria-label={t('planEditor.team.removeOf', { number: team.number })}
          >
            {t('planEditor.team.remove')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
