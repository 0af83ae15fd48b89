import type { FileAnswer } from '@club/shared/api/contract';
import type { Paper } from '@club/shared/api/diver-files';
import { certificationStep } from '@club/shared/domain/certification-scale';
import { isOrganism, levelsOf } from '@club/shared/domain/organisms';
import type { Database } from '../../platform/data/db.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { csvLine } from '../../platform/text/csv.ts';
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
