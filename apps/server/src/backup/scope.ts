import { quoteIdentifier, schemaTables, type TableInfo } from '../db/tables.ts';

/**
 * Which rows of the schema belong to one club, derived from the Drizzle schema so that a table added
 * later is backed up without editing this file: the `clubs` row itself, every table with a `club_id`
 * column, and every table hanging from one of those by a required foreign key (a like hangs from its
 * picture). Tables the club's rows point at but that no club owns (languages, countries, plans) are
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
  /** SQL condition selecting the club's rows of the table named `alias`; `$1` is the club's id. */
  where(alias: string): string;
}

const CLUB_TABLE = 'clubs';

function planScope(): { tables: BackedUpTable[]; referenceTables: string[] } {
  const club = schemaTables.find((table) => table.name === CLUB_TABLE);
  if (!club) throw new Error('The schema has no clubs table');
  const included = new Map<string, BackedUpTable>([
    [CLUB_TABLE, { info: club, where: (alias) => `${alias}.id = $1` }],
  ]);
  const candidates = schemaTables.filter(
    (table) => table.name !== CLUB_TABLE && !(table.name in EXCLUDED_TABLES),
  );
  for (const table of candidates) {
    if (table.columns.includes('club_id'))
      included.set(table.name, { info: table, where: (alias) => `${alias}.club_id = $1` });
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
      const parentTable = quoteIdentifier(owner.foreignTable);
      const parentColumn = quoteIdentifier(owner.foreignColumns[0] ?? '');
      const childColumn = quoteIdentifier(owner.columns[0] ?? '');
      included.set(table.name, {
        info: table,
        where: (alias) => {
          const p = `${alias}_parent`;
          return `exists (select 1 from ${parentTable} ${p} where ${p}.${parentColumn} = ${alias}.${childColumn} and ${parent.where(p)})`;
        },
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
