import type { ImportField } from '@club/shared/api/diver-files';

/**
 * The header of a CSV file the manager imports (the federation's club export or any spreadsheet), read
 * in the browser so that each column can be mapped to a field before anything is sent.
 */

/** One line of CSV split on `separator`; quoted cells keep their separators, `""` is a quote. */
export function splitCsvLine(line: string, separator: CsvSeparator): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index];
    if (quoted) {
      if (char === '"' && line[index + 1] === '"') {
        cell += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}

/** A separator of CSV cells: a French spreadsheet's `;`, the usual `,`, or a tab. */
export type CsvSeparator = ';' | ',' | '\t';
const SEPARATORS: readonly CsvSeparator[] = [',', ';', '\t'];

/** The separator of a header line: the one found most often outside quotes (`,` when none is). */
export function separatorOf(line: string): CsvSeparator {
  const outsideQuotes = line.replace(/"(?:[^"]|"")*"/g, '');
  const count = (char: string) => outsideQuotes.split(char).length - 1;
  let best: CsvSeparator = ',';
  for (const separator of SEPARATORS) if (count(separator) > count(best)) best = separator;
  return best;
}

/** The column names of a CSV text's first non-empty line (a byte-order mark dropped), trimmed. */
export function readCsvHeader(text: string): string[] {
  const line = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\n|\r/)
    .find((candidate) => candidate.trim() !== '');
  if (line === undefined) return [];
  return splitCsvLine(line, separatorOf(line)).map((name) => name.trim());
}

/**
 * A file's text: UTF-8, or Windows-1252 when it is not valid UTF-8 (what a spreadsheet saves as "CSV"
 * on many French computers), so that "Prénom" reads as such either way.
 */
export function decodeCsv(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** Lower case, without accents, punctuation as spaces: `N° Licence` -> `n licence`. */
function normalized(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Which field a column's name obviously holds; the most specific names first ("Saison licence"). */
const GUESSES: readonly (readonly [ImportField, RegExp])[] = [
  ['licence_season', /\b(saison|season)\b/],
  ['medical_certificate_date', /\b(caci|certificat|certificate|medical)\b/],
  ['membership_until', /\b(adhesion|cotisation|membership)\b/],
  ['birthdate', /\b(naissance|birth ?date|birthday|date of birth|dob)\b/],
  ['email', /\b(e ?mail|courriel|mel)\b/],
  ['licence_number', /\b(licence|license)\b/],
  ['firstname', /\b(prenom|first ?name|given name)\b/],
  ['lastname', /^(nom|nom de famille|nom d usage|last ?name|surname|family name)$/],
];

/** The field a column name obviously holds, or null. */
export function guessField(column: string): ImportField | null {
  const name = normalized(column);
  return GUESSES.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/** A column's field, or null to leave it out. */
export type ColumnMapping = Record<string, ImportField | null>;

/** A first mapping of the columns: each obvious one to its field, each field to one column at most. */
export function guessMapping(columns: readonly string[]): ColumnMapping {
  const taken = new Set<ImportField>();
  const mapping: ColumnMapping = {};
  for (const column of columns) {
    const field = guessField(column);
    mapping[column] = field !== null && !taken.has(field) ? field : null;
    if (field !== null) taken.add(field);
  }
  return mapping;
}

/** The `Mapping` the import call takes: the mapped columns only. */
export function mappingToSend(mapping: ColumnMapping): Partial<Record<string, ImportField>> {
  return Object.fromEntries(Object.entries(mapping).filter(([, field]) => field !== null)) as Record<
    string,
    ImportField
  >;
}

/**
 * Whether rows can find their member with these fields: by licence number, by e-mail, or by name and
 * birth date together.
 */
export function canMatchRows(mapping: ColumnMapping): boolean {
  const fields = new Set(Object.values(mapping));
  return (
    fields.has('licence_number') ||
    fields.has('email') ||
    (fields.has('lastname') && fields.has('firstname') && fields.has('birthdate'))
  );
}
