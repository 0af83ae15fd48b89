import { errorCodes } from '@club/shared/api/errors';
import type { InterfaceLanguage } from '@club/shared/constants';
import { Piscina } from 'piscina';
import { AppError } from '../../platform/http/errors.ts';
import type { SafetySheetData } from './safety-sheet-data.ts';
import type { SafetySheetPdfTask } from './safety-sheet-pdf-worker.ts';

/**
 * Safety sheets are written into PDF in a worker thread, off the event loop that answers every
 * club: a sheet of 60 divers takes about 25 ms once warm and 150 ms cold, and the largest a plan
 * allows (6 dives of 40 palanquées of 8) about a second.
 */

/** Sheets waiting for the worker beyond this are refused at once (429). */
const MAX_WAITING = 16;
/** An idle worker ends after this long; the next sheet starts one again (about half a second). */
const IDLE_WORKER_MS = 30_000;
const TIMEOUT_MS = 20_000;
/** Below the event loop's scheduling priority (nice(2)), as the layers' workers. */
const WORKER_NICE_INCREMENT = 10;

/** Writes safety sheets into PDF in its own worker thread; one per app, ended with it. */
export interface SafetySheetRenderer {
  render(safetySheet: SafetySheetData, language: InterfaceLanguage): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** The worker starts at the first sheet asked for, and ends after IDLE_WORKER_MS without one. */
export function createSafetySheetRenderer(): SafetySheetRenderer {
  const workers = new Piscina<SafetySheetPdfTask, Uint8Array>({
    filename: new URL('./safety-sheet-pdf-worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    maxQueue: MAX_WAITING,
    idleTimeout: IDLE_WORKER_MS,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
    niceIncrement: WORKER_NICE_INCREMENT,
  });
  // A worker that dies with no task is replaced by the pool; without a listener the event would end the
  // server.
  workers.on('error', () => {});
  return {
    async render(safetySheet, language) {
      if (workers.queueSize >= MAX_WAITING) {
        throw new AppError(
          429,
          errorCodes.rateLimited,
          'The server is writing many safety sheets at once: try again in a minute',
        );
      }
      return workers.run({ safetySheet, language }, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    },
    close: () => workers.destroy(),
  };
}
