import { z } from 'zod';
import { defineCall } from './contract.ts';
import { countField, emailField, idField, nullable, passwordField, text, tokenField } from './fields.ts';
import { okResponse, profileFieldsSchema, userSchema } from './users.ts';

/**
 * The members of a club (SPEC.md section 7, `/api/Users/*` member management) and the super
 * administrator's hand-over to another club. Listing members is public (the club page); managing
 * them is for the club's manager (its members and themself) or the super administrator.
 */

/** A member as visitors see them on the club page: no e-mail, no personal details. */
export const publicMemberSchema = z.object({
  Id: z.number().int(),
  Firstname: z.string(),
  Lastname: z.string(),
  Nickname: z.string().nullable(),
  Avatar_url: z.string().nullable(),
  Role: z.number().int(),
});
export type PublicMember = z.infer<typeof publicMemberSchema>;

/** A member as the club's administration sees them. */
export const managedUserSchema = userSchema.extend({
  Phone: z.string().nullable(),
  Function: z.string().nullable(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const getAllUsersByClub = defineCall({
  method: 'GET',
  path: '/api/Users/getAllUsersByClub/{clubId}',
  effect: 'read',
  summary: 'Every account of the club, by name (club administration).',
  access: 'manager',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.array(managedUserSchema),
});

export const countUsersByClub = defineCall({
  method: 'GET',
  path: '/api/Users/countUsersByClub/{clubId}',
  effect: 'cachedRead',
  shows: ['members'],
  summary: 'How many validated accounts the club has.',
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.number().int(),
});

export const getUsersByClub = defineCall({
  method: 'GET',
  path: '/api/Users/getUsersByClub/{clubId}/{page}',
  effect: 'cachedRead',
  shows: ['members'],
  summary: "One page of the club's validated members, by name, pages from 0; an empty page marks the end.",
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField, page: countField }),
  response: z.array(publicMemberSchema),
});

export const getUserById = defineCall({
  method: 'GET',
  path: '/api/Users/getUserById/{id}',
  effect: 'read',
  summary:
    "An account to edit: a member of the manager's club, or any club's manager for the super administrator.",
  access: 'manager',
  tenancy: 'any',
  params: z.object({ id: idField }),
  response: managedUserSchema,
});

export const removeUser = defineCall({
  method: 'GET',
  path: '/api/Users/removeUser/{id}',
  changes: ['members', 'comments', 'pictures', 'videos'],
  summary: "Deletes a member of the manager's club (never oneself, a manager or the super administrator).",
  access: 'manager',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const editManager = defineCall({
  method: 'POST',
  path: '/api/Users/editManager',
  summary:
    "Edits another account's profile and e-mail: the manager for their club's members, the super administrator for any manager. On one's own account the e-mail stays: a different one is refused (403 own_account, field Email); one's own address changes through askNewEmail's confirmation link.",
  access: 'manager',
  tenancy: 'any',
  body: profileFieldsSchema.extend({
    Id: idField,
    Email: emailField,
    Phone: nullable(text(40)).optional(),
    Function: nullable(text(100)).optional(),
  }),
  response: managedUserSchema,
});

export const changeUserPassword = defineCall({
  method: 'POST',
  path: '/api/Users/changeUserPassword',
  summary:
    "Sets another account's password (its sessions are signed out). `email` must be the account's. One's own password is refused (403 own_account): it changes through changePasswordProfile, with the old password.",
  access: 'manager',
  tenancy: 'any',
  body: z.object({ id: idField, email: emailField, new_password: passwordField }),
  response: okResponse,
});

export const editManagerAvatar = defineCall({
  method: 'POST',
  path: '/api/Users/editManagerAvatar/{id}',
  summary:
    "Replaces another account's avatar (multipart field `file`, at most 2,000,000 bytes). Also at the " +
    'documented `POST /api/Users/editManagerAvatar`, the account `id` in the query string or a multipart field before the file.',
  access: 'manager',
  tenancy: 'any',
  bodyKind: 'file',
  aliases: [{ method: 'POST', path: '/api/Users/editManagerAvatar' }],
  params: z.object({ id: idField }),
  response: z.object({ Avatar_url: z.string() }),
});

/** Seconds a hand-over token works: long enough for one redirect, too short to be worth stealing. */
export const HAND_OVER_LIFETIME_S = 60;
/** The cookie the target club's site reads the hand-over token from (then clears it). */
export const HAND_OVER_COOKIE = 'club_hand_over';

export const generateNewToken = defineCall({
  method: 'GET',
  path: '/api/Users/generateNewToken/{clubId}',
  summary:
    "The super administrator's hand-over to another club: a one-time token, valid 60 s, to post to that club's site at `/hand-over` (field `token`), which puts it in a cookie for its web app to redeem. " +
    'Also at the documented `GET /api/Users/generateNewToken/`: the club is `?clubId=`, else the club of the host.',
  access: 'superAdministrator',
  tenancy: 'any',
  aliases: [{ method: 'GET', path: '/api/Users/generateNewToken/', hostClubParam: 'clubId' }],
  params: z.object({ clubId: idField }),
  response: z.object({ token: z.string(), url: z.string() }),
});

export const redeemHandOverToken = defineCall({
  method: 'POST',
  path: '/api/Users/redeemHandOverToken',
  effect: 'privateWrite',
  summary:
    "Redeems a hand-over token on its club's site for a session there; refused with hand_over_invalid when used, expired or for another club.",
  access: 'public',
  rateLimit: 'auth',
  body: z.object({ token: tokenField }),
  response: z.object({ token: z.string() }),
});
