import type { FileAnswer } from '@club/shared/api/contract';
import type { Paper } from '@club/shared/api/diver-files';
import { certificationStep } from '@club/shared/domain/certification-scale';
import { isOrganism, levelsOf } from '@club/shared/domain/organisms';
import type { ClubScope } from '../../platform/club-scope.ts';
import type { Database } from '../../platform/db.ts';
import { papersOn } from '../diver-files/papers-of.ts';
import { type PapersView, papersView } from './participant-papers.ts';
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
  'Medical certificate',
  'Licence',
  'Membership',
  'Override reason',
];

/** Where a spreadsheet may cut a line into cells: this file's comma, or the `;` or tab of other locales, or a line break. */
const SPLITS = /([,;\t\r\n])/;
/** A piece a spreadsheet would read as a formula: = + - @ first, maybe behind spaces or a quote it strips. */
const FORMULA_START = /^[\s"]*[=+\-@]/;

/**
 * One CSV cell, safe whichever separator the spreadsheet splits on. The file is comma-separated
 * (RFC 4180), but a French spreadsheet splits on `;` and others on tabs, and neither reads our quotes
 * as quotes when the piece does not start with one: the name `x;=1+1` gives it a cell `=1+1`. So:
 *
 * 1. Every piece of the value between two of `,` `;` tab, CR or LF that would start a formula (= + - @
 *    first, maybe behind white space or quotes) gets a leading apostrophe: it shows as text, never runs.
 * 2. A value holding any of those, or a quote, is then quoted, its quotes doubled (RFC 4180).
 *
 * Why that is enough: a spreadsheet's cell starts at the start of a line or right after a separator.
 * In this file that is the start of a cell (then the value's first piece, maybe behind our opening
 * quote) or a place inside a value right after one of the characters in 1 (then the value's next
 * piece): every cell any of the three separators can make starts with one of the pieces of 1, each
 * neutralised, and the quotes around them (ours, doubled ones) are allowed for in FORMULA_START.
 */
export function csvCell(value: string): string {
  const safe = value
    .split(SPLITS)
    // The split keeps the separators at odd indexes; the pieces are at even ones.
    .map((piece, index) => (index % 2 === 0 && FORMULA_START.test(piece) ? `'${piece}` : piece))
    .join('');
  return /[",;\t\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
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

/** A paper's state on the outing's day, with its last valid day: `expired (2026-10-01)`, `missing`. */
function paperCell(paper: Paper): string {
  return paper.Valid_until === null ? paper.State : `${paper.State} (${paper.Valid_until})`;
}

function papersCells(row: ParticipantWithUser, papers: PapersView): string[] {
  const member = papers.members.get(row.userId);
  if (!member) return ['', '', ''];
  const shown = papersOn(member, papers.day);
  return [shown.Medical_certificate, shown.Licence, shown.Membership].map(paperCell);
}

function participantLine(row: ParticipantWithUser, position: number, papers: PapersView): string {
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
    ...papersCells(row, papers),
    row.overrideReason ?? '',
  ]);
}

/**
 * The outing's participants as CSV (UTF-8 with a byte order mark, so spreadsheets read accents;
 * CRLF line ends): confirmed ones then waiting ones, each in order, with their papers' states on the
 * outing's day.
 */
export async function exportParticipantsCsv(
  db: Database,
  { club }: ClubScope,
  outingId: number,
): Promise<FileAnswer> {
  const { outing, rows } = await participantRows(db, club.id, outingId);
  const papers = await papersView(db, club, outing, rows);
  const positions = new Map<string, number>();
  const lines = rows.map((row) => {
    const position = (positions.get(row.status) ?? 0) + 1;
    positions.set(row.status, position);
    return participantLine(row, position, papers);
  });
  const text = `\uFEFF${[csvLine(HEADER), ...lines].join('\r\n')}\r\n`;
  return {
    data: Buffer.from(text, 'utf8'),
    contentType: 'text/csv',
    fileName: `${club.alias}-outing-${outingId}-participants.csv`,
  };
}
