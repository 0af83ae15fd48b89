import type { InterfaceLanguage } from '@club/shared/constants';
import { PALANQUEE_ROLES, RESCUE_KIT_ITEMS } from '@club/shared/domain/dive-plan';
import PDFDocument from 'pdfkit';
import type { SafetySheetData, SafetySheetDive, SafetySheetPalanquee } from './safety-sheet-data.ts';
import {
  formatClock,
  formatCoordinates,
  formatDay,
  formatFigure,
  formatZone,
  toWinAnsi,
} from './safety-sheet-pdf-format.ts';
import {
  CONTENT_WIDTH,
  GREY_LINE,
  MARGIN,
  type SafetySheetPages,
  safetySheetPages,
  writeFooters,
} from './safety-sheet-pdf-pages.ts';
import {
  bodyRowHeight,
  drawBodyRows,
  drawHeading,
  headingHeight,
  type RowCells,
  unbrokenWords,
} from './safety-sheet-pdf-table.ts';
import { fillIn, type SafetySheetTexts, safetySheetTexts } from './safety-sheet-texts.ts';

/**
 * The safety sheet (A322-72) as a PDF to print or to read on a phone: for each dive, on pages of its
 * own, the header (club, date, site, roles, the rescue kit of A322-78), the palanquées with one row per
 * diver, and the dive director's signature. Uses PDF's standard Helvetica, which needs no font file.
 */
export async function renderSafetySheetPdf(
  safetySheet: SafetySheetData,
  language: InterfaceLanguage,
): Promise<Uint8Array> {
  const texts = safetySheetTexts(language);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: language,
    displayTitle: true,
    info: {
      Title: toWinAnsi(`${texts.title} — ${safetySheet.outing.title}`),
      Author: toWinAnsi(safetySheet.club.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  const writer = new SafetySheetWriter(safetySheetPages(doc), safetySheet, texts, language);
  if (safetySheet.dives.length === 0) writer.writeOutingWithoutDives();
  safetySheet.dives.forEach((dive, position) => {
    writer.writeDive(dive, position === 0);
  });
  writeFooters(doc, texts.footer, (page, pages) => fillIn(texts.page, { page, pages }));
  doc.end();
  await ended;
  return new Uint8Array(Buffer.concat(chunks));
}

const DASH = '—';
const orDash = (value: string | null) => (value === null || value.trim() === '' ? DASH : value);
const ROLE_ORDER = new Map(PALANQUEE_ROLES.map((role, order) => [role, order]));

class SafetySheetWriter {
  readonly pages: SafetySheetPages;
  private readonly safetySheet: SafetySheetData;
  private readonly texts: SafetySheetTexts;
  private readonly language: InterfaceLanguage;

  constructor(
    pages: SafetySheetPages,
    safetySheet: SafetySheetData,
    texts: SafetySheetTexts,
    language: InterfaceLanguage,
  ) {
    this.pages = pages;
    this.safetySheet = safetySheet;
    this.texts = texts;
    this.language = language;
  }

  writeOutingWithoutDives(): void {
    this.writeTitle(null);
    this.writeDetails(null);
    this.writeRescueKit();
    this.pages.writeBlock(this.texts.noPalanquee, { size: 10, width: CONTENT_WIDTH });
  }

  /** The dive on pages of its own: a dive after the first starts a new page. */
  writeDive(dive: SafetySheetDive, first: boolean): void {
    const { pages, texts } = this;
    pages.continueWith(null);
    if (!first) pages.newPage();
    this.writeTitle(dive);
    this.writeDetails(dive);
    this.writeRescueKit();
    // A page started inside the dive's palanquées says which sheet and dive it continues.
    const diveHeading = () => this.writeContinuation(dive);
    if (dive.palanquees.length === 0) pages.writeBlock(texts.noPalanquee, { size: 10, width: CONTENT_WIDTH });
    for (const palanquee of dive.palanquees) {
      pages.continueWith(diveHeading);
      this.writePalanquee(palanquee, diveHeading);
    }
    pages.continueWith(diveHeading);
    this.writeSignature(dive);
  }

  private diveLabel(dive: SafetySheetDive): string {
    return fillIn(this.texts.dive, { index: dive.index, count: this.safetySheet.dives.length });
  }

  private writeTitle(dive: SafetySheetDive | null): void {
    const { pages, texts, safetySheet } = this;
    pages.writeBlock(
      `${texts.title} — ${safetySheet.club.name}`,
      { font: 'Helvetica-Bold', size: 15, width: CONTENT_WIDTH },
      2,
    );
    const subtitle =
      dive === null ? safetySheet.outing.title : `${safetySheet.outing.title} — ${this.diveLabel(dive)}`;
    pages.writeBlock(subtitle, { size: 11, width: CONTENT_WIDTH }, 8);
  }

  private writeContinuation(dive: SafetySheetDive): void {
    const { safetySheet, texts } = this;
    const line = `${safetySheet.club.name} — ${safetySheet.outing.title} — ${this.diveLabel(dive)} ${texts.continued}`;
    this.pages.writeBlock(line, { font: 'Helvetica-Oblique', size: 9, width: CONTENT_WIDTH }, 6);
  }

  private when(instant: string): { date: string; time: string } {
    const { language } = this;
    const { timeZone } = this.safetySheet.outing;
    return { date: formatDay(instant, language, timeZone), time: formatClock(instant, language, timeZone) };
  }

  private writeDetails(dive: SafetySheetDive | null): void {
    const { texts, safetySheet, language } = this;
    const { roles } = safetySheet;
    const start = dive && this.when(dive.start);
    const zone = dive && formatZone(dive.start, language, safetySheet.outing.timeZone);
    const site = dive?.site
      ? `${dive.site.name} — ${formatCoordinates(dive.site.latitude, dive.site.longitude)}`
      : DASH;
    const divePlan = dive
      ? `${texts.activity[dive.activity]}, ${texts.gas[dive.gas]}, ${fillIn(texts.planned, {
          depth: formatFigure(dive.plannedDepth, language),
          duration: dive.plannedDuration,
        })}`
      : DASH;
    const left: [string, string][] = [
      [texts.date, start ? `${start.date}, ${start.time} (${zone})` : DASH],
      [texts.site, site],
      [texts.divePlan, divePlan],
    ];
    const right: [string, string][] = [
      [texts.diveDirector, orDash(roles.dp)],
      [texts.pilot, orDash(roles.pilot)],
      [texts.surface, orDash(roles.surface)],
      [texts.boat, orDash(roles.boat)],
    ];
    const columnWidth = CONTENT_WIDTH / 2 - 8;
    const label = { font: 'Helvetica-Bold', size: 8.5, width: columnWidth } as const;
    const value = { size: 10, width: columnWidth } as const;
    const heightOf = (item: [string, string] | undefined) =>
      item ? this.pages.measure(item[0], label) + this.pages.measure(item[1], value) : 0;
    for (let row = 0; row < Math.max(left.length, right.length); row += 1) {
      const pair = [left[row], right[row]];
      const height = Math.max(...pair.map(heightOf));
      this.pages.makeRoom(height);
      pair.forEach((item, column) => {
        if (!item) return;
        const x = MARGIN + column * (CONTENT_WIDTH / 2 + 8);
        const labelHeight = this.pages.write(item[0], x, this.pages.y, label);
        this.pages.write(item[1], x, this.pages.y + labelHeight, value);
      });
      this.pages.y += height + 5;
    }
  }

  /** The ten items of A322-78 in two columns, each with a ticked or an empty box. */
  private writeRescueKit(): void {
    const { pages, texts, safetySheet } = this;
    const ticked = new Set(safetySheet.rescueKit);
    const half = Math.ceil(RESCUE_KIT_ITEMS.length / 2);
    const columnWidth = CONTENT_WIDTH / 2 - 8;
    const style = { size: 9.5, width: columnWidth - 16 } as const;
    pages.makeRoom(40);
    pages.rule(6);
    pages.writeBlock(texts.rescueKit, { font: 'Helvetica-Bold', size: 10, width: CONTENT_WIDTH }, 4);
    for (let row = 0; row < half; row += 1) {
      const items = [RESCUE_KIT_ITEMS[row], RESCUE_KIT_ITEMS[row + half]];
      const height = Math.max(...items.map((item) => (item ? pages.measure(texts.kit[item], style) : 0)));
      pages.makeRoom(height);
      items.forEach((item, column) => {
        if (!item) return;
        const x = MARGIN + column * (CONTENT_WIDTH / 2 + 8);
        drawCheckBox(pages.doc, x, pages.y, ticked.has(item));
        pages.write(texts.kit[item], x + 16, pages.y, style);
      });
      pages.y += height + 4;
    }
    pages.y += 4;
    pages.rule(8);
  }

  private palanqueeTitle(palanquee: SafetySheetPalanquee): string {
    const { texts, language } = this;
    return [
      fillIn(texts.palanquee, { number: palanquee.number }),
      [
        texts.activity[palanquee.activity],
        palanquee.autonomous ? texts.autonomous : texts.guided,
        texts.gas[palanquee.gas],
        fillIn(texts.planned, {
          depth: formatFigure(palanquee.plannedDepth, language),
          duration: palanquee.plannedDuration,
        }),
        fillIn(texts.maxLawful, { depth: formatFigure(palanquee.maxDepth, language) }),
      ].join(', '),
    ].join(' — ');
  }

  /** The dive director's reason to keep a palanquée that breaks a rule, or the rules broken without one. */
  private overrideLine(palanquee: SafetySheetPalanquee): string | null {
    const { texts } = this;
    const articles = palanquee.problemArticles.join(', ');
    if (palanquee.overrideReason !== null && palanquee.overrideReason.trim() !== '') {
      const line = fillIn(texts.override, { reason: palanquee.overrideReason });
      return articles === '' ? line : `${line} (${articles})`;
    }
    return articles === '' ? null : fillIn(texts.problems, { articles });
  }

  private writePalanquee(palanquee: SafetySheetPalanquee, diveHeading: () => void): void {
    const { pages, texts } = this;
    const title = this.palanqueeTitle(palanquee);
    const titleStyle = { font: 'Helvetica-Bold', size: 10, width: CONTENT_WIDTH } as const;
    const override = this.overrideLine(palanquee);
    const overrideStyle = { font: 'Helvetica-Oblique', size: 9.5, width: CONTENT_WIDTH } as const;
    const rows = this.memberRows(palanquee);
    const first = rows[0];
    // The palanquée's title, its override and its first diver stay together.
    pages.makeRoom(
      pages.measure(title, titleStyle) +
        (override === null ? 0 : pages.measure(override, overrideStyle) + 3) +
        headingHeight(pages, texts.columns) +
        (first ? bodyRowHeight(pages, first) : 0) +
        6,
    );
    pages.writeBlock(title, titleStyle, 3);
    if (override !== null) pages.writeBlock(override, overrideStyle, 3);
    drawHeading(pages, texts.columns);
    pages.continueWith(() => {
      diveHeading();
      pages.writeBlock(`${title} ${texts.continued}`, titleStyle, 3);
      drawHeading(pages, texts.columns);
    });
    drawBodyRows(pages, rows);
    pages.y += 12;
  }

  private memberRows(palanquee: SafetySheetPalanquee): RowCells[] {
    const { texts, language } = this;
    const actual = palanquee.actual;
    const figure = (value: number | null | undefined, unit: string) =>
      value === null || value === undefined ? '' : `${formatFigure(value, language)} ${unit}`;
    // The guide of a teaching or baptism palanquée is its instructor.
    const guideLabel = palanquee.activity === 'exploration' ? texts.role.guide : texts.instructor;
    const members = [...palanquee.members].sort(
      (a, b) => (ROLE_ORDER.get(a.role) ?? 0) - (ROLE_ORDER.get(b.role) ?? 0),
    );
    return members.map((member) => ({
      lastname: member.lastname,
      firstname: member.firstname,
      aptitudes: unbrokenWords(this.pages, member.aptitudes, 'aptitudes'),
      role: member.role === 'guide' ? guideLabel : texts.role[member.role],
      gas: texts.gas[palanquee.gas],
      planned: `${formatFigure(palanquee.plannedDepth, language)} m\n${palanquee.plannedDuration} min`,
      entry: actual?.entryTime ?? '',
      exit: actual?.exitTime ?? '',
      maxDepth: figure(actual?.maxDepth, 'm'),
      duration: figure(actual?.duration, 'min'),
      stops: actual?.stops ?? '',
    }));
  }

  private writeSignature(dive: SafetySheetDive): void {
    const { pages, texts } = this;
    let line = texts.unsigned;
    if (dive.signedBy !== null && dive.signedAt !== null) {
      line = fillIn(texts.signed, { name: dive.signedBy, ...this.when(dive.signedAt) });
    } else if (dive.signatureVoidedAt !== null) {
      line = fillIn(texts.voided, this.when(dive.signatureVoidedAt));
    }
    const style = { font: 'Helvetica-Bold', size: 11, width: CONTENT_WIDTH - 16 } as const;
    const height = pages.measure(line, style) + 14;
    pages.makeRoom(height);
    pages.doc.lineWidth(0.75).strokeColor(GREY_LINE).rect(MARGIN, pages.y, CONTENT_WIDTH, height).stroke();
    pages.write(line, MARGIN + 8, pages.y + 7, style);
    pages.y += height + 6;
  }
}

/** A 9-point box, ticked with two strokes when `ticked` (WinAnsi has no tick character). */
function drawCheckBox(doc: PDFKit.PDFDocument, x: number, y: number, ticked: boolean): void {
  const size = 9;
  const top = y;
  doc.lineWidth(0.75).strokeColor('black').rect(x, top, size, size).stroke();
  if (!ticked) return;
  doc
    .lineWidth(1.5)
    .moveTo(x + 1.8, top + size * 0.55)
    .lineTo(x + size * 0.42, top + size - 1.8)
    .lineTo(x + size - 1.2, top + 1.5)
    .stroke();
}
