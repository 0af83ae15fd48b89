import { z } from 'zod';
import { OFFLINE_AREA_MB } from '../domain/offline-area.ts';
import { isTimeZone } from '../domain/time-zone.ts';
import { defineCall } from './contract.ts';
import { emailField, idField, nullable, requiredText, text } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * `/api/Clubs/*` (SPEC.md section 7) as a club's site and its manager use them. Reading what a visitor
 * sees is public and works only for the club of the host (another club's id is a 404). Editing is for
 * the club's manager or the super administrator. Creating, listing and deleting clubs, for the super
 * administrator only, are in clubs-super-administrator.ts.
 */

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
  /** IANA time zone the club's outings are written in (`Europe/Paris`). */
  Time_zone: z.string(),
  /**
   * The most a visitor's saved offline area (the map's imagery around the club's spots, kept on their
   * phone) may weigh, in megabytes; set by the club's manager (OFFLINE_AREA_MB).
   */
  Offline_area_mb: z.number().int(),
});

export type Club = z.infer<typeof clubSchema>;

export const getClubByAlias = defineCall({
  method: 'GET',
  path: '/api/Clubs/getClubByAlias/{alias}',
  effect: 'cachedRead',
  shows: ['club'],
  summary: 'The club of an alias, with its languages.',
  access: 'public',
  tenancy: 'any',
  params: z.object({ alias: z.string().min(1).max(63) }),
  response: clubSchema,
});

export const getLanguagesByClub = defineCall({
  method: 'GET',
  path: '/api/Clubs/getLanguagesByClub/{clubId}',
  effect: 'cachedRead',
  shows: ['club'],
  summary: "The club's languages, default first.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.array(languageSchema),
});

/** A language named by its key (`fr`), in lists the forms send. */
export const languageKeyField = z.string().trim().toLowerCase().min(2).max(8);

/** A JSON list also arrives as text when the body is form-encoded. */
export const jsonText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return value.split(',').map((part) => part.trim());
  }
};

/** An IANA time zone name the runtime knows (`Europe/Paris`). */
export const timeZoneField = z.string().trim().refine(isTimeZone, 'Unknown time zone');

/** The cap of a visitor's saved offline area, in megabytes (OFFLINE_AREA_MB.min to .max). */
export const offlineAreaMbField = z.coerce.number().int().min(OFFLINE_AREA_MB.min).max(OFFLINE_AREA_MB.max);

/** `#rrggbb` (the form's colour picker). */
export const colorField = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, 'Expected a colour #rrggbb');

/** An http(s) address, or nothing. */
const webAddress = nullable(
  z
    .string()
    .trim()
    .max(500)
    .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), 'Expected an http(s) address'),
);

export const subscriptionSchema = z.object({ Id: z.number().int(), Name: z.string(), Max: z.number().int() });

export type Subscription = z.infer<typeof subscriptionSchema>;

/** The club's information in one language (plain text, shown with its line breaks). */
export const clubInfosSchema = z.object({
  Club_id: z.number().int(),
  Language_id: z.number().int(),
  Language_key: z.string(),
  Opening: z.string(),
  Description: z.string(),
});

export type ClubInfos = z.infer<typeof clubInfosSchema>;

export const carouselSlideSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Picture_url: z.string(),
  Position: z.number().int(),
});

export type CarouselSlide = z.infer<typeof carouselSlideSchema>;

/** The manager account of a club, as the super administrator sees it. */
export const managerSchema = z.object({
  Id: z.number().int(),
  Firstname: z.string(),
  Lastname: z.string(),
  Email: z.string(),
  Phone: z.string().nullable(),
  Function: z.string().nullable(),
});

/** A club as its administration sees it: the public fields and its contact e-mail and manager. */
export const clubAdminSchema = clubSchema.extend({
  Email: z.string().nullable(),
  Manager: managerSchema.nullable(),
});

export type ClubAdmin = z.infer<typeof clubAdminSchema>;

/** The languages a club offers, as keys; the first is its default. */
export const languagesField = z.preprocess(jsonText, z.array(languageKeyField).max(20));

export const getCarousel = defineCall({
  method: 'GET',
  path: '/api/Clubs/getCarousel/{clubId}',
  effect: 'cachedRead',
  shows: ['carousel'],
  summary: "The club's carousel slides, in order (live page).",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.array(carouselSlideSchema),
});

export const getInfos = defineCall({
  method: 'GET',
  path: '/api/Clubs/getInfos/{clubId}',
  effect: 'cachedRead',
  shows: ['clubInfos'],
  summary:
    "The club's information in the reader's language, else in the club's first language that has some; null when none is written.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: clubInfosSchema.nullable(),
});

export const getClub = defineCall({
  method: 'GET',
  path: '/api/Clubs/getClub/{id}',
  effect: 'read',
  summary:
    'A club with its contact details and manager: its own manager, or the super administrator (any club).',
  access: 'manager',
  clubFields: { id: 'hostUnlessSuperAdministrator' },
  params: z.object({ id: idField }),
  response: clubAdminSchema,
});

export const getSubscription = defineCall({
  method: 'GET',
  path: '/api/Clubs/getSubscription/{id}',
  effect: 'cachedRead',
  shows: ['platform'],
  summary: 'A subscription: how many spots a club on it may have (Max).',
  access: 'public',
  tenancy: 'any',
  params: z.object({ id: idField }),
  response: subscriptionSchema,
});

export const getInfosAdmin = defineCall({
  method: 'GET',
  path: '/api/Clubs/getInfosAdmin/{languageKey}/{clubId}',
  effect: 'read',
  summary: "The club's information in one of its languages, for editing (empty texts when none is written).",
  access: 'manager',
  clubFields: { clubId: 'host' },
  params: z.object({ languageKey: languageKeyField, clubId: idField }),
  response: clubInfosSchema,
});

export const toggleLive = defineCall({
  method: 'GET',
  path: '/api/Clubs/toggleLive/{id}',
  changes: ['club'],
  summary: "Turns the club's live on or off; returns the club.",
  access: 'manager',
  clubFields: { id: 'host' },
  params: z.object({ id: idField }),
  response: clubSchema,
});

export const getAllLanguages = defineCall({
  method: 'GET',
  path: '/api/Clubs/getAllLanguages',
  effect: 'cachedRead',
  shows: ['platform'],
  summary: 'Every language a club may offer.',
  access: 'public',
  tenancy: 'any',
  response: z.array(languageSchema),
});

/** Contact details and look a club's manager edits. */
const clubContactFields = {
  Phone: nullable(text(40)),
  Email: nullable(emailField),
  Facebook_id: nullable(text(200)),
  Facebook_link: webAddress,
  Youtube_id: nullable(text(200)),
  Live_url: webAddress,
  Color: colorField,
};

export const editClub = defineCall({
  method: 'POST',
  path: '/api/Clubs/editClub',
  changes: ['club'],
  summary:
    'The manager edits their club: name, contact details, colour, live address, languages (at least one; the first is the default), time zone, and the most a visitor may save of the map for offline ' +
    `(Offline_area_mb, ${OFFLINE_AREA_MB.min} to ${OFFLINE_AREA_MB.max} MB). Time_zone and Offline_area_mb absent: unchanged.`,
  access: 'manager',
  clubFields: { Id: 'host' },
  body: z.object({
    Id: idField,
    Name: requiredText(200),
    ...clubContactFields,
    Languages: languagesField,
    /** Absent: unchanged. */
    Time_zone: timeZoneField.optional(),
    /** Absent: unchanged. */
    Offline_area_mb: offlineAreaMbField.optional(),
  }),
  response: clubAdminSchema,
});

export const editClubInfos = defineCall({
  method: 'POST',
  path: '/api/Clubs/editClubInfos',
  changes: ['clubInfos'],
  summary: "Writes the club's information (opening hours, description) in one of its languages.",
  access: 'manager',
  clubFields: { Club_id: 'host' },
  body: z.object({
    Club_id: idField,
    Language_key: languageKeyField,
    Opening: z.string().max(5000).default(''),
    Description: z.string().max(20_000).default(''),
  }),
  response: clubInfosSchema,
});

export const createCarouselPicture = defineCall({
  method: 'POST',
  path: '/api/Clubs/createCarouselPicture',
  changes: ['carousel'],
  summary: 'Adds a carousel slide at the end (multipart field `file`, at most 2,000,000 bytes).',
  access: 'manager',
  bodyKind: 'file',
  response: carouselSlideSchema,
});

export const deleteCarouselPicture = defineCall({
  method: 'GET',
  path: '/api/Clubs/deleteCarouselPicture/{id}',
  changes: ['carousel'],
  summary: 'Removes a carousel slide of the club.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const editLogoUrl = defineCall({
  method: 'POST',
  path: '/api/Clubs/editLogoUrl',
  changes: ['club'],
  summary:
    "Replaces the club's logo (multipart field `file`, cropped by the browser, at most 2,000,000 bytes).",
  access: 'manager',
  bodyKind: 'file',
  response: clubSchema,
});
