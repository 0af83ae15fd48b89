import { integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';

/** Interface languages a club can offer (fr, en, de, es, it ...). */
export const languages = pgTable('languages', {
  id: serial('id').primaryKey(),
  key: varchar('key', { length: 8 }).notNull().unique(),
});

/** ISO 3166-1 countries; names come from the runtime's locale data in the request's language. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 2 }).notNull().unique(),
});

/** A club's subscription: how many spots it may have. */
export const subscriptions = pgTable('subscriptions', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  subscriptionMaxSpots: integer('max_spots').notNull(),
});
