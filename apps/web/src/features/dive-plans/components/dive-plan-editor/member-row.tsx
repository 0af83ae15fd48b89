import { aptitudeLabel, highestAptitudes } from '@club/shared/domain/aptitudes';
import { PALANQUEE_ROLES, type PalanqueeRole } from '@club/shared/domain/dive-plan';
import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Badge, Button, Group, Menu, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AptitudeBadges } from '../../../../components/divers/aptitude-badges.tsx';
import classes from './dive-plan-editor.module.css';
import type { DivePlanPeople, DivePlanPerson } from './dive-plan-people.ts';
import type { Destination } from './palanquee-moves.ts';
import { PaperProblemBadges } from './paper-problem-badges.tsx';

/** A place the "Déplacer vers…" menu offers. */
export interface MoveChoice {
  destination: Destination;
  label: string;
  disabled?: boolean;
}

/** What a dragged diver carries, for the drop and the screen reader's announcements. */
export interface DraggedDiver {
  userId: number;
  name: string;
}

/** What a drop target carries: its name for the announcements, where a diver dropped on it goes. */
export interface DropData {
  label: string;
  destination: Destination;
}

export const dragIdOf = (userId: number) => `diver:${userId}`;

function GripIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" focusable="false">
      {[4, 9, 14].flatMap((y) =>
        [6, 12].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="1.6" fill="currentColor" />),
      )}
    </svg>
  );
}

/** What the diver asked for at sign-up, in a few words ("Vers PE-40 · nitrox · binôme : Léa Marin"). */
function wishText(t: TFunction, person: DivePlanPerson, people: DivePlanPeople): string {
  const wishes = person.wishes;
  if (!wishes) return '';
  const toward = wishes.Training_toward;
  const parts = [
    wishes.Intent === 'train' && toward !== null
      ? t('divePlanEditor.wish.toward', { aptitude: aptitudeLabel(toward) })
      : wishes.Intent !== 'explore'
        ? t(`divePlanEditor.wish.${wishes.Intent}`)
        : null,
    wishes.Gas === 'nitrox' ? t('divePlanEditor.gas.nitrox') : null,
    wishes.Buddy_id === null
      ? null
      : t('divePlanEditor.wish.buddy', { name: people.get(wishes.Buddy_id)?.name ?? '?' }),
  ];
  return parts.filter(Boolean).join(' · ');
}

/** Where the menu's button of a diver is, to give them the focus back after a move re-renders their row. */
export const moveButtonOf = (userId: number) =>
  document.querySelector<HTMLElement>(`[data-move-diver="${userId}"]`);

export function MoveMenu({
  userId,
  name,
  choices,
  onMove,
}: {
  userId: number;
  name: string;
  choices: MoveChoice[];
  onMove(destination: Destination): void;
}) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" shadow="md" withinPortal>
      <Menu.Target>
        <Button
          variant="light"
          size="sm"
          aria-label={t('divePlanEditor.member.moveToOf', { name })}
          data-move-diver={userId}
        >
          {t('divePlanEditor.member.moveTo')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {choices.map((choice) => (
          <Menu.Item
            key={typeof choice.destination === 'object' ? choice.destination.palanquee : choice.destination}
            className={classes.menuItem}
            disabled={choice.disabled}
            onClick={() => onMove(choice.destination)}
          >
            {choice.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * A diver on the board, in a palanquée (with their role) or not placed (with why): a handle to drag them, the
 * menu to move them (the way that works everywhere, keyboard and screen reader included).
 */
export function MemberRow({
  person,
  people,
  palanqueeRole,
  onRole,
  note,
  choices,
  onMove,
}: {
  person: DivePlanPerson;
  people: DivePlanPeople;
  /** In a palanquée: their role; null for someone not placed. */
  palanqueeRole: PalanqueeRole | null;
  onRole?(role: PalanqueeRole): void;
  /** Under the name: why someone is not placed. */
  note?: ReactNode;
  choices: MoveChoice[];
  onMove(destination: Destination): void;
}) {
  const { t } = useTranslation();
  const dragged: DraggedDiver = { userId: person.userId, name: person.name };
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragIdOf(person.userId),
    data: dragged,
  });
  const wishes = wishText(t, person, people);
  return (
    <Paper
      withBorder
      radius="sm"
      p="xs"
      component="li"
      className={classes.member}
      data-dragging={isDragging}
      data-testid="board-diver"
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <ActionIcon
            ref={setNodeRef}
            variant="subtle"
            color="gray"
            size="xl"
            className={classes.handle}
            aria-label={t('divePlanEditor.member.dragHandle', { name: person.name })}
            {...attributes}
            {...listeners}
          >
            <GripIcon />
          </ActionIcon>
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group gap={6} wrap="wrap">
              <Text size="sm" fw={600}>
                {person.name}
              </Text>
              {person.minor && (
                <Badge size="xs" color="grape" variant="light">
                  {t('divePlanEditor.member.minor')}
                </Badge>
              )}
              {!person.participant && (
                <Badge size="xs" color="red" variant="light">
                  {t('divePlanEditor.member.notParticipant')}
                </Badge>
              )}
              <PaperProblemBadges name={person.name} problems={person.paperProblems} />
            </Group>
            <AptitudeBadges
              aptitudes={highestAptitudes(person.aptitudes)}
              label={t('aptitudes.listOf', { name: person.name })}
              size="xs"
            />
            {wishes !== '' && (
              <Text size="xs" c="dimmed">
                {wishes}
              </Text>
            )}
            {note}
          </Stack>
        </Group>
        <Group gap="xs" wrap="wrap" justify="flex-end">
          {palanqueeRole !== null && onRole && (
            <NativeSelect
              size="sm"
              aria-label={t('divePlanEditor.member.roleOf', { name: person.name })}
              value={palanqueeRole}
              onChange={(event) => onRole(event.currentTarget.value as PalanqueeRole)}
              data={PALANQUEE_ROLES.map((value) => ({ value, label: t(`divePlanEditor.role.${value}`) }))}
              style={{ flex: '1 1 8rem', maxWidth: '14rem' }}
            />
          )}
          <MoveMenu userId={person.userId} name={person.name} choices={choices} onMove={onMove} />
        </Group>
      </Stack>
    </Paper>
  );
}
