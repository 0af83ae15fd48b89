import { z } from 'zod';

/**
 * Field types that accept both JSON values and their form-encoded text
 * (the documented API is form-encoded, where everything arrives as a string).
 */

/** Positive integer id: `12` or `"12"`. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/** Non-negative integer (page numbers, counters). */
export const countField = z.coerce.number().int().min(0).max(2_147_483_647);

const trueTexts = new Set(['true', '1', 'on', 'yes']);
const falseTexts = new Set(['false', '0', 'off', 'no', '']);

/** Boolean sent as JSON or as form text (`true`/`false`/`1`/`0`). */
export const boolField = z.preprocess((value) => {
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (trueTexts.has(text)) return true;
    if (falseTexts.has(text)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}, z.boolean());

/** Empty text and the text `null` (how a form sends an empty optional field) become null. */
export function nullable<T extends z.ZodType>(schema: T) {
  return z.preprocess(
    (value) => (value === '' || value === 'null' || value === undefined ? null : value),
    schema.nullable(),
  );
}

/** Trimmed single-line text with a length limit. */
export function text(max: number) {
  return z.string().trim().max(max);
}

/** Trimmed text that must not be empty. */
export function requiredText(max: number) {
  return z.string().trim().min(1).max(max);
}

/**
 * E-mail address as a browser's `<input type="email">` accepts it (the HTML standard's pattern), so the
 * form and the server agree; it also accepts single-label domains such as `admin@localhost`.
 */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ pattern: z.regexes.html5Email }));

/** Passwords: at least 8 characters (NIST SP 800-63B), at most 200 so hashing stays bounded. */
export const passwordField = z.string().min(8).max(200);

/** Calendar date `YYYY-MM-DD`. */
export const dateField = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date YYYY-MM-DD');

/** Opaque token from a link or a header: URL-safe base64 only. */
export const tokenField = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Malformed token');

/** A list sent as JSON, or as text in a form-encoded body: `["A","B"]` or `A,B`; empty text is none. */
export const listText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed === '') return [];
  try {
    return JSON.parse(trimmed);
  } catch {
    return trimmed.split(',').map((part) => part.trim());
  }
};

/** Body limit of calls carrying a base64 picture of at most IMAGE_MAX_BYTES. */
export const PICTURE_BODY_LIMIT = 3_000_000;

/** A picture as the crop tool sends it: base64 data (or a data: URL) and the crop box in its pixels. */
export const pictureFields = {
  Picture_data: nullable(z.string().max(PICTURE_BODY_LIMIT)).optional(),
  Picture_extension: nullable(z.string().trim().toLowerCase().max(10)).optional(),
  Picture_x: nullable(z.coerce.number().min(0)).optional(),
  Picture_y: nullable(z.coerce.number().min(0)).optional(),
  Picture_width: nullable(z.coerce.number().positive()).optional(),
  Picture_height: nullable(z.coerce.number().positive()).optional(),
};
