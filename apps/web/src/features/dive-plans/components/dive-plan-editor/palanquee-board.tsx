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
import type { DraftDive, DraftPalanquee } from './dive-plan-draft.ts';
import classes from './dive-plan-editor.module.css';
import type { DivePlanPeople } from './dive-plan-people.ts';
import { dropTargetCoordinates } from './keyboard-drop.ts';
import { type DraggedDiver, type DropData, type MoveChoice, moveButtonOf } from './member-row.tsx';
import { PalanqueeCard } from './palanquee-card.tsx';
import type { DraftPalanqueeProblems } from './palanquee-checks.ts';
import {
  type Destination,
  hasRoom,
  moveDiver,
  palanqueeOfDiver,
  removePalanquee,
  setMemberRole,
  updatePalanquee,
} from './palanquee-moves.ts';
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
 * The palanquées of a dive and "Non placés", between which divers move by drag and drop (mouse; touch after a
 * short press, so a finger still scrolls; keyboard: Space, arrows, Space) or by each one's menu.
 */
export function PalanqueeBoard({
  dive,
  checks,
  unassigned,
  people,
  onDive,
}: {
  dive: DraftDive;
  checks: ReadonlyMap<number, DraftPalanqueeProblems>;
  unassigned: UnassignedDiver[];
  people: DivePlanPeople;
  onDive(change: (dive: DraftDive) => DraftDive): void;
}) {
  const { t } = useTranslation();
  const [dragged, setDragged] = useState<DraggedDiver | null>(null);
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropTargetCoordinates }),
  );
  const palanqueeLabel = (palanquee: DraftPalanquee) =>
    t('divePlanEditor.palanquee.title', { number: palanquee.number });

  const move = (userId: number, destination: Destination) =>
    onDive((current) => moveDiver(current, userId, destination));
  // The row moved is drawn anew in its new place: the keyboard goes on from its menu there.
  const moveByMenu = (userId: number, destination: Destination) => {
    move(userId, destination);
    window.setTimeout(() => moveButtonOf(userId)?.focus());
  };
  const choicesFor = (userId: number | null): MoveChoice[] => {
    const from = userId === null ? undefined : palanqueeOfDiver(dive, userId);
    return [
      ...dive.palanquees
        .filter((palanquee) => palanquee !== from)
        .map((palanquee) => ({
          destination: { palanquee: palanquee.number },
          label: palanqueeLabel(palanquee),
          disabled: !hasRoom(palanquee),
        })),
      { destination: 'new' as const, label: t('divePlanEditor.member.toNewPalanquee') },
      ...(from ? [{ destination: 'unassigned' as const, label: t('divePlanEditor.unassigned.title') }] : []),
    ];
  };

  const announcements: Announcements = useMemo(() => {
    const name = (data: unknown) => draggedOf(data)?.name ?? '';
    const target = (data: unknown) => dropOf(data)?.label ?? '';
    return {
      onDragStart: ({ active }) => t('divePlanEditor.drag.picked', { name: name(active.data.current) }),
      onDragOver: ({ active, over }) =>
        over
          ? t('divePlanEditor.drag.over', {
              name: name(active.data.current),
              target: target(over.data.current),
            })
          : t('divePlanEditor.drag.outside', { name: name(active.data.current) }),
      onDragEnd: ({ active, over }) =>
        over
          ? t('divePlanEditor.drag.dropped', {
              name: name(active.data.current),
              target: target(over.data.current),
            })
          : t('divePlanEditor.drag.cancelled', { name: name(active.data.current) }),
      onDragCancel: ({ active }) => t('divePlanEditor.drag.cancelled', { name: name(active.data.current) }),
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
        screenReaderInstructions: { draggable: t('divePlanEditor.drag.instructions') },
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
            dropData={{ label: t('divePlanEditor.unassigned.title'), destination: 'unassigned' }}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8, lg: 9 }}>
          {dive.palanquees.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('divePlanEditor.palanquee.none')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              {dive.palanquees.map((palanquee) => {
                const check = checks.get(palanquee.number);
                if (!check) return null;
                return (
                  <PalanqueeCard
                    key={palanquee.number}
                    palanquee={palanquee}
                    check={check}
                    people={people}
                    dropData={{
                      label: palanqueeLabel(palanquee),
                      destination: { palanquee: palanquee.number },
                    }}
                    choicesFor={choicesFor}
                    onChange={(settings) =>
                      onDive((current) => updatePalanquee(current, palanquee.number, settings))
                    }
                    onMove={moveByMenu}
                    onRole={(userId, role: PalanqueeRole) =>
                      onDive((current) => setMemberRole(current, userId, role))
                    }
                    onRemove={() => onDive((current) => removePalanquee(current, palanquee.number))}
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
