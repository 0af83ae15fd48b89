import { CsvError, parse } from 'csv-parse/sync';
import { invalidInput } from '../../platform/http/errors.ts';

/** A CSV file read: its header's column names, and each row with its line in the file. */
export interface CsvTable {
  columns: string[];
  rows: { line: number; cells: string[] }[];
}

const SEPARATORS = [';', ',', '\t'] as const;

/** The separator of the header line: the one of `;` `,` tab met most often outside quotes. */
export function separatorOf(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && (SEPARATORS as readonly string[]).includes(character))
      counts.set(character, (counts.get(character) ?? 0) + 1);
  }
  let best = ',';
  for (const separator of SEPARATORS)
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  return best;
}

/**
 * The file's text: UTF-8 (its byte order mark dropped), or Windows-1252 as a spreadsheet on a French
 * Windows saves "CSV" when the bytes are not UTF-8. A NUL byte means a binary file, not a CSV.
 */
function textOf(data: Buffer): string {
  if (data.includes(0)) throw invalidInput('This file is not a CSV text file (it is binary)');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = new TextDecoder('windows-1252').decode(data);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Reads a CSV file with a header row; a file that is empty or not CSV is a 400 saying why. */
export function readCsv(data: Buffer): CsvTable {
  const text = textOf(data);
  if (text.trim() === '') throw invalidInput('The file is empty');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: separatorOf(text),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
    }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw invalidInput(`This file is not a readable CSV: ${error.message}`);
    throw error;
  }
  const [header, ...rows] = records;
  const columns = header?.record ?? [];
  if (columns.every((column) => column === '')) throw invalidInput('The file has no header row');
  // Spreadsheets end their exports with lines of separators only (`;;;;`): nothing to import there.
  const filled = rows.filter(({ record }) => record.some((cell) => cell !== ''));
  return { columns, rows: filled.map(({ record, info }) => ({ line: info.lines, cells: record })) };
}
