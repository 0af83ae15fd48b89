import { MESSAGES_PAGE_SIZE } from '@club/shared/constants';
import { and, asc, count, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { messages } from '../../db/schema/messages.ts';
import { users } from '../../db/schema/users.ts';
import { clubRow, ofClub } from '../../platform/data/club-rows.ts';
import type { Executor } from '../../platform/data/db.ts';
import { preparedStatement } from '../../platform/data/prepared-query.ts';

export type MessageRow = typeof messages.$inferSelect;

const memberColumns = {
  id: users.id,
  clubId: users.clubId,
  firstname: users.firstname,
  lastname: users.lastname,
  nickname: users.nickname,
  avatarUrl: users.avatarUrl,
  emailValidatedAt: users.emailValidatedAt,
};
export type MemberRow = { [K in keyof typeof memberColumns]: (typeof users.$inferSelect)[K] };

/** A user of this club, or null (a user of another club is as absent as one that does not exist). */
export async function findClubUser(db: Executor, clubId: number, userId: number): Promise<MemberRow | null> {
  const [row] = await db
    .select(memberColumns)
    .from(users)
    .where(ofClub(users, clubId, eq(users.id, userId)))
    .limit(1);
  return row ?? null;
}

/** The validated accounts of the club but one, by name. */
export function listWritableMembers(
  db: Executor,
  clubId: number,
  exceptUserId: number,
): Promise<MemberRow[]> {
  return db
    .select(memberColumns)
    .from(users)
    .where(ofClub(users, clubId, ne(users.id, exceptUserId), isNotNull(users.emailValidatedAt)))
    .orderBy(asc(users.lastname), asc(users.firstname), asc(users.id));
}

const between = (a: number, b: number) =>
  or(
    and(eq(messages.senderId, a), eq(messages.recipientId, b)),
    and(eq(messages.senderId, b), eq(messages.recipientId, a)),
  );

/** One page of the conversation of two users, newest first. */
export function listConversationPage(
  db: Executor,
  clubId: number,
  userId: number,
  otherId: number,
  page: number,
): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(ofClub(messages, clubId, between(userId, otherId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE)
    .offset(page * MESSAGES_PAGE_SIZE);
}

/** Marks read what `otherId` sent to `userId`; returns how many messages changed. */
export async function markConversationRead(
  db: Executor,
  clubId: number,
  userId: number,
  otherId: number,
): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ readAt: new Date() })
    .where(
      ofClub(
        messages,
        clubId,
        eq(messages.recipientId, userId),
        eq(messages.senderId, otherId),
        isNull(messages.readAt),
      ),
    )
    .returning({ id: messages.id });
  return rows.length;
}

export async function insertMessage(
  db: Executor,
  clubId: number,
  values: { senderId: number; recipientId: number; content: string },
): Promise<MessageRow> {
  const [row] = await db
    .insert(messages)
    .values(clubRow(messages, clubId, values))
    .returning();
  if (!row) throw new Error('message not inserted');
  return row;
}

const unreadCount = preparedStatement<{ value: number }>('unread_messages', (db, name) =>
  db
    .select({ value: count() })
    .from(messages)
    .where(
      ofClub(
        messages,
        sql.placeholder('clubId'),
        eq(messages.recipientId, sql.placeholder('userId')),
        isNull(messages.readAt),
        isNotNull(messages.senderId),
      ),
    )
    .prepare(name),
);

export async function countUnreadMessages(db: Executor, clubId: number, userId: number): Promise<number> {
  const [row] = await unreadCount(db, { clubId, userId });
  return row?.value ?? 0;
}

export interface ConversationRow {
  id: number;
  firstname: string;
  lastname: string;
  nickname: string | null;
  avatarUrl: string | null;
  lastMessage: string;
  lastDate: Date;
  unread: number;
}

/** Longest list of conversations returned; a member with more correspondents sees the most recent ones. */
const CONTACTS_LIMIT = 500;

/** The people a user exchanged messages with in the club, latest exchange first. */
export async function listConversations(
  db: Executor,
  clubId: number,
  userId: number,
): Promise<ConversationRow[]> {
  const result = await db.execute<Record<string, unknown>>(sql`
    with mine as (
      select id, content, created_at,
        case when sender_id = ${userId} then recipient_id else sender_id end as other_id,
        (recipient_id = ${userId} and read_at is null) as unread
      from ${messages}
      where ${ofClub(messages, clubId, or(eq(messages.senderId, userId), eq(messages.recipientId, userId)))}
    ), ranked as (
      select other_id, content, created_at,
        row_number() over (partition by other_id order by created_at desc, id desc) as position,
        count(*) filter (where unread) over (partition by other_id) as unread_count
      from mine
      where other_id is not null
    )
    select ${users.id}, ${users.firstname}, ${users.lastname}, ${users.nickname}, ${users.avatarUrl},
      r.content, r.created_at, r.unread_count
    from ranked r
    join ${users} on ${ofClub(users, clubId, sql`${users.id} = r.other_id`)}
    where r.position = 1
    order by r.created_at desc, ${users.id} desc
    limit ${CONTACTS_LIMIT}
  `);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    firstname: String(row.firstname),
    lastname: String(row.lastname),
    nickname: row.nickname === null ? null : String(row.nickname),
    avatarUrl: row.avatar_url === null ? null : String(row.avatar_url),
    lastMessage: String(row.content),
    lastDate: new Date(row.created_at as string | Date),
    unread: Number(row.unread_count),
  }));
}
