import { and, eq, isNull, or, type Placeholder, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { clubs } from '../../db/schema/clubs.ts';

/**
 * Tenancy by construction (issue 32). A club-owned table is one with a `club_id` column; every query of
 * one names, through this file, the club whose rows it reads or writes, and the structure check
 * (`scripts/check-structure-tenancy.ts`) fails on a query that does not:
 * - `ofClub(table, clubId, ...conditions)`: the `where` of a select, update or delete, writes by id
 *   included, and the condition of a join that brings the table in;
 * - `sameClubAs(table, other, ...conditions)`: a join on (club_id, id) pairs, the joined rows of the
 *   same club as the rows of `other`, itself scoped;
 * - `clubRow(table, clubId, values)` / `clubRows(...)`: the values of an insert, `club_id` set from the
 *   scope; an upsert also updates only `ofClub` rows (`setWhere`);
 * - `acrossClubs(table, reason)`: the table itself, for a query meant to read or write the rows of every
 *   club (the super administrator's lists, jobs, backups), with why.
 * The database holds the same rule: a child row's foreign key is a (club_id, parent_id) pair (migration
 * 0009), so a row never points at another club's row.
 */

/** A table whose rows belong to a club, or an alias of one. */
export type ClubTable = PgTable & { clubId: PgColumn };

/**
 * A club's id; a placeholder for it in a prepared statement; `clubs.id` in a query of the clubs table
 * (the club of each row).
 */
export type ClubId = number | Placeholder | typeof clubs.id;

/**
 * The club a query is scoped to: a club's id, or for a table whose rows may have no club (`users`, of
 * which the super administrator's; `sessions` and `one_time_tokens` of the bare domain) null for those.
 */
type ScopeOf<Table extends ClubTable, Id = ClubId> = Table['clubId']['_']['notNull'] extends true
  ? Id
  : Id | null;

/** Only a table whose `club_id` may be null has club-less rows. */
type NullableClubTable = ClubTable & { clubId: { _: { notNull: false } } };

const clubIs = (column: PgColumn, clubId: ClubId | null): SQL =>
  clubId === null ? isNull(column) : eq(column, clubId);

/** The rows of `table` of the club (of no club for null, where the table allows it), and the conditions. */
export function ofClub<Table extends ClubTable>(
  table: Table,
  clubId: ScopeOf<Table>,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(clubIs(table.clubId, clubId), ...conditions) as SQL;
}

/**
 * The rows of the club and the club-less ones, and the conditions: the accounts that act in a club
 * are its members and the super administrator, who has no club (an author, a liker).
 */
export function ofClubOrClubless<Table extends NullableClubTable>(
  table: Table,
  clubId: ClubId,
  ...conditions: (SQL | undefined)[]
): SQL {
  return and(or(eq(table.clubId, clubId), isNull(table.clubId)), ...conditions) as SQL;
}

/** A join's condition: the rows of `table` of the same club as the row of `other` they meet, and the conditions. */
export function sameClubAs(table: ClubTable, other: ClubTable, ...conditions: (SQL | undefined)[]): SQL {
  return and(eq(table.clubId, other.clubId), ...conditions) as SQL;
}

/** A row of a club-owned table to insert, or its changes, without its club: the scope gives that. */
export type ClubRowValues<Table extends ClubTable> = Omit<Table['$inferInsert'], 'clubId'>;

/** The values of a row to insert into `table`, its club the scope's, whatever `values` hold. */
export function clubRow<Table extends ClubTable>(
  _table: Table,
  clubId: ScopeOf<Table, number>,
  values: ClubRowValues<Table>,
): Table['$inferInsert'] {
  return { ...values, clubId } as Table['$inferInsert'];
}

/** `clubRow` for each of `values`. */
export function clubRows<Table extends ClubTable>(
  table: Table,
  clubId: ScopeOf<Table, number>,
  values: readonly ClubRowValues<Table>[],
): Table['$inferInsert'][] {
  return values.map((row) => clubRow(table, clubId, row));
}

/**
 * `table` for a query that reads or writes the rows of every club on purpose; `reason` (a string the
 * structure check requires) says why, where a reviewer reads the query.
 */
export function acrossClubs<Table extends ClubTable>(table: Table, _reason: string): Table {
  return table;
}
