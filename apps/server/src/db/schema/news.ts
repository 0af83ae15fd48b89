import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { languages } from './reference.ts';
import { users } from './users.ts';

export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    isEvent: boolean('is_event').notNull().default(false),
    eventDate: timestamp('event_date', { withTimezone: true }),
    pictureUrl: varchar('picture_url', { length: 500 }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('news_club_created_idx').on(t.clubId, t.createdAt.desc(), t.id.desc()),
    unique('news_club_id_id_unique').on(t.clubId, t.id),
  ],
);

/** A news item's text per language; the content is sanitized HTML. */
export const newsContents = pgTable(
  'news_contents',
  {
    newsId: integer('news_id').notNull(),
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 300 }).notNull(),
    introContent: varchar('intro_content', { length: 500 }).notNull().default(''),
    newsContent: text('news_content').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.newsId, t.languageId] }),
    foreignKey({
      name: 'news_contents_news_same_club_fk',
      columns: [t.clubId, t.newsId],
      foreignColumns: [news.clubId, news.id],
    }).onDelete('cascade'),
  ],
);

/** Plain-text comments; the author is null once their account is deleted (anonymised). */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    newsId: integer('news_id').notNull(),
    /** Plain foreign key: the super administrator, who has no club, comments too. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('comments_news_idx').on(t.newsId, t.createdAt),
    foreignKey({
      name: 'comments_news_same_club_fk',
      columns: [t.clubId, t.newsId],
      foreignColumns: [news.clubId, news.id],
    }).onDelete('cascade'),
  ],
);
