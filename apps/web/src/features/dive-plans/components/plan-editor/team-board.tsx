import type { PalanqueeRole } from '@club/shared/domain/dive-plan';
import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  KeyboardSensor,
  MouseSensor,
  pointerWithin,
  TouchSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Grid, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dropTargetCoordinates } from './keyboard-drop.ts';
import { type DraggedDiver, type DropData, type MoveChoice, moveButtonOf } from './member-row.tsx';
import type { DraftDive, DraftTeam } from './plan-draft.ts';
import classes from './plan-editor.module.css';
import type { PlanPeople } from './plan-people.ts';
import { TeamCard } from './team-card.tsx';
import type { TeamCheck } from './team-checks.ts';
import {
  type Destination,
  hasRoom,
  moveDiver,
  removeTeam,
  setMemberRole,
  teamOf,
  updateTeam,
} from './team-moves.ts';
import type { UnassignedDiver } from './unassigned.ts';
import { UnassignedList } from './unassigned-list.tsx';

const draggedOf = (data: unknown) => data as DraggedDiver | undefined;
const dropOf = (data: unknown) => data as DropData | undefined;

/**
 * Where the pointer is when there is one (cards are large, the dragged chip small); the nearest target's
 * middle for the keyboard, whose arrows put the diver on it.
 */
const pointerThenCenter: CollisionDetection = (args) => {
  const under = pointerWithin(args);
  return under.length > 0 ? under : closestCenter(args);
};

/**
 * The teams of a dive and "Non placés", between which divers move by drag and drop (mouse; touch after a
 * short press, so a finger still scrolls; keyboard: Space, arrows, Space) or by each one's menu.
 */
export function TeamBoard({
  dive,
  checks,
  unassigned,
  people,
  onDive,
}: {
  dive: DraftDive;
  checks: ReadonlyMap<number, TeamCheck>;
  unassigned: UnassignedDiver[];
  people: PlanPeople;
  onDive(change: (dive: DraftDive) => DraftDive): void;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<DraggedDiver | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropTargetCoordinates }),
  );
  const teamLabel = (team: DraftTeam) => t('planEditor.team.title', { number: team.number });

  const move = (userId: number, destination: Destination) =>
    onDive((current) => moveDiver(current, userId, destination));
  // The row moved is drawn anew in its new place: the keyboard goes on from its menu there.
  const moveByMenu = (userId: number, destination: Destination) => {
    move(userId, destination);
    window.setTimeout(() => moveButtonOf(userId)?.focus());
  };
  const choicesFor = (userId: number | null): MoveChoice[] => {
    const from = userId === null ? undefined : teamOf(dive, userId);
    return [
      ...dive.teams
        .filter((team) => team !== from)
        .map((team) => ({
          destination: { team: team.number },
          label: teamLabel(team),
          disabled: !hasRoom(team),
        })),
      { destination: 'new' as const, label: t('planEditor.member.toNewTeam') },
      ...(from ? [{ destination: 'unassigned' as const, label: t('planEditor.unassigned.title') }] : []),
    ];
  };

  const announcements: Announcements = useMemo(() => {
    const name = (data: unknown) => draggedOf(data)?.name ?? '';
    const target = (data: unknown) => dropOf(data)?.label ?? '';
    return {
      onDragStart: ({ active }) => t('planEditor.drag.picked', { name: name(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('planEditor.drag.over', { name: name(active.data.current), target: target(over.data.current) })
          : t('planEditor.drag.outside', { name: name(active.data.current) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('planEditor.drag.dropped', {
              name: name(active.data.current),
              target: target(over.data.current),
            })
          : t('planEditor.drag.cancelled', { name: name(active.data.current) }),
      onDragCancel: ({ active }) => t('planEditor.drag.cancelled', { name: name(active.data.current) }),
    };
  }, [t]);

  const drop = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const diver = draggedOf(active.data.current);
    const destination = dropOf(over?.data.current)?.destination;
    if (diver && destination) move(diver.userId, destination);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={pointerThenCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('planEditor.drag.instructions') },
      }}
      onDragStart={({ active }) => setDragged(draggedOf(active.data.current) ?? null)}
      onDragEnd={drop}
      onDragCancel={() => setDragged(null)}
    >
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 4, lg: 3 }}>
          <UnassignedList
            divers={unassigned}
            people={people}
            choices={choicesFor(null)}
            onMove={moveByMenu}
            dropData={{ label: t('planEditor.unassigned.title'), destination: 'unassigned' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {dive.teams.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('planEditor.team.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {dive.teams.map((team) => {
                const check = checks.get(team.number);
                if (!check) return null;
                return (
                  <TeamCard
                    key={team.number}
                    team={team}
                    check={check}
                    people={people}
                    dropData={{ label: teamLabel(team), destination: { team: team.number } }}
                    choicesFor={choicesFor}
                    onChange={(settings) => onDive((current) => updateTeam(current, team.number, settings))}
                    onMove={moveByMenu}
                    onRole={(userId, role: PalanqueeRole) =>
                      onDive((current) => setMemberRole(current, userId, role))
                    }
                    onRemove={() => onDive((current) => removeTeam(current, team.number))}
                  />
                );
              })}
            </SimpleGrid>
          )}
        </Grid.Col>
      </Grid>
      <DragOverlay dropAnimation={null}>
        {dragged && (
          <Paper withBorder radius="sm" px="sm" py="xs" className={classes.dragChip}>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {dragged.name}
              </Text>
            </Stack>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
