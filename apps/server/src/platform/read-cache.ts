import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { DatabaseHandle } from './db.ts';
import type { ClubRow } from './tenancy.ts';

/**
 * Answers of often-read public calls, kept in memory per server process until the club's data
 * changes. Every club has a generation number in the keys of its answers: a write in the club bumps
 * it, which makes the club's old answers unreachable (they age out of the LRU). A write outside any
 * club (the super administrator's) bumps the platform generation, which every key also carries.
 *
 * Other processes on the same PostgreSQL hear of each bump through NOTIFY; until they do (a few
 * milliseconds) they may still answer from the old generation. A lost LISTEN connection loses bumps:
 * TTL_MS bounds how stale an answer can ever be.
 */
export interface ReadCache {
  /** The generation-qualified prefix of a club's keys (null: a request on the bare domain). */
  scope(clubId: number | null): string;
  /** The prefix of answers that may show any club's data: any write anywhere renews it. */
  platformScope(): string;
  get(key: string): string | undefined;
  set(key: string, answer: string): void;
  /** The club of a host's alias: as last read by `read`, unless that club changed since. */
  clubOfAlias(alias: string, read: () => Promise<ClubRow | null>): Promise<ClubRow | null>;
  /** Forgets the answers of a club (null: of every club), in this process and the others. */
  forget(clubId: number | null): Promise<void>;
  close(): Promise<void>;
}

/** The longest an answer is kept, also the most a view counter in a cached answer lags behind. */
export const TTL_MS = 10_000;
/** Memory bound of the kept answers (JSON text), and of a single answer worth keeping. */
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;
const MAX_ANSWER_CHARS = 512 * 1024;

const CHANNEL = 'club_read_cache';
const EVERY_CLUB = '*';

export async function createReadCache(database: Pick<DatabaseHandle, 'db' | 'listen'>): Promise<ReadCache> {
  const answers = new LRUCache<string, string>({
    maxSize: MAX_TOTAL_CHARS,
    maxEntrySize: MAX_ANSWER_CHARS,
    sizeCalculation: (answer, key) => answer.length + key.length,
    ttl: TTL_MS,
  });
  // Only clubs that exist are kept: an alias taken after a "no such club" is seen at once.
  const clubsByAlias = new LRUCache<string, { club: ClubRow; scope: string }>({ max: 10_000, ttl: TTL_MS });
  let platformGeneration = 0;
  const clubGenerations = new Map<number, number>();
  /** Bumps so far, of any club: a read that saw one happen meanwhile is not kept. */
  let bumps = 0;

  const bump = (target: string) => {
    bumps += 1;
    if (target === EVERY_CLUB) {
      platformGeneration += 1;
      clubGenerations.clear();
      return;
    }
    const clubId = Number(target);
    if (Number.isSafeInteger(clubId)) clubGenerations.set(clubId, (clubGenerations.get(clubId) ?? 0) + 1);
  };
  const stop = await database.listen(CHANNEL, bump);

  const scope = (clubId: number | null) => {
    const club = clubId === null ? '-' : `${clubId}.${clubGenerations.get(clubId) ?? 0}`;
    return `${platformGeneration}/${club}`;
  };
  return {
    scope,
    platformScope: () => `${platformGeneration}/*${bumps}`,
    get: (key) => answers.get(key),
    set(key, answer) {
      answers.set(key, answer);
    },
    async clubOfAlias(alias, read) {
      const kept = clubsByAlias.get(alias);
      if (kept && kept.scope === scope(kept.club.id)) return kept.club;
      const bumpsBefore = bumps;
      const club = await read();
      if (club !== null && bumps === bumpsBefore) clubsByAlias.set(alias, { club, scope: scope(club.id) });
      return club;
    },
    async forget(clubId) {
      const target = clubId === null ? EVERY_CLUB : String(clubId);
      // Locally first: this process's next read must not see the old answer, whatever NOTIFY takes.
      bump(target);
      await database.db.execute(sql`select pg_notify(${CHANNEL}, ${target})`);
    },
    async close() {
      answers.clear();
      clubsByAlias.clear();
      await stop();
    },
  };
}
