import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { spots } from './spots.ts';
import { users } from './users.ts';

export const pictures = pgTable(
  'pictures',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id'),
    /** The member who uploaded it; null once that member deleted their account. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** Store key of the display-size image; the thumbnail sits beside it. */
    fileKey: varchar('file_key', { length: 300 }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    nbViews: integer('nb_views').notNull().default(0),
    nbLikes: integer('nb_likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('pictures_club_created_idx').on(t.clubId, t.createdAt.desc(), t.id.desc()),
    index('pictures_club_spot_idx').on(t.clubId, t.spotId, t.createdAt.desc()),
    index('pictures_club_user_idx').on(t.clubId, t.userId, t.createdAt.desc()),
    unique('pictures_club_id_id_unique').on(t.clubId, t.id),
    /** ON DELETE SET NULL (spot_id) in the migration: the club_id stays. */
    foreignKey({
      name: 'pictures_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('set null'),
  ],
);

export const videos = pgTable(
  'videos',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    spotId: integer('spot_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** 1 video site A (YouTube), 2 video site B (Vimeo). */
    source: smallint('source').notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    isVr: boolean('is_vr').notNull().default(false),
    nbViews: integer('nb_views').notNull().default(0),
    nbLikes: integer('nb_likes').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('videos_club_created_idx').on(t.clubId, t.createdAt.desc(), t.id.desc()),
    index('videos_club_spot_idx').on(t.clubId, t.spotId, t.createdAt.desc()),
    index('videos_club_user_idx').on(t.clubId, t.userId, t.createdAt.desc()),
    unique('videos_club_id_id_unique').on(t.clubId, t.id),
    /** ON DELETE SET NULL (spot_id) in the migration: the club_id stays. */
    foreignKey({
      name: 'videos_spot_same_club_fk',
      columns: [t.clubId, t.spotId],
      foreignColumns: [spots.clubId, spots.id],
    }).onDelete('set null'),
  ],
);

/** One like per member per picture. */
export const pictureLikes = pgTable(
  'picture_likes',
  {
    pictureId: integer('picture_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Plain foreign key: the super administrator, who has no club, likes too. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pictureId, t.userId] }),
    foreignKey({
      name: 'picture_likes_picture_same_club_fk',
      columns: [t.clubId, t.pictureId],
      foreignColumns: [pictures.clubId, pictures.id],
    }).onDelete('cascade'),
  ],
);

/** One like per member per video. */
export const videoLikes = pgTable(
  'video_likes',
  {
    videoId: integer('video_id').notNull(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    /** Plain foreign key: the super administrator, who has no club, likes too. */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.videoId, t.userId] }),
    foreignKey({
      name: 'video_likes_video_same_club_fk',
      columns: [t.clubId, t.videoId],
      foreignColumns: [videos.clubId, videos.id],
    }).onDelete('cascade'),
  ],
);
