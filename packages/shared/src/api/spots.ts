import { z } from 'zod';
import { defineCall } from './contract.ts';
import { idField } from './fields.ts';

/** A dive spot of a club (SPEC.md section 3). */
export const spotSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Name: z.string(),
  Country_id: z.number().int().nullable(),
  Region: z.string().nullable(),
  Town: z.string().nullable(),
  Longitude: z.number(),
  Latitude: z.number(),
  File_3d_url: z.string().nullable(),
  Live: z.boolean(),
  Live_url: z.string().nullable(),
  Picture: z.string().nullable(),
});
export type Spot = z.infer<typeof spotSchema>;

export const getSpotsByClub = defineCall({
  method: 'GET',
  path: '/api/Spots/getSpotsByClub/{clubId}',
  summary: 'Every spot of the club, by name.',
  access: 'public',
  params: z.object({ clubId: idField }),
  response: z.array(spotSchema),
});
