import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../platform/data/db.ts';
import { keyOfFileUrl } from '../platform/files/storage.ts';

/**
 * The archive of one club: a gzipped tar file holding
 *   manifest.json           what it is: format, version, club, schema migration, row counts
 *   tables/{table}.json     the club's rows of each table, as PostgreSQL's json_agg gives them
 *   reference/{table}.json  the shared rows they point at (languages, countries, subscriptions), to check
 *   files/{key}             the club's stored files, under their store keys
 */

export const ARCHIVE_FORMAT = 'club-platform-backup';
export const ARCHIVE_VERSION = 1;

export type Row = Record<string, unknown>;

export interface Manifest {
  format: typeof ARCHIVE_FORMAT;
  version: number;
  createdAt: string;
  /** The last database migration of the installation that made the archive. */
  migration: string;
  club: { id: number; alias: string; name: string };
  tables: Record<string, { columns: string[]; rows: number }>;
  referenceTables: string[];
  files: number;
  /** Files the rows point at that the store did not have when the archive was made. */
  missingFiles: string[];
}

export function currentMigration(): string {
  const journal = JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, '../db/migrations/meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  return journal.entries.at(-1)?.tag ?? 'none';
}

export async function queryRows<T = Row>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows?: T[] } | T[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Store keys named by `/files/...` URLs anywhere in these rows (pictures, avatars, HTML contents). */
export function referencedFileKeys(rows: readonly Row[]): string[] {
  const keys = new Set<string>();
  for (const match of JSON.stringify(rows).matchAll(/\/files\/([A-Za-z0-9_][A-Za-z0-9_.\-/]*)/g)) {
    const key = keyOfFileUrl(`/files/${match[1]}`);
    if (key) keys.add(key);
  }
  return [...keys];
}

/** Archive paths are `/`-separated whatever the system. */
export const archivePath = (...segments: string[]) => segments.join('/');
