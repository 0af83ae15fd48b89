import {
  boolean,
  doublePrecision,
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { countries, languages } from './reference.ts';
import { users } from './users.ts';

export const spots = pgTable(
  'spots',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    countryId: integer('country_id').references(() => countries.id),
    region: varchar('region', { length: 200 }),
    town: varchar('town', { length: 200 }),
    longitude: doublePrecision('longitude').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    file3dUrl: varchar('file_3d_url', { length: 500 }),
    live: boolean('live').notNull().default(false),
    liveUrl: varchar('live_url', { length: 500 }),
    pictureUrl: varchar('picture_url', { length: 500 }),
    /** When the current live started; null while not live. */
    liveStartedAt: timestamp('live_started_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spots_club_idx').on(t.clubId, t.name), unique('spots_club_id_id_unique').on(t.clubId, t.id)],
);

/** A spot's infos per language. Access, interest points and best hours are JSON lists of numbers. */
export const spotInfos = pgTable(
  'spot_infos',
  {
    spotId: integer('spot_id').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    description: text('description'),
    access: text('access'),
    interestPoints: text('interest_points'),
    bestHours: text('best_hours'),
    requiredLevel: varchar('required_level', { length: 100 }),
    accessibility: varchar('accessibility', { length: 100 }),
    visibility: varchar('visibility', { length: 100 }),
    dominantFlux: varchar('dominant_flux', { length: 100 }),
    dominantFluxOrientation: varchar('dominant_flux_orientation', { length: 20 }),
    dominantWind: varchar('dominant_wind', { length: 100 }),
    dominantWindOrientation: varchar('dominant_wind_orientation', { length: 20 }),
    bestMonthFrom: smallint('best_month_from'),
    bestMonthTo: smallint('best_month_to'),
    difficulty: varchar('difficulty', { length: 100 }),
  },
  (t) => [
    primaryKey({ columns: [t.spotId, t.languageId] }),
    foreignKey({
      name: 'spot_infos_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('cascade'),
  ],
);

/**
 * Index of a spot's KML layer files (the files live in the store under Kmls/{spotId}/ and
 * Kmls/{spotId}/uploaded/). The version goes into the file URL so browsers never show a stale layer.
 */
export const layers = pgTable(
  'layers',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id').notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    uploaded: boolean('uploaded').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved the current content (null for layers saved before it was recorded); may be the super administrator. */
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('layers_spot_name_unique').on(t.spotId, t.uploaded, t.name),
    unique('layers_club_id_id_unique').on(t.clubId, t.id),
    foreignKey({
      name: 'layers_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A layer's earlier contents, the last LAYER_VERSIONS_KEPT of them: each save keeps the content it
 * replaces, with the date and author of that content. Tied to the layer's row, so a rename carries
 * them and a deletion removes them; the KML lives in the store under Kmls/{spotId}/versions/.
 */
export const layerVersions = pgTable(
  'layer_versions',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id').notNull(),
    layerId: integer('layer_id').notNull(),
    /** The layer's version number while it had this content. */
    version: integer('version').notNull(),
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    size: integer('size').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull(),
    savedBy: integer('saved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('layer_versions_layer_version_unique').on(t.layerId, t.version),
    foreignKey({
      name: 'layer_versions_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'layer_versions_layer_same_club_fk',
      columns: [t.clubId, t.layerId],
      foreignColumns: [layers.clubId, layers.id],
    }).onDelete('cascade'),
  ],
);

/** A finished live of a spot: its video and dates (the /replays/{spot_id} page). */
export const spotReplays = pgTable(
  'spot_replays',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id').notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('spot_replays_spot_idx').on(t.clubId, t.spotId, t.finishedAt.desc()),
    foreignKey({
      name: 'spot_replays_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('cascade'),
  ],
);
