import { z } from 'zod';
import { OFFLINE_AREA_MB } from '../domain/offline-area.ts';
import { isTimeZone } from '../domain/time-zone.ts';
import { defineCall } from './contract.ts';
import {
  boolField,
  countField,
  emailField,
  idField,
  nullable,
  passwordField,
  requiredText,
  text,
} from './fields.ts';
import { okResponse } from './users.ts';

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

/**
 * The rest of `/api/Clubs/*` (SPEC.md section 7). Reading what a visitor sees is public and works only
 * for the club of the host (another club's id is a 404). Editing is for the club's manager or the
 * super administrator; creating, listing and deleting clubs for the super administrator only.
 */

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
export const clubManagerSchema = z.object({
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
  Manager: clubManagerSchema.nullable(),
});
export type ClubAdmin = z.infer<typeof clubAdminSchema>;

/** A line of the super administrator's club list. */
export const clubListItemSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Alias: z.string(),
  Logo_url: z.string().nullable(),
  Color: z.string(),
  Manager_id: z.number().int().nullable(),
  Manager_name: z.string().nullable(),
  Manager_email: z.string().nullable(),
  Members_count: z.number().int(),
});
export type ClubListItem = z.infer<typeof clubListItemSchema>;

const languagesField = z.preprocess(jsonText, z.array(languageKeyField).max(20));

export const getCarousel = defineCall({
  method: 'GET',
  path: '/api/Clubs/getCarousel/{clubId}',
  effect: 'cachedRead',
  shows: ['carousel'],
  summary: "The club's carousel pictures, in order (live page).",
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
  clubFields: { id: 'hostUnlessSuperAdmin' },
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

export const getAllClubSubscription = defineCall({
  method: 'GET',
  path: '/api/Clubs/getAllClubSubscription/',
  effect: 'read',
  summary: 'Every subscription a club may be on.',
  access: 'superadmin',
  tenancy: 'any',
  response: z.array(subscriptionSchema),
});

export const getClubsForAdmin = defineCall({
  method: 'GET',
  path: '/api/Clubs/getClubsForAdmin/{page}',
  effect: 'read',
  summary: 'One page of every club, by name, pages from 0; an empty page marks the end.',
  access: 'superadmin',
  tenancy: 'any',
  params: z.object({ page: countField }),
  response: z.array(clubListItemSchema),
});

export const deleteClub = defineCall({
  method: 'GET',
  path: '/api/Clubs/deleteClub/{id}',
  summary:
    'Deletes a club with everything it owns (members, spots, media, news, files). Refused with own_club for the club of the site the request comes from.',
  access: 'superadmin',
  tenancy: 'any',
  params: z.object({ id: idField }),
  response: okResponse,
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

/** What the super administrator sets on a club, at creation and later. */
const clubByAdminFields = {
  club_name: requiredText(200),
  /** Checked by the service (alias_error, alias_taken), so the codes of SPEC.md section 8 come back. */
  alias: z.string().trim().max(200),
  Spot: boolField.default(true),
  Gallery: boolField.default(true),
  Dolphyn: boolField.default(false),
  Subscription_id: nullable(idField).optional(),
  languages: languagesField,
  Color: colorField.default('#0b7285'),
  phone: nullable(text(40)).optional(),
  email: nullable(emailField).optional(),
};

const createClubFields = z.object({
  ...clubByAdminFields,
  firstname: requiredText(100),
  lastname: requiredText(100),
  function: nullable(text(100)).optional(),
  manager_email: emailField,
  manager_phone: nullable(text(40)).optional(),
  password: passwordField,
});

/** A language list as keys: `["fr","en"]`, or the Club entity's `[{ Language_key: "fr" }]`. */
const languageKeysOf = (value: unknown) =>
  Array.isArray(value)
    ? value.map((item) =>
        typeof item === 'object' && item !== null && 'Language_key' in item ? item.Language_key : item,
      )
    : value;

/** An alias made of a club name: lower case letters and digits only, accents dropped. */
const aliasOfName = (name: unknown) =>
  typeof name === 'string'
    ? name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .replace(/[^a-z0-9]/g, '')
        .slice(0, 63)
    : name;

/**
 * The creation payload SPEC.md section 3 documents (the Club fields, `Name`, `Alias`, `Phone`,
 * `Languages`..., and `club_name, email, firstname, lastname, function, phone, languages, password`),
 * told apart by the absence of `manager_email`, mapped onto this call's fields: `email` and `phone`
 * are then the manager's sign-in address and phone (and the club's contact too), `Name` is
 * `club_name`, `Alias` is `alias` (made of the club name when absent), `Phone` the club's phone,
 * `Languages` (keys or `{ Language_key }`) is `languages`; with neither `Spot` nor `Subscription_id`
 * the club starts without spots (a club with spots needs a subscription). Bodies naming
 * `manager_email`, as the web app sends them, pass unchanged.
 */
export function fromDocumentedCreation(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const body = { ...(value as Record<string, unknown>) };
  if (body.manager_email !== undefined) return body;
  body.manager_email = body.email;
  body.manager_phone ??= body.phone;
  body.club_name ??= body.Name;
  body.alias ??= body.Alias ?? aliasOfName(body.club_name);
  if (body.Phone !== undefined) body.phone = body.Phone;
  body.languages = languageKeysOf(body.languages ?? body.Languages);
  if (body.Spot === undefined && body.Subscription_id === undefined) body.Spot = false;
  return body;
}

export const createClub = defineCall({
  method: 'POST',
  path: '/api/Clubs/createClub',
  summary:
    'Creates a club and its manager account (validated, role 2). Refused with alias_error, alias_taken, subscription_required (a club with spots) or language_required; nothing is written then. ' +
    "Also takes SPEC.md's documented payload without `manager_email`: `email` and `phone` are then the manager's (and the club's contact), `Name`/`Alias`/`Phone`/`Languages` stand for `club_name`/`alias`/`phone`/`languages`, the alias is made of the club name when absent, and without `Spot` or `Subscription_id` the club starts without spots.",
  access: 'superadmin',
  tenancy: 'any',
  body: z.preprocess(
    (value: z.input<typeof createClubFields>) => fromDocumentedCreation(value),
    createClubFields,
  ),
  response: clubAdminSchema,
});

export const editClubByAdmin = defineCall({
  method: 'POST',
  path: '/api/Clubs/editClubByAdmin',
  summary: 'The super administrator edits a club: the creation fields without the manager account.',
  access: 'superadmin',
  tenancy: 'any',
  body: z.object({ Id: idField, ...clubByAdminFields }),
  response: clubAdminSchema,
});

export const createCarouselPicture = defineCall({
  method: 'POST',
  path: '/api/Clubs/createCarouselPicture',
  changes: ['carousel'],
  summary: 'Adds a carousel picture at the end (multipart field `file`, at most 2,000,000 bytes).',
  access: 'manager',
  bodyKind: 'file',
  response: carouselSlideSchema,
});

export const deleteCarouselPicture = defineCall({
  method: 'GET',
  path: '/api/Clubs/deleteCarouselPicture/{id}',
  changes: ['carousel'],
  summary: 'Removes a carousel picture of the club.',
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
