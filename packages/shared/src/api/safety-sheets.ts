import { z } from 'zod';
import { defineCall, fileResponse } from './contract.ts';
import { countField, idField } from './fields.ts';

/**
 * The safety sheets of the dive director's day (issue 31): an outing's sheet as a PDF, and the club's
 * list of the sheets it keeps (at least 366 days after the dive, also once the outing is deleted).
 */

export const getSafetySheet = defineCall({
  method: 'GET',
  path: '/api/Outings/getSafetySheet/{outingId}',
  effect: 'read',
  summary:
    'The safety sheet of an outing as a PDF to print or read on a phone: one page per dive with the club, ' +
    'date, site and its coordinates, dive director, pilot, surface safety, boat, the rescue kit ticked, ' +
    'then one row per diver with the planned and actual figures and the signature. Kept at least 366 ' +
    'days after the dive, also once the outing is deleted. The club’s managers and the outing’s dive ' +
    'director.',
  access: 'member',
  params: z.object({ outingId: idField }),
  ...fileResponse(['application/pdf']),
});

export const safetySheetSummarySchema = z.object({
  Outing_id: z.number().int(),
  Title: z.string(),
  /** The first dive's day (`YYYY-MM-DD`, the club's time zone). */
  Date: z.string(),
  Site: z.string(),
  Dp_name: z.string().nullable(),
  Dives: z.number().int(),
  Signed_dives: z.number().int(),
  Divers: z.number().int(),
  /** The outing was deleted; its sheet is kept. */
  Outing_deleted: z.boolean(),
});

export type SafetySheetSummary = z.infer<typeof safetySheetSummarySchema>;

export const getSafetySheets = defineCall({
  method: 'GET',
  path: '/api/Clubs/getSafetySheets/{clubId}/{page}',
  effect: 'read',
  summary:
    "One page of the club's kept safety sheets, latest dive first; pages from 0, an empty page marks the " +
    'end. The club’s managers.',
  access: 'manager',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField, page: countField }),
  response: z.array(safetySheetSummarySchema),
});
