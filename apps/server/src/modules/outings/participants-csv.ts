import type { FileAnswer } from '@club/shared/api/contract';
import { certificationStep } from '@club/shared/domain/certification-scale';
import { isOrganism, levelsOf } from '@club/shared/domain/organisms';
import type { ClubScope } from '../../platform/club-scope.ts';
import type { Database } from '../../platform/db.ts';
import { participantRows } from './participants.ts';
import type { ParticipantWithUser } from './participants-queries.ts';

const HEADER = [
  'Status',
  'Position',
  'First name',
  'Last name',
  'E-mail',
  'Organism',
  'Level',
  'Attended',
  'Signed up at',
];

/**
 * One CSV cell. A text a spreadsheet would read as a formula (starting with = + - @, or a tab or
 * carriage return that hides one) gets a leading apostrophe, so it shows as text and never runs; a
 * cell holding a comma, a quote or a line break is quoted, its quotes doubled (RFC 4180).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csvLine(cells: string[]): string {
  return cells.map(csvCell).join(',');
}

/** The level as its organism names it, with its step on the common scale: `Rescue Diver (3)`. */
function levelCell(organism: string | null, level: string | null): string {
  if (level === null) return '';
  const label =
    organism !== null && isOrganism(organism)
      ? levelsOf(organism).find(([key]) => key === level)?.[1]
      : undefined;
  return `${label ?? level} (${certificationStep(organism, level)})`;
}

function participantLine(row: ParticipantWithUser, position: number): string {
  return csvLine([
    row.status,
    String(position),
    row.firstname,
    row.lastname,
    row.email,
    row.organism ?? '',
    levelCell(row.organism, row.divingLevel),
    row.attended ? 'yes' : 'no',
    row.signedUpAt.toISOString(),
  ]);
}

/**
 * The outing's participants as CSV (UTF-8 with a byte order mark, so spreadsheets read accents;
 * CRLF line ends): confirmed ones then waiting ones, each in order.
 */
export async function exportParticipantsCsv(
  db: Database,
  { club }: ClubScope,
  outingId: number,
): Promise<FileAnswer> {
  const rows = await participantRows(db, club.id, outingId);
  const positions = new Map<string, number>();
  const lines = rows.map((row) => {
    const position = (positions.get(row.status) ?? 0) + 1;
    positions.set(row.status, position);
    return participantLine(row, position);
  });
  const text = `\uFEFF${[csvLine(HEADER), ...lines].join('\r\n')}\r\n`;
  return {
    data: Buffer.from(text, 'utf8'),
    contentType: 'text/csv',
    fileName: `${club.alias}-outing-${outingId}-participants.csv`,
  };
}
