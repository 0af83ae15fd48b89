import { z } from 'zod';
import { defineCall } from './contract.ts';

export const countrySchema = z.object({
  Id: z.number().int(),
  /** ISO 3166-1 alpha-2 code. */
  Code: z.string(),
  /** Name in the request's language. */
  Name: z.string(),
});
export type Country = z.infer<typeof countrySchema>;

export const getAllCountries = defineCall({
  method: 'GET',
  path: '/api/Countries/getAllCountries',
  effect: 'cachedRead',
  shows: ['platform'],
  summary: "Every country, named in the request's language and sorted by that name.",
  access: 'public',
  tenancy: 'any',
  response: z.array(countrySchema),
});
