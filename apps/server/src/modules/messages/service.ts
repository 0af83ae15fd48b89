import type {
  Conversation,
  Message,
  MessageMember,
  sendMessage as sendMessageCall,
} from '@club/shared/api/messages';
import type { z } from 'zod';
import type { Database } from '../../platform/data/db.ts';
import type { Notifier } from '../../platform/data/notifier.ts';
import type { Actor } from '../../platform/http/auth.ts';
import type { ClubScope } from '../../platform/http/club-scope.ts';
import { forbidden, notFound } from '../../platform/http/errors.ts';
import { canWriteTo, isMemberOf } from '../../platform/http/policy.ts';
import type { ClubRow } from '../../platform/http/tenancy.ts';
import { deliverMessage, type LiveEvent } from './delivery.ts';
import { toMessage } from './mappers.ts';
import {
  countUnreadMessages,
  findClubUser,
  listConversationPage,
  listConversations,
  listWritableMembers,
  type MemberRow,
  markConversationRead,
} from './queries.ts';

/** The club of the host and the member acting on it. */
export type MessagesScope = ClubScope<Actor>;

function toMember(row: Pick<MemberRow, 'id' | 'firstname' | 'lastname' | 'nickname' | 'avatarUrl'>) {
  return {
    Id: row.id,
    Firstname: row.firstname,
    Lastname: row.lastname,
    Nickname: row.nickname,
    Avatar_url: row.avatarUrl,
  } satisfies MessageMember;
}

function member(scope: { club: ClubRow; actor: Actor }): Actor {
  if (!isMemberOf(scope.actor, scope.club)) {
    throw forbidden('Private messages are between members of this club');
  }
  return scope.actor;
}

/** The other member of a conversation: a user of this club, else 404 (another club's user is not found). */
async function correspondent(db: Database, scope: MessagesScope, userId: number): Promise<MemberRow> {
  const other = await findClubUser(db, scope.club.id, userId);
  if (!other || other.id === scope.actor.userId) throw notFound('No such member in this club');
  return other;
}

export async function getConversationPage(
  db: Database,
  notifier: Notifier,
  scope: MessagesScope,
  input: { userId: number; page: number },
): Promise<Message[]> {
  const actor = member(scope);
  const other = await correspondent(db, scope, input.userId);
  const rows = await listConversationPage(db, scope.club.id, actor.userId, other.id, input.page);
  const changed = await markConversationRead(db, scope.club.id, actor.userId, other.id);
  if (changed > 0) await notifier.publish([actor.userId], { type: 'read' } satisfies LiveEvent);
  return rows.map(toMessage);
}

export async function sendMessage(
  db: Database,
  notifier: Notifier,
  scope: MessagesScope,
  input: z.output<typeof sendMessageCall.body>,
): Promise<Message> {
  const actor = member(scope);
  const recipient = await correspondent(db, scope, input.user_id);
  if (!canWriteTo(actor, recipient)) throw notFound('No such member in this club');
  const row = await deliverMessage(db, notifier, {
    clubId: scope.club.id,
    senderId: actor.userId,
    recipientId: recipient.id,
    content: input.message,
  });
  return toMessage(row);
}

export async function countUnread(db: Database, scope: MessagesScope): Promise<{ count: number }> {
  const actor = member(scope);
  return { count: await countUnreadMessages(db, scope.club.id, actor.userId) };
}

export async function listOwnConversations(db: Database, scope: MessagesScope): Promise<Conversation[]> {
  const actor = member(scope);
  const rows = await listConversations(db, scope.club.id, actor.userId);
  return rows.map((row) => ({
    ...toMember(row),
    Last_message: row.lastMessage,
    Last_date: row.lastDate.toISOString(),
    Unread: row.unread,
  }));
}

/** The new-message search: everyone the member can write to, in the club of the host only. */
export async function listRecipients(db: Database, scope: MessagesScope): Promise<MessageMember[]> {
  const actor = member(scope);
  const rows = await listWritableMembers(db, scope.club.id, actor.userId);
  return rows.map(toMember);
}
