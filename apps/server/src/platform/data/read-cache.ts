import type { CacheTopic } from '@club/shared/api/contract';
import { LRUCache } from 'lru-cache';
import type { ClubRow } from '../../db/schema/clubs.ts';
import type { DatabaseHandle } from './db.ts';
import { type Bump, openBumpChannel } from './read-cache-bumps.ts';

/**
 * A topic of a club's data (`spots`), or one item's part of it (`comments#12`: the comments of news
 * item 12); see `CacheTopic` in the shared contract.
 */
export type TopicKey = CacheTopic | `${CacheTopic}#${string}`;

/**
 * Answers of often-read public calls, kept in memory per server process until the data they show
 * changes. Each answer shows topics of its club's data; the key it is kept under carries a
 * generation of each of them, which a write changing the topic bumps: the old answers become
 * unreachable (they age out of the LRU). Every club also has a generation of its own, which a write
 * that names no topic (or changes the club's row, `club`) bumps, and every key carries the platform's,
 * which a write outside any club (the super administrator's) bumps.
 *
 * Other processes on the same PostgreSQL hear of each bump through NOTIFY; until they do (a few
 * milliseconds) they may still answer from the old generation. A lost LISTEN connection loses bumps:
 * TTL_MS bounds how stale an answer can ever be.
 */
export interface ReadCache {
  /**
   * The generation-qualified prefix of the keys of a club's answers showing `topics` (clubId null: a
   * request on the bare domain).
   */
  scope(clubId: number | null, topics: readonly TopicKey[]): string;
  /** The prefix of answers that may show any club's data: a change of their topics anywhere renews it. */
  platformScope(topics: readonly TopicKey[]): string;
  /** A text kept under `key` (a server-rendered page, a sitemap): API answers are `readOnce`'s. */
  get(key: string): string | undefined;
  set(key: string, answer: string): void;
  /**
   * The answer kept under `key`, else `read`'s, kept as UTF-8 bytes (outside the JavaScript heap,
   * written to sockets as they are): requests asking for the same key while it is read wait for that
   * one read (after a write, a crowd would otherwise read it once each).
   */
  readOnce(key: string, read: () => Promise<string>): Promise<Buffer>;
  /** The club of a host's alias: as last read by `read`, unless that club changed since. */
  clubOfAlias(alias: string, read: () => Promise<ClubRow | null>): Promise<ClubRow | null>;
  /** Characters and bytes of the answers and pages kept now, keys included. */
  keptSize(): number;
  /**
   * Forgets the answers showing `topics` of a club (all of its answers without topics or when one is
   * `club`; clubId null: of every club), in this process and the others.
   */
  forget(clubId: number | null, topics?: readonly TopicKey[]): Promise<void>;
  close(): Promise<void>;
}

/** The longest an answer is kept, also the most a view or like count in a cached answer lags behind. */
export const TTL_MS = 10_000;
/** Memory bound of the kept answers (characters or bytes), and of a single answer worth keeping. */
const MAX_TOTAL_SIZE = 32 * 1024 * 1024;
const MAX_ANSWER_SIZE = 512 * 1024;
/** Topic generations kept per club (items of a topic each have one). */
const MAX_TOPIC_KEYS_PER_CLUB = 10_000;

const CHANNEL = 'club_read_cache';

/** `comments#12` -> `comments`, and whether an item is named. */
function splitTopic(key: string): { topic: string; item: boolean } {
  const mark = key.indexOf('#');
  return mark < 0 ? { topic: key, item: false } : { topic: key.slice(0, mark), item: true };
}

/**
 * Generations of one club's topics. A write of a whole topic bumps `spots`; a write of one item bumps
 * `comments#12` and `comments#`, "some item of it": an answer of the whole topic carries `comments`
 * and `comments#`, an answer of one item `comments` and its own `comments#12`.
 */
class ClubGenerations {
  generation = 0;
  readonly topics = new Map<string, number>();

  of(key: string): number {
    return this.topics.get(key) ?? 0;
  }

  bump(key: string): void {
    this.topics.set(key, this.of(key) + 1);
  }

  scopeOf(topics: readonly string[]): string {
    let scope = String(this.generation);
    for (const key of topics) {
      const { topic, item } = splitTopic(key);
      scope += `,${key}:${this.of(topic)}.${this.of(item ? key : `${topic}#`)}`;
    }
    return scope;
  }
}

/** The generations of a club with no bump yet. */
const UNCHANGED = new ClubGenerations();

export async function createReadCache(
  database: Pick<DatabaseHandle, 'listen' | 'notify'>,
  { ttlMs = TTL_MS }: { ttlMs?: number } = {},
): Promise<ReadCache> {
  // API answers as bytes (`readOnce`), server-rendered pages as text (`get`, `set`).
  const answers = new LRUCache<string, string | Buffer>({
    maxSize: MAX_TOTAL_SIZE,
    maxEntrySize: MAX_ANSWER_SIZE,
    sizeCalculation: (answer, key) => answer.length + key.length,
    ttl: ttlMs,
  });
  const reading = new Map<string, Promise<Buffer>>();
  // Only clubs that exist are kept: an alias taken after a "no such club" is seen at once.
  const clubsByAlias = new LRUCache<string, { club: ClubRow; scope: string }>({ max: 10_000, ttl: ttlMs });
  // The LRU drops an expired answer only when it is asked for again or crowded out: after a crowd, up to
  // MAX_TOTAL_SIZE of answers nobody asks for would stay in memory for good. Once per TTL they go.
  const purge = setInterval(() => {
    answers.purgeStale();
    clubsByAlias.purgeStale();
  }, ttlMs);
  purge.unref();
  let platformGeneration = 0;
  const clubs = new Map<number, ClubGenerations>();
  /** Bumps of whole clubs (or of every club) so far: answers naming any club carry it. */
  let clubBumps = 0;
  /** Bumps of each topic in any club so far, for the answers naming any club. */
  const topicBumps = new Map<string, number>();

  const generationsOf = (clubId: number) => {
    let generations = clubs.get(clubId);
    if (generations === undefined) {
      generations = new ClubGenerations();
      clubs.set(clubId, generations);
    }
    return generations;
  };

  const bump = ({ club, topics }: Bump) => {
    if (club === null) {
      platformGeneration += 1;
      clubBumps += 1;
      clubs.clear();
      return;
    }
    const generations = generationsOf(club);
    // A write naming ever new items (even missing ones: it forgets after a failure too) could grow the
    // map without end; past the bound the whole club is forgotten, which only forgets more.
    const full = generations.topics.size > MAX_TOPIC_KEYS_PER_CLUB;
    if (topics === null || topics.includes('club') || full) {
      generations.generation += 1;
      generations.topics.clear();
      clubBumps += 1;
      return;
    }
    for (const key of topics) {
      const { topic, item } = splitTopic(key);
      generations.bump(key);
      if (item) generations.bump(`${topic}#`);
      topicBumps.set(topic, (topicBumps.get(topic) ?? 0) + 1);
    }
  };
  const others = await openBumpChannel(database, CHANNEL, bump);

  const scope = (clubId: number | null, topics: readonly string[]) => {
    const club = clubId === null ? '-' : `${clubId}.${(clubs.get(clubId) ?? UNCHANGED).scopeOf(topics)}`;
    return `${platformGeneration}/${club}`;
  };
  // The club row itself changes only with the whole club's generation.
  const clubRowScope = (clubId: number) => `${platformGeneration}/${clubs.get(clubId)?.generation ?? 0}`;
  return {
    scope,
    platformScope(topics) {
      let kept = `${platformGeneration}/*${clubBumps}`;
      for (const key of topics) {
        const { topic } = splitTopic(key);
        kept += `,${topic}:${topicBumps.get(topic) ?? 0}`;
      }
      return kept;
    },
    get(key) {
      const kept = answers.get(key);
      return typeof kept === 'string' ? kept : undefined;
    },
    set(key, answer) {
      answers.set(key, answer);
    },
    readOnce(key, read) {
      const kept = answers.get(key);
      if (kept instanceof Buffer) return Promise.resolve(kept);
      let running = reading.get(key);
      if (running === undefined) {
        running = read()
          .then((text) => {
            const answer = Buffer.from(text);
            answers.set(key, answer);
            return answer;
          })
          .finally(() => reading.delete(key));
        reading.set(key, running);
      }
      return running;
    },
    async clubOfAlias(alias, read) {
      const kept = clubsByAlias.get(alias);
      if (kept && kept.scope === clubRowScope(kept.club.id)) return kept.club;
      const clubBumpsBefore = clubBumps;
      const club = await read();
      if (club !== null && clubBumps === clubBumpsBefore) {
        clubsByAlias.set(alias, { club, scope: clubRowScope(club.id) });
      }
      return club;
    },
    keptSize: () => answers.calculatedSize,
    async forget(clubId, topics) {
      const change: Bump = { club: clubId, topics: clubId === null || !topics ? null : topics };
      // Locally first: this process's next read must not see the old answer, whatever NOTIFY takes.
      bump(change);
      await others.send(change);
    },
    async close() {
      clearInterval(purge);
      answers.clear();
      clubsByAlias.clear();
      await others.close();
    },
  };
}
