import type { Config } from '../config.ts';
import type { Database } from './data/db.ts';
import type { Notifier } from './data/notifier.ts';
import type { ReadCache } from './data/read-cache.ts';
import type { FileStore } from './files/storage.ts';
import type { Mailer } from './mailer.ts';

/** What the app is built of; each module's routes take what they need from it. */
export interface AppDeps {
  config: Config;
  db: Database;
  store: FileStore;
  mailer: Mailer;
  /** Live events to signed-in users, across server processes. */
  notifier: Notifier;
  /** Answers of often-read public calls, forgotten when a club's data changes. */
  readCache: ReadCache;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
}
