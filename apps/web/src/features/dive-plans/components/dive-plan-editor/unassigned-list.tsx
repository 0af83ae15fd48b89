import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './dive-plan-editor.module.css';
import type { DivePlanPeople } from './dive-plan-people.ts';
import { type DropData, MemberRow, type MoveChoice } from './member-row.tsx';
import type { Destination } from './palanquee-moves.ts';
import type { UnassignedDiver, UnassignedReason } from './unassigned.ts';

export const UNASSIGNED_DROP_ID = 'unassigned';

function ReasonText({ reason }: { reason: UnassignedReason }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c={reason.kind === 'server' ? 'var(--mantine-color-orange-light-color)' : 'dimmed'}>
      {reason.kind === 'server' ? reason.text : t(`divePlanEditor.unassigned.${reason.kind}`)}
    </Text>
  );
}

/**
 * "Non placés": the dive's confirmed participants in no palanquée, each with why, somewhere to drop a diver
 * too.
 */
export function UnassignedList({
  divers,
  people,
  choices,
  onMove,
  dropData,
}: {
  divers: UnassignedDiver[];
  people: DivePlanPeople;
  choices: MoveChoice[];
  /** What a diver dropped on the list carries to the board. */
  dropData: DropData;
  onMove(userId: number, destination: Destination): void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t('divePlanEditor.unassigned.title');
  const { setNodeRef, isOver } = useDroppable({ id: UNASSIGNED_DROP_ID, data: dropData });
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      component="section"
      aria-labelledby={titleId}
      className={classes.dropTarget}
      data-over={isOver}
      data-testid="unassigned"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {title}
          </Title>
          <Badge color={divers.length > 0 ? 'orange' : 'gray'} variant="light">
            {divers.length}
          </Badge>
        </Group>
        {divers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('divePlanEditor.unassigned.none')}
          </Text>
        ) : (
          <Stack
            gap={6}
            component="ul"
            aria-label={title}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {divers.map(({ person, reason }) => (
              <MemberRow
                key={person.userId}
                person={person}
                people={people}
                palanqueeRole={null}
                note={<ReasonText reason={reason} />}
                choices={choices}
                onMove={(destination) => onMove(person.userId, destination)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
