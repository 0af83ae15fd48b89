import { z } from 'zod';
import { countedPagePath } from '../page-rules.ts';
import { defineCall } from './contract.ts';
import { idField } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * First-party analytics (SPEC.md section 1): a count of page views per club, path and day; nothing
 * about who viewed. The admin area is never counted.
 */

/** Days the admin chart shows, today included. */
export const VISITS_DAYS = 30;

/** A path as countedPagePath gives it: `/`, `/news/12`; never an admin page. */
export const pagePathField = z
  .string()
  .max(200)
  .refine((path) => countedPagePath(path) === path, 'Expected a counted page path (no admin page)');

export const addPageView = defineCall({
  method: 'POST',
  path: '/api/Analytics/addPageView',
  effect: 'counter',
  summary: 'Counts one view of a public page of the club of the host (nothing about the visitor is kept).',
  access: 'public',
  body: z.object({ path: pagePathField }),
  response: okResponse,
});

export const dayVisitsSchema = z.object({
  /** `YYYY-MM-DD` (UTC). */
  Day: z.string(),
  Views: z.number().int(),
});
export type DayVisits = z.infer<typeof dayVisitsSchema>;

export const getVisits = defineCall({
  method: 'GET',
  path: '/api/Analytics/getVisits/{clubId}',
  effect: 'read',
  summary: 'Page views per day of the last 30 days, oldest first, every day present (0 when none).',
  access: 'manager',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.array(dayVisitsSchema),
});
