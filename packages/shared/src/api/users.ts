import { z } from 'zod';
import { ORGANISM_KEYS } from '../domain/organisms.ts';
import { PRACTICE_TYPE_MAX } from '../domain/practice-type.ts';
import { defineCall } from './contract.ts';
import {
  boolField,
  dateField,
  emailField,
  idField,
  nullable,
  passwordField,
  requiredText,
  text,
  tokenField,
} from './fields.ts';

/** A user as the API shows it to the user themself (never the password). */
export const userSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int().nullable(),
  Role: z.number().int(),
  Lastname: z.string(),
  Firstname: z.string(),
  Nickname: z.string().nullable(),
  Email: z.string(),
  Country_id: z.number().int().nullable(),
  Gender: z.boolean().nullable(),
  Birthdate: z.string().nullable(),
  Practice_type: z.number().int(),
  Organism: z.string().nullable(),
  Diving_level: z.string().nullable(),
  Avatar_url: z.string().nullable(),
  Facebook_id: z.string().nullable(),
  Language_key: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Profile fields a member fills in at registration and edits later. */
export const profileFieldsSchema = z.object({
  Lastname: requiredText(100),
  Firstname: requiredText(100),
  Nickname: nullable(text(100)),
  Country_id: nullable(idField),
  /** true = female, false = male (the documented boolean); null = not said. */
  Gender: nullable(boolField),
  Birthdate: nullable(dateField),
  Practice_type: z.coerce.number().int().min(0).max(PRACTICE_TYPE_MAX),
  Organism: nullable(z.enum(ORGANISM_KEYS as [string, ...string[]])),
  Diving_level: nullable(text(64)),
});

export const tokenResponse = z.object({ token: z.string() });
export const okResponse = z.object({ ok: z.literal(true) });

export const connection = defineCall({
  method: 'POST',
  path: '/api/Users/connection/',
  effect: 'privateWrite',
  summary: 'Sign in with e-mail and password on the club of the host; returns a session token.',
  access: 'public',
  tenancy: 'any',
  rateLimit: 'auth',
  body: z.object({
    email: emailField,
    password: z.string().min(1).max(200),
    /** Optional: the club is taken from the host; when given it must match. */
    club_id: nullable(idField).optional(),
  }),
  response: tokenResponse,
});

export const removeToken = defineCall({
  method: 'GET',
  path: '/api/Users/removeToken/{token}',
  effect: 'privateWrite',
  summary: 'Sign out: revokes the session of this token.',
  access: 'public',
  tenancy: 'any',
  params: z.object({ token: z.string().min(1).max(200) }),
  response: okResponse,
});

export const getRole = defineCall({
  method: 'GET',
  path: '/api/Users/getRole',
  effect: 'read',
  shows: ['members'],
  summary: 'The role number of the signed-in user: 1 super administrator, 2 club manager, 3 member.',
  access: 'member',
  tenancy: 'any',
  response: z.number().int(),
});

export const getUserDetailsByToken = defineCall({
  method: 'GET',
  path: '/api/Users/getUserDetailsByToken',
  effect: 'read',
  shows: ['members'],
  summary: 'The signed-in user.',
  access: 'member',
  tenancy: 'any',
  response: userSchema,
});

export const register = defineCall({
  method: 'POST',
  path: '/api/Users/register',
  changes: ['members'],
  summary: 'Create a member of the club of the host; sends the validation e-mail.',
  access: 'public',
  rateLimit: 'auth',
  body: profileFieldsSchema.extend({
    Email: emailField,
    Password: passwordField,
  }),
  response: okResponse,
});

export const validate = defineCall({
  method: 'GET',
  path: '/api/Users/validate/{token}',
  changes: ['members'],
  summary: 'Validate an account from the link of the validation e-mail.',
  access: 'public',
  rateLimit: 'auth',
  params: z.object({ token: tokenField }),
  response: okResponse,
});

export const changePassword = defineCall({
  method: 'POST',
  path: '/api/Users/changePassword',
  effect: 'privateWrite',
  summary:
    'Forgotten password: e-mails a one-time reset link when the address is a member of this club. ' +
    'The answer is the same whether or not it is.',
  access: 'public',
  tenancy: 'any',
  rateLimit: 'auth',
  body: z.object({ email: emailField, club_id: nullable(idField).optional() }),
  response: okResponse,
});

export const resetPassword = defineCall({
  method: 'POST',
  path: '/api/Users/resetPassword',
  summary: 'Set a new password with the one-time token of a reset link.',
  access: 'public',
  tenancy: 'any',
  rateLimit: 'auth',
  body: z.object({ token: tokenField, new_password: passwordField }),
  response: okResponse,
});

export const changePasswordProfile = defineCall({
  method: 'POST',
  path: '/api/Users/changePasswordProfile',
  summary: "Change one's own password; needs the current one. Other sessions are signed out.",
  access: 'member',
  tenancy: 'any',
  rateLimit: 'auth',
  body: z.object({ new_password: passwordField, old_password: z.string().min(1).max(200) }),
  response: okResponse,
});

export const askNewEmail = defineCall({
  method: 'POST',
  path: '/api/Users/askNewEmail',
  effect: 'privateWrite',
  summary: 'Ask to change e-mail: needs the password; sends a confirmation link to the new address.',
  access: 'member',
  tenancy: 'any',
  rateLimit: 'auth',
  body: z.object({ new_email: emailField, password: z.string().min(1).max(200) }),
  response: okResponse,
});

export const setNewEmail = defineCall({
  method: 'GET',
  path: '/api/Users/setNewEmail/{token}',
  summary: 'Confirm the new e-mail from the link sent to it.',
  access: 'public',
  tenancy: 'any',
  rateLimit: 'auth',
  params: z.object({ token: tokenField }),
  response: okResponse,
});

export const updateProfile = defineCall({
  method: 'POST',
  path: '/api/Users/updateProfile',
  summary: "Edit one's own profile.",
  access: 'member',
  tenancy: 'any',
  body: profileFieldsSchema.extend({ Language_key: z.string().max(8).optional() }),
  response: userSchema,
});

export const editAvatar = defineCall({
  method: 'POST',
  path: '/api/Users/editAvatar',
  summary:
    "Replace one's own avatar with an uploaded image (multipart field `file`, at most 2,000,000 bytes).",
  access: 'member',
  tenancy: 'any',
  bodyKind: 'file',
  response: z.object({ Avatar_url: z.string() }),
});
