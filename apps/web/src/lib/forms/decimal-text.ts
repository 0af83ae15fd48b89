/**
 * A decimal number typed in a text field (a coordinate): the form keeps the text the person typed
 * and reads it as a number only for the map and the call's body. Mantine's NumberInput rewrites its
 * text and moves the caret on timers of its own; on a busy page one of them ran after the next keys
 * and sent the caret to the start ("43.1234" became "23443.1"). Nothing touches a text field's caret.
 */

/** An optional sign, digits, and a point or a comma (French keyboards) before the decimals. */
const decimalPattern = /^[-+\u2212]?(?:\d+(?:[.,]\d*)?|[.,]\d+)$/;

/** The typed number: undefined when the field is empty, NaN when the text is no number. */
export function parseDecimal(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  if (!decimalPattern.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.').replace('\u2212', '-'));
}

/** A number as a field's text: at most `decimals` decimals, no trailing zeros, never an exponent. */
export function formatDecimal(value: number, decimals: number): string {
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/0+$/, '').replace(/\.$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
