import { z } from 'zod';
import { defineCall } from './contract.ts';
import { idField } from './fields.ts';

export const languageSchema = z.object({
  Id: z.number().int(),
  Language_key: z.string(),
});
export type Language = z.infer<typeof languageSchema>;

/** A club as its public site sees it. */
export const clubSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Alias: z.string(),
  Manager_id: z.number().int().nullable(),
  Facebook_id: z.string().nullable(),
  Facebook_link: z.string().nullable(),
  Spot: z.boolean(),
  Gallery: z.boolean(),
  Dolphyn: z.boolean(),
  Phone: z.string().nullable(),
  Subscription_id: z.number().int().nullable(),
  /** `#rrggbb` */
  Color: z.string(),
  /** `r, g, b`, derived from Color. */
  Color_rgb: z.string(),
  Theme: z.string().nullable(),
  Logo_url: z.string().nullable(),
  Youtube_id: z.string().nullable(),
  Is_live: z.boolean(),
  Live_url: z.string().nullable(),
  /** The club's languages, its default (first) one first. */
  Languages: z.array(languageSchema),
});
export type Club = z.infer<typeof clubSchema>;

export const getClubByAlias = defineCall({
  method: 'GET',
  path: '/api/Clubs/getClubByAlias/{alias}',
  summary: 'The club of an alias, with its languages.',
  access: 'public',
  tenancy: 'any',
  params: z.object({ alias: z.string().min(1).max(63) }),
  response: clubSchema,
});

export const getLanguagesByClub = defineCall({
  method: 'GET',
  path: '/api/Clubs/getLanguagesByClub/{clubId}',
  summary: "The club's languages, default first.",
  access: 'public',
  params: z.object({ clubId: idField }),
  response: z.array(languageSchema),
});
