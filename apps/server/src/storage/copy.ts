import { pipeline, type Readable, Transform } from 'node:stream';
import { assertSafeKey, type FileStore, type StoredEntry } from '../platform/files/storage.ts';

/**
 * Copies every file of one store to another (a local folder to a bucket, or back) under the same keys.
 * Resumable and idempotent: a file already on the target with the same size is left alone, so a run
 * that stopped half-way is finished by running it again. Nothing is ever deleted on either side.
 */

export interface FileCount {
  files: number;
  bytes: number;
}

export interface CopyProgress {
  filesDone: number;
  filesToCopy: number;
  /** Includes the bytes of large files being copied now, as they go. */
  bytesDone: number;
  bytesToCopy: number;
}

export interface CopyReport {
  from: string;
  to: string;
  /** What each side holds once the copy is done (listed again). */
  source: FileCount;
  target: FileCount;
  copied: FileCount;
  alreadyThere: FileCount;
  /** Listed on the source, gone when their turn came (removed meanwhile): not copied. */
  vanished: string[];
  /** Names on the source that are no storage key (stray files in the folder): never served, not copied. */
  notStorageKeys: string[];
  /** Source keys the target lacks after the copy, and those whose size differs there: should be none. */
  missingOnTarget: string[];
  differingOnTarget: string[];
  /** Files on the target that the source lacks: left alone. */
  onlyOnTarget: number;
}

/** A copy that stopped on an error: what was copied before it, for the message. */
export class CopyInterrupted extends Error {
  readonly progress: CopyProgress;
  constructor(progress: CopyProgress, cause: unknown) {
    super(
      `copy stopped after ${progress.filesDone} of ${progress.filesToCopy} files: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
    this.progress = progress;
  }
}

const isStorageKey = (key: string) => {
  try {
    assertSafeKey(key);
    return true;
  } catch {
    return false;
  }
};

const total = (entries: readonly StoredEntry[]): FileCount => ({
  files: entries.length,
  bytes: entries.reduce((sum, entry) => sum + entry.size, 0),
});

export async function copyFiles(options: {
  from: FileStore;
  to: FileStore;
  /** Files copied at a time. */
  concurrency?: number;
  /** Called once the work is known (nothing done yet), then as files and bytes are copied. */
  onProgress?: (progress: CopyProgress) => void;
}): Promise<CopyReport> {
  const { from, to } = options;
  const [sourceListed, targetListed] = await Promise.all([from.listSizes(''), to.listSizes('')]);
  const notStorageKeys = sourceListed.filter((entry) => !isStorageKey(entry.key)).map((entry) => entry.key);
  const sizeOnTarget = new Map(targetListed.map((entry) => [entry.key, entry.size]));
  const toCopy: StoredEntry[] = [];
  const alreadyThere: StoredEntry[] = [];
  for (const entry of sourceListed) {
    if (!isStorageKey(entry.key)) continue;
    (sizeOnTarget.get(entry.key) === entry.size ? alreadyThere : toCopy).push(entry);
  }

  const progress: CopyProgress = {
    filesDone: 0,
    filesToCopy: toCopy.length,
    bytesDone: 0,
    bytesToCopy: total(toCopy).bytes,
  };
  const report = () => options.onProgress?.({ ...progress });
  report();

  const copied: StoredEntry[] = [];
  const vanished: string[] = [];
  const failures: unknown[] = [];
  let next = 0;
  const copyOne = async (entry: StoredEntry) => {
    const file = await from.read(entry.key);
    if (!file) {
      vanished.push(entry.key);
      progress.bytesDone += entry.size;
      return;
    }
    if (Buffer.isBuffer(file.body)) {
      await to.put(entry.key, file.body);
      progress.bytesDone += file.body.length;
    } else {
      let streamed = 0;
      const body = counting(file.body, (bytes) => {
        streamed += bytes;
        progress.bytesDone += bytes;
        report();
      });
      try {
        await to.putStream(entry.key, body);
      } catch (error) {
        body.destroy();
        progress.bytesDone -= streamed;
        throw error;
      }
    }
    copied.push({ key: entry.key, size: file.size });
  };
  const worker = async () => {
    while (failures.length === 0 && next < toCopy.length) {
      const entry = toCopy[next++] as StoredEntry;
      try {
        await copyOne(entry);
        progress.filesDone += 1;
        report();
      } catch (error) {
        failures.push(error);
      }
    }
  };
  const workers = Math.max(1, Math.min(options.concurrency ?? 4, toCopy.length));
  await Promise.all(Array.from({ length: workers }, worker));
  if (failures.length > 0) throw new CopyInterrupted({ ...progress }, failures[0]);

  const [sourceAfter, targetAfter] = await Promise.all([from.listSizes(''), to.listSizes('')]);
  const targetSizes = new Map(targetAfter.map((entry) => [entry.key, entry.size]));
  const sourceKeys = new Set(sourceAfter.map((entry) => entry.key));
  const comparable = sourceAfter.filter((entry) => isStorageKey(entry.key));
  return {
    from: from.description,
    to: to.description,
    source: total(comparable),
    target: total(targetAfter),
    copied: total(copied),
    alreadyThere: total(alreadyThere),
    vanished,
    notStorageKeys,
    missingOnTarget: comparable.filter((entry) => !targetSizes.has(entry.key)).map((entry) => entry.key),
    differingOnTarget: comparable
      .filter((entry) => targetSizes.has(entry.key) && targetSizes.get(entry.key) !== entry.size)
      .map((entry) => entry.key),
    onlyOnTarget: targetAfter.filter((entry) => !sourceKeys.has(entry.key)).length,
  };
}

/** The same stream, telling how many bytes went through; ending either end ends the other. */
function counting(body: Readable, onBytes: (bytes: number) => void): Readable {
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      onBytes(chunk.length);
      done(null, chunk);
    },
  });
  pipeline(body, counter, () => {});
  return counter;
}
