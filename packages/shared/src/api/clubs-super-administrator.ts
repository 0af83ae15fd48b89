import { z } from 'zod';
import { clubAdminSchema, colorField, languagesField, subscriptionSchema } from './clubs.ts';
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

/**
 * The super administrator's calls on clubs (`/api/Clubs/*`, SPEC.md section 7): the list of every club,
 * the subscriptions, creating a club with its manager account, editing and deleting any club.
 */

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

export const getAllClubSubscription = defineCall({
  method: 'GET',
  path: '/api/Clubs/getAllClubSubscription/',
  effect: 'read',
  summary: 'Every subscription a club may be on.',
  access: 'superAdministrator',
  tenancy: 'any',
  response: z.array(subscriptionSchema),
});

export const getClubsForAdmin = defineCall({
  method: 'GET',
  path: '/api/Clubs/getClubsForAdmin/{page}',
  effect: 'read',
  summary: 'One page of every club, by name, pages from 0; an empty page marks the end.',
  access: 'superAdministrator',
  tenancy: 'any',
  params: z.object({ page: countField }),
  response: z.array(clubListItemSchema),
});

export const deleteClub = defineCall({
  method: 'GET',
  path: '/api/Clubs/deleteClub/{id}',
  summary:
    'Deletes a club with everything it owns (members, spots, media, news, files). Refused with own_club for the club of the site the request comes from.',
  access: 'superAdministrator',
  tenancy: 'any',
  params: z.object({ id: idField }),
  response: okResponse,
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
  access: 'superAdministrator',
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
  access: 'superAdministrator',
  tenancy: 'any',
  body: z.object({ Id: idField, ...clubByAdminFields }),
  response: clubAdminSchema,
});
