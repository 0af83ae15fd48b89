import { z } from 'zod';
import { defineCall } from './contract.ts';
import { diveWishesSchema, palanqueeRoleSchema } from './dive-plans.ts';
import { diverFileSchema } from './diver-files.ts';
import { messageSchema } from './messages.ts';
import { okResponse, userSchema } from './users.ts';

/** The member's own data: download everything the club holds about them, or delete the account. */

export const exportMyData = defineCall({
  method: 'GET',
  path: '/api/Users/exportMyData',
  effect: 'read',
  summary:
    'Everything the club holds about the signed-in member: profile, messages, comments, pictures, ' +
    'videos, outing sign-ups, diver’s file, dive wishes and palanquées (a JSON document to download).',
  access: 'member',
  response: z.object({
    exported_at: z.string(),
    club: z.object({ Id: z.number().int(), Name: z.string(), Alias: z.string() }),
    profile: userSchema,
    messages: z.array(messageSchema),
    comments: z.array(
      z.object({
        Id: z.number().int(),
        News_id: z.number().int(),
        Comment_content: z.string(),
        Creation_date: z.string(),
      }),
    ),
    pictures: z.array(
      z.object({ Id: z.number().int(), Name: z.string(), Url: z.string(), Creation_date: z.string() }),
    ),
    videos: z.array(
      z.object({ Id: z.number().int(), Name: z.string(), Url: z.string(), Creation_date: z.string() }),
    ),
    /** The member's sign-ups for the club's outings, oldest first. */
    outings: z.array(
      z.object({
        Outing_id: z.number().int(),
        Title: z.string(),
        Start: z.string(),
        End: z.string(),
        Status: z.enum(['confirmed', 'waiting']),
        Attended: z.boolean(),
        Signed_up_at: z.string(),
      }),
    ),
    /** The member's papers, aptitudes and who checked them, with each paper's state today. */
    diver_file: diverFileSchema,
    /** What the member asked for at each diving outing they are signed up for, oldest outing first. */
    dive_wishes: z.array(
      diveWishesSchema.extend({
        Outing_id: z.number().int(),
        Title: z.string(),
        Buddy_name: z.string().nullable(),
      }),
    ),
    /** The palanquées the member is in, each dive's start first: their number and the member's role. */
    palanquees: z.array(
      z.object({
        Outing_id: z.number().int(),
        Title: z.string(),
        Dive_index: z.number().int(),
        Start: z.string(),
        Number: z.number().int(),
        Role: palanqueeRoleSchema,
      }),
    ),
  }),
});

export const deleteMyAccount = defineCall({
  method: 'POST',
  path: '/api/Users/deleteMyAccount',
  changes: ['members', 'comments', 'pictures', 'videos'],
  summary:
    "Delete the signed-in member's account: their messages and comments stay, anonymised; their " +
    'pictures, videos and avatar are removed. Needs the password (not for a Facebook-only account). ' +
    'A club manager cannot delete their own account while managing the club.',
  access: 'member',
  rateLimit: 'auth',
  body: z.object({ password: z.string().max(200).optional() }),
  response: okResponse,
});
