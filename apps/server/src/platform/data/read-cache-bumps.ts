/**
 * How the read caches of the server processes on one database tell each other what changed: each bump
 * (a club's topics to forget) goes out on a NOTIFY channel, and every process applies the bumps it hears
 * from the others.
 *
 * A crowd writes hundreds of times a second, and each NOTIFY costs a statement, a lock at commit and a
 * wake-up of every listening connection. The bumps of one pass of the event loop go out together, as a
 * JSON array, in as few payloads as PostgreSQL's 8,000-byte limit allows. A process knows its own bumps
 * (it applied them before sending) by the origin they carry, and skips them when they come back.
 */
import { randomUUID } from 'node:crypto';

/** What a bump says: the club (null: every club) and the topics (null: all of them). */
export interface Bump {
  club: number | null;
  topics: readonly string[] | null;
}

interface SentBump extends Bump {
  /** The process that sent it. */
  from?: string;
}

/** Under PostgreSQL's NOTIFY payload limit (8,000 bytes), with room for the array's brackets. */
const MAX_PAYLOAD_BYTES = 7_500;

const FORGET_EVERYTHING: Bump = { club: null, topics: null };

/** A bump this version cannot read forgets everything: losing a bump would be worse. */
function readBump(parsed: unknown): SentBump {
  if (typeof parsed === 'number') return { club: parsed, topics: null }; // older processes: `12`
  if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
    const { club, topics, from } = parsed as Partial<SentBump>;
    const clubOk = club === null || Number.isSafeInteger(club);
    const topicsOk = topics === null || (Array.isArray(topics) && topics.every((t) => typeof t === 'string'));
    if (clubOk && topicsOk && club !== undefined && topics !== undefined) {
      return typeof from === 'string' ? { club, topics, from } : { club, topics };
    }
  }
  return FORGET_EVERYTHING;
}

/**
 * The bumps of a payload: one bump, or an array of them. (A process of the version before batches read
 * an array as one bump it cannot read, and forgets everything: safe while both run.)
 */
export function parseBumps(payload: string): SentBump[] {
  try {
    const parsed: unknown = JSON.parse(payload);
    return Array.isArray(parsed) ? parsed.map(readBump) : [readBump(parsed)];
  } catch {
    return [FORGET_EVERYTHING];
  }
}

/** The payloads carrying `bumps`: a lone bump as itself, several as arrays under the size limit. */
export function payloadsOf(bumps: readonly SentBump[]): string[] {
  if (bumps.length === 1) return [JSON.stringify(bumps[0])];
  const payloads: string[] = [];
  let current: string[] = [];
  let bytes = 2;
  for (const bump of bumps) {
    const text = JSON.stringify(bump);
    const size = Buffer.byteLength(text) + 1;
    if (current.length > 0 && bytes + size > MAX_PAYLOAD_BYTES) {
      payloads.push(`[${current.join(',')}]`);
      current = [];
      bytes = 2;
    }
    current.push(text);
    bytes += size;
  }
  if (current.length > 0) payloads.push(`[${current.join(',')}]`);
  return payloads;
}

export interface BumpChannel {
  /** Sends `bump` to the other processes with the rest of this pass's; resolves once it is sent. */
  send(bump: Bump): Promise<void>;
  /** Stops hearing the other processes. */
  close(): Promise<void>;
}

/** Hears the other processes' bumps on `channel` (applying each with `apply`) and sends this one's. */
export async function openBumpChannel(
  database: {
    listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
    notify(channel: string, payload: string): Promise<void>;
  },
  channel: string,
  apply: (bump: Bump) => void,
): Promise<BumpChannel> {
  const origin = randomUUID();
  const stop = await database.listen(channel, (payload) => {
    for (const bump of parseBumps(payload)) if (bump.from !== origin) apply(bump);
  });
  let batch: { bumps: SentBump[]; sent: Promise<void> } | null = null;
  const sendBatch = async (bumps: readonly SentBump[]) => {
    for (const payload of payloadsOf(bumps)) await database.notify(channel, payload);
  };
  return {
    send(bump) {
      if (batch === null) {
        const bumps: SentBump[] = [];
        const sent = new Promise<void>((resolve, reject) => {
          setImmediate(() => {
            batch = null;
            sendBatch(bumps).then(resolve, reject);
          });
        });
        batch = { bumps, sent };
      }
      batch.bumps.push({ ...bump, from: origin });
      return batch.sent;
    },
    close: stop,
  };
}
