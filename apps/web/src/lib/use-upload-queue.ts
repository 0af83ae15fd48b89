import { useEffect, useState, useSyncExternalStore } from 'react';
import { currentAlias } from './club-alias.ts';
import { storedLanguage } from './language.ts';
import { readToken } from './session.ts';
import { type QueuedUpload, UploadQueue, xhrTransport } from './upload-queue.ts';

/** The session token and language, as every API call sends them. */
function requestHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'Accept-Language': storedLanguage(), Language: storedLanguage() };
  const token = readToken(currentAlias());
  if (token) headers.Authorization = `Bearer ${token}`;
  return headers;
}

/**
 * An upload queue that lives as long as the component that made it (uploads go on while its popup is
 * closed), with its list of files as React state.
 */
export function useUploadQueue(
  concurrency: number,
  onComplete: (upload: QueuedUpload<File>, text: string, status: number) => void,
): { queue: UploadQueue<File>; uploads: readonly QueuedUpload<File>[] } {
  const [queue] = useState(
    () => new UploadQueue<File>({ transport: xhrTransport(requestHeaders), concurrency }),
  );
  useEffect(() => queue.setConcurrency(concurrency), [queue, concurrency]);
  useEffect(() => {
    queue.onComplete = onComplete;
  }, [queue, onComplete]);
  // The server renders a page with nothing being uploaded: the same snapshot as an idle queue.
  const uploads = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, uploads };
}
