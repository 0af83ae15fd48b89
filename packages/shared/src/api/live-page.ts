import { z } from 'zod';
import { languageKeyField } from './clubs.ts';
import { defineCall } from './contract.ts';
import { clubTextInput, clubTextSchema } from './legal-notice.ts';

/**
 * The live page (`/live`, the "Dolphyn" live product of SPEC.md section 7): the club's own text per
 * language, and the platform's text about the live product ("solutions"), written by the super
 * administrator. Both are plain text, shown with their line breaks.
 */

export const livePageSchema = z.object({
  /** The club's live-page text in the reader's language (or its first language with one); '' when none. */
  Description: z.string(),
  language_key: z.string(),
  /** The platform's text about the live product in the reader's language; '' when none. */
  Solutions: z.string(),
});
export type LivePage = z.infer<typeof livePageSchema>;

export const getDolphyn = defineCall({
  method: 'GET',
  path: '/api/Dolphyn/getDolphyn',
  effect: 'cachedRead',
  shows: ['livePage', 'platform'],
  summary: "The live page's texts in the reader's language.",
  access: 'public',
  response: livePageSchema,
});

export const getDolphynAdmin = defineCall({
  method: 'GET',
  path: '/api/Dolphyn/getDolphynAdmin/{languageKey}',
  effect: 'read',
  summary: "The club's live-page text in one of its languages, for editing.",
  access: 'manager',
  params: z.object({ languageKey: languageKeyField }),
  response: clubTextSchema,
});

export const updateDolphyn = defineCall({
  method: 'POST',
  path: '/api/Dolphyn/updateDolphyn',
  changes: ['livePage'],
  summary: "Writes the club's live-page text in one of its languages.",
  access: 'manager',
  body: clubTextInput,
  response: clubTextSchema,
});

export const getSolutionsAdmin = defineCall({
  method: 'GET',
  path: '/api/Dolphyn/getSolutionsAdmin/{languageKey}',
  effect: 'read',
  summary: "The platform's live-product text in one language, for the super administrator to edit.",
  access: 'superAdministrator',
  tenancy: 'any',
  params: z.object({ languageKey: languageKeyField }),
  response: clubTextSchema,
});

export const updateSolutions = defineCall({
  method: 'POST',
  path: '/api/Dolphyn/updateSolutions',
  summary: "Writes the platform's live-product text in one language (super administrator).",
  access: 'superAdministrator',
  tenancy: 'any',
  body: clubTextInput,
  response: clubTextSchema,
});
