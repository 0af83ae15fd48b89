import { humanFileSize } from '@club/shared/domain/file-size';
import { Presets, SingleBar } from 'cli-progress';
import { type Config, loadConfig } from '../config.ts';
import { localFilesFolder } from '../platform/files/file-stores.ts';
import { createLocalFileStore, type FileStore } from '../platform/files/storage.ts';
import { createS3FileStore } from '../platform/files/storage-s3.ts';
import { CopyInterrupted, type CopyProgress, type CopyReport, copyFiles } from './copy.ts';

/**
 * `npm run storage:copy -w @club/server -- --to s3` copies DATA_DIR/files into the bucket of the S3_*
 * settings; `--to local` copies the bucket into DATA_DIR/files. STORAGE is not read: both stores are
 * built from the configuration. Run it again after a stop: it copies only what the target lacks.
 */

const usage = [
  'usage: npm run storage:copy -w @club/server -- --to s3|local [--concurrency N]',
  '  --to s3      copies every file of DATA_DIR/files into the bucket named by S3_BUCKET (and S3_*)',
  '  --to local   copies every file of that bucket into DATA_DIR/files',
  '  Files already on the target with the same size are skipped; nothing is ever deleted.',
].join('\n');

/** Without a terminal, one line per this many files (or per LINE_EVERY_MS, whichever comes first). */
const LINE_EVERY_FILES = 100;
const LINE_EVERY_MS = 10_000;
/** Keys listed by name in the final count; the rest are counted. */
const KEYS_SHOWN = 20;

interface Arguments {
  to: 's3' | 'local';
  concurrency: number;
}

function parseArguments(argv: string[]): Arguments | null {
  let to: string | undefined;
  let concurrency = 4;
  for (let index = 0; index < argv.length; index += 1) {
    const [flag = '', inline] = (argv[index] ?? '').split('=', 2);
    const value = inline ?? argv[++index];
    if (flag === '--to') to = value;
    else if (flag === '--concurrency' && /^\d+$/.test(value ?? '')) concurrency = Number(value);
    else return null;
  }
  if ((to !== 's3' && to !== 'local') || concurrency < 1 || concurrency > 32) return null;
  return { to, concurrency };
}

/** The configuration with the bucket's settings, whatever STORAGE says; null (said why) without them. */
function configWithBucket(): Config | null {
  try {
    return loadConfig({ ...process.env, STORAGE: 's3' });
  } catch (error) {
    const message = (error as Error).message;
    console.error(
      message.includes('S3_BUCKET')
        ? 'storage:copy needs the bucket: set S3_BUCKET, and S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, ' +
            'S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE as the servers will have them.'
        : message,
    );
    return null;
  }
}

const done = (progress: CopyProgress) =>
  `${progress.filesDone}/${progress.filesToCopy} files, ` +
  `${humanFileSize(progress.bytesDone)} / ${humanFileSize(progress.bytesToCopy)}`;

/** A bar on a terminal; otherwise a plain line now and then, with no control codes for the logs. */
function progressDisplay(output: NodeJS.WriteStream) {
  if (output.isTTY) {
    const bar = new SingleBar(
      {
        stream: output,
        format: '{bar} {percentage}% | {files} files | {bytes} | ETA {eta_formatted}',
        hideCursor: true,
      },
      Presets.shades_classic,
    );
    let started = false;
    return {
      update(progress: CopyProgress) {
        const payload = {
          files: `${progress.filesDone}/${progress.filesToCopy}`,
          bytes: `${humanFileSize(progress.bytesDone)} / ${humanFileSize(progress.bytesToCopy)}`,
        };
        if (!started) {
          if (progress.filesToCopy === 0) return;
          bar.start(Math.max(progress.bytesToCopy, 1), 0, payload);
          started = true;
        }
        bar.update(progress.bytesDone, payload);
      },
      stop: () => started && bar.stop(),
    };
  }
  let printedFiles = -1;
  let printedAt = 0;
  return {
    update(progress: CopyProgress) {
      const now = Date.now();
      const due =
        printedFiles === -1 ||
        progress.filesDone - printedFiles >= LINE_EVERY_FILES ||
        now - printedAt >= LINE_EVERY_MS ||
        (progress.filesDone === progress.filesToCopy && progress.filesDone !== printedFiles);
      if (!due) return;
      output.write(
        printedFiles === -1
          ? `to copy: ${progress.filesToCopy} files, ${humanFileSize(progress.bytesToCopy)}\n`
          : `copied ${done(progress)}\n`,
      );
      printedFiles = progress.filesDone;
      printedAt = now;
    },
    stop() {},
  };
}

const count = (files: number, bytes: number) => `${files} files, ${humanFileSize(bytes)}`;

function listKeys(title: string, keys: string[]) {
  if (keys.length === 0) return;
  console.log(`${title}: ${keys.length}`);
  for (const key of keys.slice(0, KEYS_SHOWN)) console.log(`  ${key}`);
  if (keys.length > KEYS_SHOWN) console.log(`  … and ${keys.length - KEYS_SHOWN} more`);
}

function printReport(report: CopyReport) {
  const unequal = report.missingOnTarget.length + report.differingOnTarget.length;
  console.log(`Source         ${report.from}: ${count(report.source.files, report.source.bytes)}`);
  console.log(`Target         ${report.to}: ${count(report.target.files, report.target.bytes)}`);
  console.log(`Copied now     ${count(report.copied.files, report.copied.bytes)}`);
  console.log(`Already there  ${count(report.alreadyThere.files, report.alreadyThere.bytes)}`);
  console.log(
    `Missing on the target ${report.missingOnTarget.length}, differing in size ${report.differingOnTarget.length}`,
  );
  listKeys('Missing on the target', report.missingOnTarget);
  listKeys('Differing in size on the target', report.differingOnTarget);
  listKeys('Removed from the source during the copy, not copied', report.vanished);
  listKeys('Not storage keys (stray files in the source), not copied', report.notStorageKeys);
  if (report.onlyOnTarget > 0)
    console.log(`${report.onlyOnTarget} files on the target that the source lacks were left alone.`);
  console.log(
    unequal === 0
      ? 'Both sides hold the same files.'
      : 'The sides differ (files written during the copy?): run the same command again.',
  );
}

async function main(argv: string[]): Promise<number> {
  const parsed = parseArguments(argv);
  if (!parsed) {
    console.error(usage);
    return 2;
  }
  const config = configWithBucket();
  if (config?.storage.kind !== 's3') return 2;
  const local = createLocalFileStore(localFilesFolder(config.dataDir));
  const bucket = createS3FileStore(config.storage);
  const [from, to]: [FileStore, FileStore] = parsed.to === 's3' ? [local, bucket] : [bucket, local];
  try {
    for (const store of [from, to]) {
      try {
        await store.check();
      } catch (error) {
        console.error(`Cannot reach the ${store.description}: ${(error as Error).message || error}`);
        return 1;
      }
    }
    console.log(`Copying every file from the ${from.description} to the ${to.description}`);
    const display = progressDisplay(process.stdout);
    let report: CopyReport;
    try {
      report = await copyFiles({ from, to, concurrency: parsed.concurrency, onProgress: display.update });
    } catch (error) {
      display.stop();
      if (!(error instanceof CopyInterrupted)) throw error;
      console.error(`${error.message}\nNothing was deleted: run the same command again to copy the rest.`);
      return 1;
    }
    display.stop();
    if (report.source.files === 0)
      console.warn(`The ${from.description} holds no files: is that the right one?`);
    printReport(report);
    return report.missingOnTarget.length + report.differingOnTarget.length > 0 ? 1 : 0;
  } finally {
    local.close();
    bucket.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
