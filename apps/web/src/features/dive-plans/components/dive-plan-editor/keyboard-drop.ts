import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

export interface DropRect {
  top: number;
  left: number;
  width: number;
  height: number;
}

/** Rows closer than this are one row of the grid (cards of a row differ by a pixel or two). */
const SAME_ROW_PX = 8;

/**
 * The drop target `step` places away from `overId` in reading order (rows top to bottom, each left to
 * right), wrapping at the ends; the first (or last) one when the diver is over none yet.
 */
export function nextDropTarget<Target extends { id: string | number; rect: DropRect }>(
  targets: readonly Target[],
  overId: string | number | null,
  step: 1 | -1,
): Target | undefined {
  const ordered = [...targets].sort((a, b) =>
    Math.abs(a.rect.top - b.rect.top) < SAME_ROW_PX ? a.rect.left - b.rect.left : a.rect.top - b.rect.top,
  );
  if (ordered.length === 0) return undefined;
  const at = ordered.findIndex((target) => target.id === overId);
  if (at === -1) return step === 1 ? ordered[0] : ordered.at(-1);
  return ordered[(at + step + ordered.length) % ordered.length];
}

const STEPS: Record<string, 1 | -1> = {
  [KeyboardCode.Down]: 1,
  [KeyboardCode.Right]: 1,
  [KeyboardCode.Up]: -1,
  [KeyboardCode.Left]: -1,
};

/**
 * Arrow keys while a diver is picked up with the keyboard jump from one palanquée (or "Non placés") to the
 * next, instead of dnd-kit's default 25 pixels a press: the dragged diver's middle is put on the
 * target's middle, which the collision detection then reads as over it.
 */
export const dropTargetCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = STEPS[event.code];
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === undefined || !collisionRect) return undefined;
  event.preventDefault();
  const targets = droppableContainers.getEnabled().flatMap((container) => {
    const rect = droppableRects.get(container.id);
    return rect ? [{ id: container.id, rect }] : [];
  });
  const target = nextDropTarget(targets, over?.id ?? null, step);
  if (!target) return undefined;
  return {
    x: target.rect.left + target.rect.width / 2 - collisionRect.width / 2,
    y: target.rect.top + target.rect.height / 2 - collisionRect.height / 2,
  };
};
