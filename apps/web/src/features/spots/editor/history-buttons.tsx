import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorModel, EditorState } from './model.ts';

/** A curved arrow pointing back (undo), mirrored for redo. */
function HistoryArrow({ mirrored }: { mirrored?: boolean }) {
  return (
    <svg
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={mirrored ? { transform: 'scaleX(-1)' } : undefined}
    >
      <path d="M9 14 4 9l5-5" />
      <path d="M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
    </svg>
  );
}

/** Undo and redo of the editor's changes (Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z do the same). */
export function HistoryButtons({ model, state }: { model: EditorModel; state: EditorState }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('spots.editor.undo')}
        title={`${t('spots.editor.undo')} (Ctrl+Z)`}
        disabled={!state.canUndo}
        onClick={() => model.undo()}
      >
        <HistoryArrow />
      </ActionIcon>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={t('spots.editor.redo')}
        title={`${t('spots.editor.redo')} (Ctrl+Shift+Z)`}
        disabled={!state.canRedo}
        onClick={() => model.redo()}
      >
        <HistoryArrow mirrored />
      </ActionIcon>
    </Group>
  );
}
