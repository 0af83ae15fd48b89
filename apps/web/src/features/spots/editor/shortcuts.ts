import { useEffect, useSyncExternalStore } from 'react';
import type { EditorModel, EditorState } from './model.ts';

interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

const typingIn = (target: EventTarget | null) =>
  typeof HTMLElement !== 'undefined' &&
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo; never while typing in a field, where the
 * browser's own undo of the text applies.
 */
export function historyShortcut(press: KeyPress): 'undo' | 'redo' | null {
  if (!(press.ctrlKey || press.metaKey) || press.altKey || typingIn(press.target)) return null;
  const key = press.key.toLowerCase();
  if (key === 'z') return press.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && press.ctrlKey && !press.shiftKey) return 'redo';
  return null;
}

export function useEditorState(model: EditorModel): EditorState {
  return useSyncExternalStore(model.subscribe, model.getState);
}

export function useHistoryShortcuts(model: EditorModel): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const action = historyShortcut(event);
      if (!action) return;
      event.preventDefault();
      if (action === 'undo') model.undo();
      else model.redo();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [model]);
}
