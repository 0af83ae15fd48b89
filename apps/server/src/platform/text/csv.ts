/** Lines of the CSV files the server hands out (participants, papers), safe to open in any spreadsheet. */

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
