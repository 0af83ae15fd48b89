/**
 * The safety sheet's actuals as typed on the boat (A322-72): entry and exit times `HH:MM`, the
 * deepest point, the duration and the stops of each palanquée. The form keeps the text typed; the
 * call's body reads it.
 */
import type { DiveView } from '@club/shared/api/dive-plans';
import { parseDecimal } from '../../../lib/forms/decimal-text.ts';

export interface PalanqueeActuals {
  number: number;
  entry: string;
  exit: string;
  maxDepth: string;
  duration: string;
  stops: string;
}

/**
 * A time as it is typed on a phone's digits (no colon key): the colon comes after the hour's digits, one
 * when it cannot be a tens digit ("930" reads 9:30), two otherwise ("1042" reads 10:42).
 */
export function clockText(typed: string): string {
  const colon = typed.indexOf(':');
  if (colon >= 0) {
    const hours = typed.slice(0, colon).replace(/\D/g, '').slice(0, 2);
    const minutes = typed
      .slice(colon + 1)
      .replace(/\D/g, '')
      .slice(0, 2);
    return `${hours}:${minutes}`;
  }
  const digits = typed.replace(/\D/g, '');
  const hourDigits = (digits[0] ?? '0') > '2' ? 1 : 2;
  if (digits.length <= hourDigits) return digits;
  return `${digits.slice(0, hourDigits)}:${digits.slice(hourDigits, hourDigits + 2)}`;
}

/** A complete time `HH:MM` from what was typed ("9:30" → "09:30"); the text as it is when it is no time. */
export function finishedClock(text: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!match) return text.trim();
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours > 23 || minutes > 59) return text.trim();
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * Minutes from entry to exit, both `HH:MM` on the same day; null when either is missing or exit is not later.
 */
export function minutesBetween(entry: string, exit: string): number | null {
  const minutesOf = (text: string) => {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const from = minutesOf(entry);
  const to = minutesOf(exit);
  return from === null || to === null || to <= from ? null : to - from;
}

/** A number as the reader writes it (18,5 in French), one decimal at most. */
const numberText = (value: number | null, language: string) =>
  value === null
    ? ''
    : new Intl.NumberFormat(language, { maximumFractionDigits: 1, useGrouping: false }).format(value);

/** The fields of each palanquée of a dive, from what is recorded. */
export function palanqueeActualsOf(dive: DiveView, language: string): PalanqueeActuals[] {
  return dive.Palanquees.map((palanquee) => ({
    number: palanquee.Number,
    entry: palanquee.Actual?.Entry_time ?? '',
    exit: palanquee.Actual?.Exit_time ?? '',
    maxDepth: numberText(palanquee.Actual?.Max_depth ?? null, language),
    duration: numberText(palanquee.Actual?.Duration ?? null, language),
    stops: palanquee.Actual?.Stops ?? '',
  }));
}

/**
 * A typed number for the body: null when empty; a text that is no number stays as it is, for the schema to
 * refuse.
 */
function numberOf(text: string): number | string | null {
  const value = parseDecimal(text);
  if (value === undefined) return null;
  return Number.isNaN(value) ? text : value;
}

/** The `Palanquees` of recordDiveActuals from the fields. */
export function actualsBodyOf(palanquees: readonly PalanqueeActuals[]) {
  return palanquees.map((palanquee) => ({
    Number: palanquee.number,
    Entry_time: palanquee.entry.trim() === '' ? null : finishedClock(palanquee.entry),
    Exit_time: palanquee.exit.trim() === '' ? null : finishedClock(palanquee.exit),
    Max_depth: numberOf(palanquee.maxDepth),
    Duration: numberOf(palanquee.duration),
    Stops: palanquee.stops.trim(),
  }));
}

/** `Palanquees.1.Max_depth` (a body path the schema refused) → `palanquees.1.maxDepth` (the form's field). */
export function actualsFieldOf(path: string): string | undefined {
  const match = /^Palanquees\.(\d+)\.(\w+)$/.exec(path);
  if (!match) return undefined;
  const field = {
    Entry_time: 'entry',
    Exit_time: 'exit',
    Max_depth: 'maxDepth',
    Duration: 'duration',
    Stops: 'stops',
  }[match[2] as string];
  return field === undefined ? undefined : `palanquees.${match[1]}.${field}`;
}

/**
 * The palanquées whose fields differ from what is recorded: only they are sent, so that keeping one's figures
 * after another device wrote the dive's other palanquées overwrites nothing of theirs.
 */
export function changedPalanquees(
  typed: readonly PalanqueeActuals[],
  recorded: readonly PalanqueeActuals[],
): PalanqueeActuals[] {
  return typed.filter((palanquee) => {
    const before = recorded.find((candidate) => candidate.number === palanquee.number);
    return !before || JSON.stringify(before) !== JSON.stringify(palanquee);
  });
}
