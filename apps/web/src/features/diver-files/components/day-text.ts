/**
 * A day typed as a person reads it off a certificate, day first: "29/10/2026" (also "29.10.2026",
 * "29-10-2026", or "2026-10-29" pasted). Native date fields order their segments by the browser's own
 * language, not the page's (month first under an en-US browser), so a typed date lands in the wrong
 * segments; this text field reads the same everywhere, and a phone shows its digits' keypad.
 */

const DAY_FIRST = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: string) => value.padStart(2, '0');

/** Whether `YYYY-MM-DD` names a real day (not 31 April, nor 29 February of a common year). */
function isRealDay(iso: string): boolean {
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}

/**
 * The day a typed text names, as `YYYY-MM-DD`; null for an empty text; the text itself (trimmed) when
 * it names no real day, so that the call's schema refuses it on its field.
 */
export function dayOfText(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (ISO.test(trimmed)) return trimmed;
  const match = DAY_FIRST.exec(trimmed);
  if (!match) return trimmed;
  const [, day = '', month = '', year = ''] = match;
  const candidate = `${year}-${pad(month)}-${pad(day)}`;
  return isRealDay(candidate) ? candidate : trimmed;
}

/** Whether the text is empty or names a real day. */
export function isDayText(text: string): boolean {
  const day = dayOfText(text);
  return day === null || (ISO.test(day) && isRealDay(day));
}

/** A stored day `YYYY-MM-DD` as the field shows it: "29/10/2026". */
export function textOfDay(day: string | null, separator = '/'): string {
  if (day === null) return '';
  const [year, month, date] = day.split('-');
  return `${date}${separator}${month}${separator}${year}`;
}

/**
 * What the field holds after a keystroke: typing forward, a third digit after the day's two, or after
 * the month's, comes after a separator put in by itself ("2910" reads "29/10"), so that a phone's digit
 * keypad is enough; a separator typed twice stays one. Anything else (deleting, pasting, letters, "42")
 * is kept as typed.
 */
export function maskDayText(previous: string, next: string, separator = '/'): string {
  if (next.length <= previous.length) return next;
  const sep = separator.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let text = next.replace(new RegExp(`${sep}{2,}`, 'g'), separator);
  if (/^\d{3}$/.test(text)) text = `${text.slice(0, 2)}${separator}${text.slice(2)}`;
  if (new RegExp(`^\\d{2}${sep}\\d{3}$`).test(text)) text = `${text.slice(0, 5)}${separator}${text.slice(5)}`;
  return text;
}
