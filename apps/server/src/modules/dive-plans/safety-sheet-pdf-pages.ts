import { toWinAnsi } from './safety-sheet-pdf-format.ts';

/**
 * The pages of the safety sheet's PDF: A4 portrait, plain black text and grey lines, a cursor going
 * down the page, and a new page (with the caller's continuation heading) wherever the next block does
 * not fit. Every block is measured before it is drawn, so that pdfkit never breaks a page by itself.
 */

export const PAGE_WIDTH = 595.28;
export const PAGE_HEIGHT = 841.89;
export const MARGIN = 36;
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
/** Room kept at the foot of each page for the footer line. */
const FOOTER_ROOM = 22;
const CONTENT_BOTTOM = PAGE_HEIGHT - MARGIN - FOOTER_ROOM;

export const GREY_LINE = '#8c8c8c';
export const GREY_FILL = '#e8e8e8';

export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

export interface TextStyle {
  font?: FontName;
  size?: number;
  width: number;
  align?: 'left' | 'right' | 'center';
}

const LINE_GAP = 1;

export interface SafetySheetPages {
  readonly doc: PDFKit.PDFDocument;
  /** Where the next block starts. */
  y: number;
  /** The height `text` takes in `style`. */
  measure(text: string, style: TextStyle): number;
  /** The width `text` takes on one line in `style`. */
  widthOf(text: string, style: Omit<TextStyle, 'width'>): number;
  /** Writes `text` at (x, y) without moving the cursor; answers its height. */
  write(text: string, x: number, y: number, style: TextStyle): number;
  /** Writes a block at the cursor's height, from the left margin, and moves the cursor below it. */
  writeBlock(text: string, style: TextStyle, spaceAfter?: number): void;
  /** Starts a new page when `height` does not fit below the cursor; answers whether it did. */
  makeRoom(height: number): boolean;
  /** A new page, then the continuation heading set by `continueWith`. */
  newPage(): void;
  /** What a page started in the middle of a block draws first (the dive's and the table's headings). */
  continueWith(heading: (() => void) | null): void;
  /** A grey line across the page at the cursor. */
  rule(spaceAfter?: number): void;
}

export function safetySheetPages(doc: PDFKit.PDFDocument): SafetySheetPages {
  let continuation: (() => void) | null = null;

  const apply = (style: TextStyle) => doc.font(style.font ?? 'Helvetica').fontSize(style.size ?? 9);

  const pages: SafetySheetPages = {
    doc,
    y: MARGIN,
    measure(text, style) {
      apply(style);
      return doc.heightOfString(toWinAnsi(text), { width: style.width, lineGap: LINE_GAP });
    },
    widthOf(text, style) {
      doc.font(style.font ?? 'Helvetica').fontSize(style.size ?? 9);
      return doc.widthOfString(toWinAnsi(text));
    },
    write(text, x, y, style) {
      const printable = toWinAnsi(text);
      apply(style);
      const height = doc.heightOfString(printable, { width: style.width, lineGap: LINE_GAP });
      doc.fillColor('black').text(printable, x, y, {
        width: style.width,
        lineGap: LINE_GAP,
        align: style.align ?? 'left',
      });
      return height;
    },
    writeBlock(text, style, spaceAfter = 4) {
      pages.makeRoom(pages.measure(text, style));
      pages.y += pages.write(text, MARGIN, pages.y, style) + spaceAfter;
    },
    makeRoom(height) {
      if (pages.y + height <= CONTENT_BOTTOM) return false;
      pages.newPage();
      return true;
    },
    newPage() {
      doc.addPage();
      pages.y = MARGIN;
      continuation?.();
    },
    continueWith(heading) {
      continuation = heading;
    },
    rule(spaceAfter = 6) {
      doc
        .moveTo(MARGIN, pages.y)
        .lineTo(PAGE_WIDTH - MARGIN, pages.y)
        .lineWidth(0.75)
        .strokeColor(GREY_LINE)
        .stroke();
      pages.y += spaceAfter;
    },
  };
  return pages;
}

/**
 * The footer of every page (the document keeps its pages until the end for this): what the sheet is,
 * how long it is kept, and `page`'s number among all.
 */
export function writeFooters(
  doc: PDFKit.PDFDocument,
  footer: string,
  page: (n: number, of: number) => string,
) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    // The footer sits in the bottom margin: without this pdfkit would start a new page to write it.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = PAGE_HEIGHT - MARGIN - 10;
    doc.font('Helvetica').fontSize(8.5).fillColor('#333333');
    doc.text(toWinAnsi(footer), MARGIN, y, { width: CONTENT_WIDTH * 0.75, lineBreak: false });
    doc.text(toWinAnsi(page(index - start + 1, count)), MARGIN, y, {
      width: CONTENT_WIDTH,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = bottom;
  }
}
