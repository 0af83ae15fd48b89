import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { news } from './news.ts';
import { languages } from './reference.ts';
import { spots } from './spots.ts';
import { users } from './users.ts';

/** A dive or event of a club that members sign up for (issue 14). */
export const outings = pgTable(
  'outings',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** One of OUTING_KINDS. */
    kind: varchar('kind', { length: 20 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    signUpDeadline: timestamp('sign_up_deadline', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
    /** Step of the common certification scale; 0 for none. */
    minLevel: smallint('min_level').notNull().default(0),
    meetingPoint: varchar('meeting_point', { length: 300 }).notNull().default(''),
    price: varchar('price', { length: 60 }).notNull().default(''),
    newsId: integer('news_id').references(() => news.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outings_club_ends_idx').on(t.clubId, t.endsAt, t.startsAt)],
);

/** An outing's plain texts per language. */
export const outingContents = pgTable(
  'outing_contents',
  {
    outingId: integer('outing_id')
      .notNull()
      .references(() => outings.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 200 }).notNull(),
    description: text('description').notNull().default(''),
    gearNotes: text('gear_notes').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.outingId, t.languageId] })],
);

/** The spots of an outing, in the order the manager gave them. */
export const outingSpots = pgTable(
  'outing_spots',
  {
    outingId: integer('outing_id')
      .notNull()
      .references(() => outings.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id')
      .notNull()
      .references(() => spots.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.outingId, t.spotId] }), index('outing_spots_spot_idx').on(t.spotId)],
);

/**
 * A member signed up for an outing, confirmed or waiting. `queue_order` is the arrival order (a
 * sequence): the waiting member with the lowest one gets the next free seat; a member moved to the
 * waiting list by the manager gets a new one, at its end.
 */
export const outingParticipants = pgTable(
  'outing_participants',
  {
    outingId: integer('outing_id')
      .notNull()
      .references(() => outings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** confirmed | waiting */
    status: varchar('status', { length: 10 }).notNull(),
    queueOrder: bigserial('queue_order', { mode: 'number' }).notNull(),
    attended: boolean('attended').notNull().default(false),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the manager added a member whose papers do not cover the outing's day (issue 34). */
    overrideReason: varchar('override_reason', { length: 500 }),
    overrideById: integer('override_by_id').references(() => users.id, { onDelete: 'set null' }),
    overrideAt: timestamp('override_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.outingId, t.userId] }),
    index('outing_participants_user_idx').on(t.userId),
    index('outing_participants_queue_idx').on(t.outingId, t.status, t.queueOrder),
  ],
);

/**
 * Reminders sent: one row per outing, start and member, written before the e-mail leaves, so a
 * reminder is never sent twice, even by two server processes or after a restart.
 */
export const outingRemindersSent = pgTable(
  'outing_reminders_sent',
  {
    outingId: integer('outing_id')
      .notNull()
      .references(() => outings.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.outingId, t.userId, t.startsAt] })],
);
