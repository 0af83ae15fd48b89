import { z } from 'zod';
import { defineCall } from './contract.ts';
import { countField, idField } from './fields.ts';

/**
 * Private messages between two members of one club (SPEC.md section 7, Messages, and the two
 * messaging calls of Users). A conversation is paged by MESSAGES_PAGE_SIZE, newest first,
 * pages counted from 0; a page shorter than the size is the last one.
 */

export const MESSAGE_MAX_CHARS = 2000;

/** Path of the live stream (server-sent events) of the signed-in member's messages. */
export const MESSAGE_EVENTS_PATH = '/api/Messages/events';

export const messageSchema = z.object({
  Id: z.number().int(),
  /** Null once the author deleted their account. */
  Sender_id: z.number().int().nullable(),
  Recipient_id: z.number().int().nullable(),
  Message_content: z.string(),
  Creation_date: z.string(),
  Is_read: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** What one live event says: a message the member sent or received (the client then reloads it). */
export const messageEventSchema = z.object({
  Id: z.number().int(),
  Sender_id: z.number().int(),
  Recipient_id: z.number().int(),
});
export type MessageEvent = z.infer<typeof messageEventSchema>;

/** A member as the messaging screens show them: a name and a picture, never an e-mail. */
export const messageMemberSchema = z.object({
  Id: z.number().int(),
  Firstname: z.string(),
  Lastname: z.string(),
  Nickname: z.string().nullable(),
  Avatar_url: z.string().nullable(),
});
export type MessageMember = z.infer<typeof messageMemberSchema>;

/** Someone the member exchanged messages with, and the latest message between them. */
export const conversationSchema = messageMemberSchema.extend({
  Last_message: z.string(),
  Last_date: z.string(),
  Unread: z.number().int(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const getMessages = defineCall({
  method: 'GET',
  path: '/api/Messages/getMessages/{userId}/{page}',
  effect: 'privateWrite',
  summary:
    'One page (10, newest first, pages from 0) of the conversation of the signed-in member with another ' +
    'member of the club; marks the messages received from them as read.',
  access: 'member',
  params: z.object({ userId: idField, page: countField }),
  response: z.array(messageSchema),
});

export const sendMessage = defineCall({
  method: 'POST',
  path: '/api/Messages/sendMessage',
  effect: 'privateWrite',
  summary: 'Send a private message to another member of the club of the host.',
  access: 'member',
  body: z.object({
    user_id: idField,
    message: z
      .string()
      .trim()
      .min(1)
      .max(MESSAGE_MAX_CHARS)
      .refine((value) => !value.includes('\0'), 'must not contain NUL characters'),
  }),
  response: messageSchema,
});

export const countUnread = defineCall({
  method: 'GET',
  path: '/api/Messages/countUnread',
  effect: 'read',
  summary: 'How many messages the signed-in member has received and not read yet (the header badge).',
  access: 'member',
  response: z.object({ count: z.number().int() }),
});

export const getUsersByMessage = defineCall({
  method: 'GET',
  path: '/api/Users/getUsersByMessage',
  effect: 'read',
  summary:
    'The contacts of the signed-in member: the members they exchanged messages with, most recent ' +
    'first, with the latest message and how many of theirs are unread.',
  access: 'member',
  response: z.array(conversationSchema),
});

export const getAllUsersByClubForMessage = defineCall({
  method: 'GET',
  path: '/api/Users/getAllUsersByClubForMessage/{clubId}',
  effect: 'read',
  summary:
    'The members of the club of the host whom the signed-in member can write to (everyone but ' +
    'themself), by name: the new-message search. Another club id is not found (404).',
  access: 'member',
  clubFields: { clubId: 'host' },
  params: z.object({ clubId: idField }),
  response: z.array(messageMemberSchema),
});
