import { useSyncExternalStore } from 'react';
import {
  type OfflineArea,
  readOfflineArea,
  removeOfflineArea,
  type SaveProgress,
  saveArea,
} from './save-area.ts';

/**
 * The one download of the offline area a page runs, kept outside the popup: closing it does not stop
 * the download, reopening it shows where it is.
 */
export type AreaDownload = {
  /** What is saved on this device; undefined until read. */
  saved: OfflineArea | null | undefined;
  /** The download under way; null when none is. */
  progress: SaveProgress | null;
  /** The last download or removal failed as a whole (storage full or refused). */
  failed: boolean;
};

let state: AreaDownload = { saved: undefined, progress: null, failed: false };
let controller: AbortController | null = null;
const listeners = new Set<() => void>();

function update(change: Partial<AreaDownload>) {
  state = { ...state, ...change };
  for (const listener of listeners) listener();
}

function readSaved() {
  readOfflineArea()
    .then((saved) => update({ saved }))
    .catch(() => update({ saved: null }));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (state.saved === undefined) readSaved();
  return () => listeners.delete(listener);
}

export function useAreaDownload(): AreaDownload {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}

type DownloadOptions = Omit<Parameters<typeof saveArea>[0], 'signal' | 'onProgress'>;

export function startAreaDownload(options: DownloadOptions): void {
  if (controller !== null) return;
  const running = new AbortController();
  controller = running;
  // Asked once: a browser may then keep the offline area when the device runs short of space.
  void navigator.storage?.persist?.().catch(() => false);
  update({ failed: false, progress: { done: 0, total: options.items.length, bytes: 0, failed: 0 } });
  saveArea({ ...options, signal: running.signal, onProgress: (progress) => update({ progress }) })
    .then((saved) => update({ saved, progress: null }))
    .catch(() => {
      update({ failed: true, progress: null });
      // Part of it may be stored: what is, is read again.
      readSaved();
    })
    .finally(() => {
      controller = null;
    });
}

export function stopAreaDownload(): void {
  controller?.abort();
}

export function removeArea(): void {
  removeOfflineArea()
    .then(() => update({ saved: null, failed: false }))
    .catch(() => update({ failed: true }));
}
