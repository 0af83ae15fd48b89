import {
  boolean,
  date,
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
import { languages, subscriptions } from './reference.ts';

export const clubs = pgTable('clubs', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  alias: varchar('alias', { length: 63 }).notNull().unique(),
  /** The club's manager account; no foreign key because users also reference clubs. */
  managerId: integer('manager_id'),
  facebookId: varchar('facebook_id', { length: 200 }),
  facebookLink: varchar('facebook_link', { length: 500 }),
  hasSpots: boolean('has_spots').notNull().default(true),
  hasGallery: boolean('has_gallery').notNull().default(true),
  hasLivePage: boolean('has_dolphyn').notNull().default(false),
  phone: varchar('phone', { length: 40 }),
  email: varchar('email', { length: 254 }),
  subscriptionId: integer('subscription_id').references(() => subscriptions.id),
  color: varchar('color', { length: 7 }).notNull().default('#0b7285'),
  theme: varchar('theme', { length: 40 }),
  logoUrl: varchar('logo_url', { length: 500 }),
  youtubeId: varchar('youtube_id', { length: 200 }),
  isLive: boolean('is_live').notNull().default(false),
  liveUrl: varchar('live_url', { length: 500 }),
  legalNoticeImageUrl: varchar('imprint_image_url', { length: 500 }),
  /** IANA name; outings' times are written in it (DEFAULT_CLUB_TIME_ZONE). */
  timeZone: varchar('time_zone', { length: 64 }).notNull().default('Europe/Paris'),
  /** The most a visitor's saved offline area may weigh, in megabytes (OFFLINE_AREA_MB). */
  offlineAreaMb: smallint('offline_area_mb').notNull().default(100),
  /**
   * How each paper is checked at sign-up (PAPER_CHECK_MODES). New clubs block on the medical certificate
   * and the licence; clubs that existed before papers were checked start at "warn" (migration 0007).
   */
  medicalCertificateCheck: varchar('medical_certificate_check', { length: 5 }).notNull().default('block'),
  licenceCheck: varchar('licence_check', { length: 5 }).notNull().default('block'),
  membershipCheck: varchar('membership_check', { length: 5 }).notNull().default('warn'),
  /** Whether outings accept entries a member declared, or only those a manager checked. */
  acceptDeclared: boolean('accept_declared').notNull().default(true),
  /** The membership season's last day each year, `MM-DD`. */
  seasonEnd: varchar('season_end', { length: 5 }).notNull().default('08-31'),
  /** The managers' weekly e-mail of papers expiring within 30 days. */
  managerDigest: boolean('manager_digest').notNull().default(true),
  /** Whether a manager saved the paper rules (else they are the defaults). */
  paperRulesChosen: boolean('paper_rules_chosen').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A club as stored. */
export type ClubRow = typeof clubs.$inferSelect;

/** The languages of a club, in order: position 0 is the club's default language. */
export const clubLanguages = pgTable(
  'club_languages',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    position: smallint('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.languageId] })],
);

/** Club information per language: opening hours and description. */
export const clubInfos = pgTable(
  'club_infos',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    opening: text('opening').notNull().default(''),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.languageId] })],
);

export const carouselSlides = pgTable(
  'carousel_slides',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    pictureUrl: varchar('picture_url', { length: 500 }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carousel_slides_club_idx').on(t.clubId, t.position)],
);

/** Texts a club writes per language: its legal notice (kind 'imprint') and its live page. */
export const clubTexts = pgTable(
  'club_texts',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).$type<'imprint' | 'live_page'>().notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.kind, t.languageId] })],
);

/** Texts of the platform itself, written by the super administrator (the live solution's pages). */
export const platformTexts = pgTable(
  'platform_texts',
  {
    kind: varchar('kind', { length: 20 }).$type<'solutions'>().notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.kind, t.languageId] })],
);

/** First-party analytics: page views per club, path and day; no personal data. */
export const pageViews = pgTable(
  'page_views',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    path: varchar('path', { length: 300 }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.clubId, t.day, t.path] })],
);
