import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Database } from '../../data/db.ts';
import { countEvent, readCounter } from './counters.ts';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What the plugin passes to a store: its merged options, with the route of a route's own limit. */
type StoreOptions = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * A store for @fastify/rate-limit that counts in the database (see counters.ts), so every server
 * process on the same database shares one count per key. Each route counts apart, as with the
 * plugin's own in-memory store.
 */
export function databaseRateLimitStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    readonly prefix: string;

    constructor(options: object = {}) {
      const route = (options as StoreOptions).routeInfo;
      const method = Array.isArray(route?.method) ? route.method.join(',') : (route?.method ?? '');
      this.prefix = route?.url ? `route|${method} ${route.url}` : 'global';
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countEvent(db, `${this.prefix}|${key}`, timeWindow).then(
        (state) => callback(null, { current: state.count, ttl: state.msLeft }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback): void {
      readCounter(db, `${this.prefix}|${key}`).then(
        (state) => callback(null, { current: state.count, ttl: state.msLeft }),
        (error: Error) => callback(error),
      );
    }

    // Typed as Fastify's route options; the plugin passes its merged options (StoreOptions) at run time.
    child(routeOptions: object): FastifyRateLimitStore {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
