import {
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
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
    minCertificationStep: smallint('min_level').notNull().default(0),
    meetingPoint: varchar('meeting_point', { length: 300 }).notNull().default(''),
    price: varchar('price', { length: 60 }).notNull().default(''),
    newsId: integer('news_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outings_club_ends_idx').on(t.clubId, t.endsAt, t.startsAt),
    unique('outings_club_id_id_unique').on(t.clubId, t.id),
    /** ON DELETE SET NULL (news_id) in the migration: the club_id stays. */
    foreignKey({
      name: 'outings_news_same_club_fk',
      columns: [t.clubId, t.newsId],
      foreignColumns: [news.clubId, news.id],
    }).onDelete('set null'),
  ],
);

/** An outing's plain texts per language. */
export const outingContents = pgTable(
  'outing_contents',
  {
    outingId: integer('outing_id').notNull(),
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
  (t) => [
    primaryKey({ columns: [t.outingId, t.languageId] }),
    foreignKey({
      name: 'outing_contents_outing_same_club_fk',
      columns: [t.clubId, t.outingId],
      foreignColumns: [outings.clubId, outings.id],
    }).onDelete('cascade'),
  ],
);

/** The spots of an outing, in the order the manager gave them. */
export const outingSpots = pgTable(
  'outing_spots',
  {
    outingId: integer('outing_id').notNull(),
    spotId: integer('spot_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.outingId, t.spotId] }),
    index('outing_spots_spot_idx').on(t.spotId),
    foreignKey({
      name: 'outing_spots_outing_same_club_fk',
      columns: [t.clubId, t.outingId],
      foreignColumns: [outings.clubId, outings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'outing_spots_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A member signed up for an outing, confirmed or waiting. `queue_order` is the arrival order (a
 * sequence): the waiting member with the lowest one gets the next free seat; a member moved to the
 * waiting list by the manager gets a new one, at its end.
 */
export const outingParticipants = pgTable(
  'outing_participants',
  {
    outingId: integer('outing_id').notNull(),
    /** A member of the club: the super administrator, who has no club, never signs up. */
    userId: integer('user_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** confirmed | waiting */
    status: varchar('status', { length: 10 }).notNull(),
    waitingListOrder: bigserial('queue_order', { mode: 'number' }).notNull(),
    attended: boolean('attended').notNull().default(false),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the manager added a member whose papers do not cover the outing's day (issue 34). */
    overrideReason: varchar('override_reason', { length: 500 }),
    /** Plain foreign key: the super administrator, who has no club, may be the one. */
    overrideById: integer('override_by_id').references(() => users.id, { onDelete: 'set null' }),
    overrideAt: timestamp('override_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.outingId, t.userId] }),
    index('outing_participants_user_idx').on(t.userId),
    index('outing_participants_queue_idx').on(t.outingId, t.status, t.waitingListOrder),
    unique('outing_participants_club_outing_user_unique').on(t.clubId, t.outingId, t.userId),
    foreignKey({
      name: 'outing_participants_outing_same_club_fk',
      columns: [t.clubId, t.outingId],
      foreignColumns: [outings.clubId, outings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'outing_participants_user_same_club_fk',
      columns: [t.clubId, t.userId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Reminders sent: one row per outing, start and member, written before the e-mail leaves, so a
 * reminder is never sent twice, even by two server processes or after a restart.
 */
export const outingRemindersSent = pgTable(
  'outing_reminders_sent',
  {
    outingId: integer('outing_id').notNull(),
    userId: integer('user_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.outingId, t.userId, t.startsAt] }),
    foreignKey({
      name: 'outing_reminders_sent_outing_same_club_fk',
      columns: [t.clubId, t.outingId],
      foreignColumns: [outings.clubId, outings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'outing_reminders_sent_user_same_club_fk',
      columns: [t.clubId, t.userId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('cascade'),
  ],
);
