import {
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { users } from './users.ts';

/** Who vouched for an entry of a diver's file: a manager, by id and name, at an instant (ISO). */
export interface StoredCheck {
  byId: number;
  byName: string;
  at: string;
}

/**
 * A member's papers (issue 34): dates only, no scan. One row per member, written the first time the
 * member or a manager saves it; a member without a row has every paper missing.
 */
export const diverFiles = pgTable(
  'diver_files',
  {
    userId: integer('user_id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    licenceNumber: varchar('licence_number', { length: 40 }),
    /** FFESSM season: 2027 runs from 15 September 2026 to 31 December 2027. */
    licenceSeason: smallint('licence_season'),
    medicalCertificateDate: date('medical_certificate_date'),
    membershipUntil: date('membership_until'),
    parentalConsent: boolean('parental_consent').notNull().default(false),
    /** QUALIFICATION_CODES held apart from the card. */
    qualifications: jsonb('qualifications').$type<string[]>().notNull().default([]),
    /** APTITUDE_CODES a manager assigned after checking a card that gives none by law (A322-77). */
    assignedAptitudes: jsonb('assigned_aptitudes').$type<string[]>().notNull().default([]),
    /** Plain foreign key: the super administrator, who has no club, may assign. */
    assignedById: integer('assigned_by_id').references(() => users.id, { onDelete: 'set null' }),
    assignedByName: varchar('assigned_by_name', { length: 201 }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** The entries (CHECKABLE_ENTRIES) a manager checked; an entry absent is declared by the member. */
    checks: jsonb('checks').$type<Partial<Record<string, StoredCheck>>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('diver_files_club_licence_idx').on(t.clubId, t.licenceNumber),
    foreignKey({
      name: 'diver_files_user_same_club_fk',
      columns: [t.clubId, t.userId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Reminders about papers sent: one row per person and reminder (`expiry:medical_certificate:30:2027-03-09`,
 * `outing:12:at_once`, `digest:2026-11-23`), written before the e-mail leaves, so each is sent once,
 * even by two server processes or after a restart.
 */
export const paperRemindersSent = pgTable(
  'paper_reminders_sent',
  {
    userId: integer('user_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    reminder: varchar('reminder', { length: 80 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reminder] }),
    foreignKey({
      name: 'paper_reminders_sent_user_same_club_fk',
      columns: [t.clubId, t.userId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('cascade'),
  ],
);
