import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process on the database: one row per counted key
 * (`auth|/api/Users/connection/|demo|203.0.113.7`, `sign-in-failures|12|ann@example.com` ...), counting
 * the events of a fixed window that ends at `window_ends_at`. A row whose window has passed starts again
 * at 1 on its next event; rows left alone are deleted from time to time (see platform/http/rate-limit).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: varchar('key', { length: 512 }).primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);
