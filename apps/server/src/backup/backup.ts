import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { clubs } from '../db/schema/clubs.ts';
import { quoteIdentifier, tableInfo } from '../db/tables.ts';
import { clubFileFolders } from '../modules/clubs/club-files.ts';
import type { Database } from '../platform/data/db.ts';
import type { FileStore } from '../platform/files/storage.ts';
import {
  ARCHIVE_FORMAT,
  ARCHIVE_VERSION,
  currentMigration,
  type Manifest,
  queryRows,
  type Row,
  referencedFileKeys,
} from './archive.ts';
import { backupScope, readClubRows } from './scope.ts';

export class BackupError extends Error {}

/**
 * Writes one club's rows and files into a .tar.gz archive at `file`, read in one repeatable-read
 * transaction so the rows are consistent with each other even while the server keeps writing.
 */
export async function backupClub(options: {
  db: Database;
  store: FileStore;
  alias: string;
  file: string;
}): Promise<Manifest> {
  const { db, store } = options;
  const staging = await mkdtemp(path.join(tmpdir(), 'club-backup-'));
  try {
    const manifest = await db.transaction(
      async (tx) => {
        const [club] = await tx.select().from(clubs).where(eq(clubs.alias, options.alias.toLowerCase()));
        if (!club) throw new BackupError(`No club has the alias "${options.alias}"`);
        const tables: Manifest['tables'] = {};
        const allRows: Row[] = [];
        for (const table of backupScope.tables) {
          const { info } = table;
          const rows = await readClubRows(tx, table, club.id);
          await writeJson(path.join(staging, 'tables', `${info.name}.json`), rows);
          tables[info.name] = { columns: info.columns, rows: rows.length };
          allRows.push(...rows);
        }
        for (const name of backupScope.referenceTables) {
          const order = tableInfo(name)
            .primaryKey.map((column) => `t.${quoteIdentifier(column)}`)
            .join(', ');
          const [result] = await queryRows<{ rows: Row[] }>(
            tx,
            sql.raw(
              `select coalesce(json_agg(t order by ${order}), '[]'::json) as rows from ${quoteIdentifier(name)} t`,
            ),
          );
          await writeJson(path.join(staging, 'reference', `${name}.json`), result?.rows ?? []);
        }

        const folders = await clubFileFolders(tx, club.id);
        const listed = (await Promise.all(folders.map((folder) => store.list(folder)))).flat();
        const keys = [...new Set([...listed, ...referencedFileKeys(allRows)])].sort();
        const missingFiles: string[] = [];
        let files = 0;
        for (const key of keys) {
          const file = await store.read(key);
          if (!file) {
            missingFiles.push(key);
            continue;
          }
          const target = path.join(staging, 'files', ...key.split('/'));
          await mkdir(path.dirname(target), { recursive: true });
          // Large files (models, videos) come as a stream: never whole in memory.
          if (Buffer.isBuffer(file.body)) await writeFile(target, file.body);
          else await pipeline(file.body, createWriteStream(target));
          files += 1;
        }
        const result: Manifest = {
          format: ARCHIVE_FORMAT,
          version: ARCHIVE_VERSION,
          createdAt: new Date().toISOString(),
          migration: currentMigration(),
          club: { id: club.id, alias: club.alias, name: club.name },
          tables,
          referenceTables: backupScope.referenceTables,
          files,
          missingFiles,
        };
        return result;
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
    await writeJson(path.join(staging, 'manifest.json'), manifest);
    await mkdir(path.dirname(options.file), { recursive: true });
    const partial = `${options.file}.partial`;
    await tar.create({ gzip: true, portable: true, file: partial, cwd: staging }, await entries(staging));
    await rename(partial, options.file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, JSON.stringify(value));
}

async function entries(staging: string): Promise<string[]> {
  return (await readdir(staging)).sort((a, b) =>
    a === 'manifest.json' ? -1 : b === 'manifest.json' ? 1 : 0,
  );
}
