import type { FileAnswer } from '@club/shared/api/contract';
import type { DIVER_FILE_FILTERS, DiverFile } from '@club/shared/api/diver-files';
import { aptitudeLabel } from '@club/shared/domain/aptitudes';
import { isOrganism, levelsOf } from '@club/shared/domain/organisms';
import type { Database } from '../../platform/data/db.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { csvLine } from '../../platform/text/csv.ts';
import { dayOf } from './days.ts';
import { diverFileOf } from './file-view.ts';
import { loadMemberDiverFiles } from './papers-of.ts';

export interface TableQuery {
  on?: string;
  state?: (typeof DIVER_FILE_FILTERS)[number];
}

/** Whether a paper of the file is in `state` (a parental consent counts for minors only). */
const hasPaperIn = (file: DiverFile, state: string) =>
  Object.values(file.Papers).some((paper) => paper !== null && paper.State === state);

/** Every account of the club (managers and members), by name, with its papers on the day. */
async function filesOn(db: Database, clubId: number, day: string, state: TableQuery['state']) {
  const files = (await loadMemberDiverFiles(db, clubId)).map((member) => diverFileOf(member, day));
  return state === undefined ? files : files.filter((file) => hasPaperIn(file, state));
}

export function listDiverFiles(db: Database, { club }: ClubScope, query: TableQuery): Promise<DiverFile[]> {
  return filesOn(db, club.id, dayOf(club, query.on), query.state);
}

const HEADER = [
  'Last name',
  'First name',
  'E-mail',
  'Organism',
  'Level',
  'Aptitudes',
  'Licence number',
  'Licence season',
  'Licence state',
  'Medical certificate date',
  'Medical certificate state',
  'Medical certificate valid until',
  'Membership until',
  'Membership state',
  'Parental consent',
];

function levelName(organism: string | null, level: string | null): string {
  if (level === null) return '';
  const known = organism !== null && isOrganism(organism) ? levelsOf(organism) : [];
  return known.find(([key]) => key === level)?.[1] ?? level;
}

function fileLine(file: DiverFile): string {
  const papers = file.Papers;
  return csvLine([
    file.Lastname,
    file.Firstname,
    file.Email,
    file.Organism ?? '',
    levelName(file.Organism, file.Diving_level),
    file.Aptitudes.map(aptitudeLabel).join(' '),
    file.Licence_number ?? '',
    file.Licence_season === null ? '' : String(file.Licence_season),
    papers.Licence.State,
    file.Medical_certificate_date ?? '',
    papers.Medical_certificate.State,
    papers.Medical_certificate.Valid_until ?? '',
    file.Membership_until ?? '',
    papers.Membership.State,
    // Empty for an adult: only a minor needs it.
    papers.Parental_consent?.State ?? '',
  ]);
}

/** The table as CSV, as the outings' participants (UTF-8 with a byte order mark, CRLF line ends). */
export async function exportDiverFilesCsv(
  db: Database,
  scope: ClubScope,
  query: TableQuery,
): Promise<FileAnswer> {
  const day = dayOf(scope.club, query.on);
  const files = await filesOn(db, scope.club.id, day, query.state);
  const text = `\uFEFF${[csvLine(HEADER), ...files.map(fileLine)].join('\r\n')}\r\n`;
  return {
    data: Buffer.from(text, 'utf8'),
    contentType: 'text/csv',
    fileName: `${scope.club.alias}-papers-${day}.csv`,
  };
}
