/**
 * Memory given back once a crowd has gone. Under load V8 grows its heaps and keeps the pages it
 * freed for the next burst; an idle server collects no garbage at all, so a server that served a
 * crowd kept its size for good (issue 18's crowd: 371 MB idle, 518 MB after the crowd, still 518 MB a
 * minute later). A memory-reducing collection of every thread once the server has been idle a while
 * brought it to 311 MB.
 */
import type { EventEmitter } from 'node:events';

/** How long without a request before the memory is given back. */
export const IDLE_BEFORE_COLLECTING_MS = 5_000;

type CollectGarbage = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;

/**
 * A full, memory-reducing garbage collection of this thread (V8's "last resort": the collections it
 * runs when memory is short, which also hand its freed pages back to the system). Only when Node was
 * started with `--expose-gc`, as the start script does; otherwise nothing.
 */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: CollectGarbage }).gc;
  gc?.({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}

/**
 * Runs `collect` once the server has had no request for `idleMs` after serving some: once per busy
 * spell, never while requests come. A collection pauses the thread some tens of milliseconds, which a
 * request arriving just then waits for.
 */
export function reduceMemoryWhenIdle(options: {
  server: EventEmitter;
  collect: () => Promise<void>;
  idleMs?: number;
}): { stop(): void } {
  const idleMs = options.idleMs ?? IDLE_BEFORE_COLLECTING_MS;
  let servedSinceCollected = false;
  let lastRequestAt = 0;
  let collecting = false;
  const onRequest = () => {
    servedSinceCollected = true;
    lastRequestAt = Date.now();
  };
  options.server.on('request', onRequest);
  const check = setInterval(
    () => {
      if (!servedSinceCollected || collecting || Date.now() - lastRequestAt < idleMs) return;
      servedSinceCollected = false;
      collecting = true;
      options
        .collect()
        // A database thread already closed (the server stopping) has nothing to give back.
        .catch(() => {})
        .finally(() => {
          collecting = false;
        });
    },
    Math.max(100, Math.floor(idleMs / 5)),
  );
  check.unref();
  return {
    stop() {
      clearInterval(check);
      options.server.off('request', onRequest);
    },
  };
}
