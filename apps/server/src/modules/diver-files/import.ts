import type { ImportResult, importDiverFiles, importRowSchema } from '@club/shared/api/diver-files';
import type { z } from 'zod';
import type { StoredCheck } from '../../db/schema/diver-files.ts';
import type { Database, Executor } from '../../platform/data/db.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { UploadedFile } from '../../platform/http/calls/request-input.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { invalidInput } from '../../platform/http/errors.ts';
import { type CsvTable, readCsv } from './import-csv.ts';
import { memberFinder } from './import-matching.ts';
import {
  columnsOf,
  ENTRY_OF,
  type Mapping,
  type RowValues,
  rowValues,
  WRITTEN,
  type WrittenField,
} from './import-rows.ts';
import { loadMemberDiverFiles, type MemberDiverFile } from './papers-of.ts';
import { nameOfUser, saveDiverFile } from './queries.ts';

type ImportInput = z.output<(typeof importDiverFiles)['body']>;
type ImportRow = z.infer<typeof importRowSchema>;

/** The member's stored value of a field, as text. */
function storedText(member: MemberDiverFile, field: WrittenField): string | null {
  const file = member.file;
  const value = {
    licence_number: file?.licenceNumber,
    licence_season: file?.licenceSeason,
    medical_certificate_date: file?.medicalCertificateDate,
    membership_until: file?.membershipUntil,
  }[field];
  return value === null || value === undefined ? null : String(value);
}

/** The fields the row gives a value other than the member's. */
function changesOf(member: MemberDiverFile, written: RowValues['written']): ImportRow['Changes'] {
  return WRITTEN.flatMap((field) => {
    const to = written[field];
    const from = storedText(member, field);
    return to === undefined || to === from ? [] : [{ Field: field, From: from, To: to }];
  });
}

/** How a row is named when no member matches it. */
const nameInRow = (texts: RowValues['texts']) =>
  [texts.firstname, texts.lastname].filter(Boolean).join(' ') || texts.email || texts.licence_number || '';

interface Planned {
  row: ImportRow;
  /** The member the row writes to; null when it is left out. */
  member: MemberDiverFile | null;
  written: RowValues['written'];
}

/** What each row of the file would do to the club's members; a member's second row is left out. */
function plan(table: CsvTable, mapping: Mapping, members: readonly MemberDiverFile[]): Planned[] {
  const find = memberFinder(members);
  const firstLineOf = new Map<number, number>();
  return table.rows.map(({ line, cells }): Planned => {
    const { texts, written, problem: unreadable } = rowValues(cells, mapping);
    const match = find(texts);
    const member = match?.member ?? null;
    const earlierLine = member === null ? undefined : firstLineOf.get(member.userId);
    if (member !== null && earlierLine === undefined) firstLineOf.set(member.userId, line);
    const problem =
      unreadable ??
      (member === null
        ? 'No member matches its licence number, e-mail, or name and birth date'
        : earlierLine === undefined
          ? null
          : `The same member as line ${earlierLine}`);
    const kept = problem === null ? member : null;
    return {
      row: {
        Line: line,
        User_id: member?.userId ?? null,
        Name: member ? `${member.firstname} ${member.lastname}` : nameInRow(texts),
        Matched_by: match?.by ?? null,
        Changes: kept === null ? [] : changesOf(kept, written),
        Problem: problem,
      },
      member: kept,
      written,
    };
  });
}

/** Writes a row's changes, the imported entries stamped as checked by the manager. */
async function writeChanges(tx: Executor, planned: Planned, stamp: StoredCheck): Promise<void> {
  const member = planned.member;
  if (member === null || planned.row.Changes.length === 0) return;
  const file = member.file;
  const changed = new Set(planned.row.Changes.map((change) => change.Field as WrittenField));
  const pick = <T>(field: WrittenField, stored: T, read: (text: string) => T): T =>
    changed.has(field) ? read(planned.written[field] as string) : stored;
  const checks = { ...(file?.checks ?? {}) };
  for (const field of changed) checks[ENTRY_OF[field]] = stamp;
  await saveDiverFile(tx, member, {
    licenceNumber: pick('licence_number', file?.licenceNumber ?? null, (text) => text),
    licenceSeason: pick('licence_season', file?.licenceSeason ?? null, Number),
    medicalCertificateDate: pick(
      'medical_certificate_date',
      file?.medicalCertificateDate ?? null,
      (text) => text,
    ),
    membershipUntil: pick('membership_until', file?.membershipUntil ?? null, (text) => text),
    checks,
  });
}

/**
 * Imports papers from a CSV file into the host club's members' files. A dry run only answers what
 * would change; a real one writes it in one transaction, from the files as they are in it.
 */
export async function importDiverFilesCsv(
  db: Database,
  scope: ClubScope<Actor>,
  input: ImportInput,
  file: UploadedFile | null,
): Promise<ImportResult> {
  if (file === null) throw invalidInput('Send the CSV file in the field "file"');
  const table = readCsv(file.data);
  const mapping = columnsOf(input.Mapping, table.columns);
  const run = async (tx: Executor) => {
    const planned = plan(table, mapping, await loadMemberDiverFiles(tx, scope.club.id));
    if (!input.Dry_run) {
      const stamp = {
        byId: scope.actor.userId,
        byName: await nameOfUser(tx, scope.club.id, scope.actor.userId),
        at: new Date().toISOString(),
      };
      for (const row of planned) await writeChanges(tx, row, stamp);
    }
    return planned.map(({ row }) => row);
  };
  const rows = input.Dry_run ? await run(db) : await db.transaction(run);
  const matched = rows.filter((row) => row.Problem === null).length;
  return {
    Dry_run: input.Dry_run,
    Columns: table.columns,
    Rows: rows,
    Matched: matched,
    Unmatched: rows.length - matched,
    Changed: rows.filter((row) => row.Changes.length > 0).length,
  };
}
