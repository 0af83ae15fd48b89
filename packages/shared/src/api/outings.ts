import { z } from 'zod';
import { MAX_CERTIFICATION_STEP } from '../domain/certification-scale.ts';
import { OUTING_KINDS, outingTextLimits } from '../domain/outings.ts';
import { defineCall, fileResponse } from './contract.ts';
import { aptitudeSchema, paperProblemSchema, paperSchema } from './diver-files.ts';
import { boolField, countField, idField, listText, nullable, text } from './fields.ts';
import { okResponse } from './users.ts';

/**
 * Outings: dives and events of a club that members sign up for (issue 14). An outing has seats, a
 * minimum certification on the common scale (`domain/certification-scale.ts`), a sign-up deadline and
 * texts in the club's languages. Past its seats, a sign-up joins the waiting list in arrival order; a
 * freed seat goes to the first waiting member, who is told by e-mail. Lists are paged by LIST_PAGE_SIZE,
 * pages counted from 0; an empty page marks the end.
 */

export const outingKindSchema = z.enum(OUTING_KINDS);

/** Where the asking member stands: not signed up (or not signed in), confirmed, or on the waiting list. */
export const myStatusSchema = z.enum(['none', 'confirmed', 'waiting']);
export type MyStatus = z.infer<typeof myStatusSchema>;

/** A spot of an outing, enough to place it on a map and link to its sheet. */
export const outingSpotSchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Latitude: z.number(),
  Longitude: z.number(),
});

/** An outing in the reader's language (`Language_key`, falling back to the club's first language). */
export const outingSchema = z.object({
  Id: z.number().int(),
  Club_id: z.number().int(),
  Kind: outingKindSchema,
  /** ISO 8601 instants. */
  Start: z.string(),
  End: z.string(),
  /** Members sign up or cancel until this instant. */
  Deadline: z.string(),
  Seats: z.number().int(),
  Seats_left: z.number().int(),
  Waiting_count: z.number().int(),
  /** Minimum certification: 0 for none, else a step of the common scale (1 to MAX_CERTIFICATION_STEP). */
  Min_level: z.number().int(),
  Meeting_point: z.string(),
  /** Shown only; nothing is paid here. */
  Price: z.string(),
  /** The news item announcing it, or null. */
  News_id: z.number().int().nullable(),
  Spots: z.array(outingSpotSchema),
  Language_key: z.string(),
  Title: z.string(),
  /** Plain text: render it as text, never as HTML. */
  Description: z.string(),
  Gear_notes: z.string(),
  My_status: myStatusSchema,
});
export type Outing = z.infer<typeof outingSchema>;

/** An outing's texts in one language. */
export const outingContentSchema = z.object({
  Language_key: z.string(),
  Title: z.string(),
  Description: z.string(),
  Gear_notes: z.string(),
});
export type OutingContent = z.infer<typeof outingContentSchema>;

/** One outing with its texts in every language written, for its page and the edit form. */
export const outingDetailsSchema = outingSchema.extend({ Contents: z.array(outingContentSchema) });
export type OutingDetails = z.infer<typeof outingDetailsSchema>;

export const participantStatusSchema = z.enum(['confirmed', 'waiting']);

/**
 * A participant as the asking member may see them: first name and picture for members; the manager
 * also gets the last name, the e-mail and the certification step.
 */
export const participantSchema = z.object({
  User_id: z.number().int(),
  Firstname: z.string(),
  Lastname: z.string().nullable(),
  Email: z.string().nullable(),
  Avatar_url: z.string().nullable(),
  Level_step: z.number().int().nullable(),
  Status: participantStatusSchema,
  /** Place in its list, from 1: the waiting list's order is who gets the next free seat. */
  Position: z.number().int(),
  Attended: z.boolean(),
  Signed_up_at: z.string(),
  /** Manager only (null for members): papers on the outing's day, aptitudes, why they were let in anyway. */
  Papers: z
    .object({
      Medical_certificate: paperSchema,
      Licence: paperSchema,
      Membership: paperSchema,
      Parental_consent: paperSchema.nullable(),
    })
    .nullable(),
  Aptitudes: z.array(aptitudeSchema).nullable(),
  Override_reason: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantsSchema = z.object({
  Confirmed: z.array(participantSchema),
  Waiting: z.array(participantSchema),
});
export type Participants = z.infer<typeof participantsSchema>;

const isoInstant = z.iso.datetime({ offset: true });

/** One language's texts of an outing as the form sends them; an entry without a title means none in it. */
export const outingContentInputSchema = z.object({
  Language_key: z.string().trim().toLowerCase().min(2).max(8),
  Title: text(outingTextLimits.title).default(''),
  Description: z
    .string()
    .max(outingTextLimits.description)
    .default('')
    .transform((value) => value.trim()),
  Gear_notes: z
    .string()
    .max(outingTextLimits.gearNotes)
    .default('')
    .transform((value) => value.trim()),
});
export type OutingContentInput = z.input<typeof outingContentInputSchema>;

const outingFields = {
  Kind: outingKindSchema,
  Start: isoInstant,
  End: isoInstant,
  Deadline: isoInstant,
  Seats: z.coerce.number().int().min(1).max(500),
  Min_level: z.coerce.number().int().min(0).max(MAX_CERTIFICATION_STEP).default(0),
  Spot_ids: z.preprocess(listText, z.array(idField).max(10)).default([]),
  Meeting_point: text(outingTextLimits.meetingPoint).default(''),
  Price: text(outingTextLimits.price).default(''),
  News_id: nullable(idField).optional(),
  Contents: z.preprocess(listText, z.array(outingContentInputSchema).min(1).max(20)),
};

type OutingInput = {
  Start: string;
  End: string;
  Deadline: string;
  Contents: { Title: string }[];
};

/** The rules between fields, with the field each one is reported on. */
const outingRules = <T extends z.ZodType<OutingInput>>(schema: T) =>
  schema
    .refine((body) => Date.parse(body.End) > Date.parse(body.Start), {
      message: 'The end comes after the start',
      path: ['End'],
    })
    .refine((body) => Date.parse(body.Deadline) <= Date.parse(body.Start), {
      message: 'Sign-up closes at the start at the latest',
      path: ['Deadline'],
    })
    .refine((body) => body.Contents.some((content) => content.Title !== ''), {
      message: 'Give the outing a title in at least one language',
      path: ['Contents'],
    });

export const getOutings = defineCall({
  method: 'GET',
  path: '/api/Outings/getOutings/{clubId}/{page}',
  effect: 'cachedRead',
  shows: ['outings', 'spots'],
  summary:
    "One page of the club's outings: upcoming ones (not yet ended) soonest first, or with `?past=1` " +
    'past ones, latest first. Pages from 0; an empty page marks the end.',
  access: 'public',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField, page: countField }),
  body: z.object({ past: boolField.default(false) }),
  response: z.array(outingSchema),
});

export const getOuting = defineCall({
  method: 'GET',
  path: '/api/Outings/getOuting/{id}',
  effect: 'cachedRead',
  shows: ['outings', 'spots'],
  summary: 'An outing in the reader’s language, with its texts in every language written.',
  access: 'public',
  params: z.object({ id: idField }),
  response: outingDetailsSchema,
});

export const getMyOutings = defineCall({
  method: 'GET',
  path: '/api/Outings/getMyOutings',
  effect: 'read',
  summary: "The asking member's upcoming outings (confirmed or waiting), soonest first.",
  access: 'member',
  response: z.array(outingSchema),
});

export const createOuting = defineCall({
  method: 'POST',
  path: '/api/Outings/createOuting',
  changes: ['outings'],
  summary:
    'Create an outing: kind, start, end, sign-up deadline (ISO instants), seats, minimum level (0 for ' +
    'none, then the common scale’s steps), spots of the club, meeting point, price (shown only), an ' +
    'optional news item, and its texts per language (`Contents`). Answers the outing.',
  access: 'manager',
  body: outingRules(z.object(outingFields)),
  response: outingDetailsSchema,
});

export const editOuting = defineCall({
  method: 'POST',
  path: '/api/Outings/editOuting',
  changes: [{ topic: 'outings', by: 'Id' }],
  summary:
    'Change an outing: the same fields as createOuting, with its `Id`. Fewer seats than confirmed ' +
    'participants keep them confirmed; more seats confirm the first waiting members, who are told by e-mail.',
  access: 'manager',
  body: outingRules(z.object({ Id: idField, ...outingFields })),
  response: outingDetailsSchema,
});

export const deleteOuting = defineCall({
  method: 'GET',
  path: '/api/Outings/deleteOuting/{id}',
  changes: [{ topic: 'outings', by: 'id' }],
  summary: 'Delete an outing with its participants.',
  access: 'manager',
  params: z.object({ id: idField }),
  response: okResponse,
});

export const signUp = defineCall({
  method: 'GET',
  path: '/api/Outings/signUp/{id}',
  changes: [{ topic: 'outings', by: 'id' }],
  summary:
    'Sign the asking member up: confirmed while seats are left, else on the waiting list. Refused with ' +
    '`level_too_low` below the minimum level and `sign_up_closed` past the deadline. For an outing that ' +
    'dives (boat dive, shore dive, training), a paper that will not cover its day is refused (409 ' +
    '`medical_certificate_expired`, `licence_expired`, `membership_expired`, with `paper`) where the ' +
    "club's rule for it is `block`, and listed in `Paper_warnings` where it is `warn`. Where the club " +
    'accepts only checked entries, a declared one is refused with `paper_not_checked` or ' +
    '`level_not_checked`. Signing up again changes nothing. Answers the outing.',
  access: 'member',
  params: z.object({ id: idField }),
  response: outingSchema.extend({ Paper_warnings: z.array(paperProblemSchema) }),
});

export const cancelSignUp = defineCall({
  method: 'GET',
  path: '/api/Outings/cancelSignUp/{id}',
  changes: [{ topic: 'outings', by: 'id' }],
  summary:
    "Cancel the asking member's sign-up until the deadline (`sign_up_closed` after); a freed seat goes " +
    'to the first waiting member, who is told by e-mail. The member leaves the palanquées of the ' +
    "outing's dives (a signed dive they were in loses its signature). Answers the outing.",
  access: 'member',
  params: z.object({ id: idField }),
  response: outingSchema,
});

export const getParticipants = defineCall({
  method: 'GET',
  path: '/api/Outings/getParticipants/{id}',
  effect: 'read',
  summary:
    'Who is going: confirmed and waiting members in order. Members see first names; the manager also ' +
    'last names, e-mails and levels.',
  access: 'member',
  params: z.object({ id: idField }),
  response: participantsSchema,
});

export const setParticipant = defineCall({
  method: 'POST',
  path: '/api/Outings/setParticipant',
  changes: [{ topic: 'outings', by: 'outing_id' }],
  summary:
    'The manager adds a member of the club (whatever their level or the deadline), moves them between ' +
    'confirmed and waiting, removes them, or marks them attended (confirmed). Adding a member whose ' +
    'papers will not cover the outing’s day (where the club checks them) needs a `reason`, kept with the ' +
    'sign-up; without it the answer is the sign-up’s error (409). A member removed or moved to the ' +
    "waiting list leaves the palanquées of the outing's dives (a signed dive they were in loses its " +
    'signature). Answers the participants.',
  access: 'manager',
  body: z.object({
    outing_id: idField,
    user_id: idField,
    status: z.enum(['confirmed', 'waiting', 'removed', 'attended']),
    reason: nullable(text(500)).optional(),
  }),
  response: participantsSchema,
});

export const exportParticipants = defineCall({
  method: 'GET',
  path: '/api/Outings/exportParticipants/{id}',
  effect: 'read',
  summary: 'The participants as CSV (UTF-8, comma-separated): confirmed first, then waiting, in order.',
  access: 'manager',
  params: z.object({ id: idField }),
  ...fileResponse(['text/csv']),
});

export const messageParticipants = defineCall({
  method: 'POST',
  path: '/api/Outings/messageParticipants',
  effect: 'privateWrite',
  summary:
    'Send one private message from the manager to every participant of an outing: confirmed ones, and ' +
    'waiting ones too when `include_waiting` is true. Answers how many were sent.',
  access: 'manager',
  body: z.object({
    outing_id: idField,
    message: z.string().trim().min(1).max(outingTextLimits.message),
    include_waiting: boolField.default(false),
  }),
  response: z.object({ sent: z.number().int() }),
});

export const getCalendar = defineCall({
  method: 'GET',
  path: '/api/Outings/getCalendar/{clubId}',
  // A file answer is never kept by the read cache (it holds JSON answers).
  effect: 'read',
  summary:
    "The club's outings as an iCalendar feed (RFC 5545), from 90 days ago on, to subscribe to in a " +
    'calendar application. Also at `/calendar.ics` on the club’s site.',
  access: 'public',
  clubFields: { clubId: 'host' },
  aliases: [{ method: 'GET', path: '/calendar.ics', hostClubParam: 'clubId' }],
  params: z.object({ clubId: idField }),
  ...fileResponse(['text/calendar']),
});

export const getOutingCalendarFile = defineCall({
  method: 'GET',
  path: '/api/Outings/getOutingCalendarFile/{id}',
  // A file answer is never kept by the read cache (it holds JSON answers).
  effect: 'read',
  summary: 'One outing as an iCalendar file, to add to one’s calendar.',
  access: 'public',
  params: z.object({ id: idField }),
  ...fileResponse(['text/calendar']),
});
