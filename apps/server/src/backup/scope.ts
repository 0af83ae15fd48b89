import { eq, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { quoteIdentifier, schemaTables, type TableInfo } from '../db/tables.ts';
import { type ClubTable, ofClub } from '../platform/data/club-rows.ts';
import type { Executor } from '../platform/data/db.ts';
import { queryRows, type Row } from './archive.ts';

/**
 * Which rows of the schema belong to one club, derived from the Drizzle schema so that a table added
 * later is backed up without editing this file: the `clubs` row itself, every table with a `club_id`
 * column, and every table hanging from one of those by a required foreign key (a like hangs from its
 * picture). Tables the club's rows point at but that no club owns (languages, countries, subscriptions) are
 * reference data, shared by the installation.
 */

/** Tenant tables deliberately left out of a backup, and why. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  sessions: 'sign-ins are secrets of one installation; members sign in again after a restore',
  one_time_tokens:
    'e-mailed links (validation, reset, hand-over) expire within days; new ones can be asked for',
};

export interface BackedUpTable {
  info: TableInfo;
  /** The condition selecting the club's rows of the table, its columns named by the table's own name. */
  rowsOf(clubId: number): SQL;
}

const columnOf = (table: PgTable, name: string): PgColumn => {
  const column = getTableConfig(table).columns.find((candidate) => candidate.name === name);
  if (!column) throw new Error(`No column ${name} in ${getTableConfig(table).name}`);
  return column;
};

const CLUB_TABLE = 'clubs';

function planScope(): { tables: BackedUpTable[]; referenceTables: string[] } {
  const club = schemaTables.find((table) => table.name === CLUB_TABLE);
  if (!club) throw new Error('The schema has no clubs table');
  const included = new Map<string, BackedUpTable>([
    [CLUB_TABLE, { info: club, rowsOf: (clubId) => eq(columnOf(club.table, 'id'), clubId) }],
  ]);
  const candidates = schemaTables.filter(
    (table) => table.name !== CLUB_TABLE && !(table.name in EXCLUDED_TABLES),
  );
  for (const table of candidates) {
    if (table.columns.includes('club_id'))
      included.set(table.name, { info: table, rowsOf: (clubId) => ofClub(table.table as ClubTable, clubId) });
  }
  // Tables without club_id that hang from an included table, one level at a time.
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of candidates) {
      if (included.has(table.name)) continue;
      const owner = table.foreignKeys.find(
        (foreignKey) =>
          foreignKey.columns.length === 1 &&
          !table.nullableColumns.includes(foreignKey.columns[0] ?? '') &&
          included.has(foreignKey.foreignTable),
      );
      const parent = owner && included.get(owner.foreignTable);
      if (!owner || !parent) continue;
      const parentColumn = columnOf(parent.info.table, owner.foreignColumns[0] ?? '');
      const childColumn = columnOf(table.table, owner.columns[0] ?? '');
      included.set(table.name, {
        info: table,
        rowsOf: (clubId) =>
          sql`exists (select 1 from ${parent.info.table} where ${parentColumn} = ${childColumn} and ${parent.rowsOf(clubId)})`,
      });
      grew = true;
    }
  }
  const tables = orderByForeignKeys([...included.values()]);
  const referenceTables = [
    ...new Set(
      tables.flatMap((table) =>
        table.info.foreignKeys
          .map((foreignKey) => foreignKey.foreignTable)
          .filter((name) => !included.has(name) && !(name in EXCLUDED_TABLES)),
      ),
    ),
  ].sort();
  return { tables, referenceTables };
}

/** Parents before children, so rows can be inserted in this order. */
function orderByForeignKeys(tables: BackedUpTable[]): BackedUpTable[] {
  const names = new Set(tables.map((table) => table.info.name));
  const ordered: BackedUpTable[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const ready = tables.filter(
      (table) =>
        !placed.has(table.info.name) &&
        table.info.foreignKeys.every(
          (foreignKey) =>
            !names.has(foreignKey.foreignTable) ||
            foreignKey.foreignTable === table.info.name ||
            placed.has(foreignKey.foreignTable),
        ),
    );
    if (ready.length === 0) throw new Error('The club tables reference each other in a cycle');
    for (const table of ready.sort((a, b) => a.info.name.localeCompare(b.info.name))) {
      ordered.push(table);
      placed.add(table.info.name);
    }
  }
  return ordered;
}

export const backupScope = planScope();

/** The club's rows of a backed-up table as PostgreSQL's json_agg writes them, by primary key. */
export async function readClubRows(db: Executor, table: BackedUpTable, clubId: number): Promise<Row[]> {
  const order = sql.raw(table.info.primaryKey.map((column) => `t.${quoteIdentifier(column)}`).join(', '));
  const [result] = await queryRows<{ rows: Row[] }>(
    db,
    sql`select coalesce(json_agg(t order by ${order}), '[]'::json) as rows
      from (select * from ${table.info.table} where ${table.rowsOf(clubId)}) t`,
  );
  return result?.rows ?? [];
}
