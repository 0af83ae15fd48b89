import { foreignKey, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { users } from './users.ts';

/** Private messages between two members of one club. */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Members of the club; each FK is ON DELETE SET NULL (that column) in the migration. */
    senderId: integer('sender_id'),
    recipientId: integer('recipient_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_pair_idx').on(t.clubId, t.senderId, t.recipientId, t.createdAt.desc()),
    index('messages_recipient_unread_idx').on(t.recipientId, t.readAt),
    foreignKey({
      name: 'messages_sender_same_club_fk',
      columns: [t.clubId, t.senderId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'messages_recipient_same_club_fk',
      columns: [t.clubId, t.recipientId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('set null'),
  ],
);
