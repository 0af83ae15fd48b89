import { z } from 'zod';
import { languageKeyField } from './clubs.ts';
import { defineCall } from './contract.ts';

/**
 * The club's legal notice (imprint, SPEC.md section 7 "Other"): a plain text per language of the club
 * (shown with its line breaks, never as HTML) and one image.
 */

export const LEGAL_NOTICE_MAX_CHARS = 50_000;

export const clubTextSchema = z.object({
  Description: z.string(),
  /** The language of this text; the reader's when written in it, else the club's first with a text. */
  language_key: z.string(),
});
export type ClubText = z.infer<typeof clubTextSchema>;

export const legalNoticeSchema = clubTextSchema.extend({ Image_url: z.string().nullable() });
export type LegalNotice = z.infer<typeof legalNoticeSchema>;

/** What the editors send: the text of one language. */
export const clubTextInput = z.object({
  language_key: languageKeyField,
  Description: z.string().max(LEGAL_NOTICE_MAX_CHARS).default(''),
});

export const getImprint = defineCall({
  method: 'GET',
  path: '/api/Imprint/getImprint',
  effect: 'cachedRead',
  shows: ['legalNotice'],
  summary: "The club's legal notice in the reader's language (or its first language with one) and its image.",
  access: 'public',
  response: legalNoticeSchema,
});

export const getImprintAdmin = defineCall({
  method: 'GET',
  path: '/api/Imprint/getImprintAdmin/{languageKey}',
  effect: 'read',
  summary: "The club's legal notice in one of its languages, for editing (empty when none is written).",
  access: 'manager',
  params: z.object({ languageKey: languageKeyField }),
  response: legalNoticeSchema,
});

export const updateImprint = defineCall({
  method: 'POST',
  path: '/api/Imprint/updateImprint',
  changes: ['legalNotice'],
  summary: "Writes the club's legal notice in one of its languages.",
  access: 'manager',
  body: clubTextInput,
  response: legalNoticeSchema,
});

export const editImageUrl = defineCall({
  method: 'POST',
  path: '/api/Imprint/editImageUrl',
  // The image is a column of the club's row, which every request of the host carries (read once).
  changes: ['club'],
  summary: "Replaces the legal notice's image (multipart field `file`, at most 2,000,000 bytes).",
  access: 'manager',
  bodyKind: 'file',
  response: legalNoticeSchema,
});
