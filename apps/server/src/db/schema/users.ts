import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { countries } from './reference.ts';

/**
 * Members and managers belong to one club; the super administrator (role 1) has no club.
 * The same e-mail may exist once per club, and once among club-less accounts.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    role: smallint('role').notNull().default(3),
    email: varchar('email', { length: 254 }).notNull(),
    /** argon2id hash; null for an account created by a social login. */
    passwordHash: varchar('password_hash', { length: 200 }),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    nickname: varchar('nickname', { length: 100 }),
    countryId: integer('country_id').references(() => countries.id),
    /** true = female, false = male, null = not said. */
    gender: boolean('gender'),
    birthdate: date('birthdate'),
    /** Bit sum: swimmer 1, snorkeler 2, diver 4. */
    practiceType: smallint('practice_type').notNull().default(0),
    organism: varchar('organism', { length: 20 }),
    divingLevel: varchar('diving_level', { length: 64 }),
    avatarUrl: varchar('avatar_url', { length: 500 }),
    facebookId: varchar('facebook_id', { length: 200 }),
    /** Job title of a manager in the club (creation payload's `function`). */
    jobTitle: varchar('job_title', { length: 100 }),
    phone: varchar('phone', { length: 40 }),
    /** Language of the member's e-mails. */
    languageKey: varchar('language_key', { length: 8 }).notNull().default('fr'),
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_club_email_unique').on(t.clubId, t.email),
    uniqueIndex('users_global_email_unique').on(t.email).where(sql`${t.clubId} is null`),
    uniqueIndex('users_club_facebook_unique').on(t.clubId, t.facebookId),
    index('users_club_name_idx').on(t.clubId, t.lastname, t.firstname),
    unique('users_club_id_id_unique').on(t.clubId, t.id),
  ],
);

/**
 * A signed-in session. Only the SHA-256 of the token is stored; the token works only on the host
 * of the club it was issued for (`club_id`, null for the bare domain).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export type OneTimePurpose =
  | 'validate_account'
  | 'reset_password'
  | 'change_email'
  | 'club_handover'
  /** Handed to the browser after a Facebook sign-in, traded once for a session (varchar(20) fits it). */
  | 'facebook_login';

/** Single-use tokens sent by e-mail or handed over between clubs; hashed, expiring. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 20 }).$type<OneTimePurpose>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<{ newEmail?: string }>(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('one_time_tokens_user_idx').on(t.userId, t.purpose)],
);
