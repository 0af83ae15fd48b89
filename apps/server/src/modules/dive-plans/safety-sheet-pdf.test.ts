import { INTERFACE_LANGUAGES, type InterfaceLanguage } from '@club/shared/constants';
import PDFDocument from 'pdfkit';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import type { SafetySheetData } from './safety-sheet-data.ts';
import { renderSafetySheetPdf } from './safety-sheet-pdf.ts';
import { toWinAnsi } from './safety-sheet-pdf-format.ts';
import { safetySheetPages } from './safety-sheet-pdf-pages.ts';
import { CELL_PADDING, COLUMN_WIDTHS, TABLE_TEXT_SIZE } from './safety-sheet-pdf-table.ts';
import { crowdedSafetySheet, LONG_LASTNAME, sampleSafetySheet } from './safety-sheet-test-support.ts';
import { safetySheetTexts } from './safety-sheet-texts.ts';

/** The text of each page, as a PDF reader extracts it. */
async function pagesOf(safetySheet: SafetySheetData, language: InterfaceLanguage): Promise<string[]> {
  const data = await renderSafetySheetPdf(safetySheet, language);
  expect(new TextDecoder().decode(data.slice(0, 5))).toBe('%PDF-');
  const { text } = await extractText(await getDocumentProxy(data, { verbosity: 0 }));
  return text;
}

/** Without white space: a cell's text wraps on as many lines as its column needs. */
const squash = (text: string) => text.replace(/\s+/g, '');
const holds = (text: string, part: string) => squash(text).includes(squash(part));

const membersOf = (safetySheet: SafetySheetData) =>
  safetySheet.dives.flatMap((dive) => dive.palanquees.flatMap((palanquee) => palanquee.members));

describe('renderSafetySheetPdf', () => {
  it('writes every diver with their aptitudes on their row, the club, the site, the kit and the signatures', async () => {
    const safetySheet = sampleSafetySheet();
    const [first = '', second = '', ...more] = await pagesOf(safetySheet, 'fr');
    expect(more).toEqual([]);
    const all = `${first}${second}`;

    for (const member of membersOf(safetySheet)) {
      // Last name, first name and aptitudes follow each other: they are one row.
      expect(all, member.lastname).toSatisfy((text: string) =>
        holds(text, toWinAnsi(`${member.lastname}${member.firstname}${member.aptitudes.join('')}`)),
      );
    }
    expect(holds(first, 'Wisniewska Zaneta PE-40 PA-20 PN-20')).toBe(true);
    expect(holds(first, `${LONG_LASTNAME} Marie-Clothilde`)).toBe(true);

    for (const page of [first, second]) {
      expect(page).toContain('Fiche de sécurité — Club de plongée des Calanques');
      expect(page).toContain('Marin Leclerc');
      expect(page).toContain('Tom Girard');
      expect(page).toContain('Sophie Martin');
      expect(page).toContain('Le Bleu Marine');
      for (const item of Object.values(safetySheetTexts('fr').kit))
        expect(holds(page, item), item).toBe(true);
      expect(page).toContain('Fiche de sécurité — conservée au moins un an (A322-72)');
    }
    expect(first).toContain('Plongée 1 sur 2');
    expect(first).toContain('samedi 13 juin 2026, 09:30 (UTC+2)');
    expect(first).toContain('Les Impériaux — 43.17412, 5.38746');
    expect(first).toContain('Page 1 / 2');
    expect(
      holds(
        first,
        'Palanquée 1 — exploration, encadrée, air, prévue 40 m, 45 min, profondeur maximale autorisée 20 m',
      ),
    ).toBe(true);
    expect(
      holds(
        first,
        'Dérogation du directeur de plongée : Plongée d’évaluation PE-40 au bord du tombant, vue par le moniteur (annexe III-16 b)',
      ),
    ).toBe(true);
    expect(holds(first, 'Palanquée 2 — exploration, autonome')).toBe(true);
    // The palanquée's actuals on each of its divers' rows.
    expect(holds(first, 'Guide air 40 m 45 min 09:32 10:14 38,5 m 42 min 3 min à 3 m')).toBe(true);
    expect(first).toContain('Signé par Marin Leclerc le samedi 13 juin 2026 à 09:05');

    expect(second).toContain('Plongée 2 sur 2');
    expect(second).toContain('Site\n—');
    expect(holds(second, 'Perrin Gaëlle GP PE-60 PA-60 E3 PN-C Moniteur nitrox')).toBe(true);
    expect(second).toContain('Signature annulée le samedi 13 juin 2026 à 13:40 (équipes modifiées)');
    expect(second).toContain('Page 2 / 2');
  });

  it('says a dive never signed is not signed', async () => {
    const safetySheet = sampleSafetySheet();
    const dive = safetySheet.dives[1];
    if (dive) dive.signatureVoidedAt = null;
    const [, second = ''] = await pagesOf(safetySheet, 'fr');
    expect(second).toContain('Non signée');
    expect(second).not.toContain('Signé par');
  });

  it('spreads 60 divers over pages, each row whole, the headings repeated', async () => {
    const pages = await pagesOf(crowdedSafetySheet(12), 'fr');
    expect(pages.length).toBeGreaterThan(2);
    const headings = Object.values(safetySheetTexts('fr').columns).join(' ');
    const seen: number[] = [];
    pages.forEach((page, index) => {
      expect(holds(page, headings), `page ${index + 1}`).toBe(true);
      if (index > 0) expect(page).toContain('Plongée 1 sur 1 (suite)');
      for (const [, number] of page.matchAll(/Diver(\d+)\b/g)) {
        seen.push(Number(number));
        // The row's other cells are on the same page as its name.
        expect(holds(page, `Diver${number} Prénom${number} PE-40 PA-20 PN-20`), `diver ${number}`).toBe(true);
      }
      expect(page).toContain(`Page ${index + 1} / ${pages.length}`);
    });
    expect(seen).toEqual(Array.from({ length: 60 }, (_, index) => index + 1));
    // A palanquée cut by a page break goes on under its title, marked as continued.
    expect(pages.slice(1).some((page) => /Palanquée \d+ — .*\(suite\)/.test(page))).toBe(true);
  });

  it('writes its labels in the reader’s language', async () => {
    const [first = ''] = await pagesOf(sampleSafetySheet(), 'en');
    expect(first).toContain('Safety sheet — Club de plongée des Calanques');
    expect(first).toContain('Dive 1 of 2');
    expect(first).toContain('Dive director');
    expect(first).toContain('Rescue kit (A322-78)');
    expect(holds(first, 'Last name First name Aptitudes Role Gas Planned')).toBe(true);
    expect(first).toContain('Saturday, June 13, 2026, 09:30');
    expect(first).toContain('Signed by Marin Leclerc on Saturday, June 13, 2026 at 09:05');
    expect(first).toContain('Safety sheet — kept at least one year (A322-72)');
    expect(first).not.toContain('Fiche de sécurité');
  });

  it('writes a name outside WinAnsi with its closest Latin letters or question marks', async () => {
    const safetySheet = sampleSafetySheet();
    const member = safetySheet.dives[0]?.palanquees[0]?.members[0];
    if (member) Object.assign(member, { lastname: 'Wałęsa 张', firstname: 'Ōtsuka' });
    const [first = ''] = await pagesOf(safetySheet, 'fr');
    expect(first).toContain('Walesa ?');
    expect(first).toContain('Otsuka');
  });

  it('writes an outing with no dive yet as its header alone', async () => {
    const safetySheet = { ...sampleSafetySheet(), dives: [] };
    const pages = await pagesOf(safetySheet, 'fr');
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain('Aucune palanquée.');
    expect(pages[0]).toContain('Marin Leclerc');
  });
});

describe('toWinAnsi', () => {
  it('keeps what Helvetica holds and replaces the rest', () => {
    expect(toWinAnsi('Léa Müller Núñez ß œ € — “x”')).toBe('Léa Müller Núñez ß œ € — “x”');
    expect(toWinAnsi('Żaneta Wiśniewska Łukasz đ')).toBe('Zaneta Wisniewska Lukasz d');
    expect(toWinAnsi('王芳 🐬')).toBe('?? ?');
    expect(toWinAnsi('a\tb\nc\u0085d')).toBe('a b\nc d');
  });
});

describe('the table’s labels', () => {
  // A word wider than its column would be cut in the middle of a letter run.
  it('fit their column in every language, no word cut', () => {
    const pages = safetySheetPages(new PDFDocument());
    const room = (column: keyof typeof COLUMN_WIDTHS) => COLUMN_WIDTHS[column] - 2 * CELL_PADDING;
    const widest = (text: string, bold: boolean) =>
      Math.max(
        ...text
          .split(/\s+/)
          .map((word) =>
            pages.widthOf(word, { font: bold ? 'Helvetica-Bold' : 'Helvetica', size: TABLE_TEXT_SIZE }),
          ),
      );
    for (const language of INTERFACE_LANGUAGES) {
      const texts = safetySheetTexts(language);
      for (const [column, heading] of Object.entries(texts.columns)) {
        expect(widest(heading, true), `${language} ${heading}`).toBeLessThanOrEqual(
          room(column as keyof typeof COLUMN_WIDTHS),
        );
      }
      for (const role of [...Object.values(texts.role), texts.instructor]) {
        expect(widest(role, false), `${language} ${role}`).toBeLessThanOrEqual(room('role'));
      }
      for (const gas of Object.values(texts.gas)) {
        expect(widest(gas, false), `${language} ${gas}`).toBeLessThanOrEqual(room('gas'));
      }
    }
    expect(widest('100 min', false)).toBeLessThanOrEqual(room('duration'));
    expect(widest('99,5 m', false)).toBeLessThanOrEqual(room('maxDepth'));
    expect(widest('PE-60', false)).toBeLessThanOrEqual(room('aptitudes'));
  });
});
