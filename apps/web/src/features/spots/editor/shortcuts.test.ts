import { describe, expect, it } from 'vitest';
import { historyShortcut } from './shortcuts.ts';

const press = (
  key: string,
  keys: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>>,
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  target: null,
  ...keys,
});

describe('historyShortcut', () => {
  it('reads Ctrl/Cmd+Z as undo, with Shift or Ctrl+Y as redo', () => {
    expect(historyShortcut(press('z', { ctrlKey: true }))).toBe('undo');
    expect(historyShortcut(press('z', { metaKey: true }))).toBe('undo');
    expect(historyShortcut(press('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('Z', { metaKey: true, shiftKey: true }))).toBe('redo');
    expect(historyShortcut(press('y', { ctrlKey: true }))).toBe('redo');
  });

  it('ignores plain keys and other combinations', () => {
    expect(historyShortcut(press('z', {}))).toBeNull();
    expect(historyShortcut(press('z', { ctrlKey: true, altKey: true }))).toBeNull();
    expect(historyShortcut(press('a', { ctrlKey: true }))).toBeNull();
  });
});
