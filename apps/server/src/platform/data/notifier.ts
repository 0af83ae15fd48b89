import type { DatabaseHandle } from './db.ts';

/**
 * Live events for signed-in users, published through PostgreSQL NOTIFY so that every server process
 * on the same database hears them (PGlite delivers them in-process). A process keeps one LISTEN and
 * hands each event to its own subscribers of the users it names.
 */
export interface Notifier {
  /** Sends `event` to every subscriber of these users, in any process. */
  publish(userIds: readonly number[], event: unknown): Promise<void>;
  /** Calls `listener` with each event for this user, until the returned function is called. */
  subscribe(userId: number, listener: (event: unknown) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'club_user_events';

interface Envelope {
  to: number[];
  event: unknown;
}

export async function createNotifier(database: Pick<DatabaseHandle, 'listen' | 'notify'>): Promise<Notifier> {
  const listeners = new Map<number, Set<(event: unknown) => void>>();
  const deliver = (payload: string) => {
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch {
      return;
    }
    if (!Array.isArray(envelope.to)) return;
    for (const userId of new Set(envelope.to)) {
      for (const listener of listeners.get(userId) ?? []) listener(envelope.event);
    }
  };
  const stop = await database.listen(CHANNEL, deliver);
  return {
    async publish(userIds, event) {
      // NOTIFY payloads are limited to 8000 bytes: events carry ids, the client reloads the rest.
      const payload = JSON.stringify({ to: [...userIds], event } satisfies Envelope);
      await database.notify(CHANNEL, payload);
    },
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    async close() {
      listeners.clear();
      await stop();
    },
  };
}
