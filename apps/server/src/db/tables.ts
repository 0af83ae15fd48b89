import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema/index.ts';

/** What the Drizzle schema says about one table, in SQL names. */
export interface TableInfo {
  table: PgTable;
  name: string;
  columns: string[];
  /** Columns that may hold null. */
  nullableColumns: string[];
  primaryKey: string[];
  /** Columns filled by a sequence (`serial`). */
  serialColumns: string[];
  foreignKeys: { columns: string[]; foreignTable: string; foreignColumns: string[] }[];
}

function describe(table: PgTable): TableInfo {
  const config = getTableConfig(table);
  const columnPrimaryKey = config.columns.filter((column) => column.primary).map((column) => column.name);
  const compositePrimaryKey = config.primaryKeys[0]?.columns.map((column) => column.name) ?? [];
  return {
    table,
    name: config.name,
    columns: config.columns.map((column) => column.name),
    nullableColumns: config.columns.filter((column) => !column.notNull).map((column) => column.name),
    primaryKey: columnPrimaryKey.length > 0 ? columnPrimaryKey : compositePrimaryKey,
    serialColumns: config.columns.filter((column) => column.columnType === 'PgSerial').map((c) => c.name),
    foreignKeys: config.foreignKeys.map((foreignKey) => {
      const reference = foreignKey.reference();
      return {
        columns: reference.columns.map((column) => column.name),
        foreignTable: getTableConfig(reference.foreignTable).name,
        foreignColumns: reference.foreignColumns.map((column) => column.name),
      };
    }),
  };
}

/** Every table of the schema, each once, in no particular order. */
export const schemaTables: readonly TableInfo[] = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map(describe);

export function tableInfo(name: string): TableInfo {
  const info = schemaTables.find((table) => table.name === name);
  if (!info) throw new Error(`No table ${name} in the schema`);
  return info;
}

/** SQL identifiers quoted for PostgreSQL. */
export const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * One query per foreign key of the schema counting rows whose reference leads nowhere; PostgreSQL
 * enforces them, so after a crash any non-zero count means a damaged database.
 */
export function danglingReferenceQueries(): { label: string; sql: string }[] {
  return schemaTables.flatMap((table) =>
    table.foreignKeys.map((foreignKey) => {
      const child = quoteIdentifier(table.name);
      const parent = quoteIdentifier(foreignKey.foreignTable);
      const notNull = foreignKey.columns.map((column) => `c.${quoteIdentifier(column)} is not null`);
      const join = foreignKey.columns.map(
        (column, index) =>
          `p.${quoteIdentifier(foreignKey.foreignColumns[index] ?? '')} = c.${quoteIdentifier(column)}`,
      );
      return {
        label: `${table.name}(${foreignKey.columns.join(', ')}) -> ${foreignKey.foreignTable}`,
        sql:
          `select count(*)::int as n from ${child} c where ${notNull.join(' and ')} ` +
          `and not exists (select 1 from ${parent} p where ${join.join(' and ')})`,
      };
    }),
  );
}
