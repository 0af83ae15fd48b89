import { createReadStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, type SQL, sql } from 'drizzle-orm';
import * as tar from 'tar';
import { clubs } from '../db/schema/clubs.ts';
import { quoteIdentifier, type TableInfo, tableInfo } from '../db/tables.ts';
import { clubFileFolders } from '../modules/clubs/club-files.ts';
import { deleteClubRow, listClubFileUrls } from '../modules/clubs/queries.ts';
import type { Database, Executor } from '../platform/data/db.ts';
import { type FileStore, keyOfFileUrl } from '../platform/files/storage.ts';
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, type Manifest, queryRows, type Row } from './archive.ts';
import { backupScope } from './scope.ts';

export class RestoreError extends Error {}

export interface RestoreReport {
  club: { id: number; alias: string; name: string };
  /** Rows inserted per table. */
  tables: Record<string, number>;
  files: number;
  /** Whether a club with the same alias was replaced. */
  replaced: boolean;
  /** References to accounts or rows outside the archive that this installation lacks: emptied. */
  clearedReferences: { table: string; column: string; rows: number }[];
  /** Rows that cannot exist without such a missing row (a super administrator's like): skipped. */
  skippedRows: { table: string; rows: number }[];
}

const INSERT_BATCH = 500;

/**
 * Restores a club from an archive made by `backupClub`, ids kept, in one transaction: nothing is
 * written when anything is refused. A club with the same alias is refused, or replaced with `replace`.
 */
export async function restoreClub(options: {
  db: Database;
  store: FileStore;
  file: string;
  replace?: boolean;
}): Promise<RestoreReport> {
  const staging = await mkdtemp(path.join(tmpdir(), 'club-restore-'));
  try {
    await extract(options.file, staging);
    const manifest = await readManifest(staging);
    const tables = await readTables(staging, manifest);
    await checkReferenceData(options.db, staging, manifest, tables);
    const fileKeys = await listArchivedFiles(path.join(staging, 'files'));

    const { report, staleKeys } = await options.db.transaction(async (tx) => {
      const [existing] = await tx.select().from(clubs).where(eq(clubs.alias, manifest.club.alias));
      let staleKeys: string[] = [];
      if (existing) {
        if (!options.replace) {
          throw new RestoreError(
            `A club with the alias "${manifest.club.alias}" exists here already (id ${existing.id}); ` +
              'restore with --replace to replace it with the archive',
          );
        }
        staleKeys = await clubFileKeys(tx, options.store, existing);
        await deleteClubRow(tx, existing.id);
      }
      const report: RestoreReport = {
        club: manifest.club,
        tables: {},
        files: fileKeys.length,
        replaced: Boolean(existing),
        clearedReferences: [],
        skippedRows: [],
      };
      await detachMissingReferences(tx, tables, report);
      await refuseTakenKeys(tx, tables);
      for (const { info, rows, columns } of tables) {
        for (let start = 0; start < rows.length; start += INSERT_BATCH) {
          await insertRows(tx, info, columns, rows.slice(start, start + INSERT_BATCH));
        }
        report.tables[info.name] = rows.length;
        await advanceSequences(tx, info);
      }
      for (const key of fileKeys) {
        await options.store.putStream(key, createReadStream(path.join(staging, 'files', ...key.split('/'))));
      }
      return { report, staleKeys };
    });
    const restored = new Set(fileKeys);
    for (const key of staleKeys) if (!restored.has(key)) await options.store.remove(key);
    return report;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

interface ArchivedTable {
  info: TableInfo;
  columns: string[];
  rows: Row[];
}

async function extract(file: string, staging: string): Promise<void> {
  try {
    // Plain files and folders only; tar itself refuses absolute paths and `..`.
    await tar.extract({
      file,
      cwd: staging,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new RestoreError(`Cannot read the archive ${file}: ${(error as Error).message}`);
  }
}

async function readManifest(staging: string): Promise<Manifest> {
  const manifest = await readJson<Manifest>(path.join(staging, 'manifest.json'));
  if (
    manifest?.format !== ARCHIVE_FORMAT ||
    typeof manifest.tables !== 'object' ||
    manifest.tables === null
  ) {
    throw new RestoreError('This file is not a club backup');
  }
  if (manifest.version !== ARCHIVE_VERSION) {
    throw new RestoreError(
      `Archive version ${manifest.version} is not supported (this one reads ${ARCHIVE_VERSION})`,
    );
  }
  return manifest;
}

/** The archive's rows in insertion order; refused when they do not fit this installation's schema. */
async function readTables(staging: string, manifest: Manifest): Promise<ArchivedTable[]> {
  const known = new Set(backupScope.tables.map((table) => table.info.name));
  const unknown = Object.keys(manifest.tables).filter((name) => !known.has(name));
  if (unknown.length > 0) {
    throw new RestoreError(
      `The archive has tables this installation lacks (${unknown.join(', ')}): update it first`,
    );
  }
  const result: ArchivedTable[] = [];
  for (const { info } of backupScope.tables) {
    const archived = manifest.tables[info.name];
    if (!archived) continue;
    const extra = archived.columns.filter((column) => !info.columns.includes(column));
    if (extra.length > 0) {
      throw new RestoreError(
        `The archive's ${info.name} has columns this installation lacks: ${extra.join(', ')}`,
      );
    }
    const rows = (await readJson<Row[]>(path.join(staging, 'tables', `${info.name}.json`))) ?? [];
    if (rows.length !== archived.rows) throw new RestoreError(`The archive's ${info.name} is incomplete`);
    result.push({ info, columns: ownedByTheClub(info, archived.columns, rows, manifest.club.id), rows });
  }
  const club = result.find((table) => table.info.name === 'clubs')?.rows;
  if (club?.length !== 1 || club[0]?.id !== manifest.club.id)
    throw new RestoreError('The archive holds no club');
  return result;
}

/**
 * The columns to restore of a table's rows, each row checked to be the club's. An archive made before
 * the table had its club_id (migration 0009 gave one to likes and reminders sent) holds rows of the
 * club only: they get its id.
 */
function ownedByTheClub(info: TableInfo, columns: string[], rows: Row[], clubId: number): string[] {
  if (!info.columns.includes('club_id')) return columns;
  if (!columns.includes('club_id')) {
    for (const row of rows) row.club_id = clubId;
    return [...columns, 'club_id'];
  }
  const foreign = rows.filter((row) => row.club_id !== clubId).length;
  if (foreign > 0) throw new RestoreError(`The archive's ${info.name} has ${foreign} rows of another club`);
  return columns;
}

/**
 * Languages, countries and subscriptions the rows point at must mean the same here as where they came from.
 */
async function checkReferenceData(
  db: Database,
  staging: string,
  manifest: Manifest,
  tables: ArchivedTable[],
) {
  for (const name of manifest.referenceTables) {
    const archived = (await readJson<Row[]>(path.join(staging, 'reference', `${name}.json`))) ?? [];
    const info = tableInfo(name);
    const key = info.primaryKey[0] ?? 'id';
    const used = new Set<unknown>();
    for (const table of tables) {
      for (const foreignKey of table.info.foreignKeys.filter((fk) => fk.foreignTable === name)) {
        for (const row of table.rows) {
          const value = row[foreignKey.columns[0] ?? ''];
          if (value !== null && value !== undefined) used.add(value);
        }
      }
    }
    if (used.size === 0) continue;
    const here = await queryRows<Row>(
      db,
      sql.raw(`select row_to_json(t) as row from ${quoteIdentifier(name)} t`),
    ).then((rows) => new Map(rows.map(({ row }) => [(row as Row)[key], row as Row])));
    for (const row of archived.filter((candidate) => used.has(candidate[key]))) {
      const local = here.get(row[key]);
      if (!local || canonical(local) !== canonical(row)) {
        throw new RestoreError(
          `Reference data differ: ${name} ${key} ${String(row[key])} is ${local ? canonical(local) : 'missing'} ` +
            `here and ${canonical(row)} in the archive`,
        );
      }
    }
  }
}

/**
 * Rows may point at rows the archive does not hold: the super administrator's news or comments, say.
 * When this installation lacks them too, a nullable reference is emptied and a row that cannot exist
 * without it is skipped. Parents come first, so a skipped row's children are handled in turn.
 */
async function detachMissingReferences(db: Executor, tables: ArchivedTable[], report: RestoreReport) {
  const archivedKeys = new Map<string, Set<unknown>>();
  const keysOf = (table: ArchivedTable, column: string) => new Set(table.rows.map((row) => row[column]));
  for (const table of tables) {
    for (const foreignKey of table.info.foreignKeys) {
      if (foreignKey.columns.length !== 1) continue;
      const column = foreignKey.columns[0] ?? '';
      const target = tables.find((candidate) => candidate.info.name === foreignKey.foreignTable);
      if (!target) continue; // reference data, checked beforehand
      const foreignColumn = foreignKey.foreignColumns[0] ?? '';
      const inArchive =
        archivedKeys.get(`${target.info.name}.${foreignColumn}`) ?? keysOf(target, foreignColumn);
      const outside = [
        ...new Set(
          table.rows
            .map((row) => row[column])
            .filter((v) => v !== null && v !== undefined && !inArchive.has(v)),
        ),
      ];
      if (outside.length === 0) continue;
      const present = await queryRows<{ value: unknown }>(
        db,
        sql`select ${sql.raw(quoteIdentifier(foreignColumn))} as value from ${sql.raw(quoteIdentifier(target.info.name))}
            where ${sql.raw(quoteIdentifier(foreignColumn))}::text in (select json_array_elements_text(${JSON.stringify(outside)}::json))`,
      ).then((rows) => new Set(rows.map((row) => row.value)));
      const missing = new Set(outside.filter((value) => !present.has(value)));
      if (missing.size === 0) continue;
      const affected = table.rows.filter((row) => missing.has(row[column]));
      if (table.info.nullableColumns.includes(column)) {
        for (const row of affected) row[column] = null;
        report.clearedReferences.push({ table: table.info.name, column, rows: affected.length });
      } else {
        table.rows = table.rows.filter((row) => !missing.has(row[column]));
        report.skippedRows.push({ table: table.info.name, rows: affected.length });
      }
    }
    for (const column of new Set(
      tables
        .flatMap((t) => t.info.foreignKeys.filter((fk) => fk.foreignTable === table.info.name))
        .flatMap((fk) => fk.foreignColumns),
    )) {
      archivedKeys.set(`${table.info.name}.${column}`, keysOf(table, column));
    }
  }
}

/** Ids are kept: an archive whose ids this installation already uses elsewhere is refused. */
async function refuseTakenKeys(db: Executor, tables: ArchivedTable[]) {
  const taken: string[] = [];
  for (const { info, rows } of tables) {
    if (rows.length === 0) continue;
    const key = info.primaryKey.map(quoteIdentifier).join(', ');
    const keys = rows.map((row) =>
      Object.fromEntries(info.primaryKey.map((column) => [column, row[column]])),
    );
    const [result] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.raw(quoteIdentifier(info.name))}
          where (${sql.raw(key)}) in (select ${sql.raw(key)} from json_populate_recordset(null::${sql.raw(quoteIdentifier(info.name))}, ${JSON.stringify(keys)}::json))`,
    );
    if ((result?.n ?? 0) > 0) taken.push(`${info.name} (${result?.n})`);
  }
  if (taken.length > 0) {
    throw new RestoreError(
      `This installation already uses ids of the archive: ${taken.join(', ')}. A restore keeps ids; ` +
        'restore into an installation without them (see docs/decisions/006-club-backups.md)',
    );
  }
}

function insertRows(db: Executor, info: TableInfo, columns: string[], rows: Row[]): Promise<unknown> {
  const list = sql.raw(columns.map(quoteIdentifier).join(', '));
  const table = sql.raw(quoteIdentifier(info.name));
  const query: SQL = sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${JSON.stringify(rows)}::json)`;
  return db.execute(query);
}

/** Serial columns continue after the restored ids, never going back. */
async function advanceSequences(db: Executor, info: TableInfo) {
  for (const column of info.serialColumns) {
    const [found] = await queryRows<{ sequence: string | null }>(
      db,
      sql`select pg_get_serial_sequence(${quoteIdentifier(info.name)}, ${column}) as sequence`,
    );
    if (!found?.sequence) continue;
    const sequence = sql.raw(found.sequence);
    await db.execute(sql`select setval(${found.sequence}, greatest(
      (select last_value from ${sequence}),
      (select coalesce(max(${sql.raw(quoteIdentifier(column))}), 1) from ${sql.raw(quoteIdentifier(info.name))})))`);
  }
}

/** The files of a club about to be replaced, removed once the restore is committed. */
async function clubFileKeys(
  db: Executor,
  store: FileStore,
  club: typeof clubs.$inferSelect,
): Promise<string[]> {
  const urls = await listClubFileUrls(db, club);
  const folders = await clubFileFolders(db, club.id);
  const listed = (await Promise.all(folders.map((folder) => store.list(folder)))).flat();
  return [...listed, ...urls.map(keyOfFileUrl).filter((key): key is string => key !== null)];
}

async function listArchivedFiles(root: string): Promise<string[]> {
  try {
    const entries = await readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

async function readJson<T>(file: string): Promise<T | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** JSON with sorted keys, to compare rows whatever the order of their columns. */
function canonical(row: Row): string {
  return JSON.stringify(Object.fromEntries(Object.entries(row).sort(([a], [b]) => a.localeCompare(b))));
}
