import path from 'node:path';
import { loadConfig } from '../config.ts';
import { DataDirInUseError } from '../platform/data/data-dir-lock.ts';
import { type DatabaseHandle, openDatabase } from '../platform/data/db.ts';
import { createConfiguredFileStore } from '../platform/files/file-stores.ts';
import { ensureReferenceData } from '../seed/reference-data.ts';
import { BackupError, backupClub } from './backup.ts';
import { RestoreError, restoreClub } from './restore.ts';

/**
 * `npm run backup -- <alias> [archive.tar.gz]` and `npm run restore -- <archive.tar.gz> [--replace]`,
 * on the installation that DATA_DIR and DATABASE_URL name, as the server reads them. With the embedded
 * database, stop the server first: PGlite allows one process at a time.
 */

const usage = [
  'usage: npm run backup -- <club alias> [archive.tar.gz]',
  '       npm run restore -- <archive.tar.gz> [--replace]',
].join('\n');

/** npm runs workspace scripts in apps/server; paths given on the command line are the caller's. */
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const flags = rest.filter((arg) => arg.startsWith('--'));
  const args = rest.filter((arg) => !arg.startsWith('--'));
  const unknownFlags = flags.filter((flag) => flag !== '--replace' || command !== 'restore');
  if ((command !== 'backup' && command !== 'restore') || args.length < 1 || unknownFlags.length > 0) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  let database: DatabaseHandle;
  try {
    database = openDatabase(config);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    return 1;
  }
  const store = createConfiguredFileStore(config);
  try {
    await database.migrate();
    await ensureReferenceData(database.db);
    if (command === 'backup') {
      const alias = args[0] ?? '';
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = fromCaller(args[1] ?? path.join('backups', `${alias}-${stamp}.tar.gz`));
      const manifest = await backupClub({ db: database.db, store, alias, file });
      const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Club "${manifest.club.alias}" (id ${manifest.club.id}): ${rows} rows, ${manifest.files} files`,
      );
      for (const key of manifest.missingFiles)
        console.warn(`  missing from the file store, not saved: ${key}`);
      console.log(`Written to ${file}`);
    } else {
      const file = fromCaller(args[0] ?? '');
      const report = await restoreClub({
        db: database.db,
        store,
        file,
        replace: flags.includes('--replace'),
      });
      const rows = Object.values(report.tables).reduce((sum, count) => sum + count, 0);
      console.log(
        `Club "${report.club.alias}" (id ${report.club.id}) ${report.replaced ? 'replaced' : 'restored'}: ` +
          `${rows} rows, ${report.files} files`,
      );
      for (const cleared of report.clearedReferences) {
        console.log(
          `  ${cleared.table}.${cleared.column}: ${cleared.rows} references to rows missing here emptied`,
        );
      }
      for (const skipped of report.skippedRows) {
        console.log(`  ${skipped.table}: ${skipped.rows} rows skipped (they need rows missing here)`);
      }
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof RestoreError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
