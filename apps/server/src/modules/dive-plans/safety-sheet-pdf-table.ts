import {
  CONTENT_WIDTH,
  GREY_FILL,
  GREY_LINE,
  MARGIN,
  type SafetySheetPages,
  type TextStyle,
} from './safety-sheet-pdf-pages.ts';
import type { SafetySheetColumns } from './safety-sheet-texts.ts';

/**
 * The table of a palanquée's divers: one row per diver, the planned figures and the palanquée's actual
 * ones. Rows are measured first, so a page break never cuts one, and the page after a break starts
 * again with the column headings.
 */

/** Column widths in points, filling the page between the margins. */
export const COLUMN_WIDTHS: Record<keyof SafetySheetColumns, number> = {
  lastname: 70,
  firstname: 58,
  aptitudes: 62,
  role: 54,
  gas: 32,
  planned: 46,
  entry: 42,
  exit: 38,
  maxDepth: 38,
  duration: 40,
  stops: CONTENT_WIDTH - 480,
};

export const COLUMN_ORDER = Object.keys(COLUMN_WIDTHS) as (keyof SafetySheetColumns)[];

/** Text of the table, at the size still read on a phone zoomed to the page's width. */
export const TABLE_TEXT_SIZE = 9;
export const CELL_PADDING = 3;

export type RowCells = Record<keyof SafetySheetColumns, string>;

const cellStyle = (column: keyof SafetySheetColumns, bold: boolean): TextStyle => ({
  font: bold ? 'Helvetica-Bold' : 'Helvetica',
  size: TABLE_TEXT_SIZE,
  width: COLUMN_WIDTHS[column] - 2 * CELL_PADDING,
});

/**
 * Codes that must stay whole (`PN-C`: a line may otherwise break after its hyphen) laid in lines that
 * fit `column`, one line break between lines.
 */
export function unbrokenWords(
  pages: SafetySheetPages,
  words: string[],
  column: keyof SafetySheetColumns,
): string {
  const style = cellStyle(column, false);
  const lines: string[] = [];
  for (const word of words) {
    const last = lines.at(-1);
    if (last !== undefined && pages.widthOf(`${last} ${word}`, style) <= style.width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines.join('\n');
}

function rowHeight(pages: SafetySheetPages, cells: RowCells, bold: boolean): number {
  const heights = COLUMN_ORDER.map((column) => pages.measure(cells[column], cellStyle(column, bold)));
  return Math.max(...heights) + 2 * CELL_PADDING;
}

function drawRow(pages: SafetySheetPages, cells: RowCells, bold: boolean, height: number): void {
  const { doc, y } = pages;
  if (bold) doc.rect(MARGIN, y, CONTENT_WIDTH, height).fill(GREY_FILL);
  let x = MARGIN;
  for (const column of COLUMN_ORDER) {
    pages.write(cells[column], x + CELL_PADDING, y + CELL_PADDING, cellStyle(column, bold));
    x += COLUMN_WIDTHS[column];
  }
  doc.lineWidth(0.5).strokeColor(GREY_LINE);
  doc.rect(MARGIN, y, CONTENT_WIDTH, height).stroke();
  x = MARGIN;
  for (const column of COLUMN_ORDER.slice(0, -1)) {
    x += COLUMN_WIDTHS[column];
    doc
      .moveTo(x, y)
      .lineTo(x, y + height)
      .stroke();
  }
  pages.y += height;
}

export function headingHeight(pages: SafetySheetPages, headings: SafetySheetColumns): number {
  return rowHeight(pages, headings, true);
}

export function drawHeading(pages: SafetySheetPages, headings: SafetySheetColumns): void {
  drawRow(pages, headings, true, headingHeight(pages, headings));
}

export function bodyRowHeight(pages: SafetySheetPages, cells: RowCells): number {
  return rowHeight(pages, cells, false);
}

/**
 * The rows below an already drawn heading; a row that does not fit starts a new page (see `continueWith`).
 */
export function drawBodyRows(pages: SafetySheetPages, rows: RowCells[]): void {
  for (const cells of rows) {
    const height = bodyRowHeight(pages, cells);
    pages.makeRoom(height);
    drawRow(pages, cells, false, height);
  }
}
