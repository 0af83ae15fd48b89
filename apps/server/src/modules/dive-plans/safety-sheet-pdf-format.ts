import type { InterfaceLanguage } from '@club/shared/constants';

/**
 * How the safety sheet's PDF writes text, dates and figures. Its fonts are PDF's standard Helvetica,
 * which needs no font file but holds only the WinAnsi characters (Latin-1 and a few more): enough for
 * French, German, Spanish and Italian, not for every name a member may type.
 */

/** What WinAnsi holds beyond Latin-1's printable characters (its 0x80-0x9F row). */
const WIN_ANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Latin letters that Unicode does not decompose into a base letter and a mark. */
const LATIN_LOOKALIKES: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
};

const COMBINING_MARK = /\p{M}/u;

function inWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRAS.has(character);
}

/**
 * The text as the standard fonts can print it: a character outside WinAnsi becomes its closest Latin
 * letter (`Ż` -> `Z`, `ł` -> `l`) or `?`, never a wrong glyph. Line breaks are kept, other control
 * characters become spaces.
 */
export function toWinAnsi(text: string): string {
  let printable = '';
  for (const character of text) {
    if (character === '\n') printable += character;
    else if (inWinAnsi(character)) printable += character;
    else printable += closestLatin(character);
  }
  return printable;
}

function closestLatin(character: string): string {
  const lookalike = LATIN_LOOKALIKES[character];
  if (lookalike !== undefined) return lookalike;
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x20 || (code >= 0x7f && code < 0xa0)) return ' ';
  const base = [...character.normalize('NFKD')].filter((part) => !COMBINING_MARK.test(part)).join('');
  return base !== '' && [...base].every(inWinAnsi) ? base : '?';
}

/** The day of an instant where the outing takes place: `samedi 13 juin 2026`. */
export function formatDay(instant: string, language: InterfaceLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone,
  }).format(new Date(instant));
}

/** The time of an instant where the outing takes place: `09:30`. */
export function formatClock(instant: string, language: InterfaceLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).format(new Date(instant));
}

/** The time zone's short name at that instant, so a sheet read elsewhere is not misread: `UTC+2`. */
export function formatZone(instant: string, language: InterfaceLanguage, timeZone: string): string {
  const parts = new Intl.DateTimeFormat(language, { timeZoneName: 'short', timeZone }).formatToParts(
    new Date(instant),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * Decimal degrees with 5 decimals (about a metre), latitude first, as a GPS or a chart plotter takes
 * them: the point is always written the same way, whatever the reader's language.
 */
export function formatCoordinates(latitude: number, longitude: number): string {
  return `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`;
}

/** A depth or a duration in the reader's way of writing numbers: `18,5`. */
export function formatFigure(value: number, language: InterfaceLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
}
