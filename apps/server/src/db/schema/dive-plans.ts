import type { UnplacedReason } from '@club/shared/domain/unplaced-reasons';
import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SafetySheetData } from '../../modules/dive-plans/safety-sheet-data.ts';
import { clubs } from './clubs.ts';
import { outingParticipants, outings } from './outings.ts';
import { spots } from './spots.ts';
import { users } from './users.ts';

/**
 * The dive director's day (issue 31). An outing's roles on the day: its dive director (DP), boat pilot and
 * surface safety, the boat, and the rescue kit the dive director ticked (A322-78). One row per outing,
 * written the first time its plan is saved; an outing without a row has nobody named yet.
 */
export const outingRoles = pgTable(
  'outing_dive_roles',
  {
    outingId: integer('outing_id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Members of the club (checkPlanInput); each FK is ON DELETE SET NULL (that column) in the migration. */
    diveDirectorUserId: integer('dp_user_id'),
    pilotUserId: integer('pilot_user_id'),
    surfaceUserId: integer('surface_user_id'),
    boat: varchar('boat', { length: 120 }).notNull().default(''),
    /** RESCUE_KIT_ITEMS ticked. */
    rescueKit: jsonb('rescue_kit').$type<string[]>().notNull().default([]),
  },
  (t) => [
    foreignKey({
      name: 'outing_dive_roles_outing_same_club_fk',
      columns: [t.clubId, t.outingId],
      foreignColumns: [outings.clubId, outings.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'outing_dive_roles_dp_same_club_fk',
      columns: [t.clubId, t.diveDirectorUserId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'outing_dive_roles_pilot_same_club_fk',
      columns: [t.clubId, t.pilotUserId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'outing_dive_roles_surface_same_club_fk',
      columns: [t.clubId, t.surfaceUserId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('set null'),
  ],
);

/** Whom `proposeDivePlan` could not place, by user id, with why as data (worded when read). */
export type UnplacedReasons = Record<string, UnplacedReason>;

/**
 * One dive (rotation) of an outing. `version` grows with every write, so a device that was offline and
 * sends a change made on an older version is refused rather than overwriting what changed meanwhile.
 */
export const dives = pgTable(
  'outing_dives',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    outingId: integer('outing_id').notNull(),
    /** From 1, the rotation's order in the day. */
    diveIndex: smallint('dive_index').notNull(),
    spotId: integer('spot_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** One of DIVE_ACTIVITIES. */
    activity: varchar('activity', { length: 20 }).notNull(),
    /** One of DIVE_GASES. */
    gas: varchar('gas', { length: 10 }).notNull(),
    plannedDepth: real('planned_depth').notNull(),
    plannedDuration: integer('planned_duration').notNull(),
    signedByName: varchar('signed_by_name', { length: 201 }),
    /** Plain foreign key: the super administrator, who has no club, may sign. */
    signedByUserId: integer('signed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When a change to the palanquées voided the last signature; null otherwise. */
    signatureVoidedAt: timestamp('signature_voided_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    unplaced: jsonb('unplaced').$type<UnplacedReasons>().notNull().default({}),
  },
  (t) => [
    uniqueIndex('outing_dives_outing_index_idx').on(t.outingId, t.diveIndex),
    unique('outing_dives_club_id_id_unique').on(t.clubId, t.id),
    foreignKey({
      name: 'outing_dives_outing_same_club_fk',
      columns: [t.clubId, t.outingId],
      foreignColumns: [outings.clubId, outings.id],
    }).onDelete('cascade'),
    /** ON DELETE SET NULL (spot_id) in the migration: the club_id stays. */
    foreignKey({
      name: 'outing_dives_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('set null'),
  ],
);

/**
 * A palanquée of a dive, with its planned figures, the dive director's override reason and what it actually
 * did.
 */
export const divePalanquees = pgTable(
  'dive_palanquees',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    diveId: integer('dive_id').notNull(),
    number: smallint('number').notNull(),
    activity: varchar('activity', { length: 20 }).notNull(),
    autonomous: boolean('autonomous').notNull().default(false),
    gas: varchar('gas', { length: 10 }).notNull(),
    plannedDepth: real('planned_depth').notNull(),
    plannedDuration: integer('planned_duration').notNull(),
    overrideReason: varchar('override_reason', { length: 500 }),
    /** `HH:MM` on the dive's day, in the club's time zone. */
    entryTime: varchar('entry_time', { length: 5 }),
    exitTime: varchar('exit_time', { length: 5 }),
    maxDepth: real('max_depth'),
    duration: integer('duration'),
    stops: varchar('stops', { length: 200 }),
  },
  (t) => [
    uniqueIndex('dive_palanquees_dive_number_idx').on(t.diveId, t.number),
    unique('dive_palanquees_club_id_id_unique').on(t.clubId, t.id),
    foreignKey({
      name: 'dive_palanquees_dive_same_club_fk',
      columns: [t.clubId, t.diveId],
      foreignColumns: [dives.clubId, dives.id],
    }).onDelete('cascade'),
  ],
);

export const divePalanqueeMembers = pgTable(
  'dive_palanquee_members',
  {
    palanqueeId: integer('palanquee_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    /** One of PALANQUEE_ROLES. */
    role: varchar('role', { length: 10 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.palanqueeId, t.userId] }),
    index('dive_palanquee_members_user_idx').on(t.userId),
    foreignKey({
      name: 'dive_palanquee_members_palanquee_same_club_fk',
      columns: [t.clubId, t.palanqueeId],
      foreignColumns: [divePalanquees.clubId, divePalanquees.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'dive_palanquee_members_user_same_club_fk',
      columns: [t.clubId, t.userId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('cascade'),
  ],
);

/**
 * What a participant of a diving outing wants to do there, said at sign-up; a participant without a row
 * gave no wishes (the board reads "explore, on air"). Kept apart from `outing_participants`, which the
 * outings' cached pages show, and gone with the sign-up.
 */
export const diveWishes = pgTable(
  'dive_wishes',
  {
    outingId: integer('outing_id').notNull(),
    userId: integer('user_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** One of DIVE_INTENTS. */
    intent: varchar('intent', { length: 10 }).notNull(),
    /** Teaching: the aptitude trained toward (`PE20`...). */
    trainingToward: varchar('training_toward', { length: 10 }),
    /** One of DIVE_GASES. */
    gas: varchar('gas', { length: 10 }).notNull(),
    buddyUserId: integer('buddy_user_id'),
    tankLitres: smallint('tank_litres'),
  },
  (t) => [
    primaryKey({ columns: [t.outingId, t.userId] }),
    foreignKey({
      name: 'dive_wishes_participant_same_club_fk',
      columns: [t.clubId, t.outingId, t.userId],
      foreignColumns: [outingParticipants.clubId, outingParticipants.outingId, outingParticipants.userId],
    }).onDelete('cascade'),
    /** ON DELETE SET NULL (buddy_user_id) in the migration: the club_id stays. */
    foreignKey({
      name: 'dive_wishes_buddy_same_club_fk',
      columns: [t.clubId, t.buddyUserId],
      foreignColumns: [users.clubId, users.id],
    }).onDelete('set null'),
  ],
);

/**
 * The safety sheet of an outing as last written, kept at least SAFETY_SHEET_KEPT_DAYS after its dive
 * (A322-72), also once the outing is deleted: `outing_id` deliberately has no foreign key.
 */
export const safetySheets = pgTable(
  'safety_sheets',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    outingId: integer('outing_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /** The first dive's spot name, or ''. */
    site: varchar('site', { length: 200 }).notNull().default(''),
    diveDirectorName: varchar('dp_name', { length: 200 }),
    firstDiveAt: timestamp('first_dive_at', { withTimezone: true }).notNull(),
    dives: smallint('dives').notNull(),
    signedDives: smallint('signed_dives').notNull(),
    divers: smallint('divers').notNull(),
    snapshot: jsonb('snapshot').$type<SafetySheetData>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('safety_sheets_club_outing_idx').on(t.clubId, t.outingId),
    index('safety_sheets_club_first_dive_idx').on(t.clubId, t.firstDiveAt.desc()),
  ],
);
